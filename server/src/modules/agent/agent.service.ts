import { desc, eq, sql } from 'drizzle-orm';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import { AGENT_ACCOUNT_TYPES, isTrialAccount } from '@sorte/contracts/auth/routes';
import { AGENT_INCOME_SOURCES } from '@sorte/contracts/agent/routes';
import type {
  Downline,
  DownlineDetail,
  DownlinesQuery,
  Income,
  IncomeDay,
  RebateRates,
  TeamDay,
  TeamOverview,
} from '@sorte/contracts/agent/agent';
import type { HistoryPeriod } from '@sorte/contracts/wallet/routes';
import type { Locale } from '@sorte/contracts/common/locale';
import type { Db, Tx } from '../../db/client';
import { gameNameSql, gameView } from '../games/index';
import { ledgerEntryView, ledgerTransactionView, walletBalanceSql } from '../ledger/index';
import { gameRoundView } from '../provider/index';
import { lastLoginSql } from '../session/index';
import { agentMove } from '../../db/schema/index';
import { MemberRepository, memberView } from '../member/index';
import { AppError } from '../../lib/app-error';
import { JobSchedule, type JobLog } from '../../lib/job-schedule';
import type { AuditContext, OpsService } from '../ops/index';
import type { SystemService } from '../system/index';
import { periodRange } from '../cashier/index';
import { payRebates, ratesAbove, ratesOf, writeRates } from './rebate';
import { depthBelow } from './tree';
import { createLink, disableLink, listLinks } from './links';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const DAY = 86_400_000;
const roundStatus = (status: string): 'OPEN' | 'SETTLED' | 'ROLLED_BACK' =>
  status === 'settled' ? 'SETTLED' : status === 'rolled_back' ? 'ROLLED_BACK' : 'OPEN';
const AGENT_TYPES_SQL = sql.raw(`(${AGENT_ACCOUNT_TYPES.join(',')})`);
const iso = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());
const big = (v: string | number | bigint | null | undefined) => BigInt(v ?? 0);

/**
 * The overview's days, each at zero: every day of the agent's clock (`tz` minutes east of UTC)
 * from `from` up to `to`, but not past the current day.
 */
export function emptyTeamDays(from: Date, to: Date, now: Date, tz: number): Map<string, TeamDay> {
  const days = new Map<string, TeamDay>();
  const startLocal = from.getTime() + tz * 60_000;
  const endLocal = Math.min(to.getTime(), now.getTime() + DAY) + tz * 60_000;
  for (let ms = startLocal; ms < endLocal; ms += DAY) {
    const date = new Date(ms).toISOString().slice(0, 10);
    days.set(date, {
      date,
      newMembers: 0,
      activeMembers: 0,
      firstDeposits: 0,
      deposits: '0.00',
      withdrawals: '0.00',
      bets: '0.00',
      validTurnover: '0.00',
      profit: '0.00',
    });
  }
  return days;
}

/** Hours in the longest month: the length of a team_agent_active_month row's bit string. */
const MONTH_HOURS = 744;
const utcMonthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
/** The agent's calendar day (`tz` minutes east of UTC) of a timestamp column, as yyyy-mm-dd. */
const teamLocalDay = (tz: number) => (column: ReturnType<typeof sql>) =>
  sql`((${column} at time zone 'UTC') + ${tz} * interval '1 minute')::date::text`;

/** The overview's numbers per day of the agent's clock, and the period's distinct active members. */
interface TeamDayRow {
  d: string;
  registered: string;
  active: string;
  bets: string;
  valid: string;
  profit: string;
  deposits: string;
  withdrawals: string;
  active_total: string;
}
interface OverviewRows {
  perDay: TeamDayRow[];
  firsts: { d: string; n: string; amount: string }[];
}

/**
 * The team's facts of the parts of a period that `within` selects, as rows (member_id, at,
 * registered, rounds, bets, valid, profit, deposits, withdrawals): registrations, real rounds and
 * main-wallet money, by the rollup's rules; `inTeam` joins a member id column to the team.
 */
const teamFacts = (
  within: (column: ReturnType<typeof sql>) => ReturnType<typeof sql>,
  inTeam: (column: ReturnType<typeof sql>) => ReturnType<typeof sql>,
) => sql`
          select m.id, m.created_at, 1, 0, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint
            from ${memberView('m')} ${inTeam(sql`m.id`)}
           where ${within(sql`m.created_at`)}
          union all
          select r.member_id, r.created_at, 0, 1,
                 case when r.status <> 'rolled_back' then r.bet else 0 end,
                 case when r.status = 'settled' then r.bet else 0 end,
                 case when r.status <> 'rolled_back' then r.bet - r.win else 0 end, 0, 0
            from ${gameRoundView('r')} ${inTeam(sql`r.member_id`)}
           where not r.demo and ${within(sql`r.created_at`)}
          union all
          select e.member_id, x.created_at, 0, 0, 0, 0, 0,
                 case when x.type = 'DEPOSIT' then e.amount else 0 end,
                 case when x.type = 'DEPOSIT' then 0 else -e.amount end
            from ${ledgerEntryView('e')}
            join ${ledgerTransactionView('x')} on x.id = e.transaction_id
            ${inTeam(sql`e.member_id`)}
           where e.kind = 'PLAYER_MAIN' and not e.demo
             and x.type in ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND') and ${within(sql`x.created_at`)}`;

export interface PeriodInput {
  period: HistoryPeriod;
  start?: string;
  end?: string;
  tzOffset: number;
}

const SORT_SQL = {
  registeredAt: sql`m.created_at`,
  username: sql`lower(m.username)`,
  level: sql`t.depth`,
  lastLoginAt: sql`last_login_at`,
  teamSize: sql`team_size`,
} as const;

