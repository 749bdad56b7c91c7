import { zodResolver } from '@hookform/resolvers/zod';
import { checkAmount, formatAmount, fromMinor, toMinor } from '@sorte/contracts/common/money';
import { MAIN_WALLET } from '@sorte/contracts/wallet/routes';
import type { WalletListEntry } from '@sorte/contracts/wallet/wallet';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { amountRule, MoneyField } from '../../../components/forms/money-field';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../utils/error-message';
import { walletApi } from '../../../lib/wallet-api';
import type { WalletLabel } from '../utils/wallet-labels';
import styles from './wallet.module.css';

export type Direction = 'in' | 'out';

export interface TransferDraft {
  direction: Direction;
  vendor: string;
  /** Bumped when a wallet card asks for this draft, so the form takes it over. */
  seq: number;
}

interface TransferFormProps {
  wallets: WalletListEntry[];
  labels: Map<string, WalletLabel>;
  currencySymbol: string;
  draft: TransferDraft;
  onDraftChange(draft: TransferDraft): void;
  onDone(message: string): void;
}

/** Moves money between the main wallet and one vendor wallet, either way. */
export function TransferForm({
  wallets,
  labels,
  currencySymbol,
  draft,
  onDraftChange,
  onDone,
}: TransferFormProps) {
  const { t, i18n } = useTranslation('wallet');
  const uid = useId();
  const money = (value: string) => formatAmount(value, i18n.resolvedLanguage ?? i18n.language);
  const [formError, setFormError] = useState<string | null>(null);
  const { submit, pending } = useMoneySubmit();

  const { direction } = draft;
  // Into a vendor wallet only when it takes money; out of any that holds some.
  const vendors = wallets.filter((w) => w.wallet !== MAIN_WALLET && (direction === 'out' || w.transferIn));
  const vendor = vendors.some((w) => w.wallet === draft.vendor) ? draft.vendor : (vendors[0]?.wallet ?? '');
  const from = direction === 'in' ? MAIN_WALLET : vendor;
  const to = direction === 'in' ? vendor : MAIN_WALLET;
  const source = wallets.find((w) => w.wallet === from);
  const available = source ? toMinor(source.balance) : 0n;
  const nameOf = (wallet: string) =>
    wallet === MAIN_WALLET ? t('main') : (labels.get(wallet)?.name ?? wallet);
  const schema = useMemo(() => z.object({ amount: amountRule({ max: available }) }), [available]);
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });

  const change = (next: Partial<TransferDraft>) => {
    form.clearErrors('amount');
    setFormError(null);
    onDraftChange({ ...draft, ...next });
  };

  const send = form.handleSubmit(async ({ amount }) => {
    setFormError(null);
    const checked = checkAmount(amount, { max: available });
    if (!checked.ok) return;
    const body = { from, to, amount: checked.text };
    const outcome = await submit(body, (key) => walletApi.transfer(body, key));
    if ('busy' in outcome) return;
    if (outcome.ok) {
      form.reset({ amount: '' });
      onDone(
        t('transfer.done', {
          amount: `${currencySymbol} ${money(outcome.value.amount)}`,
          from: nameOf(from),
          to: nameOf(to),
        }),
      );
      return;
    }
    const message = errorMessage(outcome.error, i18n.t.bind(i18n), t('failed'));
    const fields = outcome.error instanceof ApiError ? outcome.error.fields : undefined;
    if (fields?.amount) form.setError('amount', { message });
    else setFormError(message);
  });

  if (vendors.length === 0) {
    return <p className={styles.muted}>{t('transfer.noVendors')}</p>;
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        void send(e);
      }}
      data-testid="transfer-form"
    >
      <Tabs
        label={t('transfer.direction')}
        items={[
          { key: 'in', label: t('transfer.in') },
          { key: 'out', label: t('transfer.out') },
        ]}
        value={direction}
        onChange={(key) => change({ direction: key })}
        testId="transfer-direction"
      />
      <div className={styles.route}>
        <div className={styles.routeEnd}>
          <span className={styles.routeLabel}>{t('transfer.from')}</span>
          {direction === 'in' ? (
            <span className={styles.routeWallet}>{t('main')}</span>
          ) : (
            <VendorSelect
              id={`${uid}-from`}
              label={t('transfer.from')}
              vendors={vendors}
              value={vendor}
              nameOf={nameOf}
              onChange={(v) => change({ vendor: v })}
              testId="transfer-from"
            />
          )}
        </div>
        <Icon name="chevron-right" size={20} className={styles.routeArrow} />
        <div className={styles.routeEnd}>
          <span className={styles.routeLabel}>{t('transfer.to')}</span>
          {direction === 'out' ? (
            <span className={styles.routeWallet}>{t('main')}</span>
          ) : (
            <VendorSelect
              id={`${uid}-to`}
              label={t('transfer.to')}
              vendors={vendors}
              value={vendor}
              nameOf={nameOf}
              onChange={(v) => change({ vendor: v })}
              testId="transfer-to"
            />
          )}
        </div>
      </div>
      <MoneyField
        control={form.control}
        name="amount"
        limits={{ max: available }}
        id={`${uid}-amount`}
        label={t('amount.label')}
        currencySymbol={currencySymbol}
        placeholder={t('amount.placeholder')}
        hint={t('amount.available', {
          amount: `${currencySymbol} ${money(fromMinor(available))}`,
        })}
        testId="transfer-amount"
        after={
          <Button
            variant="secondary"
            className={styles.allButton}
            onClick={() => {
              form.setValue('amount', fromMinor(available));
              form.clearErrors('amount');
            }}
            disabled={available <= 0n}
            data-testid="transfer-all"
          >
            {t('amount.all')}
          </Button>
        }
      />
      {formError ? (
        <p className={styles.formError} role="alert" data-testid="transfer-error">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={pending} data-testid="transfer-submit">
        {t('transfer.submit')}
      </Button>
    </form>
  );
}

function VendorSelect({
  id,
  label,
  vendors,
  value,
  nameOf,
  onChange,
  testId,
}: {
  testId: string;
  id: string;
  label: string;
  vendors: WalletListEntry[];
  value: string;
  nameOf(wallet: string): string;
  onChange(vendor: string): void;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      className={styles.select}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    >
      {vendors.map((w) => (
        <option key={w.wallet} value={w.wallet}>
          {nameOf(w.wallet)}
        </option>
      ))}
    </select>
  );
}
