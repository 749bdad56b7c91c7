import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkAmount,
  formatAmount,
  formatMoney,
  fromMinor,
  toMinor,
  type AmountProblem,
} from '@sorte/contracts/common/money';
import type { DepositChannel, DepositOrder } from '@sorte/contracts/wallet/cashier';
import clsx from 'clsx';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { amountRule, MoneyField } from '../../../components/forms/money-field';
import { Button } from '../../../components/ui/button';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../utils/error-message';
import { cashierApi } from '../api/cashier-api';
import { bonusOf, feeOf, quickAmounts } from '../utils/fees';
import styles from './cashier.module.css';

interface DepositFormProps {
  channel: DepositChannel;
  currencySymbol: string;
  onCreated(order: DepositOrder): void;
}

/** Amount (quick chips, min..max), fee and bonus of one channel; creates the order. */
export function DepositForm({ channel, currencySymbol, onCreated }: DepositFormProps) {
  const { t, i18n } = useTranslation('cashier');
  const uid = useId();
  const money = (minor: bigint) =>
    formatMoney(fromMinor(minor), i18n.resolvedLanguage ?? i18n.language, currencySymbol);
  // A bonus brings a wagering requirement: the player opts in, it is never pre-ticked.
  const [takeBonus, setTakeBonus] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { submit, pending } = useMoneySubmit();

  const min = toMinor(channel.min);
  const max = toMinor(channel.max);
  const schema = useMemo(() => z.object({ amount: amountRule({ min, max }) }), [min, max]);
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  const parsed = checkAmount(useWatch({ control: form.control, name: 'amount' }), { min, max });
  const amountMinor = parsed.ok ? parsed.minor : 0n;
  const fee = parsed.ok ? feeOf(channel.fee, amountMinor) : 0n;
  const bonus = parsed.ok && takeBonus ? bonusOf(channel.bonus, amountMinor) : 0n;
  const hasFee = toMinor(channel.fee.fixed) > 0n || channel.fee.percent.replace(/[0.]/g, '') !== '';

  const problemText = (problem: AmountProblem) => {
    switch (problem) {
      case 'REQUIRED':
        return t('amount.required');
      case 'INVALID_FORMAT':
        return t('amount.format');
      case 'INVALID_VALUE':
        return t('amount.positive');
      default:
        return t('amount.range', { min: money(min), max: money(max) });
    }
  };

  const send = form.handleSubmit(async ({ amount }) => {
    setFormError(null);
    const checked = checkAmount(amount, { min, max });
    if (!checked.ok) return;
    const body = {
      channelId: channel.id,
      amount: checked.text,
      ...(channel.bonus.type === 'PERCENT' ? { bonus: takeBonus } : {}),
    };
    const outcome = await submit(body, (key) => cashierApi.createDeposit(body, key));
    if ('busy' in outcome) return;
    if (outcome.ok) {
      onCreated(outcome.value);
      return;
    }
    const message = errorMessage(outcome.error, i18n.t.bind(i18n), t('failed'));
    if (outcome.error instanceof ApiError && outcome.error.fields?.amount)
      form.setError('amount', { message });
    else setFormError(message);
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        void send(e);
      }}
      data-testid="deposit-form"
    >
      {channel.instructions ? <p className={styles.instructions}>{channel.instructions}</p> : null}
      <MoneyField
        control={form.control}
        name="amount"
        limits={{ min, max }}
        describe={problemText}
        id={`${uid}-amount`}
        label={t('amount.label')}
        currencySymbol={currencySymbol}
        placeholder={t('amount.placeholder')}
        hint={t('amount.limits', { min: money(min), max: money(max) })}
        testId="deposit-amount"
      />
      <div className={styles.chips} role="group" aria-label={t('amount.quick')}>
        {quickAmounts(min, max).map((chip) => (
          <button
            key={chip.toString()}
            type="button"
            className={clsx(styles.chip, parsed.ok && amountMinor === chip && styles.chipOn)}
            aria-pressed={parsed.ok && amountMinor === chip}
            onClick={() => {
              form.setValue('amount', fromMinor(chip).replace(/\.00$/, ''));
              form.clearErrors('amount');
            }}
          >
            {formatAmount(fromMinor(chip), i18n.resolvedLanguage ?? i18n.language).replace(
              /[.,]00$/,
              '',
            )}
          </button>
        ))}
      </div>
      {channel.bonus.type === 'PERCENT' ? (
        <label className={styles.bonus}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={takeBonus}
            onChange={(e) => setTakeBonus(e.target.checked)}
            data-testid="deposit-bonus"
          />
          <span>
            <strong>
              {t('bonus.take', {
                percent: channel.bonus.percent.replace(/\.00$/, ''),
                cap: money(toMinor(channel.bonus.cap)),
              })}
            </strong>
            <span className={styles.muted}>
              {t('bonus.turnover', { multiplier: channel.bonus.turnoverMultiplier })}
            </span>
          </span>
        </label>
      ) : null}
      <dl className={styles.summary} data-testid="deposit-summary">
        <div>
          <dt>{t('deposit.fee')}</dt>
          <dd>{hasFee ? money(fee) : t('deposit.noFee')}</dd>
        </div>
        <div>
          <dt>{t('deposit.credit')}</dt>
          <dd>{money(amountMinor > fee ? amountMinor - fee : 0n)}</dd>
        </div>
        {channel.bonus.type === 'PERCENT' ? (
          <div>
            <dt>{t('deposit.bonus')}</dt>
            <dd>{money(bonus)}</dd>
          </div>
        ) : null}
      </dl>
      {formError ? (
        <p className={styles.formError} role="alert" data-testid="deposit-error">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={pending} data-testid="deposit-submit">
        {t('deposit.submit')}
      </Button>
    </form>
  );
}
