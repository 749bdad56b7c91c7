import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app';
import { createMember } from '../../../test/ledger-helpers';
import type { Database } from '../../db/client';
import { inhouseFairnessLookup } from './fairness-lookup';

/**
 * The lookup's SQL against the in-house games' tables. In this branch alone (no in-house
 * migration) the test creates those tables with the columns their migration has that matter
 * here (NOT NULL ones included), so the same rows go in either way.
 */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
  const db = database.db;
  await db.execute(sql`create table if not exists inhouse_seed_pair (id bigserial primary key, member_id bigint not null,
    game text not null, server_seed text not null, server_seed_hash text not null, client_seed text not null,
    nonce integer not null default 0, created_at timestamptz not null default now(), revealed_at timestamptz)`);
  await db.execute(sql`create table if not exists inhouse_round (id bigserial primary key, round_id text not null unique,
    member_id bigint not null, game text not null, game_code text not null, request_id text not null,
    seed_pair_id bigint not null, client_seed text not null, nonce integer not null, status text not null,
    currency text not null, bet_minor bigint not null, params jsonb not null, outcome jsonb not null,
    bet_transaction_id text not null)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('inhouseFairnessLookup', () => {
  it('answers the commitment, client seed and nonce, and the server seed only after rotation', async () => {
    const db = database.db;
    const memberId = await createMember(db);
    const other = await createMember(db);
    const pair = async (seed: string, hash: string, client: string, revealed: boolean) => {
      const r = await db.execute<{ id: number }>(sql`insert into inhouse_seed_pair
          (member_id, game, server_seed, server_seed_hash, client_seed, nonce, revealed_at)
        values (${memberId}, 'dice', ${seed}, ${hash}, ${client}, 0, ${revealed ? sql`now()` : null}) returning id`);
      return Number(((Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows) as { id: number }[])[0]!.id);
    };
    const old = await pair('secret-old', 'hash-old', 'client-a', true);
    const live = await pair('secret-live', 'hash-live', 'client-b', false);
    const round = (roundId: string, pairId: number, client: string, nonce: number) =>
      db.execute(sql`insert into inhouse_round (round_id, member_id, game, game_code, request_id, seed_pair_id, client_seed,
          nonce, status, currency, bet_minor, params, outcome, bet_transaction_id)
        values (${roundId}, ${memberId}, 'dice', 'INHOUSE1315', ${`req-${roundId}`}, ${pairId}, ${client}, ${nonce},
          'settled', 'BRL', 100, '{}'::jsonb, '{}'::jsonb, ${`bet-${roundId}`})`);
    await round('fair-old', old, 'client-a', 8);
    await round('fair-live', live, 'client-b', 4);

    const lookup = inhouseFairnessLookup(db);
    const base = { memberId, vendor: 'INHOUSE', gameCode: 'INHOUSE1315' };
    expect(await lookup({ ...base, roundId: 'fair-live' })).toEqual({
      serverSeedHash: 'hash-live',
      clientSeed: 'client-b',
      nonce: 4,
      serverSeed: null,
      verifyUrl: '/play/verify?round=fair-live',
    });
    expect(await lookup({ ...base, roundId: 'fair-old' })).toMatchObject({ serverSeed: 'secret-old', nonce: 8, serverSeedHash: 'hash-old' });
    // Someone else's round, another game or an unknown round: nothing.
    expect(await lookup({ ...base, memberId: other, roundId: 'fair-live' })).toBeNull();
    expect(await lookup({ ...base, gameCode: 'INHOUSE1314', roundId: 'fair-live' })).toBeNull();
    expect(await lookup({ ...base, roundId: 'nope' })).toBeNull();
  });
});
