import { FairStream, hmacSha256, type HmacSha256 } from './rng';
import { rollDice, type DiceDirection, type DiceOutcome } from './dice';
import { placeMines } from './mines';
import { spinSlot, type SlotOutcome } from './slot';

/** The game-specific parameters a round's outcome depends on (besides the seeds and nonce). */
export type RoundParams =
  | { game: 'slot' }
  | { game: 'dice'; direction: DiceDirection; target: number }
  | { game: 'mines'; mines: number };

export type RoundDraw =
  | { game: 'slot'; outcome: SlotOutcome }
  | { game: 'dice'; outcome: DiceOutcome }
  | { game: 'mines'; mineCells: number[] };

/**
 * Recomputes the random part of a round from its seeds: the server uses it to play a round and the
 * verify page uses it again once the server seed is revealed, so both run the same code.
 */
export function drawRound(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params: RoundParams,
  hmacOf: HmacSha256 = hmacSha256,
): RoundDraw {
  const stream = new FairStream(serverSeed, clientSeed, nonce, hmacOf);
  switch (params.game) {
    case 'slot':
      return { game: 'slot', outcome: spinSlot(stream) };
    case 'dice':
      return { game: 'dice', outcome: rollDice(stream, params.direction, params.target) };
    case 'mines':
      return { game: 'mines', mineCells: placeMines(stream, params.mines) };
  }
}