/**
 * The agent centre: the team (the agent's subtree in the closure table), its reports computed
 * from the game rounds and the ledger, rebate rates, and the operator's agent tools. Every call
 * naming a member checks that it lies in the caller's subtree (`teamDepth`).
 */
export class AgentService {
  constructor(
    private readonly db: Db,
    private readonly system: SystemService,
    private readonly ops: OpsService,
  ) {}

  /** The depth of `memberId` below the agent (>= 1), or 404 AGENT_DOWNLINE_NOT_FOUND outside its team. */
  async teamDepth(agentId: number, memberId: number): Promise<number> {
    const depth = await depthBelow(this.db, agentId, memberId);
    if (depth === null || depth < 1) throw new AppError('AGENT_DOWNLINE_NOT_FOUND');
    return depth;
  }

  /**
   * The team's numbers of the period, per day of the agent's clock, from the rollups kept by
   * triggers in the writing transaction. A period of whole UTC hours on a clock a whole number of
   * hours from UTC (every period but the rolling DAILY one, on every such clock) is read from the
   * per-agent rows; otherwise the whole hours come from the member rows joined with the team and
   * the rest — the edges of DAILY, or every hour when an hour would straddle two of the agent's
   * days — from the rounds and the ledger as they stand.
   */
  async overview(agentId: number, q: PeriodInput, now = new Date()): Promise<TeamOverview> {
    const { from, to } = periodRange(q.period, { now, tzOffset: q.tzOffset, start: q.start, end: q.end });
    const tz = q.tzOffset;
    const HOUR = 3_600_000;
    // The rollup answers [hourFrom, hourTo); the rest of [from, to) is read raw.
    let hourFrom = new Date(Math.ceil(from.getTime() / HOUR) * HOUR);
    let hourTo = new Date(Math.floor(to.getTime() / HOUR) * HOUR);
    if (tz % 60 !== 0 || hourTo <= hourFrom) hourFrom = hourTo = from;
    // The team's size and the period's numbers are independent reads: on PostgreSQL they run on
    // two connections at once.
    const [sizeRows, { perDay, firsts }] = await Promise.all([
      this.db.execute(sql`
        select count(*) as team, count(*) filter (where depth = 1) as direct
          from agent_tree where ancestor_id = ${agentId} and depth > 0`),
      // A whole-hour clock reads the per-agent rows; any other the member rows (an hour would
      // straddle two of the agent's days).
      tz % 60 === 0
        ? this.overviewFromAgentRows(agentId, { from, to, hourFrom, hourTo, tz })
        : this.overviewFromMembers(agentId, { from, to, hourFrom, hourTo, tz }),
    ]);
    const [sizes] = rowsOf<{ team: string; direct: string }>(sizeRows);
    const total = (key: 'registered' | 'bets' | 'valid' | 'profit' | 'deposits' | 'withdrawals') =>
      perDay.reduce((sum, r) => sum + big(r[key]), 0n);

    const days = emptyTeamDays(from, to, now, tz);
    const dayOf = (d: string) => days.get(d);
    for (const r of perDay) {
      const day = dayOf(r.d);
      if (!day) continue;
      day.newMembers = Number(r.registered);
      day.activeMembers = Number(r.active);
      day.bets = fromMinor(big(r.bets));
      day.validTurnover = fromMinor(big(r.valid));
      day.profit = fromMinor(big(r.profit));
      day.deposits = fromMinor(big(r.deposits));
      day.withdrawals = fromMinor(big(r.withdrawals));
    }
    for (const r of firsts) {
      const day = dayOf(r.d);
      if (day) day.firstDeposits = Number(r.n);
    }
    return {
      period: { from: from.toISOString(), to: to.toISOString() },
      teamSize: Number(sizes?.team ?? 0),
      directDownlines: Number(sizes?.direct ?? 0),
      newMembers: Number(total('registered')),
      activeMembers: Number(perDay[0]?.active_total ?? 0),
      firstDeposits: firsts.reduce((s, r) => s + Number(r.n), 0),
      firstDepositAmount: fromMinor(firsts.reduce((s, r) => s + big(r.amount), 0n)),
      deposits: fromMinor(total('deposits')),
      withdrawals: fromMinor(total('withdrawals')),
      bets: fromMinor(total('bets')),
      validTurnover: fromMinor(total('valid')),
      profit: fromMinor(total('profit')),
      daily: [...days.values()],
    };
  }

