import { zodResolver } from '@hookform/resolvers/zod';
import { checkAmount, fromMinor, toMinor } from '@sorte/contracts/common/money';
import { MAIN_WALLET } from '@sorte/contracts/wallet/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { amountRule, MoneyField } from '../../../components/forms/money-field';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { usePermission } from '../../../hooks/use-permission';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../utils/error-message';
import { walletsQueryOptions } from '../../../lib/wallet-api';
import { transferToDownline } from '../api/agent-api';
import { useMoney } from '../utils/format';
import styles from './agent-centre.module.css';
import own from './downline-transfer.module.css';

/** The form's rule: a positive amount with at most two decimals, at most the main wallet. */
const transferSchema = (available: bigint) => z.object({ amount: amountRule({ max: available }) });
type TransferValues = z.infer<ReturnType<typeof transferSchema>>;

export interface DownlineTransferProps {
  id: string;
  username: string;
}

/**
 * Transfer to a downline (from its details): the agent's main wallet to the member's, once per
 * attempt (Idempotency-Key); the amount is checked here (format, balance) and by the server.
 */
export function DownlineTransfer({ id, username }: DownlineTransferProps) {
  const { t, i18n } = useTranslation('agent');
  const uid = useId();
  const { money } = useMoney();
  const symbol = usePermission().brand.currencySymbol;
  const client = useQueryClient();
  const wallets = useQuery(walletsQueryOptions());
  const { submit, pending } = useMoneySubmit();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const main = wallets.data?.list.find((w) => w.wallet === MAIN_WALLET);
  const available = main ? toMinor(main.balance) : 0n;
  const schema = useMemo(() => transferSchema(available), [available]);
  const form = useForm<TransferValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });

  const send = form.handleSubmit(async ({ amount }) => {
    setDone(null);
    setFailure(null);
    const checked = checkAmount(amount, { max: available });
    if (!checked.ok) return;
    const text = checked.text;
    const outcome = await submit({ id, amount: text }, (key) => transferToDownline(id, text, key));
    if ('busy' in outcome) return;
    if (outcome.ok) {
      form.reset({ amount: '' });
      setDone(
        t('transfer.done', { amount: money(outcome.value.amount), name: outcome.value.downline }),
      );
      void client.invalidateQueries({ queryKey: ['agent', 'downline', id] });
      void client.invalidateQueries({ queryKey: ['agent', 'transactions'] });
      return;
    }
    const message = errorMessage(outcome.error, i18n.t.bind(i18n), t('transfer.failed'));
    if (outcome.error instanceof ApiError && outcome.error.fields?.amount) {
      form.setError('amount', { message });
    } else setFailure(message);
  });

  return (
    <section
      className={styles.stack}
      aria-labelledby={`${uid}-title`}
      data-testid="downline-transfer"
    >
      <h4 id={`${uid}-title`} className={styles.sectionTitle}>
        {t('transfer.title')}
      </h4>
      <p className={styles.range}>{t('transfer.lead', { name: username })}</p>
      <form
        className={own.form}
        noValidate
        onSubmit={(e) => {
          void send(e);
        }}
      >
        <MoneyField
          control={form.control}
          name="amount"
          limits={{ max: available }}
          onEdit={() => setDone(null)}
          id={`${uid}-amount`}
          label={t('transfer.amount')}
          currencySymbol={symbol}
          placeholder="0.00"
          hint={t('transfer.available', { amount: money(fromMinor(available)) })}
          testId="downline-transfer-amount"
        />
        <Button
          type="submit"
          className={own.submit}
          loading={pending}
          disabled={wallets.isPending}
          data-testid="downline-transfer-submit"
        >
          {t('transfer.submit')}
        </Button>
      </form>
      {done ? (
        <p className={own.done} role="status" data-testid="downline-transfer-done">
          <Icon name="wallet" size={16} />
          <span>{done}</span>
        </p>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert" data-testid="downline-transfer-error">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
