import { formatMoney, formatSignedMoney, signOf } from '@sorte/contracts/common/money';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { QueryBody } from '../../../components/lists/query-body';
import { Icon } from '../../../components/ui/icon';
import { formatDateTime } from '../../../utils/format';
import { betRecordDetailQueryOptions } from '../api/bet-records-api';
import styles from './records.module.css';
import betting from './betting.module.css';

export interface BetRecordDetailProps {
  id: string;
  onBack(): void;
  vendorName(code: string): string;
  categoryName(code: string | null): string;
  /** The brand's currency symbol (rounds are in the brand currency). */
  symbol: string;
}

/** One round: amounts, status, its postings and, for in-house games, the provably-fair data. */
export function BetRecordDetailView({
  id,
  onBack,
  vendorName,
  categoryName,
  symbol,
}: BetRecordDetailProps) {
  const { t, i18n } = useTranslation('betting');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useQuery(betRecordDetailQueryOptions(id));
  const back = (
    <button type="button" className={betting.back} onClick={onBack} data-testid="bet-detail-back">
      <Icon name="chevron-right" size={16} className={betting.backIcon} />
      {t('detail.back')}
    </button>
  );

  // Loading or failed: the shared spinner, or the error with its retry, under the back link.
  if (!query.isSuccess)
    return (
      <div className={styles.root}>
        {back}
        <QueryBody query={query} ns="betting">
          {() => null}
        </QueryBody>
      </div>
    );

  const round = query.data;
  const money = (value: string) => formatMoney(value, language, symbol);
  const sign = signOf(round.profit);
  return (
    <div className={styles.root} data-testid="bet-detail">
      {back}
      <section className={betting.card} aria-labelledby={`round-${round.id}`}>
        <header className={betting.cardHead}>
          <div>
            <h3 id={`round-${round.id}`} className={betting.title}>
              {round.gameName}
            </h3>
            <p className={styles.muted}>
              {vendorName(round.vendor)}
              {round.gameType ? ` · ${categoryName(round.gameType)}` : ''}
            </p>
          </div>
          <span className={clsx(styles.badge, betting[`status${round.status}`])}>
            {t(`statuses.${round.status}`)}
          </span>
        </header>
        <dl className={betting.amounts}>
          <div>
            <dt>{t('columns.bet')}</dt>
            <dd>{money(round.bet)}</dd>
          </div>
          <div>
            <dt>{t('columns.win')}</dt>
            <dd>{money(round.win)}</dd>
          </div>
          <div>
            <dt>{t('columns.profit')}</dt>
            <dd className={clsx(sign > 0 && betting.up, sign < 0 && betting.down)} data-testid="bet-detail-profit">
              {formatSignedMoney(round.profit, language, symbol)}
            </dd>
          </div>
        </dl>
        <dl className={betting.facts}>
          <div>
            <dt>{t('detail.roundId')}</dt>
            <dd className={betting.mono} data-testid="bet-detail-round">
              {round.roundId}
            </dd>
          </div>
          <div>
            <dt>{t('detail.gameCode')}</dt>
            <dd className={betting.mono}>{round.gameCode}</dd>
          </div>
          <div>
            <dt>{t('detail.placedAt')}</dt>
            <dd>{formatDateTime(round.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('detail.settledAt')}</dt>
            <dd>{round.settledAt ? formatDateTime(round.settledAt) : t('detail.notSettled')}</dd>
          </div>
          {round.balanceBefore !== null ? (
            <div>
              <dt>{t('detail.balanceBefore')}</dt>
              <dd>{money(round.balanceBefore)}</dd>
            </div>
          ) : null}
          {round.balanceAfter !== null ? (
            <div>
              <dt>{t('detail.balanceAfter')}</dt>
              <dd data-testid="bet-detail-balance-after">{money(round.balanceAfter)}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {round.postings.length > 0 ? (
        <section className={betting.card} aria-labelledby={`postings-${round.id}`}>
          <h4 id={`postings-${round.id}`} className={betting.subtitle}>
            {t('detail.postings')}
          </h4>
          <ul className={betting.postings}>
            {round.postings.map((p) => (
              <li key={`${p.kind}-${p.transactionId}`} data-testid={`posting-${p.kind}`}>
                <span className={betting.postingKind}>{t(`detail.kinds.${p.kind}`)}</span>
                <span className={clsx(betting.mono, betting.postingId)}>{p.transactionId}</span>
                <span className={styles.time}>{formatDateTime(p.createdAt)}</span>
                <span
                  className={clsx(
                    styles.num,
                    signOf(p.amount) > 0 && betting.up,
                    signOf(p.amount) < 0 && betting.down,
                  )}
                >
                  {formatSignedMoney(p.amount, language, symbol)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {round.fairness ? (
        <section
          className={clsx(betting.card, betting.fair)}
          aria-labelledby={`fair-${round.id}`}
          data-testid="bet-fairness"
        >
          <h4 id={`fair-${round.id}`} className={betting.subtitle}>
            <Icon name="lock" size={18} />
            {t('detail.fairness')}
          </h4>
          <p className={styles.muted}>{t('detail.fairnessIntro')}</p>
          <dl className={betting.seeds}>
            <div>
              <dt>{t('detail.serverSeedHash')}</dt>
              <dd className={betting.mono}>{round.fairness.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('detail.clientSeed')}</dt>
              <dd className={betting.mono}>{round.fairness.clientSeed}</dd>
            </div>
            <div>
              <dt>{t('detail.nonce')}</dt>
              <dd className={betting.mono}>{round.fairness.nonce}</dd>
            </div>
            <div>
              <dt>{t('detail.serverSeed')}</dt>
              <dd className={round.fairness.serverSeed ? betting.mono : styles.muted}>
                {round.fairness.serverSeed ?? t('detail.notRevealed')}
              </dd>
            </div>
          </dl>
          <a
            className={betting.verify}
            href={round.fairness.verifyUrl}
            target="_blank"
            rel="noopener"
            data-testid="bet-verify"
          >
            {t('detail.verify')}
            <Icon name="external" size={16} />
          </a>
        </section>
      ) : round.vendor === 'INHOUSE' ? (
        <p className={styles.muted} data-testid="bet-fairness-missing">
          {t('detail.fairnessMissing')}
        </p>
      ) : null}
    </div>
  );
}