  /**
   * A period on a whole-hour clock, from the per-agent rows (team_agent_hour,
   * team_agent_active_gap, team_agent_active_month; migration 0026): O(hours) rows for the sums
   * and the days' active members, one row per active member and month for a longer period's. The
   * parts of the period that are not whole hours (the edges of the rolling DAILY period, under an
   * hour each) come from the facts; their players count where the whole hours did not have them.
   */
  private async overviewFromAgentRows(
    agentId: number,
    p: { from: Date; to: Date; hourFrom: Date; hourTo: Date; tz: number },
  ): Promise<OverviewRows> {
    const { from, to, hourFrom, hourTo, tz } = p;
    const HOUR = 3_600_000;
    const localDay = teamLocalDay(tz);
    // A member counts on a day in its first hour of play that day: the hour whose gap (hours since
    // its previous hour of play, capped at 24) exceeds the hour's place in the day (0..23), or in
    // the period when the period starts later that day.
    const hoursSince = (start: Date) => sql`extract(epoch from hour - ${start}::timestamptz) / 3600`;
    let totalSql;
    if (hourTo.getTime() - hourFrom.getTime() <= DAY) {
      // At most a day: the same count with the period's start for the day's.
      totalSql = sql`
        select sum(members) as n from team_agent_active_gap
         where agent_id = ${agentId} and hour >= ${hourFrom} and hour < ${hourTo} and gap > ${hoursSince(hourFrom)}`;
    } else {
      // The period's distinct members: those whose month rows have an hour of play inside it.
      const months = [];
      for (let m = utcMonthStart(hourFrom); m < hourTo; m = utcMonthStart(new Date(m.getTime() + 32 * DAY))) {
        const a = Math.max(0, (hourFrom.getTime() - m.getTime()) / HOUR);
        const b = Math.min(MONTH_HOURS, (hourTo.getTime() - m.getTime()) / HOUR);
        const mask = '0'.repeat(a) + '1'.repeat(b - a) + '0'.repeat(MONTH_HOURS - b);
        months.push(sql`
          select member_id from team_agent_active_month
           where agent_id = ${agentId} and month = ${m} and (hours & ${mask}::bit(${sql.raw(String(MONTH_HOURS))})) <> B'0'::bit(${sql.raw(String(MONTH_HOURS))})`);
      }
      totalSql = sql`select count(distinct member_id) as n from (${sql.join(months, sql` union all `)}) a`;
    }
    const [sumRows, activeRows, totalRows] = await Promise.all([
      this.db.execute(sql`
        select ${localDay(sql`hour`)} as d, sum(new_members) as registered, sum(bets) as bets, sum(valid_turnover) as valid,
               sum(profit) as profit, sum(deposits) as deposits, sum(withdrawals) as withdrawals,
               sum(first_deposits) as firsts, sum(first_deposit_amount) as first_amount
          from team_agent_hour
         where agent_id = ${agentId} and hour >= ${hourFrom} and hour < ${hourTo}
         group by 1`),
      this.db.execute(sql`
        select ${localDay(sql`hour`)} as d, sum(members) as n
          from team_agent_active_gap
         where agent_id = ${agentId} and hour >= ${hourFrom} and hour < ${hourTo}
           and gap > least(extract(hour from (hour at time zone 'UTC') + ${tz} * interval '1 minute'), ${hoursSince(hourFrom)})
         group by 1`),
      this.db.execute(totalSql),
    ]);
    const sums = rowsOf<TeamDayRow & { firsts: string; first_amount: string }>(sumRows);
    const active = rowsOf<{ d: string; n: string }>(activeRows);
    let activeTotal = big(rowsOf<{ n: string | null }>(totalRows)[0]?.n);
    const perDay = new Map<string, TeamDayRow>();
    const dayRow = (d: string) => {
      let row = perDay.get(d);
      if (!row) {
        row = { d, registered: '0', active: '0', bets: '0', valid: '0', profit: '0', deposits: '0', withdrawals: '0', active_total: '0' };
        perDay.set(d, row);
      }
      return row;
    };
    const add = (row: TeamDayRow, key: keyof Omit<TeamDayRow, 'd'>, v: string | bigint | null | undefined) => {
      row[key] = String(big(row[key]) + big(v));
    };
    const firsts = new Map<string, { d: string; n: string; amount: string }>();
    const addFirsts = (d: string, n: string, amount: string) => {
      const f = firsts.get(d) ?? { d, n: '0', amount: '0' };
      firsts.set(d, { d, n: String(big(f.n) + big(n)), amount: String(big(f.amount) + big(amount)) });
    };
    for (const r of sums) {
      const row = dayRow(r.d);
      for (const key of ['registered', 'bets', 'valid', 'profit', 'deposits', 'withdrawals'] as const) add(row, key, r[key]);
      if (big(r.firsts) !== 0n) addFirsts(r.d, r.firsts, r.first_amount);
    }
    for (const r of active) add(dayRow(r.d), 'active', r.n);

    const edges = [
      [from, hourFrom],
      [hourTo, to],
    ].filter(([a, b]) => a!.getTime() < b!.getTime()) as [Date, Date][];
    if (edges.length > 0) {
      const inEdges = (column: ReturnType<typeof sql>) =>
        sql`(${sql.join(
          edges.map(([a, b]) => sql`(${column} >= ${a} and ${column} < ${b})`),
          sql` or `,
        )})`;
      // The edges hold few facts: find them by time, then check each member against the team (a
      // primary-key probe, where a join would let the planner hash the whole team).
      const inTeam = (id: ReturnType<typeof sql>) => sql`cross join lateral (
        select 1 from agent_tree t where t.ancestor_id = ${agentId} and t.descendant_id = ${id} and t.depth > 0 limit 1) t`;
      const rawSums = rowsOf<TeamDayRow>(
        await this.db.execute(sql`
          select ${localDay(sql`f.at`)} as d, sum(f.registered) as registered, sum(f.bets) as bets, sum(f.valid) as valid,
                 sum(f.profit) as profit, sum(f.deposits) as deposits, sum(f.withdrawals) as withdrawals
            from (${teamFacts(inEdges, inTeam)}) as f (member_id, at, registered, rounds, bets, valid, profit, deposits, withdrawals)
           group by 1`),
      );
      for (const r of rawSums) {
        const row = dayRow(r.d);
        for (const key of ['registered', 'bets', 'valid', 'profit', 'deposits', 'withdrawals'] as const) add(row, key, r[key]);
      }
      const rawFirsts = rowsOf<{ d: string; n: string; amount: string }>(
        await this.db.execute(sql`
          select ${localDay(sql`f.created_at`)} as d, count(*) as n, sum(f.amount) as amount
            from team_first_deposit f ${inTeam(sql`f.member_id`)}
           where ${inEdges(sql`f.created_at`)}
           group by 1`),
      );
      for (const r of rawFirsts) addFirsts(r.d, r.n, r.amount);
      // Players of an edge count on its day when the day's whole hours of the period did not
      // have them, and in the period when none of its whole hours did.
      const newInDay = new Map<string, Set<string>>();
      const newInPeriod = new Set<string>();
      for (const [a, b] of edges) {
        const dayStart = Math.floor((a.getTime() + tz * 60_000) / DAY) * DAY - tz * 60_000;
        const dayFrom = new Date(Math.max(dayStart, hourFrom.getTime()));
        const dayTo = new Date(Math.min(dayStart + DAY, hourTo.getTime()));
        const played = (start: Date, end: Date) => sql`exists (
          select 1 from team_activity_hour h
           where h.member_id = r.member_id and h.rounds > 0 and h.hour >= ${start} and h.hour < ${end})`;
        const players = rowsOf<{ id: string; d: string; in_day: boolean; in_period: boolean }>(
          await this.db.execute(sql`
            select distinct r.member_id::text as id, ${localDay(sql`${a}::timestamptz`)} as d,
                   ${played(dayFrom, dayTo)} as in_day, ${played(hourFrom, hourTo)} as in_period
              from ${gameRoundView('r')} ${inTeam(sql`r.member_id`)}
             where not r.demo and r.created_at >= ${a} and r.created_at < ${b}`),
        );
        for (const r of players) {
          if (!r.in_day) newInDay.set(r.d, (newInDay.get(r.d) ?? new Set()).add(r.id));
          if (!r.in_period) newInPeriod.add(r.id);
        }
      }
      for (const [d, ids] of newInDay) add(dayRow(d), 'active', BigInt(ids.size));
      activeTotal += BigInt(newInPeriod.size);
    }
    return {
      perDay: [...perDay.values()].map((r) => ({ ...r, active_total: String(activeTotal) })),
      firsts: [...firsts.values()],
    };
  }

