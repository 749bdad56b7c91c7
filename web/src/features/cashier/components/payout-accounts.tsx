import type { PayoutAccount, PayoutAccountInput } from '@sorte/contracts/wallet/cashier';
import {
  MAX_PAYOUT_ACCOUNTS,
  PIX_KEY_TYPES,
  type PayoutAccountType,
  type PixKeyType,
} from '@sorte/contracts/wallet/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../utils/error-message';
import { cashierApi, CASHIER_KEYS } from '../api/cashier-api';
import styles from './cashier.module.css';

type Field = 'bankCode' | 'bankName' | 'branch' | 'accountNumber' | 'holderName' | 'pixKey';

/** The bound payout accounts (bank or PIX) with delete, and the form to add one. */
export function PayoutAccounts({
  accounts,
  payeeName,
}: {
  accounts: PayoutAccount[];
  payeeName: string | null;
}) {
  const { t, i18n } = useTranslation('cashier');
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = async (account: PayoutAccount) => {
    const choice = await dialog.show({
      icon: 'warning',
      title: t('payout.deleteTitle'),
      message: t('payout.deleteMessage', { account: describe(account) }),
      buttons: [
        { label: t('payout.keep'), value: 'keep', variant: 'secondary' },
        { label: t('payout.delete'), value: 'delete', variant: 'danger' },
      ],
    });
    if (choice !== 'delete') return;
    setError(null);
    setDeleting(account.id);
    try {
      await cashierApi.deletePayoutAccount(account.id);
    } catch (e) {
      setError(errorMessage(e, i18n.t.bind(i18n), t('failed')));
    } finally {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: CASHIER_KEYS.withdrawInfo });
    }
  };

  const describe = (a: PayoutAccount) =>
    a.type === 'PIX'
      ? `PIX ${t(`payout.pixTypes.${a.pixKeyType ?? 'RANDOM'}`)} ${a.masked}`
      : `${a.bankName ?? a.bankCode ?? ''} ${a.masked}`;

  return (
    <section className={styles.card} aria-labelledby="payout-title" data-testid="payout-accounts">
      <div className={styles.cardHead}>
        <h3 id="payout-title" className={styles.cardTitle}>
          {t('payout.title')}
        </h3>
        {!adding && accounts.length < MAX_PAYOUT_ACCOUNTS ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAdding(true)}
            data-testid="payout-add"
          >
            {t('payout.add')}
          </Button>
        ) : null}
      </div>
      {accounts.length === 0 && !adding ? <p className={styles.muted}>{t('payout.none')}</p> : null}
      {accounts.length ? (
        <ul className={styles.accountList}>
          {accounts.map((a) => (
            <li key={a.id} className={styles.account} data-testid={`payout-${a.id}`}>
              <span className={styles.channelIcon}>
                <Icon name={a.type === 'PIX' ? 'pix' : 'bank'} size={20} />
              </span>
              <span className={styles.accountText}>
                <span className={styles.accountName}>
                  {a.type === 'PIX'
                    ? `PIX · ${t(`payout.pixTypes.${a.pixKeyType ?? 'RANDOM'}`)}`
                    : (a.bankName ?? a.bankCode)}
                </span>
                <span className={styles.muted}>
                  <span className={styles.mono}>{a.masked}</span> · {a.holderName}
                </span>
              </span>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => void remove(a)}
                disabled={deleting === a.id}
                aria-label={t('payout.deleteLabel', { account: describe(a) })}
                title={t('payout.delete')}
              >
                <Icon name="trash" size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      {adding ? <AddPayoutAccount payeeName={payeeName} onDone={() => setAdding(false)} /> : null}
    </section>
  );
}

function AddPayoutAccount({ payeeName, onDone }: { payeeName: string | null; onDone(): void }) {
  const { t, i18n } = useTranslation('cashier');
  const uid = useId();
  const queryClient = useQueryClient();
  const [type, setType] = useState<PayoutAccountType>('PIX');
  const [pixKeyType, setPixKeyType] = useState<PixKeyType>('CPF');
  const [values, setValues] = useState<Record<Field, string>>({
    bankCode: '',
    bankName: '',
    branch: '',
    accountNumber: '',
    holderName: payeeName ?? '',
    pixKey: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: Field) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async () => {
    const required: Field[] =
      type === 'PIX'
        ? ['pixKey', 'holderName']
        : ['bankCode', 'bankName', 'accountNumber', 'holderName'];
    const next: Partial<Record<Field, string>> = {};
    for (const f of required) if (!values[f].trim()) next[f] = t('payout.required');
    if (values.holderName.trim() && values.holderName.trim().length < 2)
      next.holderName = t('payout.holderShort');
    setErrors(next);
    if (Object.keys(next).length) return;
    const body: PayoutAccountInput =
      type === 'PIX'
        ? { type, pixKeyType, pixKey: values.pixKey.trim(), holderName: values.holderName.trim() }
        : {
            type,
            bankCode: values.bankCode.trim(),
            bankName: values.bankName.trim(),
            accountNumber: values.accountNumber.trim(),
            holderName: values.holderName.trim(),
            ...(values.branch.trim() ? { branch: values.branch.trim() } : {}),
          };
    setFormError(null);
    setPending(true);
    try {
      await cashierApi.addPayoutAccount(body);
      await queryClient.invalidateQueries({ queryKey: CASHIER_KEYS.withdrawInfo });
      onDone();
    } catch (e) {
      const message = errorMessage(e, i18n.t.bind(i18n), t('failed'));
      const fields = e instanceof ApiError ? Object.keys(e.fields ?? {}) : [];
      const placed = fields.filter((f): f is Field => f in values);
      if (placed.length) setErrors(Object.fromEntries(placed.map((f) => [f, message])));
      else setFormError(message);
    } finally {
      setPending(false);
    }
  };

  const field = (key: Field, extra: { hint?: string; inputMode?: 'numeric' | 'text' } = {}) => (
    <TextField
      id={`${uid}-${key}`}
      label={t(`payout.fields.${key}`)}
      value={values[key]}
      onChange={set(key)}
      error={errors[key]}
      autoComplete="off"
      testId={`payout-${key}`}
      {...extra}
    />
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="payout-form"
    >
      <Tabs<PayoutAccountType>
        label={t('payout.type')}
        items={[
          { key: 'PIX', label: 'PIX' },
          { key: 'BANK', label: t('payout.bank') },
        ]}
        value={type}
        onChange={setType}
        testId="payout-type"
      />
      {type === 'PIX' ? (
        <>
          <div className={styles.fieldBlock}>
            <label htmlFor={`${uid}-pixType`} className={styles.label}>
              {t('payout.fields.pixKeyType')}
            </label>
            <select
              id={`${uid}-pixType`}
              className={styles.select}
              value={pixKeyType}
              onChange={(e) => setPixKeyType(e.target.value as PixKeyType)}
            >
              {PIX_KEY_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`payout.pixTypes.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {field('pixKey', { hint: t(`payout.pixHints.${pixKeyType}`) })}
        </>
      ) : (
        <>
          <div className={styles.twoCols}>
            {field('bankCode')}
            {field('branch', { inputMode: 'numeric' })}
          </div>
          {field('bankName')}
          {field('accountNumber', { inputMode: 'numeric' })}
        </>
      )}
      {field('holderName', {
        hint: payeeName
          ? t('payout.holderMustMatch', { name: payeeName })
          : t('payout.holderFirst'),
      })}
      {formError ? (
        <p className={styles.formError} role="alert" data-testid="payout-error">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={pending} data-testid="payout-save">
          {t('payout.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('payout.cancel')}
        </Button>
      </div>
    </form>
  );
}
