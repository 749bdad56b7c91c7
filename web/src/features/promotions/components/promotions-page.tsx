import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  PROMOTION_CATEGORIES,
  type PromotionCategory,
  type PromotionSummary,
} from '@sorte/contracts/promotions/routes';
import art from '../../../assets/illustrations/empty.svg';
import errorArt from '../../../assets/illustrations/not-found.svg';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { useImageBase, useModuleEnabled } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { promotionsQueryOptions, usePromotions } from '../api/promotions';
import { coverUrl, promoDetailHref } from '../utils/promotion-format';
import { PromoPeriod } from './promo-period';
import { PromoStatus } from './promo-status';
import styles from './promotions.module.css';

const isCategory = (v: string | null): v is PromotionCategory =>
  (PROMOTION_CATEGORIES as readonly string[]).includes(v ?? '');

function PromoCard({
  promotion,
  imageBase,
  first,
}: {
  promotion: PromotionSummary;
  imageBase: string;
  /** In the first row on a phone: its cover is the page's largest paint, so it loads at once. */
  first: boolean;
}) {
  const { t } = useTranslation('promotions');
  return (
    <li className={styles.cardItem}>
      <article className={styles.card} data-testid="promo-card" data-category={promotion.category}>
        <Link to={promoDetailHref(promotion.id)} className={styles.cardLink}>
          <span className={styles.cover}>
            <img
              src={coverUrl(imageBase, promotion.image)}
              alt=""
              width={800}
              height={400}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
              decoding="async"
            />
            <PromoStatus status={promotion.status} className={styles.coverStatus} />
          </span>
          <span className={styles.cardBody}>
            <span className={styles.category}>{t(`categories.${promotion.category}`)}</span>
            <h3 className={styles.cardTitle}>{promotion.title}</h3>
            <span className={styles.summary}>{promotion.summary}</span>
            <span className={styles.cardFoot}>
              <PromoPeriod promotion={promotion} className={styles.period} />
              <span className={styles.more} aria-hidden="true">
                {t('list.details')}
              </span>
            </span>
          </span>
        </Link>
      </article>
    </li>
  );
}

function CardSkeletons() {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="promotions-loading">
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.cardItem}>
          <div className={clsx(styles.card, styles.skeletonCard)}>
            <span className={clsx(styles.cover, styles.skeleton)} />
            <span className={styles.cardBody}>
              <span className={clsx(styles.skeletonLine, styles.skeleton)} />
              <span className={clsx(styles.skeletonLine, styles.skeletonShort, styles.skeleton)} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /promotions: category chips (All + the categories that have promotions), cards with cover,
 * title, period and status, pages of 12. Category and page live in the URL.
 */
export function PromotionsPage() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const pageNo = Math.max(1, Number.parseInt(params.get('pageNo') ?? '1', 10) || 1);
  // The list is asked for before the page's texts suspend this render, so the two travel
  // together instead of one after the other (the first cover is the page's largest paint).
  const queryClient = useQueryClient();
  const list = promotionsQueryOptions({ category, pageNo }, i18n.language);
  if (!queryClient.getQueryState(list.queryKey)) void queryClient.prefetchQuery(list);
  const { t } = useTranslation(['promotions', 'common']);
  const imageBase = useImageBase();
  const announcements = useModuleEnabled('ANNOUNCEMENT');
  const query = usePromotions({ category, pageNo }, i18n.language);
  const data = query.data;

  const choose = (next?: PromotionCategory) =>
    setParams(
      (p) => {
        if (next) p.set('category', next);
        else p.delete('category');
        p.delete('pageNo');
        return p;
      },
      { replace: true },
    );

  const chips = data && data.categories.length > 0 ? (
    <div className={styles.chips} role="group" aria-label={t('list.filterLabel')} data-testid="promo-chips">
      <button
        type="button"
        className={styles.chip}
        aria-pressed={!category}
        onClick={() => choose(undefined)}
      >
        {t('categories.all')}
        <span className={styles.chipCount}>{data.categories.reduce((n, c) => n + c.count, 0)}</span>
      </button>
      {data.categories.map((c) => (
        <button
          key={c.category}
          type="button"
          className={styles.chip}
          aria-pressed={category === c.category}
          onClick={() => choose(c.category)}
          data-category={c.category}
        >
          {t(`categories.${c.category}`)}
          <span className={styles.chipCount}>{c.count}</span>
        </button>
      ))}
    </div>
  ) : null;

  let body;
  if (query.isPending) body = <CardSkeletons />;
  else if (query.isError && !data)
    body = (
      <EmptyState
        testId="promotions-error"
        image={errorArt}
        headingLevel={3}
        title={t('list.errorTitle')}
        description={t('list.errorDescription')}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  else if (!data || data.total === 0)
    body = (
      <EmptyState
        testId="promotions-empty"
        image={art}
        headingLevel={3}
        title={t(category ? 'list.emptyCategoryTitle' : 'list.emptyTitle')}
        description={t(announcements ? 'list.emptyDescription' : 'list.emptyDescriptionShort')}
        actions={
          category ? (
            <Button variant="secondary" onClick={() => choose(undefined)}>
              {t('list.showAll')}
            </Button>
          ) : announcements ? (
            <Button variant="secondary" onClick={() => ui.openModal('announcements')}>
              {t('list.readAnnouncements')}
            </Button>
          ) : null
        }
      />
    );
  else
    body = (
      <>
        <ul
          className={clsx(styles.grid, query.isPlaceholderData && styles.stale)}
          data-testid="promotions-list"
          aria-busy={query.isPlaceholderData || undefined}
        >
          {data.list.map((p, index) => (
            <PromoCard key={p.id} promotion={p} imageBase={imageBase} first={index < 2} />
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          page={Math.min(pageNo, Math.max(1, data.totalPages))}
          pageCount={data.totalPages}
          onChange={(next) => {
            setParams((p) => {
              p.set('pageNo', String(next));
              return p;
            });
            document.getElementById('promotions-list-title')?.scrollIntoView({ block: 'start' });
          }}
          labels={{
            nav: t('list.pagination'),
            previous: t('list.previous'),
            next: t('list.next'),
            page: (n) => t('list.page', { page: n }),
          }}
        />
      </>
    );

  return (
    <div className={styles.page} data-testid="promotions-page">
      <PageHeading icon="promotions" title={t('title')} subtitle={t('subtitle')} />
      <section className={styles.listSection} aria-labelledby="promotions-list-title">
        <h2 id="promotions-list-title" className="visually-hidden">
          {t('list.title')}
        </h2>
        {chips}
        {body}
      </section>
    </div>
  );
}
