import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { isTrialAccount } from '@sorte/contracts/auth/routes';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import type {
  AuthenticateAnswer,
  AuthenticateBody,
  BalanceAnswer,
  BalanceBody,
  BetBody,
  MoneyMoveAnswer,
  RollbackAnswer,
  RollbackBody,
  WinBody,
} from '@sorte/contracts/games/provider';
import type { Db, Tx } from '../../db/client';
import { gameLaunchToken, gameRound, providerTransaction } from '../../db/schema/index';
import { gameTypeOf, playableGame } from '../games/index';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { AccountSpec } from '../ledger/index';
import { ledgerCurrency, ledgerRepository, post, requestHash } from '../ledger/index';
import { moneyTransaction } from '../ledger/index';
import { recordWager } from '../cashier/index';
import { accrueRebates } from '../agent/index';
import { MemberRepository } from '../member/index';
import type { ProviderVendors } from './vendors';

/** The contract's status for a refused debit (the catalogue's is 400). */
const INSUFFICIENT_STATUS = 409;

type Executor = Db | Tx;
type TxRow = typeof providerTransaction.$inferSelect;

interface Player {
  id: number;
  username: string;
  trial: boolean;
}

/** The wallet a round plays from: '' for MAIN (seamless), else a vendor wallet (transfer). */
const walletSpec = (player: Player, wallet: string, currency: string): AccountSpec => ({
  kind: wallet === '' ? 'PLAYER_MAIN' : 'PLAYER_VENDOR',
  memberId: player.id,
  vendorCode: wallet,
  currency,
  demo: player.trial,
});
const houseSpec = (demo: boolean, currency: string): AccountSpec => ({
  kind: demo ? 'DEMO_HOUSE' : 'HOUSE',
  memberId: null,
  vendorCode: '',
  currency,
  demo,
});

/**
 * The seamless-wallet provider API (docs/games.md): authenticate,
 * balance, bet, win, rollback for a calling integration (`caller` = verified X-Vendor-Code).
 *
 * Each money call is one database transaction (`moneyTransaction`: run again whole when PostgreSQL
 * aborts it as a deadlock victim or serialization failure): (1) claim (caller, transactionId) in
 * provider_transaction (a replay with the same body answers the stored first answer; another body
 * is 409 IDEMPOTENCY_CONFLICT; a concurrent duplicate waits on the unique index); (2) check;
 * (3) post the ledger transaction (key `provider:<caller>:<transactionId>`); (4) update the game
 * round; (5) store the answer. A refusal rolls back everything, the claim included. The first win
 * of a bet settles it and counts it towards the member's turnover requirements (`recordWager`).
 */
export class ProviderService {
  constructor(
    private readonly db: Db,
    private readonly vendors: ProviderVendors,
  ) {}

  private async player(db: Executor, playerId: string | number): Promise<Player | undefined> {
    const id = Number(playerId);
    if (!Number.isSafeInteger(id)) return undefined;
    const row = await new MemberRepository(db).brief(id);
    return row ? { id: row.id, username: row.username, trial: isTrialAccount(row.accountType) } : undefined;
  }

  private async balanceOf(db: Executor, player: Player, wallet: string, currency: string): Promise<bigint> {
    const spec = walletSpec(player, wallet, currency);
    return ledgerRepository.balance(db, { kind: spec.kind, memberId: player.id, vendorCode: wallet, currency });
  }

  /** A live launch token for this caller. */
  private async liveToken(db: Executor, caller: string, token: string) {
    const [row] = await db
      .select()
      .from(gameLaunchToken)
      .where(and(eq(gameLaunchToken.tokenHash, hashToken(token)), gt(gameLaunchToken.expiresAt, new Date())))
      .limit(1);
    if (!row || row.adapter !== caller) throw new AppError('PROVIDER_TOKEN_INVALID');
    return row;
  }

