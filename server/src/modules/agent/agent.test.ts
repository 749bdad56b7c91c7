import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import {
  DownlineDetailSchema,
  DownlinesSchema,
  IncomeSchema,
  TeamBetsSchema,
  TeamOverviewSchema,
  TeamProfitLossSchema,
} from '@sorte/contracts/agent/agent';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, fund, sessionFor, walletBalances } from '../../../test/ledger-helpers';
import { agentRebatePayout, auditLog, ledgerTransaction, member as memberTable } from '../../db/schema/index';
import { createProviderClient, injectTransport, type ProviderClient } from '../provider/index';
import { vendorSecret } from '../provider/index';
import { launchCodeOf } from '../provider/index';
import { payRebates, utcDay } from './rebate';

let t: TestApp;
let vsim: ProviderClient;
let ops: { authorization: string };
let seq = 0;
const id = (p: string) => `${p}-${Date.now()}-${(seq += 1)}`;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await buildTestApp();
  vsim = createProviderClient({ vendorCode: 'VSIM', secret: vendorSecret(t.env, 'VSIM'), transport: injectTransport(t.app) });
  ops = await operatorAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, auth: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers: { ...en, ...auth }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** top (agent 1) → sub (agent 2) → player (member); top → direct (member); outsider elsewhere. */
async function team() {
  const db = t.database.db;
  const top = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
  const sub = await createMember(db, { accountType: 2, uplineId: top });
  const player = await createMember(db, { uplineId: sub });
  const direct = await createMember(db, { uplineId: top });
  const outsider = await createMember(db);
  return { top, sub, player, direct, outsider };
}

describe('access: every agent route, each kind of caller', () => {
  it('answers agents within their own team only; refuses members, trial accounts and visitors', async () => {
    const db = t.database.db;
    const m = await team();
    const trial = await createMember(db, { accountType: ACCOUNT_TYPES.TRIAL });
    const auth = {
      agent: await sessionFor(db, m.top),
      subAgent: await sessionFor(db, m.sub),
      member: await sessionFor(db, m.player),
      trial: await sessionFor(db, trial),
      visitor: {},
    };
    // Each route, and what each caller gets: [agent, sub-agent] statuses; others are refused alike.
    const routes: { method: 'GET' | 'PUT'; url: string; body?: unknown; agent: number; subAgent: number }[] = [
      { method: 'GET', url: '/wps/agent/team/overview', agent: 200, subAgent: 200 },
      { method: 'GET', url: '/wps/agent/downlines', agent: 200, subAgent: 200 },
      { method: 'GET', url: `/wps/agent/downlines?parentId=${m.sub}`, agent: 200, subAgent: 200 },
      { method: 'GET', url: `/wps/agent/downlines?parentId=${m.direct}`, agent: 200, subAgent: 404 },
      { method: 'GET', url: `/wps/agent/downlines/${m.player}`, agent: 200, subAgent: 200 },
      { method: 'GET', url: `/wps/agent/downlines/${m.direct}`, agent: 200, subAgent: 404 },
      { method: 'GET', url: `/wps/agent/downlines/${m.outsider}`, agent: 404, subAgent: 404 },
      { method: 'GET', url: `/wps/agent/downlines/${m.top}`, agent: 404, subAgent: 404 },
      { method: 'PUT', url: `/wps/agent/downlines/${m.sub}/rebate`, body: { rates: {} }, agent: 200, subAgent: 404 },
      // Only a direct downline's rates: the player is two levels below the top agent.
      { method: 'PUT', url: `/wps/agent/downlines/${m.player}/rebate`, body: { rates: {} }, agent: 404, subAgent: 200 },
      { method: 'GET', url: '/wps/agent/rebate', agent: 200, subAgent: 200 },
      { method: 'GET', url: '/wps/agent/income', agent: 200, subAgent: 200 },
      { method: 'GET', url: '/wps/agent/team/bets', agent: 200, subAgent: 200 },
      { method: 'GET', url: '/wps/agent/team/profit-loss', agent: 200, subAgent: 200 },
    ];
    for (const r of routes) {
      for (const who of ['agent', 'subAgent', 'member', 'trial', 'visitor'] as const) {
        const res = await call(r.method, r.url, auth[who], r.body);
        const expected = who === 'agent' ? r.agent : who === 'subAgent' ? r.subAgent : who === 'visitor' ? 401 : 403;
        expect(res.statusCode, `${who} ${r.method} ${r.url}: ${res.body}`).toBe(expected);
        const body = res.json();
        if (expected === 200) expect(body.success).toBe(true);
        if (expected === 401) expect(body.code).toBe('UNAUTHORIZED');
        if (expected === 403) expect(body).toMatchObject({ code: 'NOT_AN_AGENT', message: 'Non-agents cannot log in.' });
        if (expected === 404) expect(body.code).toBe('AGENT_DOWNLINE_NOT_FOUND');
      }
    }
  });

  it('refuses the agent login to a member and to a disabled agent', async () => {
    const login = (body: object) => call('POST', '/wps/session/login', {}, { type: 'username', agentLogin: true, ...body });
    const member = await login({ username: 'demo01', password: 'Demo#2026' });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'NOT_AN_AGENT', message: 'Non-agents cannot log in.' });
    const agent = await login({ username: 'agent01', password: 'Agent#2026' });
    expect(agent.statusCode, agent.body).toBe(200);
    expect(agent.json().value.isAgent).toBe(1);
    await t.database.db.update(memberTable).set({ status: 'disabled' }).where(eq(memberTable.username, 'agent01'));
    try {
      const disabled = await login({ username: 'agent01', password: 'Agent#2026' });
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json().code).toBe('ACCOUNT_DISABLED');
    } finally {
      await t.database.db.update(memberTable).set({ status: 'active' }).where(eq(memberTable.username, 'agent01'));
    }
  });
});

