import clsx from 'clsx';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { Button } from './button';
import { Icon } from './icon';
import { Modal, MODAL_DEFAULTS } from './modal';
import styles from './dialog.module.css';

export interface DialogButton {
  label: string;
  value: string;
  variant?: 'primary' | 'secondary' | 'danger';
}

export interface DialogOptions {
  title?: string;
  icon?: 'info' | 'success' | 'warning' | 'error';
  /** Plain text body. */
  message?: string;
  /** Operator or server HTML: sanitised before rendering. */
  html?: string;
  buttons?: DialogButton[];
  /** A 200x200 box with a spinner (the modal wrapper); resolve it with `dialog.close()`. */
  loader?: boolean;
  /** Clicking the cover (backdrop) or pressing Escape closes with value 'dismiss'. Default true. */
  coverClickToClose?: boolean;
  /** Closes by itself after this many ms with value 'timeout'. */
  timeoutMs?: number;
  width?: number;
  /** Accessible name for a loader or a dialog without title. */
  label?: string;
}

interface OpenDialog extends DialogOptions {
  id: number;
  resolve: (value: string) => void;
}

let current: OpenDialog | null = null;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The dialog helper: `await dialog.show({...})` gives the value of the button pressed. */
export const dialog = {
  show(options: DialogOptions): Promise<string> {
    current?.resolve('replaced');
    return new Promise((resolve) => {
      seq += 1;
      current = { ...options, id: seq, resolve };
      emit();
    });
  },
  close(value = 'closed') {
    const open = current;
    current = null;
    emit();
    open?.resolve(value);
  },
};

const ICONS: Record<NonNullable<DialogOptions['icon']>, string> = {
  info: 'bell',
  success: 'record',
  warning: 'announcement',
  error: 'close',
};

function SanitizedHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void sanitizeHtml(html).then((out) => alive && setClean(out));
    return () => {
      alive = false;
    };
  }, [html]);
  return clean === null ? null : <div className={styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Mounted once by the app; renders the dialog `dialog.show` opened. */
export function DialogHost() {
  const open = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
  useEffect(() => {
    if (!open?.timeoutMs) return;
    const id = open.id;
    const timer = setTimeout(() => {
      if (current?.id === id) dialog.close('timeout');
    }, open.timeoutMs);
    return () => clearTimeout(timer);
  }, [open]);

  if (!open) return null;
  const dismissible = open.coverClickToClose ?? true;
  if (open.loader) {
    return (
      <Modal
        open
        onClose={() => dialog.close('dismiss')}
        dismissible={dismissible}
        showClose={false}
        width={200}
        minHeight={200}
        label={open.label ?? open.title}
        className={styles.loaderModal}
        testId="dialog-loader"
      >
        <div className={styles.loader} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          {open.title ? <span className={styles.loaderText}>{open.title}</span> : null}
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      open
      variant="dialog"
      width={open.width ?? MODAL_DEFAULTS.dialogWidth}
      onClose={() => dialog.close('dismiss')}
      dismissible={dismissible}
      showClose={false}
      label={open.label ?? open.title}
      testId="dialog"
    >
      <div className={styles.content}>
        {open.icon ? (
          <span className={clsx(styles.icon, styles[open.icon])}>
            <Icon name={ICONS[open.icon]} size={28} />
          </span>
        ) : null}
        {open.title ? <h2 className={styles.title}>{open.title}</h2> : null}
        {open.message ? <p className={styles.message}>{open.message}</p> : null}
        {open.html ? <SanitizedHtml html={open.html} /> : null}
        {open.buttons?.length ? (
          <div className={styles.buttons}>
            {open.buttons.map((b) => (
              <Button key={b.value} variant={b.variant ?? 'primary'} onClick={() => dialog.close(b.value)}>
                {b.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
