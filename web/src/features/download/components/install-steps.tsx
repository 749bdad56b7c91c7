import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../hooks/use-permission';
import { INSTALL_STEPS, type AppPlatform } from '../utils/resources';
import styles from './download.module.css';

/** The numbered install steps of one platform. */
export function InstallSteps({ platform }: { platform: AppPlatform }) {
  const { t } = useTranslation('download');
  const brand = usePermission().brand.name;
  return (
    <ol
      className={styles.steps}
      aria-label={t('stepsLabel', { platform: t(`platforms.${platform}.name`) })}
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
