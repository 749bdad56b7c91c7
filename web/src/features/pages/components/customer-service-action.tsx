import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { openCustomerService } from '../../../lib/customer-service';
import styles from './customer-service-action.module.css';

/**
 * Opens customer service (440x750 popup, SPEC.md); says so when the window could not open.
 * Not rendered when the brand switched customer service off.
 */
export function CustomerServiceAction({
  variant = 'primary',
  block,
}: Pick<ButtonProps, 'variant' | 'block'>) {
  const { t } = useTranslation('pages');
  const permission = usePermission();
  const enabled =
    useModuleEnabled('CUSTOMER_SERVICE') && permission.customerService.pathList.length > 0;
  const [failed, setFailed] = useState(false);
  if (!enabled) return null;
  return (
    <div className={styles.root}>
      <Button
        variant={variant}
        block={block}
        size="lg"
        onClick={() => {
          setFailed(false);
          void openCustomerService(permission).then((ok) => setFailed(!ok));
        }}
      >
        <Icon name="customer-service" size={20} />
        {t('account.contact')}
      </Button>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('account.contactFailed')}
        </p>
      ) : null}
    </div>
  );
}
