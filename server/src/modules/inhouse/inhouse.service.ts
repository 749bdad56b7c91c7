import { randomBytes } from 'node:crypto';
import { isErrorCode } from '@sorte/contracts/common/errors';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import type {
  DiceRollInput,
  Fairness,
  MinesStartInput,
  PlayAnswer,
  RotateAnswer,
  SessionState,
  VerifyAnswer,
  VerifyInput,
  VerifyRoundAnswer,
} from '@sorte/contracts/games/inhouse';
import {
  INHOUSE_GAME_CODES,
  INHOUSE_MAX_BET,
  type InhouseGame,
} from '@sorte/contracts/games/inhouse-rules';
import type {
  AuthenticateAnswer,
  ExchangeAnswer,
  ExchangeBody,
} from '@sorte/contracts/games/provider';
import { diceTargetValid, diceWinMinor, type DiceOutcome } from '@sorte/contracts/games/fair/dice';
import { drawRound, type RoundParams } from '@sorte/contracts/games/fair/replay';
import { slotWinMinor, type SlotOutcome } from '@sorte/contracts/games/fair/slot';
import { checkRound, verifyOutcome } from '@sorte/contracts/games/fair/verify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { JobSchedule, type JobLog } from '../../lib/job-schedule';
import { nodeHmac } from '../fairness/index';
import type { ProviderClient } from '../provider/index';
import { roundView, storedOutcome, type MinesState } from './inhouse.views';
import { cashoutWin, revealCell } from './mines';
import { RoundsRepository, type RoundRow } from './rounds.repository';
import { fairnessOf, SeedPairs, type PairRow } from './seed-pairs';

/** A launched player as the provider API's authenticate answers it, with the game it is for. */
export interface Player extends AuthenticateAnswer {
  token: string;
  game: InhouseGame;
  memberId: number;
}

const GAME_BY_CODE = Object.fromEntries(
  Object.entries(INHOUSE_GAME_CODES).map(([game, code]) => [code, game as InhouseGame]),
);

/** Provider refusals the page is told about as they are; anything else is a wallet fault. */
function walletError(error: unknown): AppError {
  const e = error as { code?: unknown; status?: unknown };
  if (e?.code === 'PROVIDER_TOKEN_INVALID') return new AppError('INHOUSE_SESSION_INVALID');
  if (typeof e?.status === 'number' && e.status < 500 && isErrorCode(e.code)) {
    return new AppError(e.code);
  }
  return new AppError('INHOUSE_WALLET_UNAVAILABLE');
}

/**
 * The platform's own games. Outcomes come from the player's seed pair
 * (HMAC-SHA256(server seed, "client seed:nonce"), the engines in contracts/src/games/fair);
 * rounds live in `RoundsRepository`, seed pairs in `SeedPairs`, mines moves in `mines.ts`.
 * Money moves only through the provider API (`ProviderClient`, vendor INHOUSE), exactly like a
 * third-party vendor (docs/decisions.md, "In-house games").
 */
export class InhouseService {
  private readonly rounds: RoundsRepository;
  private readonly pairs: SeedPairs;
  private readonly schedule = new JobSchedule(
    'in-house settlement',
    () => this.settlePending(),
    (n) => (n > 0 ? { settled: n } : undefined),
  );

  constructor(
    private readonly db: Db,
    private readonly wallet: () => ProviderClient,
  ) {
    this.rounds = new RoundsRepository(db);
    this.pairs = new SeedPairs(db);
  }

  /**
   * The game page's one-time launch code (from its `#code=`) exchanged, through the provider API
   * like any vendor, for the launch token the page then sends as Bearer.
   */
  async exchange(body: ExchangeBody): Promise<ExchangeAnswer> {
    try {
      return await this.wallet().exchange(body);
    } catch (error) {
      throw walletError(error);
    }
  }

