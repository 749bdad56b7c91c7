import { formatMoney } from '@sorte/contracts/common/money';
import type { Withdrawal } from '@sorte/contracts/wallet/cashier';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBody } from '../../../components/lists/query-body';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../utils/format';
import { withdrawalsQueryOptions } from '../api/cashier-api';
import { ReceiptForm, ReceiptQuestion } from './receipt-form';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

const FINAL_RECEIPTS = new Set(['ALL_RECEIVED', 'FORCED_RECEIVED']);
const canConfirm = (w: Withdrawal) =>
  w.status === 'PAID' && !FINAL_RECEIPTS.has(w.receipt.status ?? '');
const reportedShort = (w: Withdrawal) =>
  w.receipt.status === 'RECEIVED' || w.receipt.status === 'NOT_RECEIVED';

/** The member's withdrawal requests with status, and receipt confirmation of paid ones. */
export function WithdrawalList({
  currencySymbol,
  onNotice,
}: {
  currencySymbol: string;
  onNotice(message: string): void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useQuery(withdrawalsQueryOptions(pageNo));
  const money = (value: string) =>
    formatMoney(value, i18n.resolvedLanguage ?? i18n.language, currencySymbol);

  let body;
  if (!query.isSuccess) body = <QueryBody query={query} ns="cashier" />;
  else if (query.data.list.length === 0)
    body = <p className={styles.muted}>{t('requests.none')}</p>;
  else
    body = (
      <>
        <ul className={styles.requests}>
          {query.data.list.map((w) => (
            <li key={w.id} className={styles.request} data-testid={`withdrawal-${w.id}`}>
              <div className={styles.requestHead}>
                <div>
                  <p className={styles.requestAmount}>{money(w.amount)}</p>
                  <p className={styles.muted}>
                    {formatDateTime(w.createdAt)} ·{' '}
                    {w.payoutAccount.type === 'PIX'
                      ? 'PIX'
                      : (w.payoutAccount.bankName ?? w.payoutAccount.bankCode)}{' '}
                    <span className={styles.mono}>{w.payoutAccount.masked}</span>
                  </p>
                </div>
                <StatusBadge
                  kind="withdraw"
                  status={w.status}
                  testId={`withdrawal-status-${w.id}`}
                />
              </div>
              {w.status === 'REJECTED' && w.rejectReason ? (
                <p className={styles.rejected}>
                  {t('requests.reason', { reason: w.rejectReason })}
                </p>
              ) : null}
              {w.status === 'PAID' ? (
                <dl className={styles.summary}>
                  <div>
                    <dt>{t('requests.payout')}</dt>
                    <dd data-testid={`payout-${w.id}`}>{money(w.payout)}</dd>
                  </div>
                  {/* Received / still to arrive only once the player said not all of it arrived. */}
                  {reportedShort(w) ? (
                    <>
                      <div>
                        <dt>{t('receipt.receivedAmount')}</dt>
                        <dd data-testid={`received-${w.id}`}>{money(w.receipt.receivedAmount)}</dd>
                      </div>
                      <div>
                        <dt>{t('receipt.remainingAmount')}</dt>
                        <dd data-testid={`remaining-${w.id}`}>
                          {money(w.receipt.remainingAmount)}
                        </dd>
                      </div>
                    </>
                  ) : null}
                  {w.receipt.status ? (
                    <div>
                      <dt>{t('receipt.state')}</dt>
                      <dd data-testid={`receipt-status-${w.id}`}>
                        {t(`receipt.status.${w.receipt.status}`)}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              ) : null}
              {canConfirm(w) ? (
                <>
                  {open === w.id ? (
                    <ReceiptForm
                      withdrawal={w}
                      currencySymbol={currencySymbol}
                      onDone={(message) => {
                        setOpen(null);
                        onNotice(message);
                      }}
                    />
                  ) : (
                    <ReceiptQuestion
                      withdrawal={w}
                      currencySymbol={currencySymbol}
                      onReport={() => setOpen(w.id)}
                      onDone={onNotice}
                    />
                  )}
                  {w.receipt.autoConfirmAt ? (
                    <p className={styles.hint}>
                      {t('receipt.auto', { time: formatDateTime(w.receipt.autoConfirmAt) })}
                    </p>
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </ul>
        <Pagination
          page={pageNo}
          pageCount={query.data.totalPages}
          onChange={setPageNo}
          labels={{
            nav: t('requests.pages'),
            previous: t('pages.previous'),
            next: t('pages.next'),
            page: (p) => t('pages.page', { page: p }),
          }}
        />
      </>
    );

  return (
    <section className={styles.card} aria-labelledby="requests-title" data-testid="withdrawals">
      <h3 id="requests-title" className={styles.cardTitle}>
        {t('requests.title')}
      </h3>
      {body}
    </section>
  );
}
