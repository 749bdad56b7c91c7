import { count, desc, eq, sql } from 'drizzle-orm';
import { fromMinor } from '@sorte/contracts/common/money';
import type { BonusPage, HistoryPage, HistoryRow } from '@sorte/contracts/wallet/cashier';
import {
  HISTORY_CUSTOM_MAX_DAYS,
  MAIN_WALLET,
  type HistoryFilter,
  type HistoryPeriod,
} from '@sorte/contracts/wallet/routes';
import type { Db } from '../../db/client';
import { turnoverRequirement } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ledgerCurrency, memberEntries, type MemberEntryFilter } from '../ledger/index';
import type { WithdrawService } from './withdraw.service';

const DAY = 86_400_000;

/** Ledger types behind each account-record filter; OTHER is everything not listed here. */
export const FILTER_TYPES: Record<Exclude<HistoryFilter, 'OTHER'>, string[]> = {
  DEPOSIT: ['DEPOSIT'],
  BONUS: ['DEPOSIT_BONUS', 'BONUS_FORFEIT'],
  WITHDRAW: ['WITHDRAW', 'WITHDRAW_REFUND'],
  TRANSFER: ['TRANSFER', 'RECALL_ALL', 'TRANSFER_UPLINE', 'TRANSFER_DOWNLINE'],
};
const LISTED_TYPES = Object.values(FILTER_TYPES).flat();

/** Account kind -> wallet name of a row. */
const WALLET_OF_KIND: Record<string, string> = {
  PLAYER_MAIN: MAIN_WALLET,
  PLAYER_BONUS: 'BONUS',
  PLAYER_POINTS: 'POINTS',
  AGENT_COMMISSION: 'COMMISSION',
};

/**
 * The instant range [from, to) of a period in the caller's clock (`tzOffset` minutes east of
 * UTC). Exported for tests.
 */
export function periodRange(
  period: HistoryPeriod,
  options: { now: Date; tzOffset: number; start?: string; end?: string },
): { from: Date; to: Date } {
  const offset = options.tzOffset * 60_000;
  const localNow = options.now.getTime() + offset;
  const localDay = localNow - (((localNow % DAY) + DAY) % DAY);
  const at = (localMs: number) => new Date(localMs - offset);
  const tomorrow = at(localDay + DAY);
  const local = new Date(localDay);
  switch (period) {
    case 'TODAY':
      return { from: at(localDay), to: tomorrow };
    case 'YESTERDAY':
      return { from: at(localDay - DAY), to: at(localDay) };
    case 'LAST_7_DAYS':
      return { from: at(localDay - 6 * DAY), to: tomorrow };
    case 'DAILY':
      return { from: new Date(options.now.getTime() - DAY), to: tomorrow };
    case 'WEEKLY': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      return { from: at(localDay - sinceMonday * DAY), to: tomorrow };
    }
    case 'SEMIMONTHLY': {
      const day = local.getUTCDate();
      const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), day <= 15 ? 1 : 16);
      return { from: at(first), to: tomorrow };
    }
    case 'MONTHLY':
      return { from: at(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1)), to: tomorrow };
    case 'CUSTOM': {
      const fields: Record<string, 'REQUIRED' | 'INVALID_VALUE'> = {};
      const parse = (text: string | undefined, name: string) => {
        if (!text) {
          fields[name] = 'REQUIRED';
          return NaN;
        }
        const ms = Date.parse(`${text}T00:00:00Z`);
        if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) fields[name] = 'INVALID_VALUE';
        return ms;
      };
      const start = parse(options.start, 'start');
      const end = parse(options.end, 'end');
      if (!fields.start && !fields.end && (end < start || (end - start) / DAY + 1 > HISTORY_CUSTOM_MAX_DAYS)) {
        fields.end = 'INVALID_VALUE';
      }
      if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
      return { from: at(start), to: at(end + DAY) };
    }
  }
}

