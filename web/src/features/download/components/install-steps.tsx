import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../hooks/use-permission';
import { INSTALL_STEPS, type InstallGuide } from '../utils/resources';
import styles from './download.module.css';

/** The numbered install steps of one guide (a platform, or the lite app on iOS). */
export function InstallSteps({ platform }: { platform: InstallGuide }) {
  const { t } = useTranslation('download');
  const brand = usePermission().brand.name;
  return (
    <ol
      className={styles.steps}
      aria-label={t('stepsLabel', {
        platform: t(`platforms.${platform === 'liteIos' ? 'lite' : platform}.name`),
      })}
    >
      {INSTALL_STEPS[platform].map((step, index) => (
        <li key={step} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.stepText}>
            <span className={styles.stepTitle}>
              {t(`steps.${platform}.${step}.title`, { brand })}
            </span>
            <span className={styles.stepHint}>
              {t(`steps.${platform}.${step}.text`, { brand })}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