  /** The wallet of the player's latest session with this caller ('' = MAIN when none). */
  private async sessionWallet(db: Executor, caller: string, memberId: number): Promise<string> {
    const [row] = await db
      .select({ walletMode: gameLaunchToken.walletMode, vendor: gameLaunchToken.vendor })
      .from(gameLaunchToken)
      .where(and(eq(gameLaunchToken.memberId, memberId), eq(gameLaunchToken.adapter, caller)))
      .orderBy(desc(gameLaunchToken.createdAt))
      .limit(1);
    return row?.walletMode === 'transfer' ? row.vendor : '';
  }

  async authenticate(caller: string, body: AuthenticateBody): Promise<AuthenticateAnswer> {
    const token = await this.liveToken(this.db, caller, body.token);
    const player = await this.player(this.db, token.memberId);
    if (!player) throw new AppError('PROVIDER_TOKEN_INVALID');
    const currency = await ledgerCurrency(this.db);
    const wallet = token.walletMode === 'transfer' ? token.vendor : '';
    return {
      playerId: String(player.id),
      username: player.username,
      currency,
      balance: fromMinor(await this.balanceOf(this.db, player, wallet, currency)),
      trial: player.trial,
      gameCode: token.gameCode,
      language: token.language,
    };
  }

  async balance(caller: string, body: BalanceBody): Promise<BalanceAnswer> {
    const player = await this.player(this.db, body.playerId);
    if (!player) throw new AppError('NOT_FOUND');
    const currency = await ledgerCurrency(this.db);
    const wallet = await this.sessionWallet(this.db, caller, player.id);
    return { balance: fromMinor(await this.balanceOf(this.db, player, wallet, currency)), currency };
  }

  /**
   * Claims (caller, transactionId) inside `tx`. Answers the stored answer of an identical replay
   * (`replay`), or the new row to fill in.
   */
  private async claim(
    tx: Tx,
    caller: string,
    row: { transactionId: string; kind: 'BET' | 'WIN' | 'ROLLBACK'; memberId: number; hash: string; amount?: bigint; betTransactionId?: string },
  ): Promise<{ replay: Record<string, unknown> } | { claimed: TxRow }> {
    const [claimed] = await tx
      .insert(providerTransaction)
      .values({
        vendor: caller,
        transactionId: row.transactionId,
        kind: row.kind,
        memberId: row.memberId,
        amount: row.amount ?? 0n,
        betTransactionId: row.betTransactionId ?? null,
        state: row.kind === 'BET' ? 'active' : 'done',
        requestHash: row.hash,
      })
      .onConflictDoNothing()
      .returning();
    if (claimed) return { claimed };
    const [existing] = await tx
      .select()
      .from(providerTransaction)
      .where(and(eq(providerTransaction.vendor, caller), eq(providerTransaction.transactionId, row.transactionId)))
      .limit(1);
    if (!existing) throw new AppError('CONFLICT');
    if (existing.kind === 'TOMBSTONE') {
      throw new AppError(row.kind === 'BET' ? 'PROVIDER_TX_ROLLED_BACK' : 'IDEMPOTENCY_CONFLICT');
    }
    if (existing.requestHash !== row.hash || !existing.response) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { replay: existing.response };
  }

  private async finish(tx: Tx, id: number, response: object, values: Partial<typeof providerTransaction.$inferInsert> = {}) {
    await tx
      .update(providerTransaction)
      .set({ ...values, response: response as Record<string, unknown> })
      .where(eq(providerTransaction.id, id));
  }

  /** The game by caller-visible code, with whether it is listed (game, vendor, category enabled). */
  private async gameOf(tx: Tx, vendorCode: string, gameCode: string) {
    const row = await playableGame(tx, { vendor: vendorCode, gameCode });
    return row && { ...row, enabled: row.gameEnabled && row.vendorEnabled && row.categoryEnabled };
  }

