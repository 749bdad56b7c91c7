import { checkAmount, formatAmount, fromMinor, toMinor } from '@sorte/contracts/common/money';
import { MAIN_WALLET } from '@sorte/contracts/wallet/routes';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/forms/amount-field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { usePermission } from '../../../hooks/use-permission';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../utils/error-message';
import { walletApi, walletsQueryOptions } from '../../../lib/wallet-api';
import { useAmountProblemText } from '../../../components/forms/use-amount-problem-text';
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
      {step ? <TransferStep key={`${step.input.nodeId}:${step.input.roomId ?? ''}`} step={step} onCancel={onCancel} {...rest} /> : null}
    </Modal>
  );
}

function TransferStep({ step, onConfirm, onCancel, launching }: TransferStepModalProps & { step: TransferStepState }) {
  const { t, i18n } = useTranslation('lobby');
  const uid = useId();
  const permission = usePermission();
  const wallets = useQuery(walletsQueryOptions());
  const amountText = useAmountProblemText();
  const { submit, pending } = useMoneySubmit();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
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
  const balanceOf = (wallet: string) =>
    toMinor(wallets.data.list.find((w) => w.wallet === wallet)?.balance ?? '0.00');
  const main = balanceOf(MAIN_WALLET);
  const inWallet = balanceOf(step.vendor);
  const show = (minor: bigint) => `${symbol} ${money(fromMinor(minor))}`;

  const go = () => {
    setFormError(null);
    // Nothing typed: play with what the vendor wallet holds already (if anything).
    if (amount.trim() === '' && inWallet > 0n) {
      onConfirm(async () => true);
      return;
    }
    const checked = checkAmount(amount, { max: main });
    if (!checked.ok) {
      setAmountError(amountText(checked.problem, fromMinor(main)));
      return;
    }
    setAmountError(null);
    const body = { from: MAIN_WALLET, to: step.vendor, amount: checked.text };
    onConfirm(async () => {
      const outcome = await submit(body, (key) => walletApi.transfer(body, key));
      if ('busy' in outcome) return false;
      if (outcome.ok) return true;
      const message = errorMessage(outcome.error, i18n.t.bind(i18n), t('transferStep.failed'));
      if (outcome.error instanceof ApiError && outcome.error.fields?.amount) setAmountError(message);
      else setFormError(message);
      return false;
    });
  };

  return (
    <form
      className={styles.root}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
      data-testid="transfer-step-form"
    >
      <p className={styles.intro}>{t('transferStep.intro', { game: step.gameName, vendor: step.vendorName })}</p>
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
      <AmountField
        id={`${uid}-amount`}
        label={t('transferStep.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setAmountError(null);
        }}
        currencySymbol={symbol}
        placeholder={inWallet > 0n ? t('transferStep.amountOptional') : t('transferStep.amountPlaceholder')}
        error={amountError}
        hint={t('transferStep.back')}
        testId="transfer-step-amount"
        after={
          <Button
            variant="secondary"
            className={styles.allButton}
            onClick={() => {
              setAmount(fromMinor(main));
              setAmountError(null);
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
          {amount.trim() === '' && inWallet > 0n ? t('transferStep.play') : t('transferStep.submit')}
        </Button>
      </div>
    </form>
  );
}
