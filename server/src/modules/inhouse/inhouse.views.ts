import { fromMinor } from '@sorte/contracts/common/money';
import type { RoundParams } from '@sorte/contracts/games/fair/replay';
import { outcomeView } from '@sorte/contracts/games/fair/verify';
import type { Round } from '@sorte/contracts/games/inhouse';
import type { InhouseGame } from '@sorte/contracts/games/inhouse-rules';
import type { inhouseRound } from '../../db/schema/index';

export { outcomeView, storedOutcome, type MinesState } from '@sorte/contracts/games/fair/verify';

type RoundRow = typeof inhouseRound.$inferSelect;

export function roundView(row: RoundRow, serverSeedHash: string, seedRevealed: boolean): Round {
  const game = row.game as InhouseGame;
  const params = { game, ...row.params } as RoundParams;
  const closed = row.status === 'settled';
  return {
    roundId: row.roundId,
    game,
    status: closed ? 'settled' : 'open',
    bet: fromMinor(row.betMinor),
    win: closed && row.winMinor !== null ? fromMinor(row.winMinor) : null,
    currency: row.currency,
    balanceBefore: fromMinor(row.balanceBeforeMinor ?? 0n),
    balanceAfter:
      closed && row.balanceAfterMinor !== null ? fromMinor(row.balanceAfterMinor) : null,
    serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    seedRevealed,
    outcome: outcomeView(game, params, row.outcome, closed),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
