import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import { IncomeSchema } from '@sorte/contracts/agent/agent';
import {
  ConsolidatedSchema,
  ContractSchema,
  SettlementDetailSchema,
  SettlementsSchema,
} from '@sorte/contracts/agent/salary';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import {
  createMember,
  expectLedgerSound,
  fund,
  sessionFor,
  walletBalances,
} from '../../../test/ledger-helpers';
import {
  agentContract,
  agentSettlement,
  auditLog,
  gameRound,
  ledgerTransaction,
} from '../../db/schema/index';
import { createProviderClient, injectTransport, type ProviderClient } from '../provider/index';
import { vendorSecret } from '../provider/index';
import { launchCodeOf } from '../provider/index';
import { finishedPeriods, periodOf, runSettlements } from './settlement';

let t: TestApp;
let vsim: ProviderClient;
let ops: { authorization: string };
let seq = 0;
const id = (p: string) => `${p}-${Date.now()}-${(seq += 1)}`;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await buildTestApp();
  vsim = createProviderClient({
    vendorCode: 'VSIM',
    secret: vendorSecret(t.env, 'VSIM'),
    transport: injectTransport(t.app),
  });
  ops = await operatorAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, auth: Headers = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...en, ...auth },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** top (agent, no upline) → sub (agent) → subsub (agent) → player; top → plain (member); outsider agent elsewhere. */
async function team() {
  const db = t.database.db;
  const top = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
  const sub = await createMember(db, { accountType: 2, uplineId: top });
  const subsub = await createMember(db, { accountType: 2, uplineId: sub });
  const player = await createMember(db, { uplineId: subsub });
  const plain = await createMember(db, { uplineId: top });
  const outsider = await createMember(db, { accountType: 1 });
  const auth = {
    top: await sessionFor(db, top),
    sub: await sessionFor(db, sub),
    subsub: await sessionFor(db, subsub),
    outsider: await sessionFor(db, outsider),
  };
  return { top, sub, subsub, player, plain, outsider, auth };
}

async function launchPg(memberId: number) {
  const auth = await sessionFor(t.database.db, memberId);
  const res = await call('POST', '/wps/game/launchGame', auth, {
    nodeId: 'RNG-PG-1001',
    accountType: 1,
    launchMode: 'GLS',
    platform: 'html5-desktop',
  });
  expect(res.statusCode, res.body).toBe(200);
  const { token } = await vsim.exchange({ code: launchCodeOf(res.json().value.game_url)! });
  return token;
}

/** One settled round: bet, then its win (0.00 for a loss). */
async function play(memberId: number, token: string, bet: string, win = '0.00') {
  const b = {
    token,
    playerId: String(memberId),
    transactionId: id('b'),
    roundId: id('r'),
    gameCode: 'PG1001',
    amount: bet,
  };
  await vsim.bet(b);
  await vsim.win({
    playerId: String(memberId),
    transactionId: id('w'),
    betTransactionId: b.transactionId,
    roundId: b.roundId,
    gameCode: 'PG1001',
    amount: win,
    roundClosed: true,
  });
  return b.roundId;
}

const salaryTiers = (amounts: [string, number, string][]) =>
  amounts.map(([threshold, activeMembers, amount]) => ({ threshold, activeMembers, amount }));

async function offerAndAccept(
  from: Headers,
  to: Headers,
  downlineId: number,
  type: string,
  tiers: object[],
) {
  const offered = await call('POST', '/wps/agent/contracts', from, {
    type,
    downlineId: String(downlineId),
    tiers,
  });
  expect(offered.statusCode, offered.body).toBe(200);
  const contract = ContractSchema.parse(offered.json().value);
  const accepted = await call('POST', `/wps/agent/contracts/${contract.id}/accept`, to);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return ContractSchema.parse(accepted.json().value);
}

describe('consolidated contract info', () => {
  it('lists the enabled types (all four in the demo brand) to any member', async () => {
    const member = await sessionFor(t.database.db, await createMember(t.database.db));
    const res = await call('GET', '/wps/member/info/funds/consolidated', member);
    expect(res.statusCode, res.body).toBe(200);
    const info = ConsolidatedSchema.parse(res.json().value);
    expect(info).toMatchObject({
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreq: true,
      realtimesalreqtype: true,
    });
    expect(info.types.map((x) => x.type)).toEqual([
      'DAILY_SALARY',
      'HOURLY_SALARY',
      'REALTIME_SALARY',
      'DIVIDEND',
    ]);
    expect((await call('GET', '/wps/member/info/funds/consolidated')).statusCode).toBe(401);
  });
});

