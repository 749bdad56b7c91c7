import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import styles from './account-menu.module.css';

export type AccountMenuItem = { key: string; label: string; icon: string } & (
  | { kind: 'link'; to: string }
  | { kind: 'external'; href: string; hint: string }
  | { kind: 'action'; onSelect: () => void; danger?: boolean }
);

export interface AccountMenuProps {
  /** Accessible name of the trigger. */
  label: string;
  /** What the trigger shows (avatar). */
  trigger: ReactNode;
  /** Shown at the top of the open menu. */
  heading?: ReactNode;
  items: AccountMenuItem[];
}

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Focuses the item at `index`, wrapping around (-1 is the last). */
function focusItem(menu: HTMLElement | null, index: number) {
  const all = itemsOf(menu);
  if (all.length === 0) return;
  all[((index % all.length) + all.length) % all.length]?.focus();
}

/**
 * Menu button (WAI-ARIA pattern) without a library: opens on click, Enter, Space or the arrow
 * keys; arrows, Home and End move between items; Escape closes and returns focus; Tab or a
 * press outside closes it.
 */
export function AccountMenu({ label, trigger, heading, items }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const triggerId = useId();
  const menuId = useId();

  const menuItems = () => itemsOf(menuRef.current);
  const focusAt = (index: number) => focusItem(menuRef.current, index);

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusItem(menuRef.current, pendingFocus.current === 'first' ? 0 : -1);
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    setOpen(true);
  };
  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const current = all.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={clsx(styles.trigger, open && styles.triggerOpen)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
        data-testid="account-menu-trigger"
      >
        {trigger}
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </button>
      {open ? (
        <div className={styles.popover}>
          {heading ? <div className={styles.heading}>{heading}</div> : null}
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            className={styles.menu}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item) => (
              <li key={item.key} role="none">
                {item.kind === 'link' ? (
                  <Link
                    role="menuitem"
                    tabIndex={-1}
                    to={item.to}
                    className={styles.item}
                    onClick={() => close(false)}
                  >
                    <Icon name={item.icon} size={18} />
                    <span>{item.label}</span>
                  </Link>
                ) : item.kind === 'external' ? (
                  <a
                    role="menuitem"
                    tabIndex={-1}
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.item}
                    onClick={() => close(false)}
                  >
                    <Icon name={item.icon} size={18} />
                    <span>{item.label}</span>
                    <span className="visually-hidden">{item.hint}</span>
                  </a>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={clsx(styles.item, item.danger && styles.danger)}
                    onClick={() => {
                      close(true);
                      item.onSelect();
                    }}
                  >
                    <Icon name={item.icon} size={18} />
                    <span>{item.label}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
