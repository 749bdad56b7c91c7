import clsx from 'clsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import art from '../../../assets/illustrations/app-download.svg';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { useModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { absoluteUrl } from '../../../utils/url';
import { appLink, PLATFORM_ICON, qrValue, type AppPlatform } from '../utils/resources';
import { InstallSteps } from './install-steps';
import { LiteAppInstall } from './lite-app-install';
import { QrCode } from '../../../components/ui/qr-code';
import { ResourceLink } from './resource-link';
import styles from './download.module.css';

const PLATFORMS: AppPlatform[] = ['android', 'ios', 'lite'];

function PlatformCard({ platform, highlighted }: { platform: AppPlatform; highlighted: boolean }) {
  const { t } = useTranslation('download');
  const { resources, brand } = usePermission();
  // The lite app is this site itself; Android and iOS are what the operator links to.
  const resource = platform === 'lite' ? undefined : appLink(resources, platform);
  const value =
    platform === 'lite' ? absoluteUrl('/') : resource ? qrValue(resource) : null;
  const name = t(`platforms.${platform}.name`);
  return (
    <section
      id={`app-${platform}`}
      className={clsx(styles.card, highlighted && styles.cardHighlighted)}
      aria-labelledby={`app-${platform}-title`}
      data-testid="download-card"
      data-platform={platform}
      data-available={platform === 'lite' || resource ? 'true' : 'false'}
    >
      <div className={styles.cardHead}>
        <span className={clsx(styles.cardIcon, styles[platform])} aria-hidden="true">
          <Icon name={PLATFORM_ICON[platform]} size={26} />
        </span>
        <div>
          <h2 id={`app-${platform}-title`} className={styles.cardTitle}>
            {t(`platforms.${platform}.title`, { brand: brand.name })}
          </h2>
          <p className={styles.muted}>
            {t(`platforms.${platform}.description`, { brand: brand.name })}
          </p>
        </div>
      </div>
      {platform !== 'lite' && !resource ? (
        <p className={styles.missing} data-testid="download-missing">
          <Icon name="help" size={18} />
          {t(`platforms.${platform}.missing`)}
        </p>
      ) : (
        <>
          <div className={styles.cardGet}>
            <div className={styles.cardQrRow}>
              {value ? <QrCode value={value} label={t('qrLabel', { platform: name })} /> : null}
              <p className={styles.muted}>
                {t(platform === 'lite' ? 'lite.scanHint' : 'scanHint')}
              </p>
            </div>
            {resource ? (
              <ResourceLink resource={resource} className={styles.block}>
                <Icon name={PLATFORM_ICON[platform]} size={18} />
                {t(`platforms.${platform}.cta`)}
              </ResourceLink>
            ) : null}
          </div>
          {platform === 'lite' ? (
            <LiteAppInstall brand={brand.name} />
          ) : (
            <InstallSteps platform={platform} />
          )}
        </>
      )}
    </section>
  );
}

/** /down: the app download page (Android, iOS profile and lite app). */
export function DownloadPage() {
  const { t } = useTranslation('download');
  const { brand } = usePermission();
  const enabled = useModuleEnabled('APP_DOWNLOAD');
  const [params] = useSearchParams();
  const wanted = params.get('platform');
  // Every platform has its card: one without a link says so instead of disappearing.
  const platforms = enabled ? PLATFORMS : [];

  // A QR code that points here with ?platform=… brings that card into view.
  useEffect(() => {
    if (!wanted) return;
    document.getElementById(`app-${wanted}`)?.scrollIntoView({ block: 'center' });
  }, [wanted]);

  return (
    <div className={styles.page} data-testid="download-page">
      <section className={styles.hero} aria-labelledby="download-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('page.eyebrow')}</p>
          <h1 id="download-title" className={styles.heroTitle}>
            {t('page.title', { brand: brand.name })}
          </h1>
          <p className={styles.heroLead}>{t('page.lead')}</p>
        </div>
      </section>
      {platforms.length === 0 ? (
        <EmptyState image={art} title={t('empty.title')} description={t('empty.text')} />
      ) : (
        <div className={styles.cards}>
          {platforms.map((platform) => (
            <PlatformCard key={platform} platform={platform} highlighted={platform === wanted} />
          ))}
        </div>
      )}
    </div>
  );
}