describe('offers: accept, reject, terminate, access and limits', () => {
  it('runs a contract through its life and refuses everyone outside it', async () => {
    const m = await team();
    const tiers = salaryTiers([
      ['1000.00', 1, '10.00'],
      ['5000.00', 3, '60.00'],
    ]);
    const offered = await call('POST', '/wps/agent/contracts', m.auth.top, {
      type: 'DAILY_SALARY',
      downlineId: String(m.sub),
      tiers,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const contract = ContractSchema.parse(offered.json().value);
    expect(contract).toMatchObject({
      status: 'OFFERED',
      role: 'upline',
      type: 'DAILY_SALARY',
      downline: { id: String(m.sub) },
    });

    // A second open offer of the same type to the same downline.
    const again = await call('POST', '/wps/agent/contracts', m.auth.top, {
      type: 'DAILY_SALARY',
      downlineId: String(m.sub),
      tiers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'AGENT_CONTRACT_EXISTS',
      message: 'This member already has an offered or active contract of this type.',
    });
    // Only the downline answers an offer; an outsider does not even see it.
    expect(
      (await call('POST', `/wps/agent/contracts/${contract.id}/accept`, m.auth.top)).json().code,
    ).toBe('AGENT_CONTRACT_STATE');
    const foreign = await call(
      'POST',
      `/wps/agent/contracts/${contract.id}/accept`,
      m.auth.outsider,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('AGENT_CONTRACT_NOT_FOUND');
    expect(
      (await call('POST', `/wps/agent/contracts/${contract.id}/terminate`, m.auth.subsub))
        .statusCode,
    ).toBe(404);

    const mine = (await call('GET', '/wps/agent/contracts', m.auth.sub)).json().value.list;
    expect(mine).toEqual([
      expect.objectContaining({ id: contract.id, role: 'downline', status: 'OFFERED' }),
    ]);
    const accepted = await call('POST', `/wps/agent/contracts/${contract.id}/accept`, m.auth.sub);
    expect(accepted.json().value).toMatchObject({ status: 'ACTIVE' });
    expect(
      (await call('POST', `/wps/agent/contracts/${contract.id}/reject`, m.auth.sub)).json().code,
    ).toBe('AGENT_CONTRACT_STATE');

    // The holder may now offer within its own contract: at 5000.00 / 3 members its own tier pays 60.00.
    const above = await call('POST', '/wps/agent/contracts', m.auth.sub, {
      type: 'DAILY_SALARY',
      downlineId: String(m.subsub),
      tiers: salaryTiers([
        ['1000.00', 1, '10.01'],
        ['5000.00', 3, '50.00'],
      ]),
    });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'AGENT_CONTRACT_ABOVE_LIMIT',
      fields: { 'tiers.0.amount': 'INVALID_VALUE' },
    });
    // A type it holds no contract of; a member (not an agent); someone below its direct downlines.
    expect(
      (
        await call('POST', '/wps/agent/contracts', m.auth.sub, {
          type: 'HOURLY_SALARY',
          downlineId: String(m.subsub),
          tiers,
        })
      ).json().code,
    ).toBe('AGENT_CONTRACT_NOT_ALLOWED');
    expect(
      (
        await call('POST', '/wps/agent/contracts', m.auth.top, {
          type: 'DAILY_SALARY',
          downlineId: String(m.plain),
          tiers,
        })
      ).json(),
    ).toMatchObject({
      code: 'AGENT_CONTRACT_NOT_ALLOWED',
      fields: { downlineId: 'INVALID_VALUE' },
    });
    const deep = await call('POST', '/wps/agent/contracts', m.auth.top, {
      type: 'DAILY_SALARY',
      downlineId: String(m.subsub),
      tiers,
    });
    expect(deep.statusCode).toBe(404);
    expect(deep.json().code).toBe('AGENT_DOWNLINE_NOT_FOUND');
    // Above the brand's limits (5000.00 a tier, 40 % dividend share, five tiers); malformed tiers.
    const brand = await call('POST', '/wps/agent/contracts', m.auth.top, {
      type: 'DIVIDEND',
      downlineId: String(m.sub),
      tiers: [{ threshold: '0.00', activeMembers: 0, shareBp: 4_001 }],
    });
    expect(brand.json()).toMatchObject({
      code: 'AGENT_CONTRACT_ABOVE_LIMIT',
      fields: { 'tiers.0.shareBp': 'INVALID_VALUE' },
    });
    const shape = await call('POST', '/wps/agent/contracts', m.auth.top, {
      type: 'HOURLY_SALARY',
      downlineId: String(m.sub),
      tiers: salaryTiers([
        ['500.00', 1, '10.00'],
        ['100.00', 1, '5.00'],
      ]),
    });
    expect(shape.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'tiers.1.threshold': 'INVALID_VALUE', 'tiers.1.amount': 'INVALID_VALUE' },
    });
    expect(
      (
        await call('POST', '/wps/agent/contracts', m.auth.top, {
          type: 'HOURLY_SALARY',
          downlineId: String(m.sub),
          tiers: [{ threshold: '1.00', activeMembers: 0 }],
        })
      ).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'tiers.0.amount': 'REQUIRED' },
    });
    // Nothing of the refused offers was written.
    const rows = await t.database.db
      .select()
      .from(agentContract)
      .where(inArray(agentContract.downlineId, [m.sub, m.subsub, m.plain]));
    expect(rows).toHaveLength(1);

    // Reject, then terminate from either side.
    const hourly = ContractSchema.parse(
      (
        await call('POST', '/wps/agent/contracts', m.auth.top, {
          type: 'HOURLY_SALARY',
          downlineId: String(m.sub),
          tiers: salaryTiers([['1.00', 0, '1.00']]),
        })
      ).json().value,
    );
    expect(
      (await call('POST', `/wps/agent/contracts/${hourly.id}/reject`, m.auth.sub)).json().value,
    ).toMatchObject({ status: 'REJECTED', terminatedBy: null });
    const ended = await call('POST', `/wps/agent/contracts/${contract.id}/terminate`, m.auth.sub);
    expect(ended.json().value).toMatchObject({ status: 'TERMINATED', terminatedBy: 'downline' });
    expect(
      (await call('POST', `/wps/agent/contracts/${contract.id}/terminate`, m.auth.top)).json().code,
    ).toBe('AGENT_CONTRACT_STATE');
    // Visitors and plain members are refused like every agent call.
    expect((await call('GET', '/wps/agent/contracts')).statusCode).toBe(401);
    expect(
      (await call('GET', '/wps/agent/contracts', await sessionFor(t.database.db, m.player))).json()
        .code,
    ).toBe('NOT_AN_AGENT');
  });

  it('refuses offers and acceptance of a type the operator disabled', async () => {
    const m = await team();
    const before = (await call('GET', '/ops/api/agent-contracts/settings', ops)).json().value.types;
    const offered = ContractSchema.parse(
      (
        await call('POST', '/wps/agent/contracts', m.auth.top, {
          type: 'REALTIME_SALARY',
          downlineId: String(m.sub),
          tiers: salaryTiers([['1.00', 0, '1.00']]),
        })
      ).json().value,
    );
    const types = before.map((s: { type: string }) =>
      s.type === 'REALTIME_SALARY' ? { ...s, enabled: false } : s,
    );
    expect(
      (await call('PUT', '/ops/api/agent-contracts/settings', ops, { types })).statusCode,
    ).toBe(200);
    try {
      const info = ConsolidatedSchema.parse(
        (await call('GET', '/wps/member/info/funds/consolidated', m.auth.top)).json().value,
      );
      expect(info.realtimesalreqtype).toBe(false);
      const res = await call('POST', `/wps/agent/contracts/${offered.id}/accept`, m.auth.sub);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('AGENT_CONTRACT_TYPE_DISABLED');
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'agent.contracts.settings'));
      expect(audits.length).toBeGreaterThan(0);
    } finally {
      await call('PUT', '/ops/api/agent-contracts/settings', ops, { types: before });
    }
  });
});

