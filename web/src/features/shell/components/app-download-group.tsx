import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { usePermission } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { absoluteUrl } from '../../../utils/url';
import { NavGroup } from './nav-item';
import styles from './app-download-group.module.css';

/** QR size. */
export const QR_SIZE = 100;

// The QR encoder loads only when the group opens, not with the first paint.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const PLATFORMS = [
  { type: 'ANDROID_APP', key: 'android', icon: 'android' },
  { type: 'IOS_APP', key: 'ios', icon: 'ios' },
] as const;

interface AppDownloadGroupProps {
  open: boolean;
  onToggle: () => void;
  mini: boolean;
}

/** Android and iOS QR codes from the brand's app resources, and the installation guide. */
export function AppDownloadGroup({ open, onToggle, mini }: AppDownloadGroupProps) {
  const { t } = useTranslation('shell');
  const { resources } = usePermission();
  const codes = PLATFORMS.flatMap((platform) => {
    const resource = resources.find((r) => r.resourceType === platform.type);
    const target = resource?.qrCodeUrl ?? resource?.url;
    const value = target ? absoluteUrl(target) : null;
    return value ? [{ ...platform, value }] : [];
  });
  return (
    <NavGroup
      icon="download"
      tone="download"
      label={t('nav.appDownload')}
      open={open}
      onToggle={onToggle}
      mini={mini}
      testId="app-download-group"
    >
      {codes.length > 0 ? (
        <div className={styles.codes}>
          {codes.map((code) => {
            const name = t(`nav.${code.key}`);
            return (
              <figure key={code.key} className={styles.code} data-testid={`qr-${code.key}`}>
                <div className={styles.qr}>
                  <Suspense fallback={<span className={styles.qrLoading} />}>
                    <QRCodeSVG
                      value={code.value}
                      size={QR_SIZE}
                      marginSize={2}
                      role="img"
                      aria-label={t('nav.qrAlt', { platform: name })}
                      title={t('nav.qrAlt', { platform: name })}
                    />
                  </Suspense>
                </div>
                <figcaption className={styles.caption}>
                  <Icon name={code.icon} size={14} />
                  {name}
                </figcaption>
              </figure>
            );
          })}
        </div>
      ) : null}
      <p className={styles.scan}>{t('nav.scanToDownload')}</p>
      <button type="button" className={styles.guide} onClick={() => ui.openModal('appDownload')}>
        {t('nav.downloadGuide')}
        <Icon name="chevron-right" size={14} />
      </button>
    </NavGroup>
  );
}
