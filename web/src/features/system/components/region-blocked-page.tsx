import { useTranslation } from 'react-i18next';
import type { Permission } from '@sorte/contracts/system/system';
import art from '../../../assets/illustrations/region-blocked.svg';
import { CustomerServiceButton } from './customer-service-button';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

export function RegionBlockedPage({ permission }: { permission: Permission }) {
  const { t } = useTranslation('common');
  const message = permission.regionRestriction.message.trim();
  return (
    <StatusPage
      testId="region-page"
      image={art}
      title={t('system.region.title')}
      description={
        <>
          <p>{t('system.region.info')}</p>
          <p>
            {t('system.region.yourIp')} <span className={styles.ip} data-testid="visitor-ip">{permission.location.ip}</span>
          </p>
          {message ? <p className={styles.notice}>{message}</p> : null}
        </>
      }
      actions={<CustomerServiceButton permission={permission} />}
    />
  );
}
