import type { Locale } from '@sorte/contracts/common/locale';
import { fromMinor } from '@sorte/contracts/common/money';
import type {
  BetRecord,
  BetRecordDetail,
  BetRecordPage,
  ProfitLoss,
  RoundPosting,
  RoundTotals,
  Winners,
} from '@sorte/contracts/games/records';
import {
  maskPlayer,
  WINNERS_CACHE_MS,
  WINNERS_MIN_MULTIPLIER,
  WINNERS_MIN_PRIZE_MINOR,
  WINNERS_WINDOW_DAYS,
} from '@sorte/contracts/games/records-routes';
import { lotteryGameName } from '@sorte/contracts/lottery/names';
import { GAME_TYPES, type GameType } from '@sorte/contracts/system/constants';
import type { HistoryPeriod } from '@sorte/contracts/wallet/routes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { periodRange } from '../cashier/index';
import { ledgerCurrency } from '../ledger/index';
import { noFairness, type FairnessLookup } from './fairness';
import {
  BetRecordRepository,
  LOTTERY_GAME_TYPE,
  LOTTERY_ID_PREFIX,
  LOTTERY_VENDOR,
  type MinorTotals,
  type RoundFilter,
} from './records.repository';
import { ROUND_STATUS_OF } from './round-status';

declare module 'fastify' {
  interface FastifyInstance {
    betRecords: BetRecordService;
  }
}

export interface PeriodQuery {
  period: HistoryPeriod;
  start?: string;
  end?: string;
  tzOffset: number;
}

type Row = Awaited<ReturnType<BetRecordRepository['page']>>[number];
type LotteryRow = NonNullable<Awaited<ReturnType<BetRecordRepository['lotteryOne']>>>;

const iso = (d: Date) => d.toISOString();
/** The platform's own games (the fairness data exists only for them). */
const INHOUSE_VENDOR = 'INHOUSE';
const isGameType = (v: string | null): v is GameType => v !== null && (GAME_TYPES as readonly string[]).includes(v);

/** Bet, win and profit as money strings; a refunded round counts 0 (its bet came back). */
export function totalsOf(t: MinorTotals): RoundTotals {
  return { rounds: t.rounds, bet: fromMinor(t.bet), win: fromMinor(t.win), profit: fromMinor(t.win - t.bet) };
}

function toRecord(r: Row): BetRecord {
  const status = ROUND_STATUS_OF[r.status] ?? 'OPEN';
  const refunded = status === 'ROLLED_BACK';
  return {
    id: String(r.id),
    roundId: r.roundId,
    vendor: r.vendor,
    gameCode: r.gameCode,
    gameName: r.gameName || r.gameCode,
    gameType: isGameType(r.gameType) ? r.gameType : null,
    // A refunded round shows what was staked (and refunded); its profit is 0.
    bet: fromMinor(refunded ? BigInt(r.staked) : r.bet),
    win: fromMinor(refunded ? 0n : r.win),
    profit: fromMinor(refunded ? 0n : r.win - r.bet),
    status,
    createdAt: iso(r.createdAt),
    settledAt: r.settledAt ? iso(r.settledAt) : null,
  };
}

/** The lottery bet statuses -> the record's (cancelled by the player or void by the operator: refunded). */
const LOTTERY_STATUS_OF: Record<string, BetRecord['status']> = {
  open: 'OPEN',
  won: 'SETTLED',
  lost: 'SETTLED',
  cancelled: 'ROLLED_BACK',
  void: 'ROLLED_BACK',
};

/**
 * A lottery bet line as a record row: the slip number is its round id, the stake its bet, what was
 * paid its win; its game named in the player's language (`lotteryGameName`).
 */
function lotteryRecord(r: LotteryRow, locale: Locale): BetRecord {
  const status = LOTTERY_STATUS_OF[r.status] ?? 'OPEN';
  const win = status === 'SETTLED' ? r.paid : 0n;
  return {
    id: `${LOTTERY_ID_PREFIX}${r.id}`,
    roundId: r.slipNo,
    vendor: LOTTERY_VENDOR,
    gameCode: r.gameCode,
    gameName: lotteryGameName(r.gameCode, locale, r.gameName),
    gameType: LOTTERY_GAME_TYPE,
    bet: fromMinor(r.stake),
    win: fromMinor(win),
    profit: fromMinor(status === 'ROLLED_BACK' ? 0n : win - r.stake),
    status,
    createdAt: iso(r.createdAt),
    settledAt: r.settledAt ? iso(r.settledAt) : null,
  };
}

