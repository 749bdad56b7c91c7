import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useNavClick } from '../hooks/use-nav-link';
import styles from './nav-item.module.css';

interface CommonProps {
  icon: string;
  label: string;
  /** Colour family of the icon (data-tone in the CSS). */
  tone?: string;
  /** Mini side menu: the label becomes a tooltip and visually hidden text. */
  mini?: boolean;
  testId?: string;
}

function ItemBody({
  icon,
  label,
  mini,
  extra,
}: Pick<CommonProps, 'icon' | 'label' | 'mini'> & { extra?: ReactNode }) {
  return (
    <>
      <span className={styles.iconWrap} aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <span className={mini ? 'visually-hidden' : styles.label}>{label}</span>
      {mini ? null : extra}
    </>
  );
}

/** A side-menu link; the current page gets aria-current and the accent bar. */
export function NavLink({
  to,
  active,
  icon,
  label,
  tone,
  mini,
  testId,
}: CommonProps & { to: string; active: boolean }) {
  const onNavigate = useNavClick();
  return (
    <li className={styles.entry}>
      <Link
        to={to}
        className={clsx(styles.item, active && styles.active, mini && styles.mini)}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate(to)}
        title={mini ? label : undefined}
        data-tone={tone}
        data-testid={testId}
      >
        <ItemBody icon={icon} label={label} mini={mini} />
      </Link>
    </li>
  );
}

/** A side-menu action (opens a modal or a window) styled like a link. */
export function NavButton({
  onClick,
  icon,
  label,
  tone,
  mini,
  testId,
}: CommonProps & { onClick: () => void }) {
  return (
    <li className={styles.entry}>
      <button
        type="button"
        className={clsx(styles.item, mini && styles.mini)}
        onClick={onClick}
        title={mini ? label : undefined}
        data-tone={tone}
        data-testid={testId}
      >
        <ItemBody icon={icon} label={label} mini={mini} />
      </button>
    </li>
  );
}

/** An expandable side-menu group (aria-expanded); its panel renders only while open. */
export function NavGroup({
  icon,
  label,
  tone,
  mini,
  testId,
  open,
  onToggle,
  containsActive = false,
  hint,
  children,
}: CommonProps & {
  open: boolean;
  onToggle: () => void;
  containsActive?: boolean;
  /** Short text at the end of the row (e.g. the current language). */
  hint?: ReactNode;
  children: ReactNode;
}) {
  const panelId = useId();
  const expanded = open && !mini;
  return (
    <li className={clsx(styles.entry, expanded && styles.groupOpen)} data-testid={testId}>
      <button
        type="button"
        className={clsx(styles.item, containsActive && styles.activeParent, mini && styles.mini)}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={onToggle}
        title={mini ? label : undefined}
        data-tone={tone}
      >
        <ItemBody
          icon={icon}
          label={label}
          mini={mini}
          extra={
            <>
              {hint ? <span className={styles.hint}>{hint}</span> : null}
              <Icon name="chevron-down" size={16} className={styles.caret} />
            </>
          }
        />
      </button>
      {expanded ? (
        <div id={panelId} className={styles.panel}>
          {children}
        </div>
      ) : null}
    </li>
  );
}
