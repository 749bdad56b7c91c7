import { useTranslation } from 'react-i18next';
import art from '../../../assets/illustrations/region-blocked.svg';
import { StatusPage } from './status-page';

/**
 * The site was opened at an address that is not one of the brand's domains: the server gives no
 * configuration, so there is nothing to retry; the player is told to contact customer service.
 */
export function DomainInvalidPage({ message }: { message?: string }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <StatusPage
      testId="domain-invalid-page"
      image={art}
      title={t('common:system.domain.title')}
      description={<p>{message || t('errors:codes.DOMAIN_INVALID')}</p>}
    />
  );
}
