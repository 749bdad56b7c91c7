import { randomUUID } from 'node:crypto';
import { fromMinor } from '@sorte/contracts/common/money';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, walletBalances, setWalletModes } from '../../../test/ledger-helpers';
import type { Database } from '../../db/client';
import { runSeeds } from '../../db/seed/index';
import { AppError } from '../../lib/app-error';
import { creditMainFromHouse } from './ledger.service';
import { SystemService } from '../system/index';
import { transferVendorCodes } from '../provider/index';
import { enabledCatalogue } from '../games/index';
import { WalletService, type WalletCaller } from './wallet.service';

// Property tests of the ledger through the wallet service: random sequences of transfers,
// recall-alls, transfers to the upline, house credits (deposits) and repeated keys, run one by
// one (checked against a model) or in concurrent groups (checked against the invariants).

let database: Database;
let drop: () => Promise<void>;
let wallets: WalletService;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
  await runSeeds(database.db, { demo: true });
  // Vendor wallets exist for transfer-mode vendors only (the demo has CQ9).
  await setWalletModes(database.db, { PG: 'transfer', EVO: 'transfer', JDB: 'transfer' });
  const system = new SystemService(database.db, () => enabledCatalogue(database.db));
  wallets = new WalletService(database.db, system, () => transferVendorCodes(database.db));
});
afterAll(async () => {
  await database.close();
  await drop();
});

const WALLETS = ['MAIN', 'PG', 'EVO', 'JDB'] as const;
type Wallet = (typeof WALLETS)[number];

type Op =
  | { kind: 'transfer'; who: number; from: Wallet; to: Wallet; amount: number; key: number }
  | { kind: 'recall'; who: number; key: number }
  | { kind: 'upline'; who: number; amount: number; key: number }
  | { kind: 'credit'; who: number; amount: number };

const who = fc.integer({ min: 0, max: 2 });
// A small key space so keys repeat: a replay (same body) or a reuse (another body).
const key = fc.integer({ min: 0, max: 5 });
const amount = fc.integer({ min: 1, max: 4_000 });
const wallet = fc.constantFrom(...WALLETS);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('transfer' as const), who, from: wallet, to: wallet, amount, key }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('recall' as const), who, key }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('upline' as const), who, amount, key }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('credit' as const), who, amount }) },
);

const EXPECTED_REFUSALS = ['INSUFFICIENT_BALANCE', 'IDEMPOTENCY_KEY_REUSED', 'SAME_WALLET', 'NO_UPLINE'];

interface World {
  callers: WalletCaller[];
  /** Run-unique key prefix. */
  prefix: string;
}

/** Three members: 0 is an agent accepting transfers, 1 and 2 are its downlines. */
async function newWorld(initial: number[]): Promise<World> {
  const agent = await createMember(database.db, { accountType: 1, allowUplineTransfer: true });
  const a = await createMember(database.db, { uplineId: agent });
  const b = await createMember(database.db, { uplineId: agent });
  const callers = [agent, a, b].map((id) => ({ id, accountType: 0 }));
  callers[0]!.accountType = 1;
  for (const [i, minor] of initial.entries()) {
    if (minor > 0) await credit(callers[i]!.id, minor);
  }
  return { callers, prefix: randomUUID() };
}

async function credit(memberId: number, minor: number) {
  await creditMainFromHouse(database.db, {
    memberId,
    amount: BigInt(minor),
    demo: false,
    type: 'SEED_CREDIT',
    key: `prop:${randomUUID()}`,
  });
}


/** Runs one op; answers 'ok', 'replayed' or the refusal code. Anything else fails the test. */
async function run(world: World, o: Op): Promise<string> {
  const caller = world.callers[o.who]!;
  const k = (n: number) => `${world.prefix}-${n}`;
  try {
    switch (o.kind) {
      case 'transfer': {
        const r = await wallets.transfer(caller, k(o.key), { from: o.from, to: o.to, amount: fromMinor(o.amount) });
        return r.replayed ? 'replayed' : 'ok';
      }
      case 'recall':
        return (await wallets.recallAll(caller, k(o.key))).replayed ? 'replayed' : 'ok';
      case 'upline':
        return (await wallets.transferUpline(caller, k(o.key), { amount: fromMinor(o.amount) })).replayed ? 'replayed' : 'ok';
      case 'credit':
        await credit(caller.id, o.amount);
        return 'ok';
    }
  } catch (error) {
    if (error instanceof AppError && EXPECTED_REFUSALS.includes(error.code)) return error.code;
    throw error;
  }
}

