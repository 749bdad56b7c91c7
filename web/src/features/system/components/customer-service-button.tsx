import { useTranslation } from 'react-i18next';
import type { Permission } from '@sorte/contracts/system/system';
import { Button } from '../../../components/ui/button';
import { openCustomerService } from '../../../lib/customer-service';

export function CustomerServiceButton({ permission }: { permission: Permission }) {
  const { t } = useTranslation('common');
  return (
    <Button size="lg" onClick={() => void openCustomerService(permission)} data-testid="customer-service-button">
      {t('system.customerService')}
    </Button>
  );
}