async function launchPg(memberId: number) {
  const auth = await sessionFor(t.database.db, memberId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { ...auth, ...en },
    payload: { nodeId: 'RNG-PG-1001', accountType: 1, launchMode: 'GLS', platform: 'html5-desktop' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { token } = await vsim.exchange({ code: launchCodeOf(res.json().value.game_url)! });
  return token;
}

/** One round: bet, then its win (0.00 for a loss) which settles it. */
async function play(memberId: number, token: string, bet: string, win = '0.00') {
  const b = { token, playerId: String(memberId), transactionId: id('b'), roundId: id('r'), gameCode: 'PG1001', amount: bet };
  await vsim.bet(b);
  await vsim.win({ playerId: String(memberId), transactionId: id('w'), betTransactionId: b.transactionId, roundId: b.roundId, gameCode: 'PG1001', amount: win, roundClosed: true });
}

describe('rebates, reports and the operator tools', () => {
  it('accrues the chain on a settled bet, pays each day once through the ledger, and reports it', async () => {
    const db = t.database.db;
    const m = await team();
    // The operator gives the top agent 1.00 % on slots; the agent gives its sub-agent 0.60 %, which gives the player 0.20 %.
    const setTop = await call('PUT', `/ops/api/agents/${m.top}`, ops, { accountType: 1, rebate: { RNG: 100, LIVE: 50 } });
    expect(setTop.statusCode, setTop.body).toBe(200);
    expect(setTop.json().value).toMatchObject({ accountType: 1, teamSize: 3, rebate: { RNG: 100, LIVE: 50 } });
    const topAuth = await sessionFor(db, m.top);
    const subAuth = await sessionFor(db, m.sub);
    const tooHigh = await call('PUT', `/wps/agent/downlines/${m.sub}/rebate`, topAuth, { rates: { RNG: 101 } });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({ code: 'AGENT_REBATE_ABOVE_UPLINE', fields: { RNG: 'INVALID_VALUE' } });
    const subRate = await call('PUT', `/wps/agent/downlines/${m.sub}/rebate`, topAuth, { rates: { RNG: 60 } });
    expect(subRate.statusCode, subRate.body).toBe(200);
    expect(DownlineDetailSchema.parse(subRate.json().value)).toMatchObject({ rebate: { RNG: 60 }, direct: true, level: 1 });
    expect((await call('PUT', `/wps/agent/downlines/${m.player}/rebate`, subAuth, { rates: { RNG: 20 } })).statusCode).toBe(200);
    expect((await call('GET', '/wps/agent/rebate', subAuth)).json().value).toEqual({ rates: { RNG: 60 } });

    await fund(db, m.player, 50_000n);
    const token = await launchPg(m.player);
    await play(m.player, token, '100.00');
    await play(m.player, token, '50.00', '80.00');

    // Nothing is paid for today; a run for every finished day up to tomorrow pays the three earners.
    expect((await payRebates(db)).payouts).toBe(0);
    const tomorrow = utcDay(new Date(Date.now() + 86_400_000));
    const before = { top: await walletBalances(db, m.top), sub: await walletBalances(db, m.sub), player: await walletBalances(db, m.player) };
    const [first, second] = await Promise.all([payRebates(db, { before: tomorrow }), payRebates(db, { before: tomorrow })]);
    const payouts = await db.select().from(agentRebatePayout).where(eq(agentRebatePayout.day, utcDay(new Date())));
    const mine = payouts.filter((p) => [m.top, m.sub, m.player].includes(p.earnerId));
    expect(mine).toHaveLength(3);
    expect(first.payouts + second.payouts).toBeGreaterThanOrEqual(3);
    // 150.00 of turnover: player 0.20 % = 0.30, sub-agent 0.40 % = 0.60, top agent 0.40 % = 0.60 (1.00 % in all).
    expect((await walletBalances(db, m.player)).PLAYER_MAIN! - before.player.PLAYER_MAIN!).toBe(30n);
    expect((await walletBalances(db, m.sub)).PLAYER_MAIN ?? 0n).toBe((before.sub.PLAYER_MAIN ?? 0n) + 60n);
    expect((await walletBalances(db, m.top)).PLAYER_MAIN ?? 0n).toBe((before.top.PLAYER_MAIN ?? 0n) + 60n);
    const posted = await db
      .select()
      .from(ledgerTransaction)
      .where(and(eq(ledgerTransaction.type, 'REBATE_PAYOUT'), eq(ledgerTransaction.memberId, m.top)));
    expect(posted).toHaveLength(1);
    // Again: nothing more moves.
    expect((await payRebates(db, { before: tomorrow })).payouts).toBe(0);
    await expectLedgerSound(db);

    const incomeRes = await call('GET', '/wps/agent/income?period=TODAY', topAuth);
    expect(incomeRes.statusCode, incomeRes.body).toBe(200);
    const income = IncomeSchema.parse(incomeRes.json().value);
    expect(income.totals).toEqual({ accrued: '0.60', paid: '0.60' });
    expect(income.list).toHaveLength(1);
    expect(income.list[0]).toMatchObject({ source: 'REBATE', accrued: '0.60', paid: '0.60' });

    const overview = TeamOverviewSchema.parse((await call('GET', '/wps/agent/team/overview?period=TODAY', topAuth)).json().value);
    expect(overview).toMatchObject({
      teamSize: 3,
      directDownlines: 2,
      newMembers: 3,
      activeMembers: 1,
      bets: '150.00',
      validTurnover: '150.00',
      profit: '70.00',
    });
    expect(overview.daily).toHaveLength(1);
    expect(overview.daily[0]).toMatchObject({ bets: '150.00', activeMembers: 1, newMembers: 3 });
    // The sub-agent's team is only the player.
    const subView = TeamOverviewSchema.parse((await call('GET', '/wps/agent/team/overview?period=MONTHLY', subAuth)).json().value);
    expect(subView).toMatchObject({ teamSize: 1, bets: '150.00' });

    const bets = TeamBetsSchema.parse((await call('GET', '/wps/agent/team/bets?period=TODAY&pageSize=1', topAuth)).json().value);
    expect(bets).toMatchObject({ total: 2, totalPages: 2, summary: { rounds: 2, bet: '150.00', win: '80.00', profit: '-70.00' } });
    expect(bets.list[0]).toMatchObject({ level: 2, gameType: 'RNG', bet: '50.00', win: '80.00', profit: '30.00', status: 'SETTLED' });
    const none = TeamBetsSchema.parse((await call('GET', '/wps/agent/team/bets?period=TODAY&gameType=LIVE', topAuth)).json().value);
    expect(none.total).toBe(0);
    const pl = TeamProfitLossSchema.parse((await call('GET', '/wps/agent/team/profit-loss?period=TODAY', topAuth)).json().value);
    expect(pl.list).toEqual([
      expect.objectContaining({ id: String(m.player), level: 2, rounds: 2, bet: '150.00', validTurnover: '150.00', win: '80.00', profit: '-70.00' }),
    ]);
    expect(pl.totals).toMatchObject({ members: 1, rounds: 2, profit: '-70.00' });
    // Another agent's team has none of these rounds.
    const otherAgent = await sessionFor(db, await createMember(db, { accountType: 1 }));
    expect(TeamBetsSchema.parse((await call('GET', '/wps/agent/team/bets?period=TODAY', otherAgent)).json().value).total).toBe(0);

    const report = (await call('GET', '/ops/api/agents/income?pageSize=200', ops)).json().value;
    const row = report.list.find((r: { id: string }) => r.id === String(m.top));
    expect(row).toMatchObject({ rebateAccrued: '0.60', rebatePaid: '0.60', rebatePending: '0.00' });
  });

  it('lists the team: search, level, parent, sort, paging and totals', async () => {
    const db = t.database.db;
    const m = await team();
    const auth = await sessionFor(db, m.top);
    const all = DownlinesSchema.parse((await call('GET', '/wps/agent/downlines?sort=level&order=asc', auth)).json().value);
    expect(all.total).toBe(3);
    expect(all.totals).toEqual({ members: 3, agents: 1 });
    expect(all.list.map((d) => d.level)).toEqual([1, 1, 2]);
    const direct = DownlinesSchema.parse((await call('GET', '/wps/agent/downlines?level=1', auth)).json().value);
    expect(direct.list.map((d) => Number(d.id)).sort()).toEqual([m.sub, m.direct].sort());
    // The contract offer form's picker: direct downline agents by username prefix.
    const subName = (await t.database.db.select().from(memberTable).where(eq(memberTable.id, m.sub)))[0]!.username;
    const agentsOnly = DownlinesSchema.parse(
      (await call('GET', `/wps/agent/downlines?level=1&role=agent&username=${subName.slice(0, 6).toUpperCase()}`, auth)).json().value,
    );
    expect(agentsOnly.list.map((d) => Number(d.id))).toEqual([m.sub]);
    const membersOnly = DownlinesSchema.parse((await call('GET', '/wps/agent/downlines?level=1&role=member', auth)).json().value);
    expect(membersOnly.list.map((d) => Number(d.id))).toEqual([m.direct]);
    const underSub = DownlinesSchema.parse((await call('GET', `/wps/agent/downlines?parentId=${m.sub}`, auth)).json().value);
    expect(underSub.list).toHaveLength(1);
    expect(underSub.list[0]).toMatchObject({ id: String(m.player), level: 2, teamSize: 0 });
    const page2 = DownlinesSchema.parse((await call('GET', '/wps/agent/downlines?pageSize=2&pageNo=2', auth)).json().value);
    expect(page2).toMatchObject({ total: 3, totalPages: 2 });
    expect(page2.list).toHaveLength(1);
    const detail = DownlineDetailSchema.parse((await call('GET', `/wps/agent/downlines/${m.direct}`, auth)).json().value);
    expect(detail).toMatchObject({ level: 1, direct: true, balance: null, rebate: {} });
    const bad = await call('GET', '/wps/agent/downlines?sort=balance', auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('moves a member and its team under another agent, with history and audit; refuses a cycle', async () => {
    const db = t.database.db;
    const m = await team();
    const other = await createMember(db, { accountType: 1 });
    const moved = await call('POST', `/ops/api/agents/${m.sub}/move`, ops, { uplineId: String(other), reason: 'agent request' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().value).toMatchObject({ memberId: String(m.sub), reason: 'agent request' });
    const otherAuth = await sessionFor(db, other);
    const team2 = DownlinesSchema.parse((await call('GET', '/wps/agent/downlines', otherAuth)).json().value);
    expect(team2.list.map((d) => Number(d.id)).sort()).toEqual([m.sub, m.player].sort());
    const topAuth = await sessionFor(db, m.top);
    expect((await call('GET', `/wps/agent/downlines/${m.player}`, topAuth)).statusCode).toBe(404);
    const cycle = await call('POST', `/ops/api/agents/${other}/move`, ops, { uplineId: String(m.player) });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().code).toBe('AGENT_MOVE_INVALID');
    const history = (await call('GET', `/ops/api/agents/${m.sub}/moves`, ops)).json().value.list;
    expect(history).toHaveLength(1);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'agent.move'));
    expect(audits.some((a) => a.entity === `member:${m.sub}`)).toBe(true);
  });
});
