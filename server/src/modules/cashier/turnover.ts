import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { fromMinor } from '@sorte/contracts/common/money';
import { GAME_TYPES, type GameType } from '@sorte/contracts/system/constants';
import type { BonusForfeit } from '@sorte/contracts/wallet/cashier';
import type { Db } from '../../db/client';
import { turnoverContribution, turnoverRequirement } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AccountSpec, Executor } from '../ledger/index';
import { ledgerRepository } from '../ledger/index';
import { ledgerCurrency, post } from '../ledger/index';
import { moneyTransaction } from '../ledger/index';
import { MemberRepository } from '../member/index';
import type { AuditContext, OpsService } from '../ops/index';

/**
 * Turnover (wagering) requirements of deposit bonuses: how settled bets fill them, the operator's
 * contribution weights, and forfeiting an open bonus (docs/decisions.md "Turnover").
 *
 * A bet counts once, when it is settled (the provider API's first win call for it, 0.00 for a
 * loss), inside the transaction that settles it: a bet that is rolled back is never settled
 * (a settled bet cannot be rolled back), so it never counts and nothing has to be taken back.
 */

/** Percent of a settled bet that counts, per game type, until an operator changes it. */
export const DEFAULT_TURNOVER_CONTRIBUTIONS: Readonly<Record<GameType, number>> = {
  RNG: 100,
  INHOUSE: 100,
  FISH: 100,
  LIVE: 20,
  PVP: 20,
  SPORTS: 20,
  ESPORTS: 20,
  LOTT: 50,
};

/** The contribution percent of one game type (the default when no row exists). */
async function contributionOf(db: Executor, gameType: string): Promise<number> {
  const [row] = await db
    .select({ percent: turnoverContribution.percent })
    .from(turnoverContribution)
    .where(eq(turnoverContribution.gameType, gameType))
    .limit(1);
  return row?.percent ?? DEFAULT_TURNOVER_CONTRIBUTIONS[gameType as GameType] ?? 0;
}

/** Of these members, the ones with an open (ACTIVE) wagering requirement: those whose stakes `recordWager` counts. */
export async function withOpenRequirement(db: Executor, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ memberId: turnoverRequirement.memberId })
    .from(turnoverRequirement)
    .where(
      and(
        eq(turnoverRequirement.status, 'ACTIVE'),
        sql`${turnoverRequirement.memberId} = any(${`{${memberIds.join(',')}}`}::bigint[])`,
      ),
    );
  return new Set(rows.map((r) => Number(r.memberId)));
}

/**
 * Counts one settled bet towards the member's open turnover requirements, inside the caller's
 * transaction (the one that settles the bet). The weighted amount (bet × percent of its game
 * type, rounded down to the minor unit) fills the ACTIVE requirements oldest first; a requirement
 * that reaches its target becomes COMPLETED and what is left over goes on to the next one.
 * Demo money never counts. Answers the weighted amount counted.
 *
 * Lock order: requirement rows before ledger accounts (the forfeit takes them in that order too),
 * so call this before posting the settling ledger transaction.
 */
