import { formatAmount, fromMinor, toMinor } from '@sorte/contracts/common/money';
import { MAIN_WALLET } from '@sorte/contracts/wallet/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { QueryBody } from '../../../components/lists/query-body';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { useImageBase, usePermission } from '../../../hooks/use-permission';
import { invalidateWallet } from '../../../hooks/use-wallet';
import { errorMessage } from '../../../utils/error-message';
import { walletApi, walletsQueryOptions } from '../../../lib/wallet-api';
import { vendorLabels } from '../utils/wallet-labels';
import { TransferForm, type TransferDraft } from './transfer-form';
import styles from './wallet.module.css';

/**
 * transferFund: the main wallet and the wallet of every vendor that plays from its own (transfer)
 * wallet, transfers in and out, recall all. Seamless vendors have no wallet here: their games
 * play from the main wallet.
 */
export function TransferFundPage() {
  const { t, i18n } = useTranslation('wallet');
  const permission = usePermission();
  const imageBase = useImageBase();
  const queryClient = useQueryClient();
  const wallets = useQuery(walletsQueryOptions());
  const recall = useMoneySubmit();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [draft, setDraft] = useState<TransferDraft>({ direction: 'in', vendor: '', seq: 0 });

  const { currency, currencySymbol } = permission.brand;
  const money = (value: string) => formatAmount(value, i18n.resolvedLanguage ?? i18n.language);

  if (!wallets.isSuccess) return <QueryBody query={wallets} ns="wallet" />;

  const list = wallets.data.list;
  const symbol = wallets.data.currency === currency ? currencySymbol : wallets.data.currency;
  const labels = vendorLabels(permission, imageBase);
  const main = list.find((w) => w.wallet === MAIN_WALLET);
  const vendors = list.filter((w) => w.wallet !== MAIN_WALLET);
  const total = list.reduce((sum, w) => sum + toMinor(w.balance), 0n);
  const inGames = total - (main ? toMinor(main.balance) : 0n);
  const open = vendors.filter((w) => w.transferIn);
  // Money goes in only to wallets that take it; a closed wallet (vendor now seamless or switched
  // off) only lets its money out.
  const current = {
    ...draft,
    vendor: draft.vendor || (draft.direction === 'in' ? open[0] : vendors[0])?.wallet || '',
  };

  const recallAll = async () => {
    setNotice(null);
    const outcome = await recall.submit({ recallAll: true }, (key) => walletApi.recallAll(key));
    if ('busy' in outcome) return;
    if (outcome.ok) {
      const amount = outcome.value.amount;
      setNotice({
        kind: 'success',
        text:
          toMinor(amount) > 0n
            ? t('recall.done', { amount: `${symbol} ${money(amount)}` })
            : t('recall.nothing'),
      });
    } else {
      setNotice({
        kind: 'error',
        text: errorMessage(outcome.error, i18n.t.bind(i18n), t('failed')),
      });
    }
  };

  const pick = (vendor: string, direction: TransferDraft['direction']) => {
    setNotice(null);
    setDraft((d) => ({ direction, vendor, seq: d.seq + 1 }));
    document.getElementById('wallet-transfer')?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div className={styles.root} data-testid="transfer-fund">
      <section className={styles.summary} aria-labelledby="wallet-total">
        <div className={styles.summaryMain}>
          <span className={styles.summaryIcon}>
            <Icon name="wallet" size={24} />
          </span>
          <div>
            <h3 id="wallet-total" className={styles.summaryLabel}>
              {t('total')}
            </h3>
            <p className={styles.summaryAmount} data-testid="wallet-total">
              <span className={styles.symbol}>{symbol}</span> {money(fromMinor(total))}
            </p>
          </div>
        </div>
        <dl className={styles.split}>
          <div>
            <dt>{t('main')}</dt>
            <dd data-testid="wallet-main">
              {symbol} {money(main?.balance ?? '0.00')}
            </dd>
          </div>
          <div>
            <dt>{t('inGames')}</dt>
            <dd data-testid="wallet-in-games">
              {symbol} {money(fromMinor(inGames))}
            </dd>
          </div>
        </dl>
        <div className={styles.summaryActions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void invalidateWallet(queryClient)}
            disabled={wallets.isFetching}
            aria-label={t('refresh')}
            title={t('refresh')}
          >
            <Icon name="refresh" size={16} />
          </Button>
          <Button
            size="sm"
            onClick={() => void recallAll()}
            loading={recall.pending}
            disabled={inGames <= 0n}
            data-testid="recall-all"
          >
            {t('recall.action')}
          </Button>
        </div>
      </section>

      {notice ? (
        <p
          className={clsx(styles.notice, notice.kind === 'error' && styles.noticeError)}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="wallet-notice"
        >
          <Icon name={notice.kind === 'error' ? 'close' : 'wallet'} size={18} />
          <span>{notice.text}</span>
        </p>
      ) : null}

      <section className={styles.card} id="wallet-transfer" aria-labelledby="wallet-transfer-title">
        <h3 id="wallet-transfer-title" className={styles.cardTitle}>
          {t('transfer.title')}
        </h3>
        <TransferForm
          key={current.seq}
          wallets={list}
          labels={labels}
          currencySymbol={symbol}
          draft={current}
          onDraftChange={setDraft}
          onDone={(text) => setNotice({ kind: 'success', text })}
        />
      </section>

      <section aria-labelledby="wallet-games-title">
        <h3 id="wallet-games-title" className={styles.sectionTitle}>
          {t('games', { count: vendors.length })}
        </h3>
        {vendors.length === 0 ? (
          <p className={styles.muted}>{t('transfer.noVendors')}</p>
        ) : (
          <ul className={styles.grid}>
            {vendors.map((w) => {
              const label = labels.get(w.wallet);
              const empty = toMinor(w.balance) <= 0n;
              return (
                <li key={w.wallet} className={styles.walletCard} data-testid={`wallet-${w.wallet}`}>
                  <div className={styles.walletHead}>
                    {label?.icon ? (
                      <img
                        className={styles.vendorIcon}
                        src={label.icon}
                        alt=""
                        width={60}
                        height={24}
                        loading="lazy"
                      />
                    ) : null}
                    <span className={styles.walletName}>{label?.name ?? w.wallet}</span>
                  </div>
                  <p
                    className={clsx(styles.walletBalance, empty && styles.walletEmpty)}
                    data-testid={`wallet-${w.wallet}-balance`}
                  >
                    {symbol} {money(w.balance)}
                  </p>
                  <div className={styles.walletActions}>
                    <button
                      type="button"
                      className={styles.chip}
                      onClick={() => pick(w.wallet, 'in')}
                      disabled={!w.transferIn}
                    >
                      {t('transfer.inShort')}{' '}
                      <span className="visually-hidden">({label?.name ?? w.wallet})</span>
                    </button>
                    <button
                      type="button"
                      className={styles.chip}
                      onClick={() => pick(w.wallet, 'out')}
                      disabled={empty}
                    >
                      {t('transfer.outShort')}{' '}
                      <span className="visually-hidden">({label?.name ?? w.wallet})</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className={styles.muted} data-testid="wallet-seamless-note">
          {t('seamlessNote')}
        </p>
      </section>
    </div>
  );
}