  /** Authenticates the launch token through the provider API and resolves the game. */
  async player(token: string | undefined, expected?: InhouseGame): Promise<Player> {
    if (!token || !/^[A-Za-z0-9_-]{20,200}$/.test(token))
      throw new AppError('INHOUSE_SESSION_INVALID');
    let answer: AuthenticateAnswer;
    try {
      answer = await this.wallet().authenticate({ token });
    } catch (error) {
      throw walletError(error);
    }
    const game = GAME_BY_CODE[answer.gameCode];
    if (!game || (expected && game !== expected)) throw new AppError('INHOUSE_SESSION_INVALID');
    return { ...answer, token, game, memberId: Number(answer.playerId) };
  }

  async session(player: Player): Promise<SessionState> {
    await this.settlePending(player.memberId);
    const pair = await this.pairs.current(player.memberId, player.game);
    const open = await this.rounds.open(player.memberId, player.game);
    const minBet = await this.rounds.minBet(player.game);
    return {
      game: player.game,
      gameCode: player.gameCode,
      username: player.username,
      currency: player.currency,
      balance: player.balance,
      trial: player.trial,
      language: player.language,
      minBet: fromMinor(minBet),
      maxBet: INHOUSE_MAX_BET,
      fairness: fairnessOf(pair),
      openRound: open ? await this.view(open) : null,
    };
  }

  spin(player: Player, input: { bet: string; requestId: string }): Promise<PlayAnswer> {
    return this.play(player, input.requestId, input.bet, { game: 'slot' });
  }

  roll(player: Player, input: DiceRollInput): Promise<PlayAnswer> {
    if (!diceTargetValid(input.direction, input.target)) {
      throw new AppError('INHOUSE_TARGET_OUT_OF_RANGE', { target: 'INVALID_VALUE' });
    }
    return this.play(player, input.requestId, input.bet, {
      game: 'dice',
      direction: input.direction,
      target: input.target,
    });
  }

  minesStart(player: Player, input: MinesStartInput): Promise<PlayAnswer> {
    return this.play(player, input.requestId, input.bet, { game: 'mines', mines: input.mines });
  }

  async minesReveal(player: Player, roundId: string, cell: number): Promise<PlayAnswer> {
    const row = await this.db.transaction(async (tx) => {
      const round = await this.rounds.lockOpenMines(tx, player.memberId, roundId);
      const mines = (round.params as { mines: number }).mines;
      const { next, winMinor } = revealCell(
        round.outcome as unknown as MinesState,
        mines,
        round.betMinor,
        cell,
      );
      return this.rounds.updateIn(tx, round.id, {
        outcome: next as unknown as Record<string, unknown>,
        winMinor,
      });
    });
    return this.answer(player, row.winMinor === null ? row : await this.settle(row));
  }

  async minesCashout(player: Player, roundId: string): Promise<PlayAnswer> {
    const row = await this.db.transaction(async (tx) => {
      const round = await this.rounds.lockOpenMines(tx, player.memberId, roundId);
      const mines = (round.params as { mines: number }).mines;
      const winMinor = cashoutWin(round.outcome as unknown as MinesState, mines, round.betMinor);
      return this.rounds.updateIn(tx, round.id, { winMinor });
    });
    return this.answer(player, await this.settle(row));
  }

  async setClientSeed(player: Player, clientSeed: string): Promise<Fairness> {
    return fairnessOf(await this.pairs.setClientSeed(player.memberId, player.game, clientSeed));
  }