/**
 * The betting record (personalHistoryCopy), profit and loss (personalProfit) and the winners
 * board, read from the round rows the provider API writes with every
 * bet/win/rollback. Periods are the account record's (`periodRange`, same helper).
 */
export class BetRecordService {
  private readonly repo: BetRecordRepository;
  private fairness: FairnessLookup = noFairness;
  private readonly winnersCache = new Map<string, { at: number; value: Promise<Winners> }>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {
    this.repo = new BetRecordRepository(db);
  }

  /** The in-house games register how to find a round's seeds (see fairness.ts). */
  useFairnessLookup(lookup: FairnessLookup) {
    this.fairness = lookup;
  }

  private filter(memberId: number, q: PeriodQuery & { gameType?: string; vendor?: string }): RoundFilter {
    const { from, to } = periodRange(q.period, {
      now: new Date(this.clock()),
      tzOffset: q.tzOffset,
      start: q.start,
      end: q.end,
    });
    return { memberId, from, to, gameType: q.gameType, vendor: q.vendor };
  }

  async betRecords(
    locale: Locale,
    memberId: number,
    q: PeriodQuery & { pageNo: number; pageSize: number; gameType?: string; vendor?: string },
  ): Promise<BetRecordPage> {
    const f = this.filter(memberId, q);
    const [rows, totals, currency] = await Promise.all([
      this.repo.mixedPage(locale, f, q.pageNo, q.pageSize),
      this.repo.totals(f),
      ledgerCurrency(this.db),
    ]);
    return {
      list: rows.map((r) => (r.kind === 'round' ? toRecord(r.round) : lotteryRecord(r.bet, locale))),
      total: totals.rounds,
      totalPages: Math.ceil(totals.rounds / q.pageSize),
      currency,
      from: iso(f.from),
      to: iso(f.to),
      summary: totalsOf(totals),
    };
  }

  /** One round of the member; anyone else's (or an unknown id) is 404 BET_RECORD_NOT_FOUND. */
  async detail(locale: Locale, memberId: number, id: string): Promise<BetRecordDetail> {
    if (id.startsWith(LOTTERY_ID_PREFIX)) return this.lotteryDetail(locale, memberId, id.slice(LOTTERY_ID_PREFIX.length));
    const numeric = Number(id);
    if (!Number.isSafeInteger(numeric)) throw new AppError('BET_RECORD_NOT_FOUND');
    const row = await this.repo.one(locale, memberId, numeric);
    if (!row) throw new AppError('BET_RECORD_NOT_FOUND');
    const round = { memberId, vendor: row.vendor, gameCode: row.gameCode, roundId: row.roundId };
    const [postings, fairness] = await Promise.all([
      this.repo.postings([row.id]),
      row.vendor === INHOUSE_VENDOR ? this.fairness(round) : Promise.resolve(null),
    ]);
    return {
      ...toRecord(row),
      balanceBefore: row.balanceBefore === null ? null : fromMinor(row.balanceBefore),
      balanceAfter: row.balanceAfter === null ? null : fromMinor(row.balanceAfter),
      postings: postings.map(
        (p): RoundPosting => ({
          kind: p.kind as RoundPosting['kind'],
          transactionId: p.transactionId,
          amount: fromMinor(BigInt(p.amount)),
          createdAt: iso(p.createdAt),
        }),
      ),
      fairness,
    };
  }

  /** One lottery bet line of the member: its stake and what was paid for it. */
  private async lotteryDetail(locale: Locale, memberId: number, id: string): Promise<BetRecordDetail> {
    const numeric = Number(id);
    if (!/^\d+$/.test(id) || !Number.isSafeInteger(numeric)) throw new AppError('BET_RECORD_NOT_FOUND');
    const row = await this.repo.lotteryOne(memberId, numeric);
    if (!row) throw new AppError('BET_RECORD_NOT_FOUND');
    const record = lotteryRecord(row, locale);
    const postings: RoundPosting[] = [
      { kind: 'BET', transactionId: row.slipNo, amount: fromMinor(-row.stake), createdAt: record.createdAt },
    ];
    if (record.status === 'SETTLED' && row.paid > 0n)
      postings.push({ kind: 'WIN', transactionId: row.slipNo, amount: fromMinor(row.paid), createdAt: record.settledAt ?? record.createdAt });
    if (record.status === 'ROLLED_BACK')
      postings.push({ kind: 'ROLLBACK', transactionId: row.slipNo, amount: fromMinor(row.stake), createdAt: record.settledAt ?? record.createdAt });
    return { ...record, balanceBefore: null, balanceAfter: null, postings, fairness: null };
  }

