/**
 * Chase (follow-up betting): the same bets of one game over the next issues, each issue's
 * multiplier set by a plan. Shared by the server (what is debited) and the web (the plan table
 * shown before confirming), so both compute the same factors and totals. zod-free.
 */
import type { GameKind } from './games';

/**
 * The multiplier plan: every bet's own multiplier is multiplied, on the issue at index i (0 =
 * the first issue), by a factor:
 * - fixed: `start` on every issue;
 * - double: `start` doubled every `every` issues (start × 2^⌊i / every⌋);
 * - add: `start` plus `step` per issue (start + step × i).
 */
export type ChasePlan =
  | { kind: 'fixed'; start: number }
  | { kind: 'double'; start: number; every: number }
  | { kind: 'add'; start: number; step: number };

export const CHASE_PLAN_KINDS = ['fixed', 'double', 'add'] as const;
export type ChasePlanKind = (typeof CHASE_PLAN_KINDS)[number];

/** Fewest issues of a chase (one issue is a plain slip). */
export const MIN_CHASE_ISSUES = 2;
/** The highest operator limit on a game's chase length. */
export const MAX_CHASE_LIMIT = 200;
/** Highest multiplier a line may reach (its own multiplier × the plan's factor), as for any bet. */
export const MAX_LINE_MULTIPLIER = 10_000;

/** The default limit on a chase's length: fast draws 50 issues, official (daily or weekly) draws 7. */
export function defaultMaxChaseIssues(kind: GameKind): number {
  return kind === 'VN' ? 7 : 50;
}

/** The factor of each of `count` issues under a plan (may exceed MAX_LINE_MULTIPLIER; callers check). */
export function chaseFactors(plan: ChasePlan, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (plan.kind === 'fixed') out.push(plan.start);
    else if (plan.kind === 'double')
      out.push(plan.start * 2 ** Math.floor(i / Math.max(1, plan.every)));
    else out.push(plan.start + plan.step * i);
  }
  return out;
}

export interface ChasePlanRow {
  /** 0-based position in the chase. */
  index: number;
  factor: number;
  /** What the issue costs: the base cost (all bets at their own multipliers) × factor, minor units. */
  stakeMinor: bigint;
  /** Sum of the stakes up to and including this issue. */
  runningMinor: bigint;
}

/** The plan table: per issue its factor, stake and running total, from the cost of one issue at factor 1. */
export function chasePlanRows(plan: ChasePlan, count: number, baseMinor: bigint): ChasePlanRow[] {
  let running = 0n;
  return chaseFactors(plan, count).map((factor, index) => {
    const stakeMinor = baseMinor * BigInt(factor);
    running += stakeMinor;
    return { index, factor, stakeMinor, runningMinor: running };
  });
}

/** Whether every factor keeps each line within MAX_LINE_MULTIPLIER, given the highest bet multiplier. */
export function chasePlanFits(plan: ChasePlan, count: number, highestMultiplier: number): boolean {
  return chaseFactors(plan, count).every(
    (f) => Number.isInteger(f) && f >= 1 && f * highestMultiplier <= MAX_LINE_MULTIPLIER,
  );
}
