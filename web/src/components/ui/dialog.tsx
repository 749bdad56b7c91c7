import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

// The dialog box itself (modal, icon, buttons) loads when the first dialog opens.
const DialogView = lazy(() => import('./dialog-view').then((m) => ({ default: m.DialogView })));

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

export interface OpenDialog extends DialogOptions {
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

/** Mounted once by the app; renders the dialog `dialog.show` opened (its view loads on first use). */
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
  return (
    <Suspense fallback={null}>
      <DialogView open={open} />
    </Suspense>
  );
}
