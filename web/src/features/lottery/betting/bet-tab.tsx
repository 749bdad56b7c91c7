import { useTranslation } from 'react-i18next';
import type { LotteryTabProps } from '../components/lottery-shell';
import { useSlip } from '../components/slip-context';
import { BetSlip } from './bet-slip';
import { GameBoard } from './game-board';
import { LotteryLobby } from './lobby';
import { useMoney } from './parts';
import { slipTotal } from '../utils/slip';
import styles from './betting.module.css';

/**
 * The bet tab: the lobby, or the chosen game's board; the slip beside it (desktop) or under it
 * (phone). In the lobby the slip shows only once it holds bets.
 */
export function BetTab({ variant, prizeMode, gameCode, playType }: LotteryTabProps) {
  const { t } = useTranslation('lottery');
  const slip = useSlip();
  const money = useMoney();
  const withSlip = Boolean(gameCode) || slip.lines.length > 0;
  return (
    <div className={withSlip ? styles.columns : undefined}>
      <div className={styles.main}>
        {gameCode ? (
          <GameBoard key={gameCode} gameCode={gameCode} playType={playType} />
        ) : (
          <LotteryLobby variant={variant} prizeMode={prizeMode} />
        )}
        {slip.lines.length > 0 ? (
          <a href="#lottery-slip" className={styles.slipBar} data-testid="slip-bar">
            <span>
              {t('slip.title')} <span className={styles.slipCount}>{slip.lines.length}</span>
            </span>
            <strong>{money(slipTotal(slip.lines))}</strong>
          </a>
        ) : null}
      </div>
      {withSlip ? (
        <aside className={styles.aside} id="lottery-slip">
          <BetSlip prizeMode={prizeMode} />
        </aside>
      ) : null}
    </div>
  );
}
