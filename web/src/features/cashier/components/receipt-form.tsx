import { checkAmount, formatMoney, fromMinor, toMinor } from '@sorte/contracts/common/money';
import type { Withdrawal } from '@sorte/contracts/wallet/cashier';
import {
  PROOF_CONTENT_TYPES,
  PROOF_MAX_BYTES,
  type ReceiptResult,
} from '@sorte/contracts/wallet/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/forms/amount-field';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { invalidateWallet } from '../../../hooks/use-wallet';
import { ApiError } from '../../../lib/api-client';
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
  const reported = withdrawal.receipt.status === 'RECEIVED' || withdrawal.receipt.status === 'NOT_RECEIVED';
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
      <p id={questionId} className={styles.receiptAsk} data-testid={`receipt-question-${withdrawal.id}`}>
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
  const [result, setResult] = useState<Exclude<ReceiptResult, 'ALL_RECEIVED'>>('NOT_RECEIVED');
  const [received, setReceived] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ receivedAmount?: string; proof?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const payout = toMinor(withdrawal.payout);

  const pickFile = (picked: File | null) => {
    setErrors((e) => ({ ...e, proof: undefined }));
    if (!picked) return setFile(null);
    if (!(PROOF_CONTENT_TYPES as readonly string[]).includes(picked.type)) {
      setFile(null);
      return setErrors((e) => ({ ...e, proof: t('receipt.proofType') }));
    }
    if (picked.size > PROOF_MAX_BYTES) {
      setFile(null);
      return setErrors((e) => ({ ...e, proof: t('receipt.proofSize') }));
    }
    setFile(picked);
  };

  const send = async () => {
    setFormError(null);
    const next: typeof errors = {};
    let receivedAmount: string | undefined;
    if (result === 'RECEIVED') {
      const checked = checkAmount(received, { max: payout });
      if (!checked.ok)
        next.receivedAmount =
          checked.problem === 'TOO_HIGH'
            ? t('receipt.overPayout', { payout: money(withdrawal.payout) })
            : checked.problem === 'REQUIRED'
              ? t('amount.required')
              : checked.problem === 'INVALID_FORMAT'
                ? t('amount.format')
                : t('amount.positive');
      else receivedAmount = checked.text;
    }
    if (result === 'NOT_RECEIVED' && !file) next.proof = t('receipt.proofRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setPending(true);
    try {
      const proof = file ? await readProof(file) : undefined;
      await cashierApi.receipt(withdrawal.id, {
        result,
        ...(receivedAmount ? { receivedAmount } : {}),
        ...(proof ? { proof } : {}),
      });
      onDone(t(`receipt.done.${result}`));
    } catch (e) {
      const message = errorMessage(e, i18n.t.bind(i18n), t('failed'));
      const fields = e instanceof ApiError ? (e.fields ?? {}) : {};
      if (fields.receivedAmount) setErrors({ receivedAmount: message });
      else if (fields.proof) setErrors({ proof: message });
      else setFormError(message);
    } finally {
      setPending(false);
      void invalidateWallet(queryClient);
    }
  };

  return (
    <form
      className={styles.receipt}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
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
          setResult(key);
          setErrors({});
          setFormError(null);
        }}
        testId="receipt-result"
      />
      {result === 'RECEIVED' ? (
        <AmountField
          id={`${uid}-received`}
          label={t('receipt.receivedAmount')}
          value={received}
          onChange={setReceived}
          currencySymbol={currencySymbol}
          placeholder={fromMinor(payout)}
          error={errors.receivedAmount}
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
          aria-invalid={Boolean(errors.proof)}
          aria-describedby={`${uid}-proof-hint`}
          data-testid="receipt-proof"
        />
        <label htmlFor={`${uid}-proof`} className={styles.upload}>
          <Icon name="upload" size={18} />
          <span>{file ? file.name : t('receipt.proof')}</span>
        </label>
        {errors.proof ? (
          <p id={`${uid}-proof-hint`} className={styles.fieldError} role="alert">
            {errors.proof}
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
      <Button type="submit" loading={pending} data-testid="receipt-submit">
        {t('receipt.submit')}
      </Button>
    </form>
  );
}