/** Account record (transactionHistory) and bonus details, read from the ledger. */
export class HistoryService {
  constructor(
    private readonly db: Db,
    private readonly withdrawals: WithdrawService,
  ) {}

  async history(
    memberId: number,
    q: {
      pageNo: number;
      pageSize: number;
      type?: HistoryFilter;
      period: HistoryPeriod;
      start?: string;
      end?: string;
      tzOffset: number;
      wallet?: string;
    },
    now = new Date(),
  ): Promise<HistoryPage> {
    const { from, to } = periodRange(q.period, { now, tzOffset: q.tzOffset, start: q.start, end: q.end });
    const currency = await ledgerCurrency(this.db);
    let account: MemberEntryFilter['account'];
    if (q.wallet) {
      const kind = Object.entries(WALLET_OF_KIND).find(([, name]) => name === q.wallet)?.[0];
      account = kind ? { kind } : { vendorCode: q.wallet };
    }
    const { rows, total: n } = await memberEntries(
      this.db,
      {
        memberId,
        from,
        to,
        types: q.type === 'OTHER' ? { notIn: LISTED_TYPES } : q.type ? { in: FILTER_TYPES[q.type] } : undefined,
        account,
      },
      q,
    );
    const list: HistoryRow[] = rows.map((r) => ({
      id: String(r.id),
      transactionId: String(r.transactionId),
      type: r.type,
      amount: fromMinor(r.amount),
      balanceAfter: fromMinor(r.balanceAfter),
      wallet: r.kind === 'PLAYER_VENDOR' ? r.vendorCode : (WALLET_OF_KIND[r.kind] ?? r.kind),
      createdAt: r.createdAt.toISOString(),
      reference: referenceOf(r.reference, r.metadata),
    }));
    return { list, total: n, totalPages: Math.ceil(n / q.pageSize), currency, from: from.toISOString(), to: to.toISOString() };
  }

  async bonus(memberId: number, q: { pageNo: number; pageSize: number }): Promise<BonusPage> {
    const currency = await ledgerCurrency(this.db);
    const where = eq(turnoverRequirement.memberId, memberId);
    const [rows, [totals], turnover] = await Promise.all([
      this.db
        .select()
        .from(turnoverRequirement)
        .where(where)
        .orderBy(desc(turnoverRequirement.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db
        .select({ n: count(), bonus: sql<string>`coalesce(sum(${turnoverRequirement.bonusMinor}), 0)::text` })
        .from(turnoverRequirement)
        .where(where),
      this.withdrawals.turnover(this.db, memberId),
    ]);
    const n = Number(totals?.n ?? 0);
    return {
      list: rows.map((r) => ({
        id: String(r.id),
        source: r.source,
        reference: r.reference,
        bonus: fromMinor(r.bonusMinor),
        turnoverRequired: fromMinor(r.requiredMinor),
        turnoverProgress: fromMinor(r.progressMinor < r.requiredMinor ? r.progressMinor : r.requiredMinor),
        status: r.status as 'ACTIVE' | 'COMPLETED' | 'FORFEITED',
        createdAt: r.createdAt.toISOString(),
        completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      })),
      total: n,
      totalPages: Math.ceil(n / q.pageSize),
      currency,
      totalBonus: fromMinor(BigInt(totals?.bonus ?? '0')),
      turnover,
    };
  }
}

/** What a movement belongs to: the stored reference, else the transfer's wallets or the upline. */
function referenceOf(reference: string | null, metadata: Record<string, unknown>): string | null {
  if (reference) return reference;
  if (typeof metadata.from === 'string' && typeof metadata.to === 'string') return `${metadata.from}>${metadata.to}`;
  if (typeof metadata.upline === 'string') return metadata.upline;
  if (typeof metadata.agent === 'string' && typeof metadata.downline === 'string') return `${metadata.agent}>${metadata.downline}`;
  return null;
}
