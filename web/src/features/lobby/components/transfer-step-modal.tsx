import { checkAmount, formatAmount, fromMinor, toMinor } from '@sorte/contracts/common/money';
import { MAIN_WALLET } from '@sorte/contracts/wallet/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { placeApiError } from '../../../components/forms/api-field-errors';
import { amountRule, MoneyField } from '../../../components/forms/money-field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { usePermission } from '../../../hooks/use-permission';
import { errorMessage } from '../../../utils/error-message';
import { walletApi, walletsQueryOptions } from '../../../lib/wallet-api';
import type { TransferStepState } from '../hooks/use-game-launcher';
import styles from './transfer-step-modal.module.css';

export interface TransferStepModalProps {
  step: TransferStepState | null;
  /** Launches with confirmTrans 1 after `prepare` (the money move) answered true. */
  onConfirm: (prepare: () => Promise<boolean>) => void;
  onCancel: () => void;
  /** The launch itself is on its way. */
  launching: boolean;
}

/**
 * The transfer step of a game whose vendor plays from its own wallet: the player moves money from
 * the main wallet into the vendor's wallet (GCS_walletTransfer), then the game is launched with
 * confirmTrans 1. What is already in the vendor wallet can be played without moving more.
 */
export function TransferStepModal({ step, onCancel, ...rest }: TransferStepModalProps) {
  const { t } = useTranslation('lobby');
  return (
    <Modal
      open={step !== null}
      onClose={onCancel}
      title={step ? t('transferStep.title', { vendor: step.vendorName }) : ''}
      width={480}
      testId="transfer-step"
    >
      {step ? (
        <TransferStep
          key={`${step.input.nodeId}:${step.input.roomId ?? ''}`}
          step={step}
          onCancel={onCancel}
          {...rest}
        />
      ) : null}
    </Modal>
  );
}

function TransferStep({
  step,
  onConfirm,
  onCancel,
  launching,
}: TransferStepModalProps & { step: TransferStepState }) {
  const { t, i18n } = useTranslation('lobby');
  const uid = useId();
  const permission = usePermission();
  const wallets = useQuery(walletsQueryOptions());
  const { submit, pending } = useMoneySubmit();
  const [formError, setFormError] = useState<string | null>(null);
  const balanceOf = (wallet: string) =>
    toMinor(wallets.data?.list.find((w) => w.wallet === wallet)?.balance ?? '0.00');
  const main = balanceOf(MAIN_WALLET);
  const inWallet = balanceOf(step.vendor);
  // Nothing typed is fine when the vendor wallet holds something already (play with that).
  const schema = useMemo(
    () => z.object({ amount: amountRule({ max: main }, { optional: inWallet > 0n }) }),
    [main, inWallet],
  );
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const money = (value: string) => formatAmount(value, i18n.resolvedLanguage ?? i18n.language);

  if (wallets.isPending) return <Spinner label={t('transferStep.loading')} />;
  if (wallets.isError) {
    return (
      <div className={styles.root}>
        <p className={styles.error} role="alert">
          {errorMessage(wallets.error, i18n.t.bind(i18n), t('transferStep.failed'))}
        </p>
        <Button variant="secondary" onClick={() => void wallets.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }

  const { currency, currencySymbol } = permission.brand;
  const symbol = wallets.data.currency === currency ? currencySymbol : wallets.data.currency;
  const show = (minor: bigint) => `${symbol} ${money(fromMinor(minor))}`;

  const go = form.handleSubmit((values) => {
    setFormError(null);
    // The rule let an empty amount through: play with what the vendor wallet holds.
    const checked = checkAmount(values.amount, { max: main });
    if (!checked.ok) {
      onConfirm(async () => true);
      return;
    }
    const body = { from: MAIN_WALLET, to: step.vendor, amount: checked.text };
    onConfirm(async () => {
      const outcome = await submit(body, (key) => walletApi.transfer(body, key));
      if ('busy' in outcome) return false;
      if (outcome.ok) return true;
      const message = errorMessage(outcome.error, i18n.t.bind(i18n), t('transferStep.failed'));
      if (!placeApiError(outcome.error, message, form.setError, ['amount'])) setFormError(message);
      return false;
    });
  });

  return (
    <form
      className={styles.root}
      noValidate
      onSubmit={(e) => void go(e)}
      data-testid="transfer-step-form"
    >
      <p className={styles.intro}>
        {t('transferStep.intro', { game: step.gameName, vendor: step.vendorName })}
      </p>
      <dl className={styles.balances}>
        <div>
          <dt>{t('transferStep.main')}</dt>
          <dd data-testid="transfer-step-main">{show(main)}</dd>
        </div>
        <div>
          <dt>{t('transferStep.vendorWallet', { vendor: step.vendorName })}</dt>
          <dd data-testid="transfer-step-vendor">{show(inWallet)}</dd>
        </div>
      </dl>
      <MoneyField
        control={form.control}
        name="amount"
        limits={{ max: main }}
        id={`${uid}-amount`}
        label={t('transferStep.amount')}
        currencySymbol={symbol}
        placeholder={
          inWallet > 0n ? t('transferStep.amountOptional') : t('transferStep.amountPlaceholder')
        }
        hint={t('transferStep.back')}
        testId="transfer-step-amount"
        after={
          <Button
            variant="secondary"
            className={styles.allButton}
            onClick={() => {
              form.setValue('amount', fromMinor(main));
              form.clearErrors('amount');
            }}
            disabled={main <= 0n}
            data-testid="transfer-step-all"
          >
            {t('transferStep.all')}
          </Button>
        }
      />
      {formError ? (
        <p className={styles.error} role="alert" data-testid="transfer-step-error">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('transferStep.cancel')}
        </Button>
        <Button type="submit" loading={pending || launching} data-testid="transfer-step-submit">
          {amount.trim() === '' && inWallet > 0n
            ? t('transferStep.play')
            : t('transferStep.submit')}
        </Button>
      </div>
    </form>
  );
}