/** The model of one-at-a-time execution: balances per member and wallet, and the used keys. */
class Model {
  balances = [0, 1, 2].map(() => new Map<Wallet, number>(WALLETS.map((w) => [w, 0])));
  /** Keys that moved money (or recorded a recall), per member: the canonical request. */
  keys = [0, 1, 2].map(() => new Map<number, string>());

  constructor(initial: number[]) {
    initial.forEach((minor, i) => this.balances[i]!.set('MAIN', minor));
  }

  private claim(who: number, key: number, request: string): 'new' | 'replayed' | 'IDEMPOTENCY_KEY_REUSED' {
    const used = this.keys[who]!.get(key);
    if (used === undefined) return 'new';
    return used === request ? 'replayed' : 'IDEMPOTENCY_KEY_REUSED';
  }

  apply(o: Op): string {
    const b = this.balances[o.who]!;
    switch (o.kind) {
      case 'credit':
        b.set('MAIN', b.get('MAIN')! + o.amount);
        return 'ok';
      case 'transfer': {
        if (o.from === o.to) return 'SAME_WALLET';
        const request = `transfer:${o.from}:${o.to}:${o.amount}`;
        const claim = this.claim(o.who, o.key, request);
        if (claim !== 'new') return claim;
        if (b.get(o.from)! < o.amount) return 'INSUFFICIENT_BALANCE';
        b.set(o.from, b.get(o.from)! - o.amount);
        b.set(o.to, b.get(o.to)! + o.amount);
        this.keys[o.who]!.set(o.key, request);
        return 'ok';
      }
      case 'recall': {
        const claim = this.claim(o.who, o.key, 'recall');
        if (claim !== 'new') return claim;
        for (const w of WALLETS) {
          if (w === 'MAIN') continue;
          b.set('MAIN', b.get('MAIN')! + b.get(w)!);
          b.set(w, 0);
        }
        this.keys[o.who]!.set(o.key, 'recall');
        return 'ok';
      }
      case 'upline': {
        if (o.who === 0) return 'NO_UPLINE';
        const request = `upline:${o.amount}`;
        const claim = this.claim(o.who, o.key, request);
        if (claim !== 'new') return claim;
        if (b.get('MAIN')! < o.amount) return 'INSUFFICIENT_BALANCE';
        b.set('MAIN', b.get('MAIN')! - o.amount);
        const agent = this.balances[0]!;
        agent.set('MAIN', agent.get('MAIN')! + o.amount);
        this.keys[o.who]!.set(o.key, request);
        return 'ok';
      }
    }
  }
}

async function actualBalances(world: World): Promise<Map<Wallet, number>[]> {
  const result = [];
  for (const caller of world.callers) {
    const raw = await walletBalances(database.db, caller.id);
    result.push(
      new Map<Wallet, number>(WALLETS.map((w) => [w, Number(raw[w === 'MAIN' ? 'PLAYER_MAIN' : w] ?? 0n)])),
    );
  }
  return result;
}

const total = (balances: Map<Wallet, number>[]) =>
  balances.reduce((sum, b) => sum + [...b.values()].reduce((s, v) => s + v, 0), 0);

const initial = fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 3, maxLength: 3 });

describe('ledger properties', () => {
  it('one at a time: every answer and balance matches the model', async () => {
    await fc.assert(
      fc.asyncProperty(initial, fc.array(op, { minLength: 1, maxLength: 30 }), async (start, ops) => {
        const world = await newWorld(start);
        const model = new Model(start);
        for (const o of ops) {
          const expected = model.apply(o);
          expect(await run(world, o), JSON.stringify(o)).toBe(expected);
        }
        expect(await actualBalances(world)).toEqual(model.balances);
      }),
      { numRuns: 25 },
    );
    await expectLedgerSound(database.db);
  });

  it('concurrent groups: balances equal their entries, never negative, every book sums to zero, money is conserved', async () => {
    await fc.assert(
      fc.asyncProperty(
        initial,
        fc.array(fc.array(op, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        async (start, groups) => {
          const world = await newWorld(start);
          let expectedTotal = start.reduce((s, v) => s + v, 0);
          for (const group of groups) {
            const answers = await Promise.all(group.map((o) => run(world, o)));
            for (const [i, o] of group.entries()) {
              if (o.kind === 'credit') expectedTotal += o.amount;
              expect(['ok', 'replayed', ...EXPECTED_REFUSALS]).toContain(answers[i]);
            }
            const balances = await actualBalances(world);
            // Transfers, recalls and upline transfers only move money among these three members.
            expect(total(balances)).toBe(expectedTotal);
            for (const b of balances) for (const v of b.values()) expect(v).toBeGreaterThanOrEqual(0);
          }
          await expectLedgerSound(database.db);
        },
      ),
      { numRuns: 20 },
    );
  });
});
