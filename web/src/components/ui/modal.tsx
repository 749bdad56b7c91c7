import clsx from 'clsx';
import { useEffect, useId, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

/** Modal defaults 600x300; dialogs default to 400 wide. */
export const MODAL_DEFAULTS = { width: 600, height: 300, dialogWidth: 400, overlayOpacity: 0.72 } as const;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  children: ReactNode;
  width?: number;
  minHeight?: number;
  /** Escape and background click close the modal unless this is false. */
  dismissible?: boolean;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  showClose?: boolean;
  overlayOpacity?: number;
  className?: string;
  bodyClassName?: string;
  variant?: 'modal' | 'dialog' | 'sheet';
  testId?: string;
}

/**
 * One modal system on the native <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside) and we restore focus to what had it before opening.
 */
export function Modal({
  open,
  onClose,
  title,
  label,
  children,
  width,
  minHeight,
  dismissible = true,
  closeOnBackdrop = dismissible,
  closeOnEscape = dismissible,
  showClose = true,
  overlayOpacity = MODAL_DEFAULTS.overlayOpacity,
  className,
  bodyClassName,
  variant = 'modal',
  testId,
}: ModalProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const restoreTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      restoreTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(
    () => () => {
      restoreTo.current?.focus?.();
    },
    [],
  );

  const handleClose = () => {
    const target = restoreTo.current;
    restoreTo.current = null;
    if (target?.isConnected) target.focus();
  };

  const style = {
    '--modal-width': `${width ?? (variant === 'dialog' ? MODAL_DEFAULTS.dialogWidth : MODAL_DEFAULTS.width)}px`,
    '--modal-min-height': `${minHeight ?? (variant === 'dialog' ? 0 : MODAL_DEFAULTS.height)}px`,
    '--overlay-opacity': overlayOpacity,
  } as CSSProperties;

  return (
    <dialog
      ref={ref}
      className={clsx(styles.dialog, styles[variant], className)}
      style={style}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the browser would close the dialog itself; we decide.
        event.preventDefault();
        if (closeOnEscape) onCloseRef.current();
      }}
      onClose={handleClose}
      onMouseDown={(event) => {
        // A press on the dialog element itself (not its content) is a press on the backdrop.
        if (event.target === event.currentTarget && closeOnBackdrop) onCloseRef.current();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          {title || showClose ? (
            // A plain box, not <header>: a header outside any section counts as a second banner
            // landmark of the page (axe: landmark-no-duplicate-banner) while the dialog is open.
            // Without a title the close button floats in the corner instead of heading an empty band.
            <div className={clsx(styles.header, !title && styles.headerBare)}>
              {title ? (
                <h2 id={titleId} className={styles.title}>
                  {title}
                </h2>
              ) : (
                <span />
              )}
              {showClose ? (
                <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={t('actions.close')}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              ) : null}
            </div>
          ) : null}
          <div className={clsx(styles.body, bodyClassName)}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