  /**
   * Any period from the member-level rows (team_activity_hour joined with the team) plus, for the
   * parts of the period not made of whole hours, the facts themselves.
   */
  private async overviewFromMembers(
    agentId: number,
    p: { from: Date; to: Date; hourFrom: Date; hourTo: Date; tz: number },
  ): Promise<OverviewRows> {
    const { from, to, hourFrom, hourTo, tz } = p;
    const localDay = teamLocalDay(tz);
    const team = sql`select descendant_id as id from agent_tree where ancestor_id = ${agentId} and depth > 0`;
    const raw = (column: ReturnType<typeof sql>) =>
      sql`${column} >= ${from} and ${column} < ${to} and not (${column} >= ${hourFrom} and ${column} < ${hourTo})`;
    const rawFacts = sql`union all ${teamFacts(raw, (id) => sql`join team t on t.id = ${id}`)}`;
    // Per member and local day first (hash aggregates), then per day; the period's active members
    // are the distinct members active on any of its days.
    const perDay = rowsOf<TeamDayRow>(
      await this.db.execute(sql`
        with team as (${team}),
        f (member_id, at, registered, rounds, bets, valid, profit, deposits, withdrawals) as (
          select h.member_id, h.hour, h.new_members, h.rounds, h.bets, h.valid_turnover, h.profit, h.deposits, h.withdrawals
            from team_activity_hour h
            join agent_tree t on t.descendant_id = h.member_id and t.ancestor_id = ${agentId} and t.depth > 0
           where h.hour >= ${hourFrom} and h.hour < ${hourTo}
          ${rawFacts}
        ),
        md as (
          select f.member_id, ${localDay(sql`f.at`)} as d, sum(f.registered) as registered, bool_or(f.rounds > 0) as active,
                 sum(f.bets) as bets, sum(f.valid) as valid, sum(f.profit) as profit,
                 sum(f.deposits) as deposits, sum(f.withdrawals) as withdrawals
            from f
           group by 1, 2
        )
        select md.d, sum(md.registered) as registered, count(*) filter (where md.active) as active,
               sum(md.bets) as bets, sum(md.valid) as valid, sum(md.profit) as profit,
               sum(md.deposits) as deposits, sum(md.withdrawals) as withdrawals,
               (select count(*) from (select member_id from md where active group by member_id) a) as active_total
          from md
         group by md.d`),
    );
    const firsts = rowsOf<{ d: string; n: string; amount: string }>(
      await this.db.execute(sql`
        select ${localDay(sql`f.created_at`)} as d, count(*) as n, sum(f.amount) as amount
          from team_first_deposit f join (${team}) t on t.id = f.member_id
         where f.created_at >= ${from} and f.created_at < ${to}
         group by 1`),
    );
    return { perDay, firsts };
  }

