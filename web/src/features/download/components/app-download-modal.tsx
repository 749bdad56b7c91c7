import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import art from '../../../assets/illustrations/app-download.svg';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { useImageBase, usePermission } from '../../../hooks/use-permission';
import { appLink, PLATFORM_ICON, qrValue, type AppPlatform } from '../utils/resources';
import { InstallSteps } from './install-steps';
import { QrCode } from '../../../components/ui/qr-code';
import { ResourceLink } from './resource-link';
import styles from './download.module.css';

const TABS = ['android', 'ios'] as const satisfies readonly AppPlatform[];

function PlatformPanel({
  platform,
  onNavigate,
}: {
  platform: AppPlatform;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('download');
  const { resources, brand } = usePermission();
  const imageBase = useImageBase();
  const resource = appLink(resources, platform)!;
  const value = qrValue(resource);
  const name = t(`platforms.${platform}.name`);
  return (
    <div className={styles.panel}>
      <img
        className={styles.phone}
        src={`${imageBase}/download/phone-${platform}.svg`}
        alt={t('phoneAlt', { platform: name })}
        width={220}
        height={440}
        loading="lazy"
      />
      <div className={styles.panelMain}>
        <div className={styles.getRow}>
          {value ? <QrCode value={value} label={t('qrLabel', { platform: name })} /> : null}
          <div className={styles.getText}>
            <h3 className={styles.panelTitle}>
              {t(`platforms.${platform}.title`, { brand: brand.name })}
            </h3>
            <p className={styles.muted}>{t('scanHint')}</p>
            <ResourceLink resource={resource} onNavigate={onNavigate}>
              <Icon name={PLATFORM_ICON[platform]} size={18} />
              {t(`platforms.${platform}.cta`)}
            </ResourceLink>
          </div>
        </div>
        <InstallSteps platform={platform} />
      </div>
    </div>
  );
}

/** App download (modal): Android and iOS tabs, each with a QR code and four steps. */
export function AppDownloadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('download');
  const { resources } = usePermission();
  const tabs = TABS.filter((platform) => appLink(resources, platform));
  const [selected, setSelected] = useState<AppPlatform>(tabs[0] ?? 'android');
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -index,
      End: tabs.length - 1 - index,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (index + move + tabs.length) % tabs.length;
    setSelected(tabs[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('modal.title')}
      width={780}
      testId="app-download-modal"
    >
      {tabs.length === 0 ? (
        <EmptyState
          image={art}
          title={t('empty.title')}
          description={t('empty.text')}
          headingLevel={3}
        />
      ) : (
        <>
          <div className={styles.tabs} role="tablist" aria-label={t('modal.tabsLabel')}>
            {tabs.map((platform, index) => (
              <button
                key={platform}
                ref={(el) => {
                  tabRefs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${platform}`}
                aria-controls={`${baseId}-panel-${platform}`}
                aria-selected={platform === selected}
                tabIndex={platform === selected ? 0 : -1}
                className={styles.tab}
                onClick={() => setSelected(platform)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <Icon name={PLATFORM_ICON[platform]} size={18} />
                {t(`platforms.${platform}.tab`)}
              </button>
            ))}
          </div>
          {tabs.map((platform) => (
            <div
              key={platform}
              role="tabpanel"
              id={`${baseId}-panel-${platform}`}
              aria-labelledby={`${baseId}-tab-${platform}`}
              hidden={platform !== selected}
            >
              {platform === selected ? (
                <PlatformPanel platform={platform} onNavigate={onClose} />
              ) : null}
            </div>
          ))}
        </>
      )}
    </Modal>
  );
}
