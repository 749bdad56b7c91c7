import { toMinor } from '@sorte/contracts/common/money';
import type { Turnover } from '@sorte/contracts/wallet/cashier';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { dialog } from '../../../components/ui/dialog';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { errorMessage } from '../../../utils/error-message';
import { cashierApi } from '../api/cashier-api';
import styles from './cashier.module.css';

/**
 * The withdraw page's turnover requirement: required, bet so far and remaining, and while it is
 * open the way out: forfeiting the open bonus (after a confirmation) opens withdrawals at once.
 */
export function TurnoverPanel({
  turnover,
  money,
  onNotice,
  onError,
}: {
  turnover: Turnover;
  money(value: string): string;
  onNotice(message: string): void;
  onError(message: string): void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const { submit, pending } = useMoneySubmit();
  const required = toMinor(turnover.required);
  const progress = toMinor(turnover.progress);
  const percent = required > 0n ? Math.min(100, Number((progress * 100n) / required)) : 100;

  const forfeit = async () => {
    const choice = await dialog.show({
      title: t('withdraw.forfeitTitle'),
      icon: 'warning',
      message: t('withdraw.forfeitMessage', { bonus: money(turnover.bonus) }),
      buttons: [
        { label: t('withdraw.forfeitCancel'), value: 'cancel', variant: 'secondary' },
        { label: t('withdraw.forfeitConfirm'), value: 'forfeit', variant: 'danger' },
      ],
    });
    if (choice !== 'forfeit') return;
    const outcome = await submit({ forfeit: turnover.bonus }, (key) =>
      cashierApi.forfeitBonus(key),
    );
    if ('busy' in outcome) return;
    if (outcome.ok) onNotice(t('withdraw.forfeitDone', { amount: money(outcome.value.forfeited) }));
    else onError(errorMessage(outcome.error, i18n.t.bind(i18n), t('failed')));
  };

  return (
    <div className={styles.turnover} data-testid="withdraw-turnover">
      <div className={styles.turnoverHead}>
        <span>{t('withdraw.turnover')}</span>
        <span>
          {money(turnover.progress)} / {money(turnover.required)}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('withdraw.turnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('withdraw.turnoverRequired')}</dt>
          <dd data-testid="turnover-required">{money(turnover.required)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.turnoverDone')}</dt>
          <dd data-testid="turnover-done">{money(turnover.progress)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.turnoverRemaining')}</dt>
          <dd data-testid="turnover-remaining">{money(turnover.remaining)}</dd>
        </div>
      </dl>
      <p className={styles.hint}>
        {turnover.met
          ? t('withdraw.turnoverMet')
          : t('withdraw.turnoverLeft', { amount: money(turnover.remaining) })}
      </p>
      {turnover.met ? null : (
        <Button
          variant="secondary"
          className={styles.forfeit}
          data-testid="withdraw-forfeit"
          disabled={pending}
          onClick={() => void forfeit()}
        >
          {t('withdraw.forfeit')}
        </Button>
      )}
    </div>
  );
}
