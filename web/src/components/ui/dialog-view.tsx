import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { Button } from './button';
import { dialog, type DialogOptions, type OpenDialog } from './dialog';
import { Icon } from './icon';
import { Modal, MODAL_DEFAULTS } from './modal';
import styles from './dialog.module.css';

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

/** The open dialog `dialog.show` asked for (DialogHost renders it). */
export function DialogView({ open }: { open: OpenDialog }) {
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