  /** Reveals the current server seed and commits to a fresh one (refused while a round is open). */
  async rotate(player: Player, clientSeed?: string): Promise<RotateAnswer> {
    if (await this.rounds.open(player.memberId, player.game))
      throw new AppError('INHOUSE_ROUND_OPEN');
    const { old, fresh } = await this.pairs.rotate(player.memberId, player.game, clientSeed);
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        rounds: old.nonce,
      },
      fairness: fairnessOf(fresh),
    };
  }

  /** Game recall: the player's last rounds of this game (open and settled). */
  async history(player: Player) {
    const rows = await this.rounds.recent(player.memberId, player.game);
    return { list: await Promise.all(rows.map((row) => this.view(row))) };
  }

  /** Public: a round with its revealed seed, recomputed from scratch and compared. */
  async verifyRound(roundId: string): Promise<VerifyRoundAnswer> {
    const row = await this.rounds.placed(roundId);
    if (!row) throw new AppError('INHOUSE_ROUND_NOT_FOUND');
    const pair = await this.pairs.byId(row.seedPairId);
    // Public: anyone holding the round id may check it, but the player's balances stay private.
    const round = { ...(await this.view(row, pair)), balanceBefore: null, balanceAfter: null };
    if (!pair.revealedAt) {
      return { round, serverSeed: null, hashMatches: null, recomputed: null, outcomeMatches: null };
    }
    // The same shared code the verify page runs in the browser (with Node's HMAC here).
    const check = checkRound(
      { ...round, status: row.status === 'settled' ? 'settled' : 'open' },
      pair.serverSeed,
      nodeHmac,
    );
    return {
      round,
      serverSeed: pair.serverSeed,
      hashMatches: check.hashMatches,
      recomputed: check.recomputed,
      outcomeMatches: check.outcomeMatches,
    };
  }

  /** Public: recomputes an outcome from any seeds (the verify page's form). */
  verify(input: VerifyInput): VerifyAnswer {
    const answer = verifyOutcome(input, nodeHmac);
    if (!answer) throw new AppError('INHOUSE_TARGET_OUT_OF_RANGE', { target: 'INVALID_VALUE' });
    return answer;
  }

  /**
   * Closes rounds whose outcome is known but whose win did not reach the wallet (a wallet fault
   * after the bet). The win call is idempotent on its transaction id, so running this again, from
   * any process, credits at most once.
   */
  async settlePending(memberId?: number): Promise<number> {
    let settled = 0;
    for (const row of await this.rounds.unpaid(memberId)) {
      try {
        await this.settle(row);
        settled += 1;
      } catch {
        // Left open; the next call tries again.
      }
    }
    return settled;
  }

  /**
   * Scheduled settlement: every `seconds`, settles rounds whose win did not reach the wallet
   * (idempotent, so a run racing a player's own call credits once). 0: never.
   */
  startJobs(seconds: number, log: JobLog) {
    this.schedule.start(seconds, log);
  }

  stopJobs() {
    return this.schedule.stop();
  }

  // ---- internals -----------------------------------------------------------------------------

  private async play(
    player: Player,
    requestId: string,
    bet: string,
    params: RoundParams,
  ): Promise<PlayAnswer> {
    const betMinor = toMinor(bet);
    const minBet = await this.rounds.minBet(player.game);
    if (betMinor < minBet || betMinor > toMinor(INHOUSE_MAX_BET) || betMinor <= 0n) {
      throw new AppError(
        'INHOUSE_BET_OUT_OF_RANGE',
        { bet: 'INVALID_VALUE' },
        { min: fromMinor(minBet), max: INHOUSE_MAX_BET },
      );
    }
    const replay = await this.rounds.byRequest(player.memberId, requestId);
    if (replay) return this.replay(player, replay);
    if (params.game === 'mines' && (await this.rounds.open(player.memberId, 'mines'))) {
      throw new AppError('INHOUSE_ROUND_OPEN');
    }

    // The outcome is drawn and stored before the bet is sent: the nonce is spent either way.
    const roundId = `R${randomBytes(12).toString('base64url')}`;
    let round = await this.db.transaction(async (tx) => {
      const pair = await this.pairs.active(tx, player.memberId, player.game);
      await this.pairs.advance(tx, pair);
      const draw = drawRound(pair.serverSeed, pair.clientSeed, pair.nonce, params, nodeHmac);
      const { game: _game, ...rest } = params;
      return this.rounds.insert(tx, {
        roundId,
        memberId: player.memberId,
        game: player.game,
        gameCode: player.gameCode,
        requestId,
        seedPairId: pair.id,
        clientSeed: pair.clientSeed,
        nonce: pair.nonce,
        status: 'pending',
        currency: player.currency,
        betMinor,
        params: rest,
        outcome: storedOutcome(draw),
        betTransactionId: `${roundId}:bet`,
      });
    });

    try {
      const placed = await this.wallet().bet({
        token: player.token,
        playerId: player.playerId,
        transactionId: round.betTransactionId,
        roundId,
        gameCode: player.gameCode,
        amount: bet,
      });
      const winMinor =
        params.game === 'slot'
          ? slotWinMinor(betMinor, round.outcome as unknown as SlotOutcome)
          : params.game === 'dice'
            ? diceWinMinor(betMinor, round.outcome as unknown as DiceOutcome)
            : null;
      round = (await this.rounds.update(round.id, {
        status: 'open',
        balanceBeforeMinor: toMinor(placed.balance) + betMinor,
        balanceAfterMinor: toMinor(placed.balance),
        platformBetTxId: placed.platformTransactionId,
        winMinor,
      }))!;
    } catch (error) {
      const refusal = walletError(error);
      if (refusal.code === 'INHOUSE_WALLET_UNAVAILABLE') {
        // The bet may or may not have landed: roll it back (a tombstone if it did not).
        await this.wallet()
          .rollback({
            playerId: player.playerId,
            transactionId: `${roundId}:rollback`,
            betTransactionId: round.betTransactionId,
          })
          .catch(() => undefined);
      }
      await this.rounds.update(round.id, {
        status: 'rejected',
        outcome: { rejected: refusal.code },
      });
      throw refusal;
    }
    if (round.winMinor !== null) round = await this.settle(round);
    return this.answer(player, round);
  }

  private async replay(player: Player, row: RoundRow): Promise<PlayAnswer> {
    if (row.status === 'rejected') {
      const code = (row.outcome as { rejected?: string }).rejected;
      throw new AppError(isErrorCode(code) ? code : 'INHOUSE_WALLET_UNAVAILABLE');
    }
    if (row.status === 'pending') throw new AppError('INHOUSE_WALLET_UNAVAILABLE');
    return this.answer(
      player,
      row.status === 'open' && row.winMinor !== null ? await this.settle(row) : row,
    );
  }

  /** Sends the win (0.00 for a loss) and records the balance after it. Idempotent. */
  private async settle(row: RoundRow): Promise<RoundRow> {
    let credited;
    try {
      credited = await this.wallet().win({
        playerId: String(row.memberId),
        transactionId: `${row.roundId}:win`,
        betTransactionId: row.betTransactionId,
        roundId: row.roundId,
        gameCode: row.gameCode,
        amount: fromMinor(row.winMinor ?? 0n),
        roundClosed: true,
      });
    } catch (error) {
      throw walletError(error);
    }
    const updated = await this.rounds.update(
      row.id,
      {
        status: 'settled',
        balanceAfterMinor: toMinor(credited.balance),
        winTransactionId: `${row.roundId}:win`,
        platformWinTxId: credited.platformTransactionId,
        settledAt: new Date(),
      },
      true,
    );
    return updated ?? this.rounds.byId(row.id);
  }

  private async answer(player: Player, row: RoundRow): Promise<PlayAnswer> {
    const pair = await this.pairs.current(player.memberId, player.game);
    const round = await this.view(row);
    const balance = round.balanceAfter ?? fromMinor(row.balanceAfterMinor ?? 0n);
    return { round, balance, fairness: fairnessOf(pair) };
  }

  private async view(row: RoundRow, pair?: PairRow) {
    const p = pair ?? (await this.pairs.byId(row.seedPairId));
    return roundView(row, p.serverSeedHash, p.revealedAt !== null);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    inhouse: InhouseService;
  }
}
