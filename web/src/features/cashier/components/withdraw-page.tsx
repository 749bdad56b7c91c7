import { formatMoney, toMinor } from '@sorte/contracts/common/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { QueryBody } from '../../../components/lists/query-body';
import { usePermission } from '../../../hooks/use-permission';
import { withdrawInfoQueryOptions } from '../api/cashier-api';
import type { MemberCentrePageKey } from '../utils/navigate';
import { PayoutAccounts } from './payout-accounts';
import { TurnoverPanel } from './turnover-panel';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import styles from './cashier.module.css';

/** withdraw: what can be withdrawn, payout accounts, the request form and the requests. */
export function WithdrawPage({ onNavigate }: { onNavigate(page: MemberCentrePageKey): void }) {
  const { t, i18n } = useTranslation('cashier');
  const permission = usePermission();
  const info = useQuery(withdrawInfoQueryOptions());
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;

  if (!info.isSuccess) return <QueryBody query={info} ns="cashier" />;

  const data = info.data;
  const { currency, currencySymbol } = permission.brand;
  const symbol = data.currency === currency ? currencySymbol : data.currency;
  const money = (value: string) => formatMoney(value, language, symbol);
  const required = toMinor(data.turnover.required);
  const feeText =
    toMinor(data.fee.fixed) === 0n && /^0+(\.0+)?$/.test(data.fee.percent)
      ? t('withdraw.noFee')
      : toMinor(data.fee.fixed) === 0n
        ? `${data.fee.percent.replace(/\.00$/, '')}%`
        : /^0+(\.0+)?$/.test(data.fee.percent)
          ? money(data.fee.fixed)
          : `${money(data.fee.fixed)} + ${data.fee.percent.replace(/\.00$/, '')}%`;
  const left = Math.max(0, data.dailyCount - data.usedToday);

  return (
    <div className={styles.root} data-testid="withdraw-page">
      <section className={styles.hero} aria-labelledby="withdraw-available">
        <div className={styles.heroMain}>
          <span className={styles.heroIcon}>
            <Icon name="withdraw" size={24} />
          </span>
          <div>
            <h3 id="withdraw-available" className={styles.eyebrow}>
              {t('withdraw.available')}
            </h3>
            <p className={styles.bigAmount} data-testid="withdraw-balance">
              {money(data.balance)}
            </p>
          </div>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('withdraw.limits')}</dt>
            <dd>
              {money(data.min)} – {money(data.max)}
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.today')}</dt>
            <dd data-testid="withdraw-left">
              {t('withdraw.left', { left, total: data.dailyCount })}
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd>{feeText}</dd>
          </div>
        </dl>
        {required > 0n ? (
          <TurnoverPanel
            turnover={data.turnover}
            money={money}
            onNotice={(message) => {
              setProblem(null);
              setNotice(message);
            }}
            onError={(message) => {
              setNotice(null);
              setProblem(message);
            }}
          />
        ) : null}
      </section>

      {notice ? (
        <p className={styles.success} role="status" data-testid="withdraw-notice">
          <Icon name="check" size={18} />
          <span>{notice}</span>
        </p>
      ) : null}

      {problem ? (
        <p className={styles.formError} role="alert" data-testid="withdraw-problem">
          {problem}
        </p>
      ) : null}

      <section className={styles.card} aria-labelledby="withdraw-form-title">
        <h3 id="withdraw-form-title" className={styles.cardTitle}>
          {t('withdraw.title')}
        </h3>
        <WithdrawForm
          info={data}
          currencySymbol={symbol}
          onNavigate={onNavigate}
          onDone={setNotice}
        />
      </section>

      <PayoutAccounts accounts={data.payoutAccounts} payeeName={data.payeeName} />
      <WithdrawalList currencySymbol={symbol} onNotice={setNotice} />
    </div>
  );
}
