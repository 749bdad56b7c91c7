import type { PayoutAccount, PayoutAccountInput } from '@sorte/contracts/wallet/cashier';
import {
  MAX_PAYOUT_ACCOUNTS,
  PIX_KEY_TYPES,
  type PayoutAccountType,
  type PixKeyType,
} from '@sorte/contracts/wallet/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { placeApiError } from '../../../components/forms/api-field-errors';
import { FormTextField } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../utils/error-message';
import { cashierApi, CASHIER_KEYS } from '../api/cashier-api';
import styles from './cashier.module.css';

const FIELDS = ['bankCode', 'bankName', 'branch', 'accountNumber', 'holderName', 'pixKey'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: Record<PayoutAccountType, readonly Field[]> = {
  PIX: ['pixKey', 'holderName'],
  BANK: ['bankCode', 'bankName', 'accountNumber', 'holderName'],
};

/** A new payout account as typed: the fields of its type filled, the holder's name 2+ letters. */
const PayoutAccountSchema = z
  .object({
    type: z.custom<PayoutAccountType>(),
    pixKeyType: z.custom<PixKeyType>(),
    ...(Object.fromEntries(FIELDS.map((f) => [f, z.string()])) as Record<Field, z.ZodString>),
  })
  .superRefine((values, ctx) => {
    for (const f of REQUIRED[values.type])
      if (!values[f].trim())
        ctx.addIssue({ code: 'custom', path: [f], message: 'cashier:payout.required' });
    const holder = values.holderName.trim();
    if (holder && holder.length < 2)
      ctx.addIssue({ code: 'custom', path: ['holderName'], message: 'cashier:payout.holderShort' });
  });
type PayoutAccountValues = z.infer<typeof PayoutAccountSchema>;

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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PayoutAccountValues>({
    resolver: zodResolver(PayoutAccountSchema),
    defaultValues: {
      type: 'PIX',
      pixKeyType: 'CPF',
      bankCode: '',
      bankName: '',
      branch: '',
      accountNumber: '',
      holderName: payeeName ?? '',
      pixKey: '',
    },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const pixKeyType = useWatch({ control: form.control, name: 'pixKeyType' });

  const save = form.handleSubmit(async (values) => {
    const body: PayoutAccountInput =
      values.type === 'PIX'
        ? {
            type: values.type,
            pixKeyType: values.pixKeyType,
            pixKey: values.pixKey.trim(),
            holderName: values.holderName.trim(),
          }
        : {
            type: values.type,
            bankCode: values.bankCode.trim(),
            bankName: values.bankName.trim(),
            accountNumber: values.accountNumber.trim(),
            holderName: values.holderName.trim(),
            ...(values.branch.trim() ? { branch: values.branch.trim() } : {}),
          };
    setFormError(null);
    try {
      await cashierApi.addPayoutAccount(body);
      await queryClient.invalidateQueries({ queryKey: CASHIER_KEYS.withdrawInfo });
      onDone();
    } catch (e) {
      const message = errorMessage(e, i18n.t.bind(i18n), t('failed'));
      if (!placeApiError(e, message, form.setError, FIELDS)) setFormError(message);
    }
  });

  const field = (key: Field, extra: { hint?: string; inputMode?: 'numeric' | 'text' } = {}) => (
    <FormTextField
      control={form.control}
      name={key}
      id={`${uid}-${key}`}
      label={t(`payout.fields.${key}`)}
      autoComplete="off"
      testId={`payout-${key}`}
      {...extra}
    />
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => void save(e)}
      data-testid="payout-form"
    >
      <Tabs<PayoutAccountType>
        label={t('payout.type')}
        items={[
          { key: 'PIX', label: 'PIX' },
          { key: 'BANK', label: t('payout.bank') },
        ]}
        value={type}
        onChange={(next) => form.setValue('type', next)}
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
              {...form.register('pixKeyType')}
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
        <Button type="submit" loading={form.formState.isSubmitting} data-testid="payout-save">
          {t('payout.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('payout.cancel')}
        </Button>
      </div>
    </form>
  );
}
