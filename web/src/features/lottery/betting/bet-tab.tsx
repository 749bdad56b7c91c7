import type { LotteryTabProps } from '../components/lottery-shell';
import { useSlip } from '../components/slip-context';
import { BetSlip } from './bet-slip';
import { GameBoard } from './game-board';
import { LotteryLobby } from './lobby';
import styles from './betting.module.css';

/**
 * The bet tab: the lobby, or the chosen game's board; the slip beside it (desktop) or under it
 * (phone). In the lobby the slip shows only once it holds bets.
 */
export function BetTab({ variant, prizeMode, gameCode, playType }: LotteryTabProps) {
  const slip = useSlip();
  const withSlip = Boolean(gameCode) || slip.lines.length > 0;
  return (
    <div className={withSlip ? styles.columns : undefined}>
      <div className={styles.main}>
        {gameCode ? (
          <GameBoard key={gameCode} gameCode={gameCode} playType={playType} />
        ) : (
          <LotteryLobby variant={variant} prizeMode={prizeMode} />
        )}
      </div>
      {withSlip ? (
        <aside className={styles.aside}>
          <BetSlip prizeMode={prizeMode} />
        </aside>
      ) : null}
    </div>
  );
}
