import { zodResolver } from '@hookform/resolvers/zod';
import { checkAmount, formatAmount, fromMinor, toMinor } from '@sorte/contracts/common/money';
import { MAIN_WALLET } from '@sorte/contracts/wallet/routes';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { amountRule, MoneyField } from '../../../components/forms/money-field';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { QueryBody } from '../../../components/lists/query-body';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { usePermission } from '../../../hooks/use-permission';
import { uplineQueryOptions } from '../../../hooks/use-wallet';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../utils/error-message';
import { walletApi, walletsQueryOptions } from '../../../lib/wallet-api';
import styles from './wallet.module.css';

/** transferUpline: sends money from the main wallet to the upline agent (when it accepts). */
export function TransferUplinePage() {
  const { t, i18n } = useTranslation('wallet');
  const uid = useId();
  const permission = usePermission();
  const upline = useQuery(uplineQueryOptions());
  const wallets = useQuery(walletsQueryOptions());
  const { submit, pending } = useMoneySubmit();
  const main = wallets.data?.list.find((w) => w.wallet === MAIN_WALLET);
  const available = main ? toMinor(main.balance) : 0n;
  const schema = useMemo(() => z.object({ amount: amountRule({ max: available }) }), [available]);
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const money = (value: string) => formatAmount(value, i18n.resolvedLanguage ?? i18n.language);

  if (!upline.isSuccess) return <QueryBody query={upline} ns="wallet" />;
  if (!wallets.isSuccess) return <QueryBody query={wallets} ns="wallet" />;

  const { currency, currencySymbol } = permission.brand;
  const symbol = wallets.data.currency === currency ? currencySymbol : wallets.data.currency;
  const agent = upline.data.upline;

  const send = form.handleSubmit(async ({ amount }) => {
    setNotice(null);
    const checked = checkAmount(amount, { max: available });
    if (!checked.ok) return;
    const body = { amount: checked.text };
    const outcome = await submit(body, (key) => walletApi.transferUpline(body, key));
    if ('busy' in outcome) return;
    if (outcome.ok) {
      form.reset({ amount: '' });
      setNotice({
        kind: 'success',
        text: t('upline.done', {
          amount: `${symbol} ${money(outcome.value.amount)}`,
          upline: outcome.value.upline,
        }),
      });
      return;
    }
    const message = errorMessage(outcome.error, i18n.t.bind(i18n), t('failed'));
    if (outcome.error instanceof ApiError && outcome.error.fields?.amount)
      form.setError('amount', { message });
    else setNotice({ kind: 'error', text: message });
  });

  return (
    <div className={styles.root} data-testid="transfer-upline">
      <section className={styles.summary} aria-labelledby="upline-title">
        <div className={styles.summaryMain}>
          <span className={styles.summaryIcon}>
            <Icon name="agent" size={24} />
          </span>
          <div>
            <h3 id="upline-title" className={styles.summaryLabel}>
              {t('upline.agent')}
            </h3>
            <p className={styles.summaryAmount} data-testid="upline-name">
              {agent ?? t('upline.none')}
            </p>
          </div>
        </div>
        <dl className={styles.split}>
          <div>
            <dt>{t('main')}</dt>
            <dd data-testid="upline-available">
              {symbol} {money(fromMinor(available))}
            </dd>
          </div>
        </dl>
      </section>

      {notice ? (
        <p
          className={clsx(styles.notice, notice.kind === 'error' && styles.noticeError)}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="upline-notice"
        >
          <Icon name={notice.kind === 'error' ? 'close' : 'wallet'} size={18} />
          <span>{notice.text}</span>
        </p>
      ) : null}

      <section className={styles.card} aria-labelledby="upline-form-title">
        <h3 id="upline-form-title" className={styles.cardTitle}>
          {t('upline.title')}
        </h3>
        {upline.data.allowed && agent ? (
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => {
              void send(e);
            }}
          >
            <p className={styles.muted}>{t('upline.lead', { upline: agent })}</p>
            <MoneyField
              control={form.control}
              name="amount"
              limits={{ max: available }}
              id={`${uid}-amount`}
              label={t('amount.label')}
              currencySymbol={symbol}
              placeholder={t('amount.placeholder')}
              hint={t('amount.available', {
                amount: `${symbol} ${money(fromMinor(available))}`,
              })}
              testId="upline-amount"
            />
            <Button type="submit" size="lg" loading={pending} data-testid="upline-submit">
              {t('upline.submit')}
            </Button>
          </form>
        ) : (
          <p className={styles.muted} data-testid="upline-closed">
            {agent ? t('upline.notAllowed', { upline: agent }) : t('upline.none')}
          </p>
        )}
      </section>
    </div>
  );
}
