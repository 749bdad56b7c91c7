import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import { AgentAnnouncementsSchema } from '@sorte/contracts/agent/announcements';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { createMember, sessionFor } from '../../../test/ledger-helpers';

let t: TestApp;
let ops: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, auth: Headers, payload?: object, lang = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': lang, ...auth },
    ...(payload ? { payload } : {}),
  });

async function publish(title: string, audience?: 'AGENTS' | 'PLAYERS', extra: object = {}) {
  const res = await call('POST', '/ops/api/announcements', ops, {
    title: { en: title, 'pt-BR': `${title} (pt-BR)` },
    content: { en: `${title}\nsecond line` },
    ...(audience ? { audience } : {}),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: string; audience: string };
}

describe('agent announcements', () => {
  it('shows agents only the announcements for agents, translated, with read marks kept per agent', async () => {
    const db = t.database.db;
    const forAgents = await publish(`Agents ${Date.now()}`, 'AGENTS');
    expect(forAgents.audience).toBe('AGENTS');
    const forPlayers = await publish(`Players ${Date.now()}`);
    expect(forPlayers.audience).toBe('PLAYERS');
    const expired = await publish(`Old ${Date.now()}`, 'AGENTS', {
      expiresAt: '2020-01-01T00:00:00Z',
      publishedAt: '2019-01-01T00:00:00Z',
    });
    const agent = await sessionFor(
      db,
      await createMember(db, { accountType: ACCOUNT_TYPES.AGENT }),
    );
    const other = await sessionFor(db, await createMember(db, { accountType: 2 }));

    const list = AgentAnnouncementsSchema.parse(
      (await call('GET', '/wps/agent/announcements', agent)).json().value,
    );
    const ids = list.list.map((a) => a.id);
    expect(ids).toContain(forAgents.id);
    expect(ids).not.toContain(forPlayers.id);
    expect(ids).not.toContain(expired.id);
    const mine = list.list.find((a) => a.id === forAgents.id)!;
    expect(mine).toMatchObject({ read: false, content: expect.stringContaining('\nsecond line') });
    const inPortuguese = (
      await call('GET', '/wps/agent/announcements', agent, undefined, 'pt-BR')
    ).json().value;
    expect(inPortuguese.list.find((a: { id: string }) => a.id === forAgents.id).title).toMatch(
      /\(pt-BR\)$/,
    );

    // The site's notices never carry an agents' announcement.
    const notices = (await call('GET', '/wps/system/notices?types=B', {})).json().value;
    expect(notices.player.map((a: { id: string }) => a.id)).toContain(forPlayers.id);
    expect(notices.player.map((a: { id: string }) => a.id)).not.toContain(forAgents.id);

    for (let i = 0; i < 2; i += 1) {
      const read = await call('POST', `/wps/agent/announcements/${forAgents.id}/read`, agent);
      expect(read.statusCode, read.body).toBe(200);
    }
    const after = (await call('GET', '/wps/agent/announcements', agent)).json().value;
    expect(after.list.find((a: { id: string }) => a.id === forAgents.id).read).toBe(true);
    expect(after.unread).toBe(list.unread - 1);
    // Another agent's marks are its own.
    const others = (await call('GET', '/wps/agent/announcements', other)).json().value;
    expect(others.list.find((a: { id: string }) => a.id === forAgents.id).read).toBe(false);

    // A players' notice, an expired one or an unknown id cannot be marked.
    for (const id of [forPlayers.id, expired.id, '999999999']) {
      const res = await call('POST', `/wps/agent/announcements/${id}/read`, agent);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses members, trial accounts and visitors', async () => {
    const db = t.database.db;
    const member = await sessionFor(db, await createMember(db));
    const trial = await sessionFor(
      db,
      await createMember(db, { accountType: ACCOUNT_TYPES.TRIAL }),
    );
    for (const [auth, status] of [
      [member, 403],
      [trial, 403],
      [{}, 401],
    ] as const) {
      expect((await call('GET', '/wps/agent/announcements', auth)).statusCode).toBe(status);
      expect((await call('POST', '/wps/agent/announcements/1/read', auth)).statusCode).toBe(status);
    }
  });
});
