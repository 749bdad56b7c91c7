import { useTranslation } from 'react-i18next';
import { togglePlayTheme } from '../theme';
import styles from '../play.module.css';

/**
 * The game pages' theme button. Like the site's switch it shows the theme in use (a moon in the
 * dark theme, a sun in the light one), so the two never disagree when a game runs inside the site.
 */
export function PlayThemeButton() {
  const { t } = useTranslation('play');
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => togglePlayTheme()}
      aria-label={t('theme')}
      data-testid="play-theme"
    >
      <svg
        className={styles.themeMoon}
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
      >
        <path d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9Z" fill="currentColor" />
      </svg>
      <svg
        className={styles.themeSun}
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
