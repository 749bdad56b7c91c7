import { toMinor } from '@sorte/contracts/common/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, fund, sessionFor, walletBalances } from '../../../test/ledger-helpers';
import { gameRound } from '../../db/schema/index';
import { createProviderClient, fetchTransport } from '../provider/index';
import { vendorSecret } from '../provider/index';
import { launchCodeOf } from '../provider/index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function launched(lang = 'pt', minor = 10_000n) {
  const memberId = await createMember(t.database.db);
  await fund(t.database.db, memberId, minor);
  const auth = await sessionFor(t.database.db, memberId);
  const res = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: { ...auth, 'accept-language': lang }, payload: { nodeId: 'RNG-PG-1001' } });
  const url = res.json().value.game_url as string;
  // What the simulator's page does: the one-time code of the fragment exchanged once.
  const exchanged = await api('exchange', { code: launchCodeOf(url) });
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  return { memberId, url, token: exchanged.json().value.token as string };
}

const api = (path: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/vendor-sim/api/${path}`, payload: payload as never });

describe('vendor simulator', () => {
  it('serves its game page in the launch language, with its script and no inline script', async () => {
    const { url } = await launched('pt');
    const page = await t.app.inject({ method: 'GET', url: url.split('#')[0]! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="pt">');
    expect(page.body).toContain('Simulador de fornecedor');
    expect(page.body).toContain('<script src="/vendor-sim/sim.js"></script>');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const js = await t.app.inject({ method: 'GET', url: '/vendor-sim/sim.js' });
    expect(js.headers['content-type']).toContain('javascript');
  });

  it('its page carries no launch token; its backend exchanges the launch code once', async () => {
    const memberId = await createMember(t.database.db);
    const auth = await sessionFor(t.database.db, memberId);
    const res = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: auth, payload: { nodeId: 'RNG-PG-1001' } });
    const url = res.json().value.game_url as string;
    expect(url).toMatch(/^\/vendor-sim\/game\?lang=[a-zA-Z-]+#code=[A-Za-z0-9_-]{43}$/);
    const page = await t.app.inject({ method: 'GET', url: url.slice(0, url.indexOf('#')) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-token');
    const code = launchCodeOf(url);
    const first = await api('exchange', { code });
    expect(first.statusCode, first.body).toBe(200);
    expect((await api('session', { token: first.json().value.token })).statusCode).toBe(200);
    const again = await api('exchange', { code });
    expect([again.statusCode, again.json().code]).toEqual([401, 'LAUNCH_CODE_INVALID']);
    const forged = await api('exchange', { code: 'f'.repeat(43) });
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'LAUNCH_CODE_INVALID']);
    const malformed = await api('exchange', { code: 'short' });
    expect([malformed.statusCode, malformed.json().code]).toEqual([401, 'LAUNCH_CODE_INVALID']);
  });

  it('its backend authenticates through the provider API and spins: bet and win land as one settled round', async () => {
    const { memberId, token } = await launched();
    const session = (await api('session', { token })).json().value;
    expect(session).toMatchObject({ balance: '100.00', gameCode: 'PG1001', vendor: 'PG', stakes: ['0.40', '0.80', '2.00', '4.00', '8.00', '20.00'] });
    // The page shows money as the site does, in the launch language (pt) and the brand's currency.
    expect(session.shown.balance).toBe('R$ 100,00');
    expect(session.shown.stakes[0]).toBe('R$ 0,40');
    const spinId = '0b7c6a9e-4a52-4f3f-9d7e-2d8d3f2b9a10';
    const spin = (await api('spin', { token, stake: '2.00', spinId })).json();
    expect(spin.success).toBe(true);
    const expected = 10_000n - 200n + toMinor(spin.value.win);
    expect(spin.value.shown.balance).toBe(`R$ ${spin.value.balance.replace('.', ',')}`);
    expect((await walletBalances(t.database.db, memberId)).PLAYER_MAIN).toBe(expected);
    const [round] = await t.database.db.select().from(gameRound).where(eq(gameRound.roundId, `vsim-r-${spinId}`));
    expect(round).toMatchObject({ vendor: 'VSIM', gameVendor: 'PG', status: 'settled', bet: 200n });
    await expectLedgerSound(t.database.db);
  });

  it('refuses a stake the game does not offer, a stake above the balance, and an unknown token', async () => {
    const { token, memberId } = await launched('en', 100n);
    expect((await api('spin', { token, stake: '0.41', spinId: 'a'.repeat(20) })).statusCode).toBe(400);
    const over = await api('spin', { token, stake: '2.00', spinId: 'b'.repeat(20) });
    expect([over.statusCode, over.json().code]).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect((await walletBalances(t.database.db, memberId)).PLAYER_MAIN).toBe(100n);
    const bad = await api('session', { token: 'z'.repeat(43) });
    expect([bad.statusCode, bad.json().code]).toEqual([401, 'PROVIDER_TOKEN_INVALID']);
    await expectLedgerSound(t.database.db);
  });

  it('over real HTTP once the server listens (fetchTransport), like a real vendor', async () => {
    const { memberId, token } = await launched('en');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = createProviderClient({ vendorCode: 'VSIM', secret: vendorSecret(t.env, 'VSIM'), transport: fetchTransport(`http://127.0.0.1:${port}`) });
    expect((await client.authenticate({ token })).playerId).toBe(String(memberId));
    const spin = (await api('spin', { token, stake: '0.40', spinId: 'e'.repeat(20) })).json();
    expect(spin.success).toBe(true);
    const urls = fetchSpy.mock.calls.map(([u]) => (typeof u === 'string' ? u : u instanceof URL ? u.href : u.url));
    for (const call of ['authenticate', 'bet', 'win']) expect(urls).toContain(`http://127.0.0.1:${port}/provider/v1/${call}`);
    fetchSpy.mockRestore();
    await expectLedgerSound(t.database.db);
  });

  it('is off when VENDOR_SIM is false: launches of third-party games are refused', async () => {
    const off = await buildTestApp({ VENDOR_SIM: 'false' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/vendor-sim/sim.js' })).statusCode).toBe(404);
      const memberId = await createMember(off.database.db);
      const auth = await sessionFor(off.database.db, memberId);
      const res = await off.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: auth, payload: { nodeId: 'RNG-PG-1001' } });
      expect(res.json().code).toBe('GAME_DISABLED');
    } finally {
      await off.close();
    }
  });
});
