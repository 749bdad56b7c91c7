import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import art from '../../../assets/illustrations/not-found.svg';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useModuleEnabled } from '../../../hooks/use-permission';
import shared from './pages.module.css';

/**
 * /promoDetail?id=…: no promotion exists yet, so every id (or none) is "not found", with the
 * way back to the list.
 */
export function PromoDetailPage() {
  const { t } = useTranslation(['pages', 'common']);
  const promotionsOn = useModuleEnabled('PROMOTIONS');
  const [params] = useSearchParams();
  const hasId = Boolean(params.get('id')?.trim());
  return (
    <EmptyState
      testId="promo-not-found"
      className={shared.statePage}
      image={art}
      headingLevel={1}
      title={t('pages:promoDetail.notFoundTitle')}
      description={t(
        hasId ? 'pages:promoDetail.notFoundDescription' : 'pages:promoDetail.missingIdDescription',
      )}
      actions={
        promotionsOn ? (
          <ButtonLink to={paths.promotions}>{t('pages:promoDetail.backToList')}</ButtonLink>
        ) : (
          <ButtonLink to={paths.home}>{t('common:actions.backHome')}</ButtonLink>
        )
      }
    />
  );
}
