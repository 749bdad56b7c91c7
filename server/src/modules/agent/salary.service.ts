import { and, eq, sql } from 'drizzle-orm';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import { AGENT_ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import type { FieldRule } from '@sorte/contracts/common/errors';
import {
  CONTRACT_TYPE_FLAGS,
  CONTRACT_TYPES,
  isSalaryType,
  type ContractStatus,
  type ContractType,
} from '@sorte/contracts/agent/salary-routes';
import type {
  Consolidated,
  Contract,
  ContractTier,
  ContractTypeSetting,
  OfferBody,
  Settlement,
  SettlementDetail,
  SettlementsQuery,
} from '@sorte/contracts/agent/salary';
import type { Db, Tx } from '../../db/client';
import {
  agentContract,
  agentContractSetting,
  agentSettlement,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { JobSchedule, type JobLog } from '../../lib/job-schedule';
import type { AuditContext, OpsService } from '../ops/index';
import { periodRange } from '../cashier/index';
import type { Executor } from '../ledger/index';
import { MemberRepository, memberView } from '../member/index';
import { runSettlements, tierReached } from './settlement';
import { depthBelow } from './tree';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const iso = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());
const big = (v: string | number | bigint | null | undefined) => BigInt(v ?? 0);

type ContractRow = typeof agentContract.$inferSelect;
type SettingRow = typeof agentContractSetting.$inferSelect;

const settingView = (row: SettingRow): ContractTypeSetting => ({
  type: row.type as ContractType,
  enabled: row.enabled,
  maxTiers: row.maxTiers,
  maxAmount: fromMinor(row.maxAmountMinor),
  maxShareBp: row.maxShareBp,
  holdMinutes: row.holdMinutes,
});

const SETTLEMENT_SORT_SQL = {
  periodStart: sql`s.period_start`,
  amount: sql`s.amount`,
  validTurnover: sql`s.valid_turnover`,
  netLoss: sql`s.net_loss`,
} as const;

/** The tier value a tier list gives at (threshold, activeMembers): minor units (salary) or basis points (dividend). */
const rewardAt = (
  type: ContractType,
  tiers: ContractTier[],
  threshold: bigint,
  active: number,
): bigint => {
  const i = tierReached(tiers, threshold, active);
  if (i < 0) return 0n;
  return isSalaryType(type) ? toMinor(tiers[i]!.amount ?? '0.00') : BigInt(tiers[i]!.shareBp ?? 0);
};

/** A unique violation of the one-open-contract index (an offer racing another), possibly wrapped by Drizzle. */
function isOpenContractConflict(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined,
      depth = 0;
    e && depth < 4;
    depth += 1
  ) {
    if (e.code === '23505') return e.constraint === 'agent_contract_open_idx';
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Agent salary and dividend contracts: offers between an upline and a direct downline agent,
 * their life, the settlement records, the operator's settings and the settlement jobs
 * (./settlement.ts). See docs/decisions.md "Salary and dividend contracts".
 */
export class SalaryService {
  constructor(
    private readonly db: Db,
    private readonly ops: OpsService,
  ) {}

  private async settings(db: Executor = this.db): Promise<Map<ContractType, SettingRow>> {
    const rows = await db.select().from(agentContractSetting);
    return new Map(rows.map((r) => [r.type as ContractType, r]));
  }

  async consolidated(): Promise<Consolidated> {
    const settings = await this.settings();
    const types = CONTRACT_TYPES.flatMap((t) => {
      const row = settings.get(t);
      return row ? [settingView(row)] : [];
    });
    const enabled = (t: ContractType) => settings.get(t)?.enabled ?? false;
    return {
      [CONTRACT_TYPE_FLAGS.DAILY_SALARY]: enabled('DAILY_SALARY'),
      [CONTRACT_TYPE_FLAGS.DIVIDEND]: enabled('DIVIDEND'),
      [CONTRACT_TYPE_FLAGS.HOURLY_SALARY]: enabled('HOURLY_SALARY'),
      [CONTRACT_TYPE_FLAGS.REALTIME_SALARY]: enabled('REALTIME_SALARY'),
      types,
    };
  }

  private async contractView(db: Executor, row: ContractRow, callerId: number): Promise<Contract> {
    const names = rowsOf<{ id: string; username: string }>(
      await db.execute(
        sql`select m.id::text as id, m.username from ${memberView('m')} where m.id in (${row.uplineId}, ${row.downlineId})`,
      ),
    );
    const name = (id: number) => names.find((n) => Number(n.id) === id)?.username ?? '';
    return {
      id: String(row.id),
      type: row.type as ContractType,
      upline: { id: String(row.uplineId), username: name(row.uplineId) },
      downline: { id: String(row.downlineId), username: name(row.downlineId) },
      role: row.uplineId === callerId ? 'upline' : 'downline',
      tiers: row.tiers,
      status: row.status as ContractStatus,
      offeredAt: iso(row.offeredAt)!,
      respondedAt: iso(row.respondedAt),
      terminatedAt: iso(row.terminatedAt),
      terminatedBy: (row.terminatedBy as Contract['terminatedBy']) ?? null,
    };
  }

  async contracts(agentId: number, q: { status?: ContractStatus; type?: ContractType }) {
    const conditions = [sql`(c.upline_id = ${agentId} or c.downline_id = ${agentId})`];
    if (q.status) conditions.push(sql`c.status = ${q.status}`);
    if (q.type) conditions.push(sql`c.type = ${q.type}`);
    const rows = rowsOf<{
      id: string;
      type: string;
      upline_id: string;
      downline_id: string;
      up: string;
      down: string;
      tiers: ContractTier[] | string;
      status: string;
      offered_at: string | Date;
      responded_at: string | Date | null;
      terminated_at: string | Date | null;
      terminated_by: string | null;
    }>(
      await this.db.execute(sql`
        select c.id::text as id, c.type, c.upline_id::text as upline_id, c.downline_id::text as downline_id,
               u.username as up, d.username as down, c.tiers, c.status, c.offered_at, c.responded_at, c.terminated_at, c.terminated_by
          from agent_contract c join ${memberView('u')} on u.id = c.upline_id join ${memberView('d')} on d.id = c.downline_id
         where ${sql.join(conditions, sql` and `)}
         order by c.offered_at desc, c.id desc
         limit 500`),
    );
    const list: Contract[] = rows.map((r) => ({
      id: r.id,
      type: r.type as ContractType,
      upline: { id: r.upline_id, username: r.up },
      downline: { id: r.downline_id, username: r.down },
      role: Number(r.upline_id) === agentId ? 'upline' : 'downline',
      tiers: typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as ContractTier[]) : r.tiers,
      status: r.status as ContractStatus,
      offeredAt: iso(r.offered_at)!,
      respondedAt: iso(r.responded_at),
      terminatedAt: iso(r.terminated_at),
      terminatedBy: (r.terminated_by as Contract['terminatedBy']) ?? null,
    }));
    return { list };
  }

  /** Field rules for tiers that are malformed for the type (missing value, thresholds not ascending). */
  private tierShape(type: ContractType, tiers: ContractTier[]): Record<string, FieldRule> {
    const fields: Record<string, FieldRule> = {};
    const valueKey = isSalaryType(type) ? 'amount' : 'shareBp';
    const otherKey = isSalaryType(type) ? 'shareBp' : 'amount';
    tiers.forEach((tier, i) => {
      if (tier[valueKey] === undefined) fields[`tiers.${i}.${valueKey}`] = 'REQUIRED';
      if (tier[otherKey] !== undefined) fields[`tiers.${i}.${otherKey}`] = 'INVALID_VALUE';
      if (valueKey === 'amount' && tier.amount !== undefined && toMinor(tier.amount) <= 0n)
        fields[`tiers.${i}.amount`] = 'INVALID_VALUE';
      if (i > 0) {
        const prev = tiers[i - 1]!;
        if (
          toMinor(tier.threshold) < toMinor(prev.threshold) ||
          tier.activeMembers < prev.activeMembers
        ) {
          fields[`tiers.${i}.threshold`] = 'INVALID_VALUE';
        } else if (
          toMinor(tier.threshold) === toMinor(prev.threshold) &&
          tier.activeMembers === prev.activeMembers
        ) {
          fields[`tiers.${i}.threshold`] = 'INVALID_VALUE';
        }
        const value = (t: ContractTier) =>
          valueKey === 'amount' ? toMinor(t.amount ?? '0.00') : BigInt(t.shareBp ?? 0);
        if (
          tier[valueKey] !== undefined &&
          prev[valueKey] !== undefined &&
          value(tier) <= value(prev)
        )
          fields[`tiers.${i}.${valueKey}`] = 'INVALID_VALUE';
      }
    });
    return fields;
  }

  /** An offer from the caller to a direct downline agent, within its own contract and the brand's limits. */
  async offer(agentId: number, body: OfferBody): Promise<Contract> {
    const downlineId = Number(body.downlineId);
    const type = body.type;
    const shape = this.tierShape(type, body.tiers);
    if (Object.keys(shape).length) throw new AppError('VALIDATION_FAILED', shape);
    try {
      return await this.db.transaction(async (tx) => {
        const setting = (await this.settings(tx)).get(type);
        if (!setting?.enabled) throw new AppError('AGENT_CONTRACT_TYPE_DISABLED');
        // Serialise the caller's offers (and its own contract changing under it).
        const members = new MemberRepository(tx);
        const upline = await members.lockById(agentId);
        const depth = await depthBelow(tx, agentId, downlineId);
        if (depth !== 1) throw new AppError('AGENT_DOWNLINE_NOT_FOUND');
        const downline = await members.brief(downlineId);
        if (
          !downline ||
          !AGENT_ACCOUNT_TYPES.includes(downline.accountType) ||
          downline.status !== 'active'
        ) {
          throw new AppError('AGENT_CONTRACT_NOT_ALLOWED', { downlineId: 'INVALID_VALUE' });
        }
        const [own] = await tx
          .select()
          .from(agentContract)
          .where(
            and(
              eq(agentContract.downlineId, agentId),
              eq(agentContract.type, type),
              eq(agentContract.status, 'ACTIVE'),
            ),
          );
        if (!own && upline?.uplineId != null) throw new AppError('AGENT_CONTRACT_NOT_ALLOWED');
        const fields: Record<string, FieldRule> = {};
        if (body.tiers.length > setting.maxTiers) fields.tiers = 'INVALID_VALUE';
        body.tiers.forEach((tier, i) => {
          if (isSalaryType(type)) {
            const amount = toMinor(tier.amount!);
            const ceiling = own
              ? rewardAt(type, own.tiers, toMinor(tier.threshold), tier.activeMembers)
              : setting.maxAmountMinor;
            if (amount > setting.maxAmountMinor || amount > ceiling)
              fields[`tiers.${i}.amount`] = 'INVALID_VALUE';
          } else {
            const share = BigInt(tier.shareBp!);
            const ceiling = own
              ? rewardAt(type, own.tiers, toMinor(tier.threshold), tier.activeMembers)
              : BigInt(setting.maxShareBp);
            if (share > BigInt(setting.maxShareBp) || share > ceiling)
              fields[`tiers.${i}.shareBp`] = 'INVALID_VALUE';
          }
        });
        if (Object.keys(fields).length) throw new AppError('AGENT_CONTRACT_ABOVE_LIMIT', fields);
        const [open] = await tx
          .select({ id: agentContract.id })
          .from(agentContract)
          .where(
            and(
              eq(agentContract.downlineId, downlineId),
              eq(agentContract.type, type),
              sql`${agentContract.status} in ('OFFERED', 'ACTIVE')`,
            ),
          );
        if (open) throw new AppError('AGENT_CONTRACT_EXISTS');
        const [row] = await tx
          .insert(agentContract)
          .values({ type, uplineId: agentId, downlineId, tiers: body.tiers })
          .returning();
        return this.contractView(tx, row!, agentId);
      });
    } catch (error) {
      if (isOpenContractConflict(error)) throw new AppError('AGENT_CONTRACT_EXISTS');
      throw error;
    }
  }

  /** Accept or reject (the downline only) an OFFERED contract; terminate (either side) an open one. */
  async respond(
    agentId: number,
    contractId: number,
    action: 'accept' | 'reject' | 'terminate',
  ): Promise<Contract> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(agentContract)
        .where(eq(agentContract.id, contractId))
        .for('update');
      if (!row || (row.uplineId !== agentId && row.downlineId !== agentId))
        throw new AppError('AGENT_CONTRACT_NOT_FOUND');
      const role = row.uplineId === agentId ? 'upline' : 'downline';
      const now = new Date();
      let update: Partial<ContractRow>;
      if (action === 'terminate') {
        if (row.status !== 'OFFERED' && row.status !== 'ACTIVE')
          throw new AppError('AGENT_CONTRACT_STATE');
        update = { status: 'TERMINATED', terminatedAt: now, terminatedBy: role };
      } else {
        if (role !== 'downline' || row.status !== 'OFFERED')
          throw new AppError('AGENT_CONTRACT_STATE');
        if (action === 'accept') {
          const setting = (await this.settings(tx)).get(row.type as ContractType);
          if (!setting?.enabled) throw new AppError('AGENT_CONTRACT_TYPE_DISABLED');
          update = { status: 'ACTIVE', respondedAt: now, acceptedAt: now };
        } else {
          update = { status: 'REJECTED', respondedAt: now };
        }
      }
      const [updated] = await tx
        .update(agentContract)
        .set(update)
        .where(eq(agentContract.id, contractId))
        .returning();
      return this.contractView(tx, updated!, agentId);
    });
  }

  private settlementSelect(role: ReturnType<typeof sql>) {
    return sql`
      select s.id::text as id, s.contract_id::text as contract_id, s.type, s.period_key, s.period_start, s.period_end,
             h.username as holder, u.username as upline, ${role} as role,
             s.valid_turnover::text as valid_turnover, s.net_loss::text as net_loss, s.active_members,
             s.carry_in::text as carry_in, s.carry_out::text as carry_out, s.tier, s.gross::text as gross,
             s.downlines_amount::text as downlines_amount, s.amount::text as amount, s.adjusted_by, s.status, s.paid_at`;
  }

  private settlementView(r: SettlementSqlRow): Settlement {
    return {
      id: r.id,
      contractId: r.contract_id,
      type: r.type as ContractType,
      periodKey: r.period_key,
      periodStart: iso(r.period_start)!,
      periodEnd: iso(r.period_end)!,
      holder: r.holder,
      upline: r.upline,
      role: r.role === 'upline' ? 'upline' : 'downline',
      validTurnover: fromMinor(big(r.valid_turnover)),
      netLoss: fromMinor(big(r.net_loss)),
      activeMembers: Number(r.active_members),
      carryIn: fromMinor(big(r.carry_in)),
      carryOut: fromMinor(big(r.carry_out)),
      tier: r.tier === null ? null : Number(r.tier),
      gross: fromMinor(big(r.gross)),
      downlinesAmount: fromMinor(big(r.downlines_amount)),
      amount: fromMinor(big(r.amount)),
      adjusted: r.adjusted_by !== null,
      status: r.status === 'PAID' ? 'PAID' : 'PENDING',
      paidAt: iso(r.paid_at),
    };
  }

  /** One type's settlements of the caller's contracts (as holder and/or as upline) whose period started in the range. */
  async records(agentId: number, type: ContractType, q: SettlementsQuery, now = new Date()) {
    const { from, to } = periodRange(q.period, {
      now,
      tzOffset: q.tzOffset,
      start: q.start,
      end: q.end,
    });
    const scope =
      q.scope === 'mine'
        ? sql`s.holder_id = ${agentId}`
        : q.scope === 'team'
          ? sql`s.upline_id = ${agentId}`
          : sql`(s.holder_id = ${agentId} or s.upline_id = ${agentId})`;
    const where = sql`s.type = ${type} and ${scope} and s.period_start >= ${from} and s.period_start < ${to}
      ${q.username ? sql`and lower(h.username) = ${q.username.toLowerCase()}` : sql``}`;
    const base = sql`from agent_settlement s join ${memberView('h')} on h.id = s.holder_id join ${memberView('u')} on u.id = s.upline_id where ${where}`;
    const order = q.order === 'asc' ? sql`asc` : sql`desc`;
    const role = sql`case when s.holder_id = ${agentId} then 'downline' else 'upline' end`;
    const rows = rowsOf<SettlementSqlRow>(
      await this.db.execute(sql`${this.settlementSelect(role)} ${base}
        order by ${SETTLEMENT_SORT_SQL[q.sort]} ${order}, s.id ${order}
        limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
    );
    const [sum] = rowsOf<{ n: string; turnover: string; net_loss: string; amount: string }>(
      await this.db.execute(sql`
        select count(*)::text as n, coalesce(sum(s.valid_turnover), 0)::text as turnover,
               coalesce(sum(s.net_loss), 0)::text as net_loss, coalesce(sum(s.amount), 0)::text as amount ${base}`),
    );
    const total = Number(sum?.n ?? 0);
    return {
      period: { from: from.toISOString(), to: to.toISOString() },
      list: rows.map((r) => this.settlementView(r)),
      total,
      totalPages: Math.ceil(total / q.pageSize),
      totals: {
        validTurnover: fromMinor(big(sum?.turnover)),
        netLoss: fromMinor(big(sum?.net_loss)),
        amount: fromMinor(big(sum?.amount)),
      },
    };
  }

  /** One settlement with its lines: its holder or the holder's upline only. */
  async settlement(agentId: number, id: number): Promise<SettlementDetail> {
    const role = sql`case when s.holder_id = ${agentId} then 'downline' else 'upline' end`;
    const [row] = rowsOf<SettlementSqlRow>(
      await this.db.execute(sql`${this.settlementSelect(role)}
        from agent_settlement s join ${memberView('h')} on h.id = s.holder_id join ${memberView('u')} on u.id = s.upline_id
       where s.id = ${id} and (s.holder_id = ${agentId} or s.upline_id = ${agentId})`),
    );
    if (!row) throw new AppError('AGENT_SETTLEMENT_NOT_FOUND');
    const lines = rowsOf<{
      kind: string;
      username: string;
      level: number;
      valid_turnover: string;
      net_loss: string;
      amount: string;
    }>(
      await this.db.execute(sql`
        select l.kind, m.username, l.level, l.valid_turnover::text as valid_turnover, l.net_loss::text as net_loss, l.amount::text as amount
          from agent_settlement_line l join ${memberView('m')} on m.id = l.member_id
         where l.settlement_id = ${id}
         order by l.kind desc, l.level, l.valid_turnover desc, l.id`),
    );
    return {
      ...this.settlementView(row),
      lines: lines.map((l) => ({
        kind: l.kind === 'DOWNLINE_CONTRACT' ? 'DOWNLINE_CONTRACT' : 'MEMBER',
        username: l.username,
        level: Number(l.level),
        validTurnover: fromMinor(big(l.valid_turnover)),
        netLoss: fromMinor(big(l.net_loss)),
        amount: fromMinor(big(l.amount)),
      })),
    };
  }

  // ---- operator ----

  async opsSettings() {
    const settings = await this.settings();
    return {
      types: CONTRACT_TYPES.flatMap((t) =>
        settings.get(t) ? [settingView(settings.get(t)!)] : [],
      ),
    };
  }

  setSettings(ctx: AuditContext, input: { types: ContractTypeSetting[] }) {
    return this.ops.change(
      ctx,
      'agent.contracts.settings',
      'agent_contract_setting',
      async (tx: Tx) => {
        const before = await tx.select().from(agentContractSetting);
        for (const t of input.types) {
          await tx
            .insert(agentContractSetting)
            .values({
              type: t.type,
              enabled: t.enabled,
              maxTiers: t.maxTiers,
              maxAmountMinor: toMinor(t.maxAmount),
              maxShareBp: t.maxShareBp,
              holdMinutes: t.holdMinutes,
            })
            .onConflictDoUpdate({
              target: agentContractSetting.type,
              set: {
                enabled: t.enabled,
                maxTiers: t.maxTiers,
                maxAmountMinor: toMinor(t.maxAmount),
                maxShareBp: t.maxShareBp,
                holdMinutes: t.holdMinutes,
                updatedAt: new Date(),
              },
            });
        }
        const after = await tx.select().from(agentContractSetting);
        const view = (rows: SettingRow[]) =>
          CONTRACT_TYPES.flatMap((t) => rows.filter((r) => r.type === t).map(settingView));
        return { before: view(before), after: view(after), result: { types: view(after) } };
      },
    );
  }

  async opsSettlements(q: {
    pageNo: number;
    pageSize: number;
    status: 'PENDING' | 'PAID';
    type?: ContractType;
  }) {
    const where = sql`s.status = ${q.status} ${q.type ? sql`and s.type = ${q.type}` : sql``}`;
    const rows = rowsOf<SettlementSqlRow & { total: string }>(
      await this.db
        .execute(sql`${this.settlementSelect(sql`'downline'`)}, count(*) over ()::text as total
        from agent_settlement s join ${memberView('h')} on h.id = s.holder_id join ${memberView('u')} on u.id = s.upline_id
       where ${where}
       order by s.period_start, s.id
       limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
    );
    const total = Number(rows[0]?.total ?? 0);
    return {
      list: rows.map((r) => this.settlementView(r)),
      total,
      totalPages: Math.ceil(total / q.pageSize),
    };
  }

  adjustSettlement(
    ctx: AuditContext,
    operatorName: string,
    id: number,
    input: { amount: string; reason: string },
  ) {
    return this.ops.change(
      ctx,
      'agent.settlement.adjust',
      `agent_settlement:${id}`,
      async (tx: Tx) => {
        const [row] = await tx
          .select()
          .from(agentSettlement)
          .where(eq(agentSettlement.id, id))
          .for('update');
        if (!row) throw new AppError('NOT_FOUND');
        if (row.status !== 'PENDING') throw new AppError('AGENT_SETTLEMENT_PAID');
        const amount = toMinor(input.amount);
        await tx
          .update(agentSettlement)
          .set({ amount, adjustedBy: operatorName, adjustReason: input.reason })
          .where(and(eq(agentSettlement.id, id), eq(agentSettlement.status, 'PENDING')));
        const [view] = rowsOf<SettlementSqlRow>(
          await tx.execute(sql`${this.settlementSelect(sql`'downline'`)}
          from agent_settlement s join ${memberView('h')} on h.id = s.holder_id join ${memberView('u')} on u.id = s.upline_id where s.id = ${id}`),
        );
        return {
          before: { amount: fromMinor(row.amount) },
          after: { amount: input.amount, reason: input.reason },
          result: this.settlementView(view!),
        };
      },
    );
  }

  /** Runs the settlement jobs now (audited): the same exactly-once settlements as the schedule. */
  async runNow(ctx: AuditContext, input: { type?: ContractType; at?: string } | null | undefined) {
    const result = await runSettlements(this.db, {
      type: input?.type,
      at: input?.at ? new Date(input.at) : undefined,
    });
    const summary = {
      settled: result.settled,
      paid: result.paid,
      paidAmount: fromMinor(result.paidMinor),
    };
    await this.ops.change(ctx, 'agent.settlements.run', 'agent_settlement', async () => ({
      before: null,
      after: { type: input?.type ?? null, at: input?.at ?? null, ...summary },
      result: null,
    }));
    return summary;
  }

  // ---- schedule ----
  private readonly schedule = new JobSchedule(
    'contract settlements',
    () => runSettlements(this.db),
    (r) =>
      r.settled || r.paid
        ? { settled: r.settled, paid: r.paid, paidAmount: fromMinor(r.paidMinor) }
        : undefined,
  );

  /** Settles finished periods every `seconds` (0: never); real-time salary needs at most 300. */
  startJobs(seconds: number, log: JobLog) {
    this.schedule.start(seconds, log);
  }

  stopJobs() {
    return this.schedule.stop();
  }
}

interface SettlementSqlRow {
  id: string;
  contract_id: string;
  type: string;
  period_key: string;
  period_start: string | Date;
  period_end: string | Date;
  holder: string;
  upline: string;
  role: string;
  valid_turnover: string;
  net_loss: string;
  active_members: number;
  carry_in: string;
  carry_out: string;
  tier: number | null;
  gross: string;
  downlines_amount: string;
  amount: string;
  adjusted_by: string | null;
  status: string;
  paid_at: string | Date | null;
}