  async profitLoss(memberId: number, q: PeriodQuery): Promise<ProfitLoss> {
    const f = this.filter(memberId, q);
    const [categories, days, currency] = await Promise.all([
      this.repo.byCategory(f),
      this.repo.byDay(f, q.tzOffset),
      ledgerCurrency(this.db),
    ]);
    const order = (t: string | null) => (t === null ? GAME_TYPES.length : GAME_TYPES.indexOf(t as GameType));
    const total = categories.reduce<MinorTotals>(
      (sum, c) => ({ rounds: sum.rounds + c.rounds, bet: sum.bet + c.bet, win: sum.win + c.win }),
      { rounds: 0, bet: 0n, win: 0n },
    );
    return {
      currency,
      from: iso(f.from),
      to: iso(f.to),
      total: totalsOf(total),
      categories: categories
        .filter((c) => c.rounds > 0)
        .sort((a, b) => order(a.gameType) - order(b.gameType))
        .map((c) => ({ gameType: isGameType(c.gameType) ? c.gameType : null, ...totalsOf(c) })),
      days: days.map((d) => ({ date: d.date, ...totalsOf(d) })),
    };
  }

  /** The public winners board, kept WINNERS_CACHE_MS per language and count. */
  winners(locale: Locale, count: number): Promise<Winners> {
    const key = `${locale}:${count}`;
    const now = this.clock();
    const hit = this.winnersCache.get(key);
    if (hit && now - hit.at < WINNERS_CACHE_MS) return hit.value;
    const value = this.loadWinners(locale, count, now);
    this.winnersCache.set(key, { at: now, value });
    // A failed load is not kept.
    value.catch(() => this.winnersCache.delete(key));
    return value;
  }

  /** Forgets the cached boards (tests, or after the demo seed). */
  clearWinnersCache() {
    this.winnersCache.clear();
  }

  private async loadWinners(locale: Locale, count: number, now: number): Promise<Winners> {
    const rule = {
      since: new Date(now - WINNERS_WINDOW_DAYS * 86_400_000),
      minMultiplier: WINNERS_MIN_MULTIPLIER,
      minPrize: WINNERS_MIN_PRIZE_MINOR,
      limit: count,
    };
    const [rounds, lottery, currency] = await Promise.all([
      this.repo.bigWins(locale, rule),
      this.repo.bigLotteryWins(rule),
      ledgerCurrency(this.db),
    ]);
    const list: (Winners['list'][number] & { at: number })[] = [
      ...rounds.map((r) => ({
        id: String(r.id),
        player: maskPlayer(r.username),
        gameName: r.gameName || r.gameCode,
        gameType: isGameType(r.gameType) ? r.gameType : null,
        vendor: r.vendor,
        prize: fromMinor(r.win),
        multiplier: fromMinor((r.win * 100n) / r.bet),
        time: iso(r.at),
        at: r.at.getTime(),
      })),
      // A lottery line: its game named in the player's language (as the lottery pages name it).
      ...lottery.map((r) => ({
        id: `${LOTTERY_ID_PREFIX}${r.id}`,
        player: maskPlayer(r.username),
        gameName: lotteryGameName(r.gameCode, locale, r.gameName),
        gameType: 'LOTT' as const,
        vendor: LOTTERY_VENDOR,
        prize: fromMinor(r.win),
        multiplier: fromMinor((r.win * 100n) / r.bet),
        time: iso(r.at!),
        at: r.at!.getTime(),
      })),
    ];
    // Newest first across both.
    list.sort((a, b) => b.at - a.at);
    return { currency, list: list.slice(0, count).map(({ at: _at, ...row }) => row) };
  }
}