  async bet(caller: string, body: BetBody): Promise<MoneyMoveAnswer> {
    const amount = toMinor(body.amount);
    const hash = requestHash({ call: 'bet', body });
    const player = await this.player(this.db, body.playerId);
    if (!player) throw new AppError('PROVIDER_TOKEN_INVALID');
    const currency = await ledgerCurrency(this.db);
    return moneyTransaction(this.db, async (tx) => {
      const claim = await this.claim(tx, caller, {
        transactionId: body.transactionId,
        kind: 'BET',
        memberId: player.id,
        hash,
        amount,
      });
      if ('replay' in claim) return claim.replay as MoneyMoveAnswer;

      const token = await this.liveToken(tx, caller, body.token);
      if (token.memberId !== player.id || token.gameCode !== body.gameCode) throw new AppError('PROVIDER_TOKEN_INVALID');
      const played = await this.gameOf(tx, token.vendor, body.gameCode);
      if (!played) throw new AppError('PROVIDER_TOKEN_INVALID');
      const gameVendor = await this.vendors.settings(token.vendor, tx);
      if (!played.enabled || !gameVendor.enabled) throw new AppError('GAME_DISABLED');
      if (player.trial && !played.demoAllowed) throw new AppError('GAME_NO_DEMO');
      if (amount < played.minBet) throw new AppError('BET_BELOW_MIN');

      const wallet = token.walletMode === 'transfer' ? token.vendor : '';
      const from = walletSpec(player, wallet, currency);
      const house = houseSpec(player.trial, currency);
      let posted;
      try {
        posted = await post(tx, {
          type: 'GAME_BET',
          scope: 'provider',
          key: `provider:${caller}:${body.transactionId}`,
          request: { ...body, token: undefined },
          memberId: player.id,
          reference: `${caller}:${body.roundId}`,
          metadata: { vendor: caller, gameVendor: token.vendor, gameCode: body.gameCode, roundId: body.roundId },
          currency,
          demo: player.trial,
          accounts: [from, house],
          legs: (locked) => [
            { accountId: locked.of(from).id, amount: -amount },
            { accountId: locked.of(house).id, amount },
          ],
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') throw error.withStatus(INSUFFICIENT_STATUS);
        throw error;
      }
      const after = posted.entries.find((e) => e.memberId === player.id)?.balanceAfter ?? 0n;
      const now = new Date();
      const [round] = await tx
        .insert(gameRound)
        .values({
          vendor: caller,
          gameVendor: token.vendor,
          gameId: played.id,
          gameCode: body.gameCode,
          roundId: body.roundId,
          memberId: player.id,
          currency,
          demo: player.trial,
          wallet,
          bet: amount,
          balanceBefore: after + amount,
          balanceAfter: after,
        })
        .onConflictDoUpdate({
          target: [gameRound.vendor, gameRound.roundId, gameRound.memberId],
          set: {
            bet: sql`${gameRound.bet} + ${amount}`,
            balanceAfter: after,
            status: sql`case when ${gameRound.status} = 'rolled_back' then 'open' else ${gameRound.status} end`,
            updatedAt: now,
          },
        })
        .returning({ id: gameRound.id });
      const answer: MoneyMoveAnswer = {
        balance: fromMinor(after),
        transactionId: body.transactionId,
        platformTransactionId: String(posted.id),
      };
      await this.finish(tx, claim.claimed.id, answer, { roundRowId: round!.id, ledgerTransactionId: posted.id });
      return answer;
    });
  }

  /** The bet a win or rollback names, locked; undefined when unknown. */
  private async lockedBet(tx: Tx, caller: string, betTransactionId: string): Promise<TxRow | undefined> {
    const [row] = await tx
      .select()
      .from(providerTransaction)
      .where(and(eq(providerTransaction.vendor, caller), eq(providerTransaction.transactionId, betTransactionId)))
      .for('update')
      .limit(1);
    return row;
  }

  private async roundOf(tx: Tx, id: number) {
    const [row] = await tx.select().from(gameRound).where(eq(gameRound.id, id)).for('update').limit(1);
    if (!row) throw new Error(`game round ${id} missing`);
    return row;
  }

  async win(caller: string, body: WinBody): Promise<MoneyMoveAnswer> {
    const amount = toMinor(body.amount);
    const hash = requestHash({ call: 'win', body });
    const player = await this.player(this.db, body.playerId);
    if (!player) throw new AppError('PROVIDER_BET_NOT_FOUND');
    const currency = await ledgerCurrency(this.db);
    return moneyTransaction(this.db, async (tx) => {
      const claim = await this.claim(tx, caller, {
        transactionId: body.transactionId,
        kind: 'WIN',
        memberId: player.id,
        hash,
        amount,
        betTransactionId: body.betTransactionId,
      });
      if ('replay' in claim) return claim.replay as MoneyMoveAnswer;

      const bet = await this.lockedBet(tx, caller, body.betTransactionId);
      if (!bet || bet.kind !== 'BET' || bet.state === 'rolled_back' || bet.memberId !== player.id || !bet.roundRowId) {
        throw new AppError('PROVIDER_BET_NOT_FOUND');
      }
      const round = await this.roundOf(tx, bet.roundRowId);
      if (round.roundId !== body.roundId || round.gameCode !== body.gameCode) throw new AppError('PROVIDER_BET_NOT_FOUND');
      if (bet.state === 'active') {
        // The bet is settled now (its first win call, 0.00 for a loss): it counts towards open
        // turnover requirements, weighted by its game type. A rolled-back bet never gets here.
        const gameType = (await gameTypeOf(tx, round.gameId)) ?? '';
        await recordWager(tx, { memberId: player.id, gameType, betMinor: bet.amount, demo: player.trial });
        // The uplines' rebates on it accrue in the same transaction (once per bet and earner).
        await accrueRebates(tx, {
          betRef: String(bet.id),
          bettorId: player.id,
          gameType,
          betMinor: bet.amount,
          demo: player.trial,
          at: new Date(),
        });
      }
      const to = walletSpec(player, round.wallet, currency);
      const house = houseSpec(player.trial, currency);
      const posted = await post(tx, {
        type: 'GAME_WIN',
        scope: 'provider',
        key: `provider:${caller}:${body.transactionId}`,
        request: body,
        memberId: player.id,
        reference: `${caller}:${body.roundId}`,
        metadata: { vendor: caller, gameVendor: round.gameVendor, gameCode: body.gameCode, roundId: body.roundId },
        currency,
        demo: player.trial,
        accounts: [to, house],
        legs: (locked) => [
          { accountId: locked.of(house).id, amount: -amount },
          { accountId: locked.of(to).id, amount },
        ],
      });
      const after =
        posted.entries.find((e) => e.memberId === player.id)?.balanceAfter ??
        (await this.balanceOf(tx, player, round.wallet, currency));
      const now = new Date();
      await tx
        .update(gameRound)
        .set({
          win: sql`${gameRound.win} + ${amount}`,
          balanceAfter: after,
          updatedAt: now,
          ...(body.roundClosed ? { status: 'settled', settledAt: now } : {}),
        })
        .where(eq(gameRound.id, round.id));
      await tx.update(providerTransaction).set({ state: 'won' }).where(eq(providerTransaction.id, bet.id));
      const answer: MoneyMoveAnswer = {
        balance: fromMinor(after),
        transactionId: body.transactionId,
        platformTransactionId: String(posted.id),
      };
      await this.finish(tx, claim.claimed.id, answer, { roundRowId: round.id, ledgerTransactionId: posted.id });
      return answer;
    });
  }

  async rollback(caller: string, body: RollbackBody): Promise<RollbackAnswer> {
    const hash = requestHash({ call: 'rollback', body });
    const player = await this.player(this.db, body.playerId);
    if (!player) throw new AppError('PROVIDER_BET_NOT_FOUND');
    const currency = await ledgerCurrency(this.db);
    return moneyTransaction(this.db, async (tx) => {
      const claim = await this.claim(tx, caller, {
        transactionId: body.transactionId,
        kind: 'ROLLBACK',
        memberId: player.id,
        hash,
        betTransactionId: body.betTransactionId,
      });
      if ('replay' in claim) return claim.replay as RollbackAnswer;

      let bet = await this.lockedBet(tx, caller, body.betTransactionId);
      if (!bet) {
        // Unknown bet: a tombstone takes its id, so the bet cannot land later. If the bet is being
        // written right now, the insert waits for it and then finds it.
        const [tomb] = await tx
          .insert(providerTransaction)
          .values({
            vendor: caller,
            transactionId: body.betTransactionId,
            kind: 'TOMBSTONE',
            memberId: player.id,
            betTransactionId: body.betTransactionId,
            requestHash: hash,
          })
          .onConflictDoNothing()
          .returning({ id: providerTransaction.id });
        if (tomb) {
          const wallet = await this.sessionWallet(tx, caller, player.id);
          const answer: RollbackAnswer = {
            balance: fromMinor(await this.balanceOf(tx, player, wallet, currency)),
            transactionId: body.transactionId,
          };
          await this.finish(tx, claim.claimed.id, answer);
          return answer;
        }
        bet = await this.lockedBet(tx, caller, body.betTransactionId);
      }
      if (!bet || bet.memberId !== player.id || (bet.kind !== 'BET' && bet.kind !== 'TOMBSTONE')) {
        throw new AppError('PROVIDER_BET_NOT_FOUND');
      }
      if (bet.kind === 'BET' && bet.state === 'won') throw new AppError('PROVIDER_BET_SETTLED');
      if (bet.kind === 'TOMBSTONE' || bet.state === 'rolled_back' || !bet.roundRowId) {
        // Already refunded (or already tombstoned) by another rollback: nothing moves.
        const wallet = await this.sessionWallet(tx, caller, player.id);
        const answer: RollbackAnswer = {
          balance: fromMinor(await this.balanceOf(tx, player, wallet, currency)),
          transactionId: body.transactionId,
        };
        await this.finish(tx, claim.claimed.id, answer);
        return answer;
      }
      const round = await this.roundOf(tx, bet.roundRowId);
      const to = walletSpec(player, round.wallet, currency);
      const house = houseSpec(player.trial, currency);
      const refund = bet.amount;
      const posted = await post(tx, {
        type: 'GAME_REFUND',
        scope: 'provider',
        key: `provider:${caller}:${body.transactionId}`,
        request: body,
        memberId: player.id,
        reference: `${caller}:${round.roundId}`,
        metadata: { vendor: caller, gameVendor: round.gameVendor, gameCode: round.gameCode, roundId: round.roundId },
        currency,
        demo: player.trial,
        accounts: [to, house],
        legs: (locked) => [
          { accountId: locked.of(house).id, amount: -refund },
          { accountId: locked.of(to).id, amount: refund },
        ],
      });
      const after = posted.entries.find((e) => e.memberId === player.id)?.balanceAfter ?? 0n;
      const now = new Date();
      const betLeft = round.bet - refund;
      await tx
        .update(gameRound)
        .set({
          bet: betLeft,
          balanceAfter: after,
          updatedAt: now,
          ...(betLeft === 0n && round.win === 0n ? { status: 'rolled_back', settledAt: now } : {}),
        })
        .where(eq(gameRound.id, round.id));
      await tx.update(providerTransaction).set({ state: 'rolled_back' }).where(eq(providerTransaction.id, bet.id));
      const answer: RollbackAnswer = { balance: fromMinor(after), transactionId: body.transactionId };
      await this.finish(tx, claim.claimed.id, answer, { roundRowId: round.id, ledgerTransactionId: posted.id });
      return answer;
    });
  }
}
