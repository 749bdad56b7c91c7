import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import art from '../../../assets/illustrations/not-found.svg';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFlag, useImageBase, useModuleEnabled } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { ApiError } from '../../../lib/api-client';
import { loadSanitizer, type Sanitize } from '../../../lib/sanitize-html';
import { usePromotion } from '../api/promotions';
import { coverUrl } from '../utils/promotion-format';
import { PromoPeriod } from './promo-period';
import { PromoStatus } from './promo-status';
import styles from './promotions.module.css';
import { useLoggedIn } from '../../../hooks/use-logged-in';

/** DOMPurify (the help centre's allow-list) loads with the first promotion that has content. */
function useSanitizer(enabled: boolean): Sanitize | 'error' | undefined {
  const [state, setState] = useState<Sanitize | 'error'>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setState(() => sanitize),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

function NotFound({ hasId }: { hasId: boolean }) {
  const { t } = useTranslation(['promotions', 'common']);
  const promotionsOn = useModuleEnabled('PROMOTIONS');
  return (
    <EmptyState
      testId="promo-not-found"
      className={styles.statePage}
      image={art}
      headingLevel={1}
      title={t('detail.notFoundTitle')}
      description={t(hasId ? 'detail.notFoundDescription' : 'detail.missingIdDescription')}
      actions={
        promotionsOn ? (
          <ButtonLink to={paths.promotions}>{t('detail.backToList')}</ButtonLink>
        ) : (
          <ButtonLink to={paths.home}>{t('common:actions.backHome')}</ButtonLink>
        )
      }
    />
  );
}

/**
 * /promoDetail?id=…: cover, status, period and the operator's content (sanitised). Joining
 * and claiming come with the bonus engine, so there is no join button (docs/decisions.md).
 */
export function PromoDetailPage() {
  const { t, i18n } = useTranslation(['promotions', 'common']);
  const imageBase = useImageBase();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const validId = /^\d{1,18}$/.test(id);
  const query = usePromotion(validId ? id : undefined, i18n.language);
  const loggedIn = useLoggedIn();
  const canRegister = useFlag('DIRECTREG3');
  const sanitize = useSanitizer(Boolean(query.data?.content));
  const html = useMemo(
    () => (typeof sanitize === 'function' && query.data ? sanitize(query.data.content) : ''),
    [sanitize, query.data],
  );

  if (!validId) return <NotFound hasId={Boolean(id)} />;
  if (query.isPending) return <Spinner label={t('common:status.loading')} />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.code === 'PROMOTION_NOT_FOUND' || error.status === 404))
      return <NotFound hasId />;
    return (
      <EmptyState
        testId="promo-error"
        className={styles.statePage}
        image={art}
        headingLevel={1}
        title={t('detail.errorTitle')}
        description={t('list.errorDescription')}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  const promo = query.data;
  return (
    <article className={styles.detail} data-testid="promo-detail" data-category={promo.category}>
      <Link to={paths.promotions} className={styles.back} data-testid="promo-back">
        <Icon name="chevron-right" size={16} className={styles.backIcon} />
        {t('detail.backToList')}
      </Link>
      <div className={styles.detailCover}>
        <img src={coverUrl(imageBase, promo.image)} alt="" width={800} height={400} />
      </div>
      <div className={styles.detailBody}>
        <div className={styles.detailMeta}>
          <PromoStatus status={promo.status} />
          <span className={styles.category}>{t(`categories.${promo.category}`)}</span>
        </div>
        <h1 className={styles.detailTitle}>{promo.title}</h1>
        <p className={styles.detailPeriod}>
          <Icon name="clock" size={16} />
          <PromoPeriod promotion={promo} />
        </p>
        {promo.summary ? <p className={styles.lead}>{promo.summary}</p> : null}
        {sanitize === 'error' ? (
          <p className={styles.contentError} role="alert">
            {t('detail.contentError')}
          </p>
        ) : html ? (
          <div
            className={styles.content}
            data-testid="promo-content"
            // Sanitised with the help centre's allow-list (lib/sanitize-html.ts).
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : promo.content ? (
          <Spinner label={t('common:status.loading')} />
        ) : null}
        {promo.status === 'coming_soon' && promo.startsAt ? (
          <p className={styles.note} data-testid="promo-note">
            {t('detail.comingSoonNote')}
          </p>
        ) : null}
        {promo.category === 'new_player' && promo.status !== 'close' && !loggedIn && canRegister ? (
          <div className={styles.cta}>
            <p>{t('detail.registerLead')}</p>
            <Button onClick={() => ui.openModal('register')} data-testid="promo-register">
              {t('detail.register')}
            </Button>
          </div>
        ) : null}
        {promo.status === 'close' ? (
          <p className={styles.note} data-testid="promo-note">
            {t('detail.closedNote')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
