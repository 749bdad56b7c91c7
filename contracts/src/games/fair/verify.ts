import type { Outcome, Round, VerifyAnswer, VerifyInput } from '../inhouse';
import {
  diceMultiplier,
  minesMultiplier,
  MINES_CELLS,
  type InhouseGame,
} from '../inhouse-rules';
import { diceTargetValid, type DiceOutcome } from './dice';
import { drawRound, type RoundDraw, type RoundParams } from './replay';
import { hmacSha256, serverSeedCommitment, type HmacSha256 } from './rng';
import type { SlotOutcome } from './slot';

/**
 * The public view of outcomes and the verification of rounds, shared by the server (which plays
 * and stores rounds) and the verify page (which recomputes them in the browser, trusting nothing
 * but the revealed seed and this code).
 */

/** What a mines round stores: the layout (secret until the end) and the player's reveals. */
export interface MinesState {
  mineCells: number[];
  revealed: number[];
  hitMine: number | null;
}

const x4 = (value: number) => value.toFixed(4);

/** The public outcome of a round; a mines layout only once the round is over. */
export function outcomeView(
  game: InhouseGame,
  params: RoundParams,
  stored: unknown,
  closed: boolean,
): Outcome {
  if (game === 'slot') {
    const o = stored as SlotOutcome;
    return {
      game: 'slot',
      stops: o.stops,
      grid: o.grid,
      lineWins: o.lineWins,
      scatterCount: o.scatterCount,
      scatterPay: o.scatterPay,
    };
  }
  if (game === 'dice') {
    const o = stored as DiceOutcome;
    return { ...o, game: 'dice', multiplier: x4(diceMultiplier(o.direction, o.target)) };
  }
  const o = stored as MinesState;
  const mines = params.game === 'mines' ? params.mines : 0;
  const safe = o.revealed.filter((cell) => !o.mineCells.includes(cell)).length;
  const canGoOn = !closed && safe < MINES_CELLS - mines;
  return {
    game: 'mines',
    mines,
    revealed: o.revealed,
    mineCells: closed ? o.mineCells : null,
    hitMine: o.hitMine,
    multiplier: x4(safe === 0 ? 0 : minesMultiplier(mines, safe)),
    nextMultiplier: canGoOn ? x4(minesMultiplier(mines, safe + 1)) : null,
  };
}

/** The stored outcome of a fresh draw. */
export function storedOutcome(draw: RoundDraw): Record<string, unknown> {
  if (draw.game === 'mines')
    return { mineCells: draw.mineCells, revealed: [], hitMine: null } satisfies MinesState;
  return { ...draw.outcome };
}

/** JSON with sorted keys (stored JSON does not keep key order), for comparing outcomes. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The round parameters of a verify form; null when a dice target is outside the limits. */
export function verifyParams(input: VerifyInput): RoundParams | null {
  if (input.game === 'dice') {
    const direction = input.direction ?? 'under';
    const target = input.target ?? 5000;
    return diceTargetValid(direction, target) ? { game: 'dice', direction, target } : null;
  }
  if (input.game === 'mines') return { game: 'mines', mines: input.mines ?? 3 };
  return { game: 'slot' };
}

/** Recomputes an outcome from any seeds (the verify form); null for an invalid dice target. */
export function verifyOutcome(
  input: VerifyInput,
  hmacOf: HmacSha256 = hmacSha256,
): VerifyAnswer | null {
  const params = verifyParams(input);
  if (!params) return null;
  const draw = drawRound(input.serverSeed, input.clientSeed, input.nonce, params, hmacOf);
  return {
    serverSeedHash: serverSeedCommitment(input.serverSeed),
    outcome: outcomeView(input.game, params, storedOutcome(draw), true),
  };
}

export interface RoundCheck {
  /** sha256(serverSeed) equals the commitment shown before the round. */
  hashMatches: boolean;
  /** The outcome recomputed from the seeds (and, for mines, the player's recorded reveals). */
  recomputed: Outcome;
  /** The recomputed outcome equals the recorded one. */
  outcomeMatches: boolean;
}

/** Checks a recorded round against its revealed server seed. */
export function checkRound(
  round: Pick<Round, 'game' | 'status' | 'serverSeedHash' | 'clientSeed' | 'nonce' | 'outcome'>,
  serverSeed: string,
  hmacOf: HmacSha256 = hmacSha256,
): RoundCheck {
  const o = round.outcome;
  const params: RoundParams =
    o.game === 'dice'
      ? { game: 'dice', direction: o.direction, target: o.target }
      : o.game === 'mines'
        ? { game: 'mines', mines: o.mines }
        : { game: 'slot' };
  const draw = drawRound(serverSeed, round.clientSeed, round.nonce, params, hmacOf);
  let stored = storedOutcome(draw);
  if (draw.game === 'mines' && o.game === 'mines') {
    // The player's choices come from the record; the layout and the hit from the seeds.
    const hitMine = o.revealed.find((cell) => draw.mineCells.includes(cell)) ?? null;
    stored = { mineCells: draw.mineCells, revealed: o.revealed, hitMine } satisfies MinesState;
  }
  const recomputed = outcomeView(round.game, params, stored, round.status === 'settled');
  return {
    hashMatches: serverSeedCommitment(serverSeed) === round.serverSeedHash,
    recomputed,
    outcomeMatches: canonicalJson(recomputed) === canonicalJson(o),
  };
}
