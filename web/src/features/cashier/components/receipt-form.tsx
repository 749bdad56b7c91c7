import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkAmount,
  formatMoney,
  fromMinor,
  toMinor,
  type AmountProblem,
} from '@sorte/contracts/common/money';
import type { Withdrawal } from '@sorte/contracts/wallet/cashier';
import {
  PROOF_CONTENT_TYPES,
  PROOF_MAX_BYTES,
  type ReceiptResult,
} from '@sorte/contracts/wallet/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { placeApiError } from '../../../components/forms/api-field-errors';
import { fieldErrorText } from '../../../components/forms/field-error';
import { amountRule, MoneyField } from '../../../components/forms/money-field';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { invalidateWallet } from '../../../hooks/use-wallet';
import { errorMessage } from '../../../utils/error-message';
import { cashierApi } from '../api/cashier-api';
import styles from './cashier.module.css';

/** A proof image as the API wants it: content type and base64 without the `data:` prefix. */
function readProof(file: File): Promise<{ contentType: 'image/png' | 'image/jpeg'; data: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve({
        contentType: file.type as 'image/png' | 'image/jpeg',
        data: url.slice(url.indexOf(',') + 1),
      });
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The receipt step of a paid withdrawal, as a question: "Did you receive R$ 50,00?" with Yes
 * (all received, sent at once) and Not yet – report (opens the report form).
 */
export function ReceiptQuestion({
  withdrawal,
  currencySymbol,
  onReport,
  onDone,
}: {
  withdrawal: Withdrawal;
  currencySymbol: string;
  onReport(): void;
  onDone(message: string): void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reported =
    withdrawal.receipt.status === 'RECEIVED' || withdrawal.receipt.status === 'NOT_RECEIVED';
  const amount = formatMoney(
    reported ? withdrawal.receipt.remainingAmount : withdrawal.payout,
    i18n.resolvedLanguage ?? i18n.language,
    currencySymbol,
  );
  const questionId = `receipt-question-${withdrawal.id}`;
  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await cashierApi.receipt(withdrawal.id, { result: 'ALL_RECEIVED' });
      onDone(t('receipt.done.ALL_RECEIVED'));
    } catch (e) {
      setError(errorMessage(e, i18n.t.bind(i18n), t('failed')));
    } finally {
      setPending(false);
      void invalidateWallet(queryClient);
    }
  };
  return (
    <div className={styles.receiptQuestion} role="group" aria-labelledby={questionId}>
      <p
        id={questionId}
        className={styles.receiptAsk}
        data-testid={`receipt-question-${withdrawal.id}`}
      >
        {t(reported ? 'receipt.questionRest' : 'receipt.question', { amount })}
      </p>
      <div className={styles.receiptAnswers}>
        <Button
          size="sm"
          loading={pending}
          onClick={() => void confirm()}
          data-testid={`receipt-yes-${withdrawal.id}`}
        >
          {t('receipt.yes')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onReport}
          disabled={pending}
          data-testid={`receipt-open-${withdrawal.id}`}
        >
          {t('receipt.notYet')}
        </Button>
      </div>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ReportResult = Exclude<ReceiptResult, 'ALL_RECEIVED'>;
interface ReportValues {
  result: ReportResult;
  amount: string;
  proof: File | null;
}

/**
 * The report's rule: received so far needs an amount up to the payout; not received needs the
 * proof image (its type and size are checked when it is picked).
 */
const reportSchema = (payout: bigint) =>
  z
    .object({
      result: z.enum(['RECEIVED', 'NOT_RECEIVED']),
      amount: z.string(),
      proof: z.custom<File | null>(),
    })
    .superRefine((values, ctx) => {
      if (values.result === 'RECEIVED') {
        const amount = amountRule({ max: payout }).safeParse(values.amount);
        if (!amount.success)
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            message: amount.error.issues[0]?.message,
          });
      }
      if (values.result === 'NOT_RECEIVED' && !values.proof)
        ctx.addIssue({ code: 'custom', path: ['proof'], message: 'cashier:receipt.proofRequired' });
    });

/**
 * The player's report when the money has not (all) arrived: received so far
 * (how much), or not received (with proof). "All received" is the question's Yes.
 */
