import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { ui, useUi } from '../../../hooks/use-ui-store';
import styles from './theme-switch.module.css';

/** Dark/light switch; the store applies the theme to <html> and remembers it. */
export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const theme = useUi((s) => s.theme);
  const light = theme === 'light';
  return (
    <button
      type="button"
      className={clsx(styles.switch, light && styles.light)}
      onClick={() => ui.toggleTheme()}
      aria-pressed={light}
      aria-label={t('header.theme.light')}
      title={light ? t('header.theme.toDark') : t('header.theme.toLight')}
      data-testid="theme-switch"
    >
      <span className={styles.knob} aria-hidden="true" />
      <Icon name="moon" size={14} className={clsx(styles.icon, styles.moon)} />
      <Icon name="sun" size={14} className={clsx(styles.icon, styles.sun)} />
    </button>
  );
}
