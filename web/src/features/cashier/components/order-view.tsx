import { formatMoney } from '@sorte/contracts/common/money';
import type { DepositOrder } from '@sorte/contracts/wallet/cashier';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { QrCode } from '../../../components/ui/qr-code';
import { invalidateWallet } from '../../../hooks/use-wallet';
import { errorMessage } from '../../../utils/error-message';
import { formatDateTime } from '../../../utils/format';
import { cashierApi, CASHIER_KEYS, orderQueryOptions } from '../api/cashier-api';
import { CopyButton } from '../../../components/ui/copy-button';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

/** How often a pending order is asked about (the gateway's callback settles it server-side). */
export const ORDER_POLL_MS = 3000;

function useCountdown(until: string, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const left = Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000));
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

interface OrderViewProps {
  initial: DepositOrder;
  currencySymbol: string;
  onNew(): void;
}

/** A deposit order: how to pay it, its status (polled until final), sandbox link and cancel. */
export function OrderView({ initial, currencySymbol, onNew }: OrderViewProps) {
  const { t, i18n } = useTranslation('cashier');
  const queryClient = useQueryClient();
  const query = useQuery({
    ...orderQueryOptions(initial.orderId),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
  const order = query.data;
  const pending = order.status === 'PENDING';
  const countdown = useCountdown(order.expiresAt, pending);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (value: string) =>
    formatMoney(value, i18n.resolvedLanguage ?? i18n.language, currencySymbol);

  // Paid (or otherwise settled): the header balance and the lists change.
  const lastStatus = useRef(order.status);
  useEffect(() => {
    if (lastStatus.current !== order.status) {
      lastStatus.current = order.status;
      void invalidateWallet(queryClient);
    }
  }, [order.status, queryClient]);

  const cancel = async () => {
    const choice = await dialog.show({
      icon: 'warning',
      title: t('order.cancelTitle'),
      message: t('order.cancelMessage'),
      buttons: [
        { label: t('order.keep'), value: 'keep', variant: 'secondary' },
        { label: t('order.cancel'), value: 'cancel', variant: 'danger' },
      ],
    });
    if (choice !== 'cancel') return;
    setError(null);
    setCancelling(true);
    try {
      const next = await cashierApi.cancelDeposit(order.orderId);
      queryClient.setQueryData(CASHIER_KEYS.order(order.orderId), next);
    } catch (e) {
      setError(errorMessage(e, i18n.t.bind(i18n), t('failed')));
      void query.refetch();
    } finally {
      setCancelling(false);
    }
  };

  const { payment } = order;
  return (
    <div className={styles.root} data-testid="deposit-order">
      <section className={styles.orderHead}>
        <div>
          <p className={styles.eyebrow}>{order.channelName}</p>
          <p className={styles.bigAmount} data-testid="order-amount">
            {money(order.amount)}
          </p>
          <p className={styles.muted}>
            {t('order.id')}: <span className={styles.mono}>{order.orderId}</span>
          </p>
        </div>
        <StatusBadge kind="deposit" status={order.status} testId="order-status" />
      </section>

      {order.status === 'PAID' ? (
        <p className={styles.success} role="status" data-testid="order-result">
          <Icon name="check" size={18} />
          <span>
            {moneyIsZero(order.bonus)
              ? t('order.paid', { credit: money(order.credit) })
              : t('order.paidBonus', { credit: money(order.credit), bonus: money(order.bonus) })}
          </span>
        </p>
      ) : order.status !== 'PENDING' ? (
        <p className={styles.formError} role="status" data-testid="order-result">
          <Icon name="close" size={18} />
          <span>
            {order.status === 'FAILED'
              ? t('order.failed', { reason: order.failReason ?? t('order.noReason') })
              : order.status === 'EXPIRED'
                ? t('order.expired')
                : t('order.cancelled')}
          </span>
        </p>
      ) : null}

      {pending ? (
        <section className={styles.card} aria-labelledby="order-pay-title">
          <div className={styles.cardHead}>
            <h3 id="order-pay-title" className={styles.cardTitle}>
              {t('order.howToPay')}
            </h3>
            <span className={styles.countdown} data-testid="order-countdown">
              <Icon name="clock" size={16} />
              {t('order.expiresIn', { time: countdown })}
            </span>
          </div>
          {payment.instructions ? (
            <p className={styles.instructions}>{payment.instructions}</p>
          ) : null}

          {payment.pixCode ? (
            <div className={styles.pay}>
              <QrCode value={payment.pixCode} label={t('order.pixQr')} displaySize={168} />
              <div className={styles.payText}>
                <p className={styles.label}>{t('order.pixCode')}</p>
                <p className={clsx(styles.codeBox, styles.mono)} data-testid="pix-code">
                  {payment.pixCode}
                </p>
                <CopyButton value={payment.pixCode} label={t('order.pixCode')} testId="copy-pix" />
              </div>
            </div>
          ) : null}

          {payment.bank ? (
            <dl className={styles.details} data-testid="bank-details">
              {(
                [
                  ['bankName', `${payment.bank.bankName} (${payment.bank.bankCode})`],
                  ['branch', payment.bank.branch],
                  ['accountNumber', payment.bank.accountNumber],
                  ['holderName', payment.bank.holderName],
                  ['reference', payment.reference],
                  ['amount', order.amount],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className={styles.detailRow}>
                  <dt>{t(`order.bank.${key}`)}</dt>
                  <dd className={styles.mono}>{key === 'amount' ? money(value) : value}</dd>
                  <CopyButton value={value} label={t(`order.bank.${key}`)} />
                </div>
              ))}
            </dl>
          ) : null}

          {payment.usdt ? (
            <div className={styles.pay}>
              <QrCode value={payment.usdt.address} label={t('order.usdtQr')} displaySize={168} />
              <dl className={styles.details}>
                {(
                  [
                    ['network', payment.usdt.network],
                    ['address', payment.usdt.address],
                    ['amount', payment.usdt.amount],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className={styles.detailRow}>
                    <dt>{t(`order.usdt.${key}`)}</dt>
                    <dd className={styles.mono}>{key === 'amount' ? `${value} USDT` : value}</dd>
                    <CopyButton value={value} label={t(`order.usdt.${key}`)} />
                  </div>
                ))}
              </dl>
            </div>
          ) : null}

          {order.sandbox ? (
            <a
              className={styles.sandbox}
              href={order.sandbox.payUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="sandbox-pay"
            >
              <Icon name="external" size={16} />
              {t('order.sandbox')}
              <span className="visually-hidden"> ({t('order.newTab')})</span>
            </a>
          ) : null}
          <p className={styles.waiting} role="status">
            <span className={styles.pulse} aria-hidden="true" />
            {t('order.waiting')}
          </p>
        </section>
      ) : null}

      <dl className={styles.summary}>
        <div>
          <dt>{t('deposit.fee')}</dt>
          <dd>{money(order.fee)}</dd>
        </div>
        <div>
          <dt>{t('deposit.credit')}</dt>
          <dd>{money(order.credit)}</dd>
        </div>
        {!moneyIsZero(order.bonus) ? (
          <div>
            <dt>{t('deposit.bonus')}</dt>
            <dd>{money(order.bonus)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('order.created')}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
      </dl>

      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {pending ? (
          <Button
            variant="secondary"
            onClick={() => void cancel()}
            loading={cancelling}
            data-testid="order-cancel"
          >
            {t('order.cancel')}
          </Button>
        ) : null}
        <Button variant={pending ? 'ghost' : 'primary'} onClick={onNew} data-testid="order-new">
          {pending ? t('order.back') : t('order.new')}
        </Button>
      </div>
    </div>
  );
}

const moneyIsZero = (value: string) => /^-?0+\.00$/.test(value);