export function ReceiptForm({
  withdrawal,
  currencySymbol,
  onDone,
}: {
  withdrawal: Withdrawal;
  currencySymbol: string;
  onDone(message: string): void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const uid = useId();
  const queryClient = useQueryClient();
  const money = (value: string) =>
    formatMoney(value, i18n.resolvedLanguage ?? i18n.language, currencySymbol);
  const payout = toMinor(withdrawal.payout);
  const schema = useMemo(() => reportSchema(payout), [payout]);
  const form = useForm<ReportValues>({
    resolver: zodResolver(schema),
    defaultValues: { result: 'NOT_RECEIVED', amount: '', proof: null },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const result = useWatch({ control: form.control, name: 'result' });
  const file = useWatch({ control: form.control, name: 'proof' });
  const proofError = fieldErrorText(form.formState.errors.proof, t);

  const pickFile = (picked: File | null) => {
    form.clearErrors('proof');
    const problem = !picked
      ? null
      : !(PROOF_CONTENT_TYPES as readonly string[]).includes(picked.type)
        ? t('receipt.proofType')
        : picked.size > PROOF_MAX_BYTES
          ? t('receipt.proofSize')
          : null;
    form.setValue('proof', problem ? null : picked);
    if (problem) form.setError('proof', { type: 'manual', message: problem });
  };

  const amountProblem = (problem: AmountProblem) =>
    problem === 'TOO_HIGH'
      ? t('receipt.overPayout', { payout: money(withdrawal.payout) })
      : problem === 'REQUIRED'
        ? t('amount.required')
        : problem === 'INVALID_FORMAT'
          ? t('amount.format')
          : t('amount.positive');

  const send = form.handleSubmit(async (values) => {
    setFormError(null);
    const checked = checkAmount(values.amount, { max: payout });
    const receivedAmount = values.result === 'RECEIVED' && checked.ok ? checked.text : undefined;
    try {
      const proof = values.proof ? await readProof(values.proof) : undefined;
      await cashierApi.receipt(withdrawal.id, {
        result: values.result,
        ...(receivedAmount ? { receivedAmount } : {}),
        ...(proof ? { proof } : {}),
      });
      onDone(t(`receipt.done.${values.result}`));
    } catch (e) {
      const message = errorMessage(e, i18n.t.bind(i18n), t('failed'));
      // When the server names both, the amount's problem is the one shown.
      const placed =
        placeApiError(e, message, form.setError, { receivedAmount: 'amount' }) ||
        placeApiError(e, message, form.setError, ['proof']);
      if (!placed) setFormError(message);
    } finally {
      void invalidateWallet(queryClient);
    }
  });

  return (
    <form
      className={styles.receipt}
      noValidate
      onSubmit={(e) => void send(e)}
      data-testid={`receipt-form-${withdrawal.id}`}
    >
      <Tabs
        label={t('receipt.title')}
        items={[
          { key: 'NOT_RECEIVED', label: t('receipt.NOT_RECEIVED') },
          { key: 'RECEIVED', label: t('receipt.RECEIVED') },
        ]}
        value={result}
        onChange={(key) => {
          form.setValue('result', key);
          form.clearErrors();
          setFormError(null);
        }}
        testId="receipt-result"
      />
      {result === 'RECEIVED' ? (
        <MoneyField
          control={form.control}
          name="amount"
          limits={{ max: payout }}
          describe={amountProblem}
          id={`${uid}-received`}
          label={t('receipt.receivedAmount')}
          currencySymbol={currencySymbol}
          placeholder={fromMinor(payout)}
          hint={t('receipt.receivedHint', { payout: money(withdrawal.payout) })}
          testId="receipt-amount"
        />
      ) : null}
      <div className={styles.fieldBlock}>
        <input
          id={`${uid}-proof`}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
          aria-invalid={Boolean(proofError)}
          aria-describedby={`${uid}-proof-hint`}
          data-testid="receipt-proof"
        />
        <label htmlFor={`${uid}-proof`} className={styles.upload}>
          <Icon name="upload" size={18} />
          <span>{file ? file.name : t('receipt.proof')}</span>
        </label>
        {proofError ? (
          <p id={`${uid}-proof-hint`} className={styles.fieldError} role="alert">
            {proofError}
          </p>
        ) : (
          <p id={`${uid}-proof-hint`} className={styles.hint}>
            {result === 'NOT_RECEIVED' ? t('receipt.proofHintRequired') : t('receipt.proofHint')}
          </p>
        )}
      </div>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={form.formState.isSubmitting} data-testid="receipt-submit">
        {t('receipt.submit')}
      </Button>
    </form>
  );
}