describe('settlements', () => {
  it('settles a daily salary once with two runs at once, pays the differential through the ledger, and shows it line by line', async () => {
    const db = t.database.db;
    const m = await team();
    const top = await offerAndAccept(
      m.auth.top,
      m.auth.sub,
      m.sub,
      'DAILY_SALARY',
      salaryTiers([
        ['100.00', 1, '20.00'],
        ['300.00', 1, '50.00'],
      ]),
    );
    const low = await offerAndAccept(
      m.auth.sub,
      m.auth.subsub,
      m.subsub,
      'DAILY_SALARY',
      salaryTiers([['100.00', 1, '15.00']]),
    );
    await fund(db, m.player, 100_000n);
    const token = await launchPg(m.player);
    await play(m.player, token, '200.00');
    await play(m.player, token, '150.00', '100.00');

    const at = new Date(periodOf('DAILY_SALARY', new Date()).end.getTime() + 60_000);
    const before = {
      sub: await walletBalances(db, m.sub),
      subsub: await walletBalances(db, m.subsub),
    };
    const [a, b] = await Promise.all([
      runSettlements(db, { type: 'DAILY_SALARY', at }),
      runSettlements(db, { type: 'DAILY_SALARY', at }),
    ]);
    expect(a.settled + b.settled).toBeGreaterThanOrEqual(2);
    const rows = await db
      .select()
      .from(agentSettlement)
      .where(inArray(agentSettlement.contractId, [Number(top.id), Number(low.id)]));
    expect(rows).toHaveLength(2);
    // Team turnover 350.00: the sub-agent's tier gives 50.00, its downline's contract takes 15.00.
    const subRow = rows.find((r) => r.contractId === Number(top.id))!;
    expect(subRow).toMatchObject({
      validTurnover: 35_000n,
      gross: 5_000n,
      downlinesAmount: 1_500n,
      amount: 3_500n,
      status: 'PAID',
      tier: 2,
    });
    const lowRow = rows.find((r) => r.contractId === Number(low.id))!;
    expect(lowRow).toMatchObject({ gross: 1_500n, amount: 1_500n, status: 'PAID' });
    expect(
      ((await walletBalances(db, m.sub)).PLAYER_MAIN ?? 0n) - (before.sub.PLAYER_MAIN ?? 0n),
    ).toBe(3_500n);
    expect(
      ((await walletBalances(db, m.subsub)).PLAYER_MAIN ?? 0n) - (before.subsub.PLAYER_MAIN ?? 0n),
    ).toBe(1_500n);
    const posted = await db
      .select()
      .from(ledgerTransaction)
      .where(
        and(
          eq(ledgerTransaction.type, 'SALARY_PAYOUT'),
          inArray(ledgerTransaction.memberId, [m.sub, m.subsub]),
        ),
      );
    expect(posted).toHaveLength(2);
    expect(posted.map((p) => p.id).sort()).toEqual(
      [subRow.ledgerTransactionId, lowRow.ledgerTransactionId].sort(),
    );
    // Again: nothing more.
    expect((await runSettlements(db, { type: 'DAILY_SALARY', at })).settled).toBe(0);
    await expectLedgerSound(db);

    // "My income" shows the salary beside rebates (none here), from the ledger.
    const income = IncomeSchema.parse(
      (await call('GET', '/wps/agent/income?period=TODAY', m.auth.sub)).json().value,
    );
    expect(income.bySource).toEqual([
      { source: 'REBATE', accrued: '0.00', paid: '0.00' },
      { source: 'SALARY', accrued: '35.00', paid: '35.00' },
      { source: 'DIVIDEND', accrued: '0.00', paid: '0.00' },
    ]);
    expect(income.totals).toEqual({ accrued: '35.00', paid: '35.00' });
    expect(income.list).toEqual([
      expect.objectContaining({ source: 'SALARY', accrued: '35.00', paid: '35.00' }),
    ]);

    // Both sides see the record; the upline sees it as "team", the holder as "mine".
    const query =
      'period=CUSTOM&start=' +
      subRow.periodStart.toISOString().slice(0, 10) +
      '&end=' +
      subRow.periodStart.toISOString().slice(0, 10);
    const subView = SettlementsSchema.parse(
      (await call('GET', `/wps/relay/ACS_dailySalaryRecords?${query}`, m.auth.sub)).json().value,
    );
    expect(subView.list.map((s) => [s.role, s.amount])).toEqual(
      expect.arrayContaining([
        ['downline', '35.00'],
        ['upline', '15.00'],
      ]),
    );
    expect(subView.totals.amount).toBe('50.00');
    const topView = SettlementsSchema.parse(
      (
        await call('GET', `/wps/relay/ACS_dailySalaryRecords?${query}&scope=team`, m.auth.top)
      ).json().value,
    );
    expect(topView.list).toEqual([
      expect.objectContaining({
        holder: subView.list.find((s) => s.role === 'downline')!.holder,
        amount: '35.00',
        role: 'upline',
      }),
    ]);
    const detail = SettlementDetailSchema.parse(
      (await call('GET', `/wps/agent/settlements/${subRow.id}`, m.auth.top)).json().value,
    );
    expect(detail.lines).toEqual([
      expect.objectContaining({
        kind: 'MEMBER',
        level: 2,
        validTurnover: '350.00',
        netLoss: '250.00',
      }),
      expect.objectContaining({ kind: 'DOWNLINE_CONTRACT', level: 1, amount: '15.00' }),
    ]);
    expect(
      (await call('GET', `/wps/agent/settlements/${subRow.id}`, m.auth.outsider)).json().code,
    ).toBe('AGENT_SETTLEMENT_NOT_FOUND');
    // The POST relays take the same query in the body.
    const hourly = await call('POST', '/wps/relay/ACS_hourlySalaryRecords', m.auth.sub, {
      period: 'TODAY',
    });
    expect(hourly.statusCode, hourly.body).toBe(200);
    expect(SettlementsSchema.parse(hourly.json().value).total).toBe(0);
  });

  it('carries a dividend loss forward and pays the operator-adjusted amount after the hold', async () => {
    const db = t.database.db;
    const m = await team();
    const contract = await offerAndAccept(m.auth.top, m.auth.sub, m.sub, 'DIVIDEND', [
      { threshold: '0.00', activeMembers: 1, shareBp: 2_000 },
    ]);
    const [first, second] = finishedPeriods('DIVIDEND', new Date()).slice(-2) as [
      ReturnType<typeof periodOf>,
      ReturnType<typeof periodOf>,
    ];
    await db
      .update(agentContract)
      .set({ acceptedAt: new Date(first.start.getTime() - 60_000) })
      .where(eq(agentContract.id, Number(contract.id)));
    await fund(db, m.player, 100_000n);
    const token = await launchPg(m.player);
    // First half month the team wins 100.00; the second it loses 300.00.
    const won = await play(m.player, token, '100.00', '200.00');
    const lost = await play(m.player, token, '300.00');
    await db
      .update(gameRound)
      .set({ createdAt: new Date(first.start.getTime() + 3_600_000) })
      .where(eq(gameRound.roundId, won));
    await db
      .update(gameRound)
      .set({ createdAt: new Date(second.start.getTime() + 3_600_000) })
      .where(eq(gameRound.roundId, lost));

    const at = new Date(second.end.getTime() + 60_000);
    await runSettlements(db, { type: 'DIVIDEND', at });
    const rows = await db
      .select()
      .from(agentSettlement)
      .where(eq(agentSettlement.contractId, Number(contract.id)))
      .orderBy(agentSettlement.periodStart);
    expect(
      rows.map((r) => [r.periodKey, r.netLoss, r.carryIn, r.carryOut, r.amount, r.status]),
    ).toEqual([
      [first.key, -10_000n, 0n, -10_000n, 0n, 'PAID'],
      // 300.00 - 100.00 carried = 200.00 at 20 % = 40.00, held for the operator's review.
      [second.key, 30_000n, -10_000n, 0n, 4_000n, 'PENDING'],
    ]);
    const pending = rows[1]!;
    const list = (
      await call('GET', '/ops/api/agent-contracts/settlements?type=DIVIDEND', ops)
    ).json().value.list;
    expect(list.some((s: { id: string }) => s.id === String(pending.id))).toBe(true);
    const adjusted = await call('PUT', `/ops/api/agent-contracts/settlements/${pending.id}`, ops, {
      amount: '35.50',
      reason: 'bonus abuse',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().value).toMatchObject({
      amount: '35.50',
      adjusted: true,
      status: 'PENDING',
    });
    const balance = (await walletBalances(db, m.sub)).PLAYER_MAIN ?? 0n;
    // Paid once the hold (a day in the demo brand) is over, through the ops run like the schedule.
    const run = await call('POST', '/ops/api/agent-contracts/settlements/run', ops, {
      type: 'DIVIDEND',
      at: new Date(pending.payableAt.getTime() + 1).toISOString(),
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(((await walletBalances(db, m.sub)).PLAYER_MAIN ?? 0n) - balance).toBe(3_550n);
    const [paid] = await db
      .select()
      .from(agentSettlement)
      .where(eq(agentSettlement.id, pending.id));
    expect(paid).toMatchObject({ status: 'PAID', amount: 3_550n });
    const late = await call('PUT', `/ops/api/agent-contracts/settlements/${pending.id}`, ops, {
      amount: '1.00',
      reason: 'late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('AGENT_SETTLEMENT_PAID');
    const posted = await db
      .select()
      .from(ledgerTransaction)
      .where(
        and(eq(ledgerTransaction.type, 'DIVIDEND_PAYOUT'), eq(ledgerTransaction.memberId, m.sub)),
      );
    expect(posted).toHaveLength(1);
    await expectLedgerSound(db);
    const income = IncomeSchema.parse(
      (await call('GET', '/wps/agent/income?period=TODAY', m.auth.sub)).json().value,
    );
    expect(income.bySource.find((x) => x.source === 'DIVIDEND')).toEqual({
      source: 'DIVIDEND',
      accrued: '35.50',
      paid: '35.50',
    });
    expect(income.totals).toEqual({ accrued: '35.50', paid: '35.50' });
    expect(income.list.map((r) => [r.source, r.paid])).toEqual([['DIVIDEND', '35.50']]);
  });
});