  async downlines(agentId: number, q: DownlinesQuery) {
    let base = agentId;
    let levelOffset = 0;
    let depthCondition = q.level === undefined ? sql`t.depth > 0` : sql`t.depth = ${q.level}`;
    if (q.parentId !== undefined) {
      const parentId = Number(q.parentId);
      levelOffset = parentId === agentId ? 0 : await this.teamDepth(agentId, parentId);
      base = parentId;
      depthCondition = sql`t.depth = 1`;
    }
    const conditions = [sql`t.ancestor_id = ${base}`, depthCondition];
    if (q.username) conditions.push(sql`lower(m.username) like ${`${q.username.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`);
    if (q.status) conditions.push(sql`m.status = ${q.status}`);
    if (q.role) conditions.push(q.role === 'agent' ? sql`m.account_type in ${AGENT_TYPES_SQL}` : sql`m.account_type not in ${AGENT_TYPES_SQL}`);
    const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - q.tzOffset * 60_000);
    if (q.registeredFrom) conditions.push(sql`m.created_at >= ${dayStart(q.registeredFrom)}`);
    if (q.registeredTo) conditions.push(sql`m.created_at < ${new Date(dayStart(q.registeredTo).getTime() + DAY)}`);
    const order = q.order === 'asc' ? sql`asc` : sql`desc`;
    const rows = rowsOf<{
      id: string;
      username: string;
      nickname: string;
      account_type: number;
      depth: number;
      upline: string | null;
      status: string;
      created_at: string | Date;
      last_login_at: string | Date | null;
      team_size: string;
      total: string;
      agents: string;
    }>(
      await this.db.execute(sql`
        select m.id::text as id, m.username, m.nickname, m.account_type, t.depth, up.username as upline,
               m.status, m.created_at,
               ${lastLoginSql(sql`m.id`)} as last_login_at,
               (select count(*) - 1 from agent_tree x where x.ancestor_id = m.id) as team_size,
               count(*) over () as total,
               count(*) filter (where m.account_type in ${AGENT_TYPES_SQL}) over () as agents
          from agent_tree t
          join ${memberView('m')} on m.id = t.descendant_id
          left join ${memberView('up')} on up.id = m.upline_id
         where ${sql.join(conditions, sql` and `)}
         order by ${SORT_SQL[q.sort]} ${order} nulls last, m.id ${order}
         limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
    );
    let total = Number(rows[0]?.total ?? 0);
    let agents = Number(rows[0]?.agents ?? 0);
    if (rows.length === 0 && q.pageNo > 1) {
      const [count] = rowsOf<{ total: string; agents: string }>(
        await this.db.execute(sql`
          select count(*) as total, count(*) filter (where m.account_type in ${AGENT_TYPES_SQL}) as agents
            from agent_tree t join ${memberView('m')} on m.id = t.descendant_id
           where ${sql.join(conditions, sql` and `)}`),
      );
      total = Number(count?.total ?? 0);
      agents = Number(count?.agents ?? 0);
    }
    const list: Downline[] = rows.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      accountType: Number(r.account_type),
      level: Number(r.depth) + levelOffset,
      upline: r.upline ?? '',
      status: r.status === 'disabled' ? 'disabled' : 'active',
      registeredAt: iso(r.created_at)!,
      lastLoginAt: iso(r.last_login_at),
      teamSize: Number(r.team_size),
    }));
    return {
      list,
      total,
      totalPages: Math.ceil(total / q.pageSize),
      totals: { members: total, agents },
    };
  }

  async downline(agentId: number, memberId: number): Promise<DownlineDetail> {
    const depth = await this.teamDepth(agentId, memberId);
    const [row] = rowsOf<{
      id: string;
      username: string;
      nickname: string;
      account_type: number;
      upline: string | null;
      status: string;
      created_at: string | Date;
      last_login_at: string | Date | null;
      team_size: string;
      balance: string | null;
    }>(
      await this.db.execute(sql`
        select m.id::text as id, m.username, m.nickname, m.account_type, up.username as upline, m.status, m.created_at,
               ${lastLoginSql(sql`m.id`)} as last_login_at,
               (select count(*) - 1 from agent_tree x where x.ancestor_id = m.id) as team_size,
               ${walletBalanceSql(sql`m.id`)} as balance
          from ${memberView('m')} left join ${memberView('up')} on up.id = m.upline_id
         where m.id = ${memberId}`),
    );
    if (!row) throw new AppError('AGENT_DOWNLINE_NOT_FOUND');
    const { flags } = await this.system.config();
    return {
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      accountType: Number(row.account_type),
      level: depth,
      upline: row.upline ?? '',
      status: row.status === 'disabled' ? 'disabled' : 'active',
      registeredAt: iso(row.created_at)!,
      lastLoginAt: iso(row.last_login_at),
      teamSize: Number(row.team_size),
      balance: flags.AGENT_DOWNLINE_BALANCE ? fromMinor(big(row.balance)) : null,
      rebate: await ratesOf(this.db, memberId),
      direct: depth === 1,
    };
  }

  myRebate(agentId: number) {
    return ratesOf(this.db, agentId).then((rates) => ({ rates }));
  }

  /** A direct downline's rates, each at most the agent's own for that game type. */
  async setDownlineRebate(agentId: number, memberId: number, rates: RebateRates): Promise<DownlineDetail> {
    const depth = await this.teamDepth(agentId, memberId);
    if (depth !== 1) throw new AppError('AGENT_DOWNLINE_NOT_FOUND');
    await this.db.transaction(async (tx) => {
      // Serialise with an operator changing the agent's own rates.
      await new MemberRepository(tx).lock(agentId);
      const fields = ratesAbove(rates, await ratesOf(tx, agentId));
      if (Object.keys(fields).length) throw new AppError('AGENT_REBATE_ABOVE_UPLINE', fields);
      await writeRates(tx, memberId, rates);
    });
    return this.downline(agentId, memberId);
  }

  /** The register centre: the agent's referral links with their registrations counts. */
  async links(agentId: number) {
    return { list: await listLinks(this.db, agentId) };
  }

  /** A new referral link; its rates follow the same rule as a direct downline's (at most the agent's own). */
  createLink(agentId: number, rebate: RebateRates) {
    return createLink(this.db, agentId, rebate);
  }

  disableLink(agentId: number, linkId: number) {
    return disableLink(this.db, agentId, linkId);
  }

  /** Team members whose rounds a report covers: the whole team, or one member by username. */
  private teamOf(agentId: number, username?: string) {
    return username
      ? sql`select t.descendant_id as id, t.depth from agent_tree t join ${memberView('u')} on u.id = t.descendant_id
             where t.ancestor_id = ${agentId} and t.depth > 0 and lower(u.username) = ${username.normalize('NFKC').toLowerCase()}`
      : sql`select descendant_id as id, depth from agent_tree where ancestor_id = ${agentId} and depth > 0`;
  }

  /** personalHistoryCopy (team betting): the team's real-money rounds, newest first. */
  async teamBets(
    locale: Locale,
    agentId: number,
    q: PeriodInput & { pageNo: number; pageSize: number; username?: string; gameType?: string },
    now = new Date(),
  ) {
    const { from, to } = periodRange(q.period, { now, tzOffset: q.tzOffset, start: q.start, end: q.end });
    const game = gameView('game');
    const where = sql`not r.demo and r.created_at >= ${from} and r.created_at < ${to}
      ${q.gameType ? sql`and game.game_type = ${q.gameType}` : sql``}`;
    const base = sql`from ${gameRoundView('r')} join (${this.teamOf(agentId, q.username)}) t on t.id = r.member_id
      join ${memberView('m')} on m.id = r.member_id join ${game} on game.id = r.game_id where ${where}`;
    const rows = rowsOf<{
      id: string; username: string; depth: number; game_type: string; game_vendor: string; game_name: string;
      round_id: string; bet: string; win: string; status: string; created_at: string | Date;
    }>(
      await this.db.execute(sql`
        select r.id::text as id, m.username, t.depth, game.game_type, r.game_vendor, ${gameNameSql(locale, game.gameName)} as game_name,
               r.round_id, r.bet::text as bet, r.win::text as win, r.status, r.created_at
          ${base}
         order by r.created_at desc, r.id desc
         limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
    );
    const [sum] = rowsOf<{ rounds: string; bet: string; win: string }>(
      await this.db.execute(sql`
        select count(*)::text as rounds,
               coalesce(sum(r.bet) filter (where r.status <> 'rolled_back'), 0)::text as bet,
               coalesce(sum(r.win) filter (where r.status <> 'rolled_back'), 0)::text as win
          ${base}`),
    );
    const total = Number(sum?.rounds ?? 0);
    const counted = (r: { status: string; bet: string; win: string }) => r.status !== 'rolled_back';
    return {
      period: { from: from.toISOString(), to: to.toISOString() },
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        level: Number(r.depth),
        gameType: r.game_type,
        gameVendor: r.game_vendor,
        gameName: r.game_name,
        roundId: r.round_id,
        bet: fromMinor(big(r.bet)),
        win: fromMinor(big(r.win)),
        profit: fromMinor(counted(r) ? big(r.win) - big(r.bet) : 0n),
        status: roundStatus(r.status),
        createdAt: iso(r.created_at)!,
      })),
      total,
      totalPages: Math.ceil(total / q.pageSize),
      summary: {
        rounds: total,
        bet: fromMinor(big(sum?.bet)),
        win: fromMinor(big(sum?.win)),
        profit: fromMinor(big(sum?.win) - big(sum?.bet)),
      },
    };
  }

  /** palStatementsAgentCopy: profit and loss per team member who played in the period. */
  async teamProfitLoss(
    agentId: number,
    q: PeriodInput & { pageNo: number; pageSize: number; username?: string; sort: 'bet' | 'validTurnover' | 'profit' | 'rounds' | 'username'; order: 'asc' | 'desc' },
    now = new Date(),
  ) {
    const { from, to } = periodRange(q.period, { now, tzOffset: q.tzOffset, start: q.start, end: q.end });
    const sortSql = { bet: sql`bet`, validTurnover: sql`valid`, profit: sql`profit`, rounds: sql`rounds`, username: sql`lower(m.username)` }[q.sort];
    const order = q.order === 'asc' ? sql`asc` : sql`desc`;
    const rows = rowsOf<{
      id: string; username: string; depth: number; rounds: string; bet: string; valid: string; win: string; profit: string;
      total: string; t_rounds: string; t_bet: string; t_valid: string; t_win: string;
    }>(
      await this.db.execute(sql`
        with per_member as (
          select r.member_id, t.depth, count(*) as rounds,
                 coalesce(sum(r.bet) filter (where r.status <> 'rolled_back'), 0) as bet,
                 coalesce(sum(r.bet) filter (where r.status = 'settled'), 0) as valid,
                 coalesce(sum(r.win) filter (where r.status <> 'rolled_back'), 0) as win
            from ${gameRoundView('r')} join (${this.teamOf(agentId, q.username)}) t on t.id = r.member_id
           where not r.demo and r.created_at >= ${from} and r.created_at < ${to}
           group by r.member_id, t.depth
        )
        select p.member_id::text as id, m.username, p.depth, p.rounds::text as rounds, p.bet::text as bet,
               p.valid::text as valid, p.win::text as win, (p.win - p.bet)::text as profit,
               count(*) over ()::text as total, sum(p.rounds) over ()::text as t_rounds, sum(p.bet) over ()::text as t_bet,
               sum(p.valid) over ()::text as t_valid, sum(p.win) over ()::text as t_win
          from per_member p join ${memberView('m')} on m.id = p.member_id
         order by ${sortSql} ${order}, p.member_id ${order}
         limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
    );
    const first = rows[0];
    const total = Number(first?.total ?? 0);
    return {
      period: { from: from.toISOString(), to: to.toISOString() },
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        level: Number(r.depth),
        rounds: Number(r.rounds),
        bet: fromMinor(big(r.bet)),
        validTurnover: fromMinor(big(r.valid)),
        win: fromMinor(big(r.win)),
        profit: fromMinor(big(r.profit)),
      })),
      total,
      totalPages: Math.ceil(total / q.pageSize),
      totals: {
        members: total,
        rounds: Number(first?.t_rounds ?? 0),
        bet: fromMinor(big(first?.t_bet)),
        validTurnover: fromMinor(big(first?.t_valid)),
        win: fromMinor(big(first?.t_win)),
        profit: fromMinor(big(first?.t_win) - big(first?.t_bet)),
      },
    };
  }

  /**
   * agentRevenueReport: the agent's income of the period by source and day. Rebates: accrued and
   * paid per UTC day of the period's days. Salary and dividend: the SALARY_PAYOUT /
   * DIVIDEND_PAYOUT credits to the agent's main wallet in the period, per day of the agent's clock
   * (a payout is accrued and paid at once; a settlement still held for review is not income yet).
   */
  async income(agentId: number, q: PeriodInput, now = new Date()): Promise<Income> {
    const { from, to } = periodRange(q.period, { now, tzOffset: q.tzOffset, start: q.start, end: q.end });
    const fromDay = new Date(from.getTime() + q.tzOffset * 60_000).toISOString().slice(0, 10);
    const toDay = new Date(to.getTime() + q.tzOffset * 60_000).toISOString().slice(0, 10);
    const rows = rowsOf<{ day: string; accrued: string; paid: string | null; paid_at: string | Date | null }>(
      await this.db.execute(sql`
        select a.day::text as day, div(sum(a.amount_e4), 10000)::bigint as accrued, p.amount_minor as paid, p.created_at as paid_at
          from agent_rebate_accrual a
          left join agent_rebate_payout p on p.earner_id = a.earner_id and p.day = a.day
         where a.earner_id = ${agentId} and a.day >= ${fromDay}::date and a.day < ${toDay}::date
         group by a.day, p.amount_minor, p.created_at
         order by a.day desc`),
    );
    const contractRows = rowsOf<{ day: string; type: string; amount: string; paid_at: string | Date }>(
      await this.db.execute(sql`
        select ((t.created_at at time zone 'UTC') + make_interval(mins => ${q.tzOffset}::int))::date::text as day,
               t.type, sum(e.amount)::text as amount, max(t.created_at) as paid_at
          from ${ledgerTransactionView('t')}
          join ${ledgerEntryView('e')} on e.transaction_id = t.id and e.member_id = ${agentId} and e.kind = 'PLAYER_MAIN'
         where t.member_id = ${agentId} and t.type in ('SALARY_PAYOUT', 'DIVIDEND_PAYOUT') and not t.demo
           and t.created_at >= ${from} and t.created_at < ${to}
         group by 1, t.type`),
    );
    const list: IncomeDay[] = [
      ...rows.map((r) => ({
        date: r.day,
        source: 'REBATE' as const,
        accrued: fromMinor(big(r.accrued)),
        paid: r.paid == null ? null : fromMinor(big(r.paid)),
        paidAt: iso(r.paid_at),
      })),
      ...contractRows.map((r) => ({
        date: r.day,
        source: r.type === 'DIVIDEND_PAYOUT' ? ('DIVIDEND' as const) : ('SALARY' as const),
        accrued: fromMinor(big(r.amount)),
        paid: fromMinor(big(r.amount)),
        paidAt: iso(r.paid_at),
      })),
    ].sort(
      (a, b) =>
        b.date.localeCompare(a.date) || AGENT_INCOME_SOURCES.indexOf(a.source) - AGENT_INCOME_SOURCES.indexOf(b.source),
    );
    const bySource = AGENT_INCOME_SOURCES.map((source) => {
      const of = list.filter((r) => r.source === source);
      return {
        source,
        accrued: of.reduce((sum, r) => sum + toMinor(r.accrued), 0n),
        paid: of.reduce((sum, r) => sum + (r.paid === null ? 0n : toMinor(r.paid)), 0n),
      };
    });
    return {
      period: { from: from.toISOString(), to: to.toISOString() },
      totals: {
        accrued: fromMinor(bySource.reduce((sum, s) => sum + s.accrued, 0n)),
        paid: fromMinor(bySource.reduce((sum, s) => sum + s.paid, 0n)),
      },
      bySource: bySource.map((s) => ({ source: s.source, accrued: fromMinor(s.accrued), paid: fromMinor(s.paid) })),
      list,
    };
  }

  // ---- operator ----

  /** Moves a member (and its team) under another upline, with a history row; audited. */
  moveMember(ctx: AuditContext, movedBy: string, memberId: number, input: { uplineId: string | null; reason: string }) {
    const toId = input.uplineId === null ? null : Number(input.uplineId);
    return this.ops.change(ctx, 'agent.move', `member:${memberId}`, async (tx: Tx) => {
      const members = new MemberRepository(tx);
      const subject = await members.lockById(memberId);
      if (!subject) throw new AppError('NOT_FOUND');
      if (isTrialAccount(subject.accountType)) throw new AppError('AGENT_MOVE_INVALID');
      if (toId !== null) {
        const target = await members.findById(toId);
        if (!target || isTrialAccount(target.accountType) || target.status !== 'active') {
          throw new AppError('AGENT_MOVE_INVALID', { uplineId: 'INVALID_VALUE' });
        }
        if ((await depthBelow(tx, memberId, toId)) !== null) throw new AppError('AGENT_MOVE_INVALID', { uplineId: 'INVALID_VALUE' });
      }
      // The tree triggers move the whole subtree in this statement.
      await members.setUpline(memberId, toId);
      const [moved] = await tx
        .insert(agentMove)
        .values({ memberId, fromUplineId: subject.uplineId, toUplineId: toId, movedBy, reason: input.reason })
        .returning();
      const result = await this.moveView(tx, moved!);
      return { before: { uplineId: subject.uplineId }, after: { uplineId: toId }, result };
    });
  }

  private async moveView(db: Db | Tx, row: typeof agentMove.$inferSelect) {
    const name = async (id: number | null) => {
      if (id === null) return null;
      return (await new MemberRepository(db).usernameOf(id)) ?? null;
    };
    return {
      id: String(row.id),
      memberId: String(row.memberId),
      fromUpline: await name(row.fromUplineId),
      toUpline: await name(row.toUplineId),
      movedBy: row.movedBy,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async moves(memberId: number) {
    const rows = await this.db
      .select()
      .from(agentMove)
      .where(eq(agentMove.memberId, memberId))
      .orderBy(desc(agentMove.createdAt), desc(agentMove.id));
    return { list: await Promise.all(rows.map((r) => this.moveView(this.db, r))) };
  }

  /** Sets a member's account type (member or agent type) and its own rebate rates; audited. */
  setAgent(ctx: AuditContext, memberId: number, input: { accountType: number; rebate: RebateRates }) {
    return this.ops.change(ctx, 'agent.settings', `member:${memberId}`, async (tx: Tx) => {
      const members = new MemberRepository(tx);
      const subject = await members.lockById(memberId);
      if (!subject) throw new AppError('NOT_FOUND');
      if (isTrialAccount(subject.accountType)) throw new AppError('VALIDATION_FAILED', { accountType: 'INVALID_VALUE' });
      if (subject.uplineId !== null) {
        const fields = ratesAbove(input.rebate, await ratesOf(tx, subject.uplineId));
        if (Object.keys(fields).length) throw new AppError('AGENT_REBATE_ABOVE_UPLINE', fields);
      }
      const before = { accountType: subject.accountType, rebate: await ratesOf(tx, memberId) };
      await members.setAccountType(memberId, input.accountType);
      await writeRates(tx, memberId, input.rebate);
      const upline = subject.uplineId ? { username: await members.usernameOf(subject.uplineId) } : undefined;
      const [size] = rowsOf<{ n: string }>(
        await tx.execute(sql`select count(*) - 1 as n from agent_tree where ancestor_id = ${memberId}`),
      );
      const result = {
        id: String(memberId),
        username: subject.username,
        accountType: input.accountType,
        upline: upline?.username ?? null,
        teamSize: Number(size?.n ?? 0),
        rebate: await ratesOf(tx, memberId),
      };
      return { before, after: { accountType: input.accountType, rebate: result.rebate }, result };
    });
  }

  /** Every earner's rebate income over UTC days [from, to], highest accrued first. */
  async incomeReport(q: { pageNo: number; pageSize: number; from?: string; to?: string }, now = new Date()) {
    const toDay = q.to ?? now.toISOString().slice(0, 10);
    const fromDay = q.from ?? new Date(Date.parse(`${toDay}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10);
    const rows = rowsOf<{
      id: string;
      username: string;
      account_type: number;
      accrued: string;
      paid: string;
      pending: string;
      total: string;
      t_accrued: string;
      t_paid: string;
      t_pending: string;
    }>(
      await this.db.execute(sql`
        with per_day as (
          select a.earner_id, a.day, div(sum(a.amount_e4), 10000)::bigint as accrued, max(p.amount_minor) as paid,
                 bool_or(a.payout_id is null) as unpaid
            from agent_rebate_accrual a
            left join agent_rebate_payout p on p.earner_id = a.earner_id and p.day = a.day
           where a.day between ${fromDay}::date and ${toDay}::date
           group by a.earner_id, a.day
        ), per_earner as (
          select earner_id, sum(accrued) as accrued, coalesce(sum(paid), 0) as paid,
                 coalesce(sum(accrued) filter (where unpaid), 0) as pending
            from per_day group by earner_id
        )
        select m.id::text as id, m.username, m.account_type, e.accrued, e.paid, e.pending,
               count(*) over () as total, sum(e.accrued) over () as t_accrued, sum(e.paid) over () as t_paid,
               sum(e.pending) over () as t_pending
          from per_earner e join ${memberView('m')} on m.id = e.earner_id
         order by e.accrued desc, m.id
         limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
    );
    const total = Number(rows[0]?.total ?? 0);
    return {
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        accountType: Number(r.account_type),
        rebateAccrued: fromMinor(big(r.accrued)),
        rebatePaid: fromMinor(big(r.paid)),
        rebatePending: fromMinor(big(r.pending)),
      })),
      total,
      totalPages: Math.ceil(total / q.pageSize),
      totals: {
        rebateAccrued: fromMinor(big(rows[0]?.t_accrued)),
        rebatePaid: fromMinor(big(rows[0]?.t_paid)),
        rebatePending: fromMinor(big(rows[0]?.t_pending)),
      },
    };
  }

  /** Runs the rebate payout job now (audited): the same exactly-once payouts as the schedule. */
  async runRebatePayouts(ctx: AuditContext, before?: string) {
    const result = await payRebates(this.db, { before });
    await this.ops.change(ctx, 'agent.rebate.pay', 'agent_rebate_payout', async () => ({
      before: null,
      after: { before: before ?? null, payouts: result.payouts, paid: fromMinor(result.paidMinor) },
      result: null,
    }));
    return { payouts: result.payouts, paid: fromMinor(result.paidMinor) };
  }

  // ---- schedule ----
  private readonly schedule = new JobSchedule('rebate payouts', () => payRebates(this.db), (r) =>
    r.payouts ? { payouts: r.payouts, paid: fromMinor(r.paidMinor) } : undefined,
  );

  /** Pays finished days every `seconds` (0: never). Safe with several processes (see payRebates). */
  startJobs(seconds: number, log: JobLog) {
    this.schedule.start(seconds, log);
  }

  stopJobs() {
    return this.schedule.stop();
  }
}

