import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkAmount,
  formatMoney,
  fromMinor,
  toMinor,
  type AmountProblem,
} from '@sorte/contracts/common/money';
import type { WithdrawInfo } from '@sorte/contracts/wallet/cashier';
import type { MemberCentrePageKey } from '../utils/navigate';
import clsx from 'clsx';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText } from '../../../components/forms/field-error';
import { amountRule, MoneyField } from '../../../components/forms/money-field';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../utils/error-message';
import { cashierApi } from '../api/cashier-api';
import { feeOf } from '../utils/fees';
import styles from './cashier.module.css';

type Field = 'amount' | 'paymentPassword';
type WithdrawValues = Record<Field, string>;

/** Amount, payout account and payment password; the request holds the amount at once. */
export function WithdrawForm({
  info,
  currencySymbol,
  onNavigate,
  onDone,
}: {
  info: WithdrawInfo;
  currencySymbol: string;
  onNavigate(page: MemberCentrePageKey): void;
  onDone(message: string): void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const uid = useId();
  const money = (minor: bigint) =>
    formatMoney(fromMinor(minor), i18n.resolvedLanguage ?? i18n.language, currencySymbol);
  const [accountId, setAccountId] = useState(info.payoutAccounts[0]?.id ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const { submit, pending } = useMoneySubmit();

  const balance = toMinor(info.balance);
  const min = toMinor(info.min);
  const limitMax = toMinor(info.max);
  const max = balance < limitMax ? balance : limitMax;
  const schema = useMemo(
    () =>
      z.object({
        amount: amountRule({ min, max }),
        paymentPassword: z.string().min(1, 'withdraw.pinRequired'),
      }),
    [min, max],
  );
  const form = useForm<WithdrawValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const parsed = checkAmount(useWatch({ control: form.control, name: 'amount' }), { min, max });
  const fee = parsed.ok ? feeOf(info.fee, parsed.minor) : 0n;
  const account = info.payoutAccounts.find((a) => a.id === accountId) ?? info.payoutAccounts[0];

  if (!info.hasPaymentPassword)
    return (
      <div className={styles.blocker} data-testid="withdraw-needs-pin">
        <p>{t('withdraw.needsPin')}</p>
        <Button onClick={() => onNavigate('securityCenter')} data-testid="withdraw-set-pin">
          {t('withdraw.setPin')}
        </Button>
      </div>
    );
  if (info.payoutAccounts.length === 0)
    return (
      <p className={styles.blocker} data-testid="withdraw-needs-account">
        {t('withdraw.needsAccount')}
      </p>
    );

  const amountProblem = (problem: AmountProblem) => {
    switch (problem) {
      case 'REQUIRED':
        return t('amount.required');
      case 'INVALID_FORMAT':
        return t('amount.format');
      case 'INVALID_VALUE':
        return t('amount.positive');
      case 'TOO_LOW':
        return t('amount.min', { min: money(min) });
      default:
        return balance < limitMax
          ? t('amount.overBalance', { balance: money(balance) })
          : t('amount.max', { max: money(limitMax) });
    }
  };

  const send = form.handleSubmit(async ({ amount, paymentPassword }) => {
    setFormError(null);
    const checked = checkAmount(amount, { min, max });
    if (!checked.ok || !account) return;
    const body = { amount: checked.text, payoutAccountId: account.id, paymentPassword };
    // The key is for the request without the PIN (a retry with the PIN typed again is the same).
    const outcome = await submit({ ...body, paymentPassword: undefined }, (key) =>
      cashierApi.withdraw(body, key),
    );
    if ('busy' in outcome) return;
    if (outcome.ok) {
      form.reset({ amount: '', paymentPassword: '' });
      onDone(t('withdraw.done', { amount: money(toMinor(outcome.value.amount)) }));
      return;
    }
    form.setValue('paymentPassword', '');
    const message = errorMessage(outcome.error, i18n.t.bind(i18n), t('failed'));
    const fields = outcome.error instanceof ApiError ? Object.keys(outcome.error.fields ?? {}) : [];
    const placed = fields.filter((f): f is Field => ['amount', 'paymentPassword'].includes(f));
    placed.forEach((f) => form.setError(f, { message }));
    if (!placed.length) setFormError(message);
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        void send(e);
      }}
      data-testid="withdraw-form"
    >
      <MoneyField
        control={form.control}
        name="amount"
        limits={{ min, max }}
        describe={amountProblem}
        id={`${uid}-amount`}
        label={t('amount.label')}
        currencySymbol={currencySymbol}
        placeholder={t('amount.placeholder')}
        hint={t('amount.limits', { min: money(min), max: money(limitMax) })}
        testId="withdraw-amount"
        after={
          <Button
            variant="secondary"
            className={styles.allButton}
            disabled={max < min}
            onClick={() => {
              form.setValue('amount', fromMinor(max));
              form.clearErrors('amount');
            }}
          >
            {t('amount.all')}
          </Button>
        }
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('withdraw.to')}</legend>
        <div className={styles.accountChoices}>
          {info.payoutAccounts.map((a) => (
            <label
              key={a.id}
              className={clsx(styles.accountChoice, a.id === account?.id && styles.channelOn)}
            >
              <input
                type="radio"
                name={`${uid}-account`}
                value={a.id}
                checked={a.id === account?.id}
                onChange={() => setAccountId(a.id)}
                className={styles.radio}
              />
              <span className={styles.accountText}>
                <span className={styles.accountName}>
                  {a.type === 'PIX' ? 'PIX' : (a.bankName ?? a.bankCode)}
                </span>
                <span className={clsx(styles.muted, styles.mono)}>{a.masked}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="paymentPassword"
        render={({ field, fieldState }) => (
          <TextField
            id={`${uid}-pin`}
            label={t('withdraw.pin')}
            value={field.value}
            onChange={(v) => field.onChange(v.replace(/\D/g, ''))}
            error={fieldErrorText(fieldState.error, t)}
            password
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            placeholder={t('withdraw.pinPlaceholder')}
            testId="withdraw-pin"
          />
        )}
      />
      <dl className={styles.summary}>
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd>{money(fee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.payout')}</dt>
          <dd data-testid="withdraw-payout">
            {money(parsed.ok && parsed.minor > fee ? parsed.minor - fee : 0n)}
          </dd>
        </div>
      </dl>
      {formError ? (
        <p className={styles.formError} role="alert" data-testid="withdraw-error">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={pending} data-testid="withdraw-submit">
        {t('withdraw.submit')}
      </Button>
    </form>
  );
}
