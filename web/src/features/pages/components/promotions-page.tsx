import { useTranslation } from 'react-i18next';
import art from '../../../assets/illustrations/empty.svg';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useModuleEnabled } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import shared from './pages.module.css';

/**
 * /promotions. The brand has no promotions data yet, so there are no category chips to filter:
 * the list area is an honest empty state (with the announcements as the place news appears).
 */
export function PromotionsPage() {
  const { t } = useTranslation('pages');
  const announcements = useModuleEnabled('ANNOUNCEMENT');
  return (
    <div className={shared.page} data-testid="promotions-page">
      <PageHeading
        icon="promotions"
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
      />
      <section
        className={`${shared.panel} ${shared.dashed}`}
        aria-labelledby="promotions-list-title"
      >
        <h2 id="promotions-list-title" className="visually-hidden">
          {t('promotions.listTitle')}
        </h2>
        <EmptyState
          testId="promotions-empty"
          image={art}
          headingLevel={3}
          title={t('promotions.emptyTitle')}
          description={t(
            announcements ? 'promotions.emptyDescription' : 'promotions.emptyDescriptionShort',
          )}
          actions={
            announcements ? (
              <Button variant="secondary" onClick={() => ui.openModal('announcements')}>
                {t('promotions.readAnnouncements')}
              </Button>
            ) : null
          }
        />
      </section>
    </div>
  );
}
