import { formatMoney, toMinor } from '@sorte/contracts/common/money';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBody } from '../../../components/lists/query-body';
import { Pagination } from '../../../components/ui/pagination';
import { usePermission } from '../../../hooks/use-permission';
import { formatDateTime } from '../../../utils/format';
import { bonusQueryOptions } from '../api/records-api';
import styles from './records.module.css';

const percentOf = (progress: string, required: string) => {
  const req = toMinor(required);
  if (req <= 0n) return 100;
  return Math.min(100, Number((toMinor(progress) * 100n) / req));
};

/** bonusDetails: bonus credits and the turnover each still needs. */
export function BonusDetailsPage() {
  const { t, i18n } = useTranslation('records');
  const permission = usePermission();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(bonusQueryOptions(pageNo));

  // Loading or failed: the shared spinner, or the error with its retry.
  if (!query.isSuccess)
    return (
      <QueryBody query={query} ns="records">
        {() => null}
      </QueryBody>
    );
  const data = query.data;
  const symbol =
    data.currency === permission.brand.currency ? permission.brand.currencySymbol : data.currency;
  const money = (value: string) => formatMoney(value, language, symbol);

  return (
    <div className={styles.root} data-testid="bonus-details">
      <dl className={styles.summary}>
        <div>
          <dt>{t('bonus.total')}</dt>
          <dd data-testid="bonus-total">{money(data.totalBonus)}</dd>
        </div>
        <div>
          <dt>{t('bonus.turnoverOpen')}</dt>
          <dd data-testid="bonus-remaining">{money(data.turnover.remaining)}</dd>
        </div>
        <div>
          <dt>{t('bonus.progress')}</dt>
          <dd>
            {money(data.turnover.progress)} / {money(data.turnover.required)}
          </dd>
        </div>
      </dl>
      {data.list.length === 0 ? (
        <p className={clsx(styles.tableWrap, styles.empty)} data-testid="bonus-empty">
          {t('bonus.empty')}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col" className={styles.num}>
                  {t('bonus.amount')}
                </th>
                <th scope="col">{t('bonus.turnover')}</th>
                <th scope="col">{t('bonus.status')}</th>
                <th scope="col">{t('columns.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => {
                const percent = percentOf(row.turnoverProgress, row.turnoverRequired);
                return (
                  <tr key={row.id} data-testid={`bonus-row-${row.id}`}>
                    <td className={styles.time}>{formatDateTime(row.createdAt)}</td>
                    <td className={clsx(styles.num, styles.in)}>{money(row.bonus)}</td>
                    <td>
                      {money(row.turnoverProgress)} / {money(row.turnoverRequired)}
                      <div
                        className={styles.bar}
                        role="progressbar"
                        aria-label={t('bonus.turnover')}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={percent}
                      >
                        <span style={{ width: `${percent}%` }} />
                      </div>
                    </td>
                    <td>
                      <span
                        className={clsx(
                          styles.badge,
                          row.status === 'ACTIVE' ? styles.active : styles.completed,
                        )}
                      >
                        {t(`bonus.statuses.${row.status}`)}
                      </span>
                    </td>
                    <td className={styles.ref}>
                      {t(`bonus.sources.${row.source}`, { defaultValue: row.source })} ·{' '}
                      {row.reference}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={pageNo}
        pageCount={data.totalPages}
        onChange={setPageNo}
        labels={{
          nav: t('pages.nav'),
          previous: t('pages.previous'),
          next: t('pages.next'),
          page: (p) => t('pages.page', { page: p }),
        }}
      />
    </div>
  );
}
