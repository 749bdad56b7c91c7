import type { RoundFairness } from '@sorte/contracts/games/records';

/** What the betting record knows of a round when it asks for its fairness data. */
export interface FairnessRound {
  memberId: number;
  vendor: string;
  gameCode: string;
  /** The vendor's round id (for INHOUSE, the in-house games' own round id). */
  roundId: string;
}

/**
 * Looks up the provably-fair data of an in-house round (seed commitment, client seed, nonce,
 * the server seed once revealed, the verify link). The in-house games module owns those tables
 * and registers its lookup with `app.betRecords.useFairnessLookup(...)`; until one is registered
 * (or when it answers null) the round detail has `fairness: null`.
 */
export type FairnessLookup = (round: FairnessRound) => Promise<RoundFairness | null>;

export const noFairness: FairnessLookup = async () => null;
