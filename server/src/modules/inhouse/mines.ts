import { MINES_CELLS } from '@sorte/contracts/games/inhouse-rules';
import { minesWinMinor } from '@sorte/contracts/games/fair/mines';
import { AppError } from '../../lib/app-error';
import type { MinesState } from './inhouse.views';

/**
 * Mines moves on an open board. A revealed mine ends the round with no win; the last safe cell
 * cashes out by itself (win set); otherwise the round stays open (win null).
 */
export function revealCell(
  state: MinesState,
  mines: number,
  betMinor: bigint,
  cell: number,
): { next: MinesState; winMinor: bigint | null } {
  if (state.revealed.includes(cell)) throw new AppError('INHOUSE_CELL_REVEALED');
  const revealed = [...state.revealed, cell];
  const hit = state.mineCells.includes(cell);
  const safe = revealed.length - (hit ? 1 : 0);
  const winMinor = hit
    ? 0n
    : safe === MINES_CELLS - mines
      ? minesWinMinor(betMinor, mines, safe)
      : null;
  return { next: { ...state, revealed, hitMine: hit ? cell : null }, winMinor };
}

/** The win of cashing out now; refused before the first safe reveal. */
export function cashoutWin(state: MinesState, mines: number, betMinor: bigint): bigint {
  if (state.revealed.length === 0) throw new AppError('INHOUSE_CASHOUT_NOT_ALLOWED');
  return minesWinMinor(betMinor, mines, state.revealed.length);
}
