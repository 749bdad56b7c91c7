import { useTranslation } from 'react-i18next';
import type { Permission } from '@sorte/contracts/system/system';
import art from '../../../assets/illustrations/maintenance.svg';
import { CustomerServiceButton } from './customer-service-button';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

export function MaintenancePage({ permission }: { permission: Permission }) {
  const { t } = useTranslation('common');
  const message = permission.maintenance.message.trim();
  return (
    <StatusPage
      testId="maintenance-page"
      image={art}
      title={t('system.maintenance.title')}
      description={
        <>
          <p>{t('system.maintenance.info')}</p>
          {message ? (
            <p className={styles.notice} data-testid="maintenance-message">
              {message}
            </p>
          ) : null}
        </>
      }
      actions={<CustomerServiceButton permission={permission} />}
    />
  );
}
