import { formatAmount, formatMoney } from '@sorte/contracts/common/money';
import type { DepositOrder } from '@sorte/contracts/wallet/cashier';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { QueryBody } from '../../../components/lists/query-body';
import { usePermission } from '../../../hooks/use-permission';
import { formatDateTime } from '../../../utils/format';
import { channelsQueryOptions, depositsQueryOptions } from '../api/cashier-api';
import { CHANNEL_ICONS } from '../utils/channel-icons';
import { DepositForm } from './deposit-form';
import { OrderView } from './order-view';
import styles from './cashier.module.css';

/** depositv2: channels, amount, fee and bonus; then the order with its payment instructions. */
export function DepositPage() {
  const { t, i18n } = useTranslation('cashier');
  const permission = usePermission();
  const channels = useQuery(channelsQueryOptions());
  const deposits = useQuery(depositsQueryOptions());
  const [channelId, setChannelId] = useState<string | null>(null);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;

  if (!channels.isSuccess) return <QueryBody query={channels} ns="cashier" />;

  const { currency, currencySymbol } = permission.brand;
  const symbol = channels.data.currency === currency ? currencySymbol : channels.data.currency;

  if (order)
    return (
      <OrderView
        key={order.orderId}
        initial={order}
        currencySymbol={symbol}
        onNew={() => setOrder(null)}
      />
    );

  const list = channels.data.list;
  if (list.length === 0)
    return (
      <p className={styles.muted} data-testid="deposit-no-channels">
        {t('deposit.noChannels')}
      </p>
    );
  const channel = list.find((c) => c.id === channelId) ?? list[0]!;
  const open = (deposits.data?.list ?? []).filter((o) => o.status === 'PENDING');
  const whole = (money: string) => formatAmount(money, language).replace(/[.,]00$/, '');

  return (
    <div className={styles.root} data-testid="deposit-page">
      {open.length ? (
        <section className={styles.pendingList} aria-labelledby="deposit-open-title">
          <h3 id="deposit-open-title" className={styles.sectionTitle}>
            {t('deposit.open', { count: open.length })}
          </h3>
          <ul>
            {open.map((o) => (
              <li key={o.orderId}>
                <button
                  type="button"
                  className={styles.pendingRow}
                  onClick={() => setOrder(o)}
                  data-testid={`open-order-${o.orderId}`}
                >
                  <Icon name={CHANNEL_ICONS[o.type]} size={18} />
                  <span className={styles.pendingName}>{o.channelName}</span>
                  <span className={styles.pendingAmount}>
                    {formatMoney(o.amount, language, symbol)}
                  </span>
                  <span className={styles.muted}>{formatDateTime(o.createdAt).slice(5, 16)}</span>
                  <Icon name="chevron-right" size={16} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="deposit-channels-title">
        <h3 id="deposit-channels-title" className={styles.sectionTitle}>
          {t('deposit.channels')}
        </h3>
        <div className={styles.channels} role="radiogroup" aria-labelledby="deposit-channels-title">
          {list.map((c) => (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={c.id === channel.id}
              className={clsx(styles.channel, c.id === channel.id && styles.channelOn)}
              onClick={() => setChannelId(c.id)}
              data-testid={`channel-${c.id}`}
            >
              <span className={clsx(styles.channelIcon, styles[`type${c.type}`])}>
                <Icon name={CHANNEL_ICONS[c.type]} size={22} />
              </span>
              <span className={styles.channelText}>
                <span className={styles.channelName}>{c.name}</span>
                <span className={styles.channelMeta}>
                  <span className="visually-hidden">{t(`types.${c.type}`)}: </span>
                  {symbol} {whole(c.min)} – {whole(c.max)}
                </span>
              </span>
              {c.bonus.type === 'PERCENT' ? (
                <span className={styles.channelBonus}>
                  +{c.bonus.percent.replace(/\.00$/, '')}%
                </span>
              ) : null}
            </button>
          ))}
        </div>
      </section>

      <section className={styles.card} aria-labelledby="deposit-form-title">
        <h3 id="deposit-form-title" className={styles.cardTitle}>
          {t('deposit.title', { channel: channel.name })}
        </h3>
        <DepositForm
          key={channel.id}
          channel={channel}
          currencySymbol={symbol}
          onCreated={setOrder}
        />
      </section>
    </div>
  );
}
