import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, loggableUrl } from '../../app';
import { gameLaunchCode, gameLaunchToken } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { loadEnv } from '../../config/env';
import { runSeeds } from '../../db/seed/index';
import { createTestDatabase } from '../../../test/build-test-app';
import { createMember, fund, sessionFor } from '../../../test/ledger-helpers';
import { launchCodeOf } from './vendors';

const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const { database, drop } = await createTestDatabase({ seeded: true });
  await database.migrate();
  await runSeeds(database.db, { demo: true });
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', BOT_CHECK_MAX_NUMBER: '1000' });
  app = await buildApp({ env, database, ownsDatabase: false, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
  cleanup = async () => {
    await app.close();
    await database.close();
    await drop();
  };
});
afterAll(async () => cleanup?.());

async function launch(auth: Record<string, string>, nodeId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { ...auth, 'accept-language': 'en' },
    payload: { nodeId, accountType: 1, launchMode: 'GLS', platform: 'html5-desktop' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: { game_url: string } }>().value.game_url;
}

describe('request logs', () => {
  it('never contain a launch code, a launch token or a login token from the address', async () => {
    const db = app.database.db;
    const memberId = await createMember(db, {});
    await fund(db, memberId, 10_000n);
    const auth = await sessionFor(db, memberId);
    const sessionToken = auth.authorization.slice('Bearer '.length);
    const secrets = [sessionToken];
    const pages = [
      { url: await launch(auth, 'RNG-PG-1001'), exchange: '/vendor-sim/api/exchange' },
      { url: await launch(auth, 'INHOUSE-INHOUSE-1314'), exchange: '/play/api/session/exchange' },
    ];
    for (const { url, exchange } of pages) {
      expect(url).not.toMatch(/token/);
      const code = launchCodeOf(url);
      expect(code, url).toBeTruthy();
      secrets.push(code!);
      // The page is loaded the way a browser does: the fragment (#code=) is never sent.
      const [path] = url.split('#');
      await app.inject({ method: 'GET', url: path!, headers: { accept: 'text/html' } });
      // The page exchanges the code (in a body, not an address) and plays with the token.
      const exchanged = await app.inject({ method: 'POST', url: exchange, payload: { code } });
      expect(exchanged.statusCode, exchanged.body).toBe(200);
      const token = exchanged.json<{ value: { token: string } }>().value.token;
      secrets.push(token);
      const played = url.startsWith('/play/')
        ? await app.inject({ method: 'GET', url: '/play/api/session', headers: { authorization: `Bearer ${token}` } })
        : await app.inject({ method: 'POST', url: '/vendor-sim/api/session', payload: { token } });
      expect(played.statusCode, played.body).toBe(200);
      // A replayed code is refused, and the refusal does not log it either.
      expect((await app.inject({ method: 'POST', url: exchange, payload: { code } })).statusCode).toBe(401);
    }
    await app.inject({ method: 'GET', url: `/?token=${sessionToken}`, headers: { accept: 'text/html' } });

    const log = lines.join('');
    expect(log).toContain('"url":"/?token=[redacted]"');
    expect(log).toContain('"url":"/vendor-sim/api/exchange"');
    expect(log).toContain('"url":"/provider/v1/exchange"');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('a launch code lives a minute, its token 4 hours, and an expired token is refused', async () => {
    const db = app.database.db;
    const memberId = await createMember(db, {});
    await fund(db, memberId, 10_000n);
    const code = launchCodeOf(await launch(await sessionFor(db, memberId), 'INHOUSE-INHOUSE-1314'))!;
    const [issued] = await db.select().from(gameLaunchCode).where(eq(gameLaunchCode.codeHash, hashToken(code)));
    expect(issued!.expiresAt.getTime() - issued!.createdAt.getTime()).toBeLessThanOrEqual(61_000);
    const exchanged = await app.inject({ method: 'POST', url: '/play/api/session/exchange', payload: { code } });
    const token = exchanged.json<{ value: { token: string } }>().value.token;
    const [row] = await db.select().from(gameLaunchToken).where(eq(gameLaunchToken.tokenHash, hashToken(token)));
    const lifeMs = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifeMs).toBeLessThanOrEqual(4 * 3_600_000 + 60_000);
    const session = () => app.inject({ method: 'GET', url: '/play/api/session', headers: { authorization: `Bearer ${token}` } });
    expect((await session()).statusCode).toBe(200);
    await db.update(gameLaunchToken).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(gameLaunchToken.tokenHash, hashToken(token)));
    const expired = await session();
    expect(expired.statusCode).toBe(401);
  });

  it('loggableUrl keeps the path and the query keys only', () => {
    expect(loggableUrl('/play/dice?token=abc&lang=en')).toBe('/play/dice?token=[redacted]&lang=[redacted]');
    expect(loggableUrl('/wps/relay/GLS_gameList')).toBe('/wps/relay/GLS_gameList');
    expect(loggableUrl('/x?')).toBe('/x');
    expect(loggableUrl('/x?flag&a=1=2')).toBe('/x?flag=[redacted]&a=[redacted]');
  });
});