export async function recordWager(
  tx: Executor,
  wager: { memberId: number; gameType: string; betMinor: bigint; demo: boolean },
): Promise<bigint> {
  if (wager.demo || wager.betMinor <= 0n) return 0n;
  const open = await tx
    .select()
    .from(turnoverRequirement)
    .where(
      and(
        eq(turnoverRequirement.memberId, wager.memberId),
        eq(turnoverRequirement.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(turnoverRequirement.id))
    .for('update');
  if (open.length === 0) return 0n;
  const weighted = (wager.betMinor * BigInt(await contributionOf(tx, wager.gameType))) / 100n;
  let left = weighted;
  const now = new Date();
  for (const r of open) {
    if (left <= 0n) break;
    const need = r.requiredMinor - r.progressMinor;
    const take = need < left ? need : left;
    left -= take;
    const progress = r.progressMinor + take;
    await tx
      .update(turnoverRequirement)
      .set(
        progress >= r.requiredMinor
          ? { progressMinor: progress, status: 'COMPLETED', completedAt: now }
          : { progressMinor: progress },
      )
      .where(eq(turnoverRequirement.id, r.id));
  }
  return weighted;
}

/** Whether the member has an open (ACTIVE) turnover requirement. */
export async function hasOpenTurnover(db: Executor, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(turnoverRequirement)
    .where(
      and(eq(turnoverRequirement.memberId, memberId), eq(turnoverRequirement.status, 'ACTIVE')),
    );
  return Number(row?.n ?? 0) > 0;
}

/**
 * Refuses (400 TURNOVER_NOT_MET) while the member has an open turnover requirement. Every move of
 * a member's money to someone else (transfer to upline, any later peer transfer) calls it inside
 * its transaction: bonus money leaves the member only by being wagered or forfeited.
 */
export async function assertTurnoverMet(db: Executor, memberId: number): Promise<void> {
  if (await hasOpenTurnover(db, memberId)) throw new AppError('TURNOVER_NOT_MET');
}

/** Operator weights and the member's forfeit. */
export class TurnoverService {
  constructor(
    private readonly db: Db,
    private readonly ops: OpsService,
  ) {}

  async contributions(db: Executor = this.db) {
    const rows = await db.select().from(turnoverContribution);
    const contributions = { ...DEFAULT_TURNOVER_CONTRIBUTIONS } as Record<GameType, number>;
    let updatedAt = new Date(0);
    for (const r of rows) {
      if ((GAME_TYPES as readonly string[]).includes(r.gameType))
        contributions[r.gameType as GameType] = r.percent;
      if (r.updatedAt > updatedAt) updatedAt = r.updatedAt;
    }
    return { contributions, updatedAt: updatedAt.toISOString() };
  }

  /** PUT /ops/api/cashier/turnover-contributions: sets the listed types, audited. */
  setContributions(ctx: AuditContext, input: { contributions: Partial<Record<GameType, number>> }) {
    return this.ops.change(
      ctx,
      'cashier.turnover.contributions.update',
      'turnover_contribution',
      async (tx) => {
        const before = await this.contributions(tx);
        const now = new Date();
        for (const [gameType, percent] of Object.entries(input.contributions)) {
          if (percent === undefined) continue;
          await tx
            .insert(turnoverContribution)
            .values({ gameType, percent, updatedAt: now })
            .onConflictDoUpdate({
              target: turnoverContribution.gameType,
              set: { percent, updatedAt: now },
            });
        }
        const after = await this.contributions(tx);
        return { before: before.contributions, after: after.contributions, result: after };
      },
    );
  }

  /**
   * POST /wps/v2/transaction/bonus/forfeit (see the contract). One transaction: lock the member
   * and its open requirements, post BONUS_FORFEIT (the open bonuses, at most what the member
   * holds: main wallet first, then vendor wallets, to the house; key = the Idempotency-Key in
   * scope `member:<id>`), close the requirements as FORFEITED. A replay answers the first result.
   */
  async forfeit(
    memberId: number,
    key: string,
  ): Promise<{ result: BonusForfeit; replayed: boolean }> {
    return moneyTransaction(this.db, async (tx) => {
      await new MemberRepository(tx).lock(memberId);
      const open = await tx
        .select()
        .from(turnoverRequirement)
        .where(
          and(eq(turnoverRequirement.memberId, memberId), eq(turnoverRequirement.status, 'ACTIVE')),
        )
        .orderBy(asc(turnoverRequirement.id))
        .for('update');
      const bonus = open.reduce((sum, r) => sum + r.bonusMinor, 0n);
      const currency = await ledgerCurrency(tx);
      const main: AccountSpec = {
        kind: 'PLAYER_MAIN',
        memberId,
        vendorCode: '',
        currency,
        demo: false,
      };
      const house: AccountSpec = {
        kind: 'HOUSE',
        memberId: null,
        vendorCode: '',
        currency,
        demo: false,
      };
      const posted = await post(tx, {
        type: 'BONUS_FORFEIT',
        scope: `member:${memberId}`,
        key,
        request: {},
        memberId,
        metadata: { requirements: open.map((r) => r.id) },
        currency,
        demo: false,
        accounts: async (inner) => [
          main,
          house,
          ...(await ledgerRepository.memberAccounts(inner, memberId, currency, ['PLAYER_VENDOR']))
            .filter((a) => !a.demo)
            .map((a) => ({
              kind: 'PLAYER_VENDOR' as const,
              memberId,
              vendorCode: a.vendorCode,
              currency,
              demo: false,
            })),
        ],
        legs: (locked) => {
          // Main wallet first, then the vendor wallets in account order, up to the open bonuses.
          const wallets = [...locked.byId.values()]
            .filter((a) => a.memberId === memberId)
            .sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'PLAYER_MAIN' ? -1 : 1));
          let left = bonus;
          const legs = [];
          for (const a of wallets) {
            if (left <= 0n) break;
            const take = a.balance < left ? a.balance : left;
            if (take <= 0n) continue;
            legs.push({ accountId: a.id, amount: -take });
            left -= take;
          }
          const taken = bonus - left;
          return taken > 0n ? [...legs, { accountId: locked.of(house).id, amount: taken }] : [];
        },
      });
      const forfeited = posted.entries
        .filter((e) => e.kind === 'HOUSE')
        .reduce((sum, e) => sum + e.amount, 0n);
      const ids = Array.isArray(posted.metadata.requirements)
        ? (posted.metadata.requirements as number[])
        : [];
      const result: BonusForfeit = {
        transactionId: String(posted.id),
        forfeited: fromMinor(forfeited),
        closed: ids.length,
        currency,
        createdAt: posted.createdAt.toISOString(),
      };
      if (posted.replayed) return { result, replayed: true };
      // Nothing to give up: refused, and the claimed key is rolled back with everything else.
      if (open.length === 0) throw new AppError('NO_OPEN_BONUS');
      await tx
        .update(turnoverRequirement)
        .set({ status: 'FORFEITED', completedAt: new Date(), forfeitTransactionId: posted.id })
        .where(inArray(turnoverRequirement.id, ids));
      return { result, replayed: false };
    });
  }
}

/** The sum of the bonus of the member's open requirements (for views). */
export async function openBonusMinor(db: Executor, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ bonus: sql<string>`coalesce(sum(${turnoverRequirement.bonusMinor}), 0)::text` })
    .from(turnoverRequirement)
    .where(
      and(eq(turnoverRequirement.memberId, memberId), eq(turnoverRequirement.status, 'ACTIVE')),
    );
  return BigInt(row?.bonus ?? '0');
}
