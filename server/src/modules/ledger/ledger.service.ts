import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isTrialAccount } from '@sorte/contracts/auth/routes';
import type { LedgerTxType } from '@sorte/contracts/wallet/routes';
import { HOUSE_PART_KINDS, ledgerAccount, type LedgerAccountKind } from '../../db/schema/index';
import { MemberRepository } from '../member/index';
import { brandCurrency } from '../system/index';
import { AppError } from '../../lib/app-error';
import { retryMoney } from './money-transaction';
import {
  accountKey,
  ledgerRepository,
  type AccountSpec,
  type EntryRow,
  type Executor,
  type LockedAccount,
} from './ledger.repository';

/**
 * Posting to the double-entry ledger (docs/architecture.md "Ledger").
 *
 * One call of `post` is one database transaction (a savepoint when the caller passes an open
 * transaction):
 *   1. claim the idempotency key by inserting the transaction row (unique per scope). If the key
 *      exists: same request hash -> answer the stored transaction (`replayed`), another hash ->
 *      409 IDEMPOTENCY_KEY_REUSED. A concurrent duplicate waits here until the first commits.
 *   2. lock the touched accounts with SELECT ... FOR UPDATE in id order (no deadlocks);
 *   3. compute the legs from the locked balances, refuse a member account below zero
 *      (INSUFFICIENT_BALANCE; the database CHECK would refuse it too);
 *   4. insert the entries; the ledger_entry_apply trigger moves each balance and records
 *      balance_after, and a deferred trigger refuses a transaction that does not sum to zero.
 * A refusal rolls everything back, the transaction row included, so a refused request does not
 * use up its key.
 */

export interface Leg {
  accountId: number;
  /** Signed minor units: positive credits the account. */
  amount: bigint;
}

/** The locked accounts of a posting, by id and by spec. */
export interface Locked {
  byId: Map<number, LockedAccount>;
  /** The locked account of a spec named in `accounts`. */
  of(spec: AccountSpec): LockedAccount;
}

export interface PostRequest {
  /** One of the known types: each has a translated name in the player's account record. */
  type: LedgerTxType;
  /** Idempotency scope (`member:<id>`, `system`); keys are unique within it. */
  scope: string;
  key: string;
  /** The canonical request: hashed to tell a replay from a different request under the same key. */
  request: unknown;
  memberId?: number | null;
  reference?: string | null;
  metadata?: Record<string, unknown>;
  currency: string;
  demo: boolean;
  /**
   * Every account the legs may touch, created if missing inside the transaction (so a refused
   * request leaves no row behind), then locked in id order. A function runs inside the transaction.
   */
  accounts: AccountSpec[] | ((tx: Executor) => Promise<AccountSpec[]>);
  /** The legs, computed from the locked accounts; they must sum to zero. May be empty. */
  legs: (locked: Locked) => Leg[];
}

export interface Posted {
  id: number;
  type: string;
  createdAt: Date;
  metadata: Record<string, unknown>;
  /** True when the key had been used before with the same request: nothing moved now. */
  replayed: boolean;
  entries: EntryRow[];
}

/** SHA-256 of a canonical JSON form (object keys sorted; bigint as decimal strings). */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (typeof v === 'bigint') return v.toString();
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return createHash('sha256').update(JSON.stringify(canonical(value))).digest('hex');
}

/** Locks the accounts `specs` name (once each, in id order) and the view the legs are written against. */
async function lockAccounts(tx: Executor, specs: AccountSpec[]) {
  const byKey = await ledgerRepository.lockBySpecs(tx, specs);
  const locked = new Map([...byKey.values()].map((a) => [a.id, a]));
  const view: Locked = {
    byId: locked,
    of: (spec) => {
      const account = byKey.get(accountKey(spec));
      if (!account) throw new Error(`ledger account ${accountKey(spec)} was not named in accounts`);
      return account;
    },
  };
  return { locked, view };
}

/** Merges legs per account and drops zero ones; throws (a bug, not bad input) unless they sum to zero. */
function normaliseLegs(legs: Leg[], locked: Map<number, LockedAccount>, request: PostRequest): Leg[] {
  const byAccount = new Map<number, bigint>();
  for (const leg of legs) {
    if (!locked.has(leg.accountId)) throw new Error(`ledger leg on unlocked account ${leg.accountId}`);
    byAccount.set(leg.accountId, (byAccount.get(leg.accountId) ?? 0n) + leg.amount);
  }
  let total = 0n;
  const merged: Leg[] = [];
  for (const [accountId, amount] of [...byAccount].sort((a, b) => a[0] - b[0])) {
    total += amount;
    if (amount === 0n) continue;
    const account = locked.get(accountId)!;
    if (account.currency !== request.currency || account.demo !== request.demo) {
      throw new Error(`ledger account ${accountId} is not in book ${request.currency}/${request.demo ? 'demo' : 'real'}`);
    }
    merged.push({ accountId, amount });
  }
  if (total !== 0n) throw new Error(`ledger legs of ${request.type} sum to ${total}, not zero`);
  return merged;
}

async function answerExisting(tx: Executor, request: PostRequest, hash: string): Promise<Posted> {
  const existing = await ledgerRepository.findByKey(tx, request.scope, request.key);
  if (!existing) throw new AppError('CONFLICT');
  if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return {
    id: existing.id,
    type: existing.type,
    createdAt: existing.createdAt,
    metadata: existing.metadata,
    replayed: true,
    entries: await ledgerRepository.entriesOf(tx, existing.id),
  };
}

/**
 * Posts one ledger transaction (see the module comment). A top-level posting (given `db`, not an
 * open transaction) that PostgreSQL aborts as a deadlock victim or serialization failure runs
 * again (`retryMoney`): everything of the failed attempt was rolled back, so the retry is the same
 * request. Such deadlocks come from first use of accounts: a posting that creates a wallet account
 * (insert, which waits on another transaction inserting the same account) while holding the lock
 * of an existing one. Inside a caller's transaction the error goes to the caller (its transaction
 * is aborted; the caller's own `moneyTransaction` runs the whole of it again).
 */
export async function post(db: Executor, request: PostRequest): Promise<Posted> {
  const topLevel = !('rollback' in db);
  return topLevel ? retryMoney(() => postOnce(db, request)) : postOnce(db, request);
}

async function postOnce(db: Executor, request: PostRequest): Promise<Posted> {
  const hash = requestHash({ type: request.type, request: request.request });
  return db.transaction(async (tx) => {
    const claimed = await ledgerRepository.claim(tx, {
      type: request.type,
      idempotencyScope: request.scope,
      idempotencyKey: request.key,
      requestHash: hash,
      memberId: request.memberId ?? null,
      reference: request.reference ?? null,
      currency: request.currency,
      demo: request.demo,
      metadata: request.metadata ?? {},
    });
    if (!claimed) return answerExisting(tx, request, hash);

    const specs = typeof request.accounts === 'function' ? await request.accounts(tx) : request.accounts;
    const { locked, view } = await lockAccounts(tx, specs);
    const legs = normaliseLegs(request.legs(view), locked, request);
    for (const leg of legs) {
      const account = locked.get(leg.accountId)!;
      if (account.memberId !== null && account.balance + leg.amount < 0n) {
        throw new AppError('INSUFFICIENT_BALANCE');
      }
    }
    const inserted = await ledgerRepository.insertEntries(tx, claimed.id, request.currency, request.demo, legs);
    return {
      id: claimed.id,
      type: claimed.type,
      createdAt: claimed.createdAt,
      metadata: claimed.metadata,
      replayed: false,
      entries: inserted.map((e) => {
        const account = locked.get(e.accountId)!;
        return {
          accountId: e.accountId,
          amount: e.amount,
          balanceAfter: e.balanceAfter,
          kind: account.kind,
          memberId: account.memberId,
          vendorCode: account.vendorCode,
        };
      }),
    };
  });
}

/** Rows per statement when a batch writes transactions or entries (well below the 65535 bind parameters). */
const BATCH_ROWS = 1_000;

/**
 * Posts many independent ledger transactions at once: each request stays its own transaction row
 * with its own idempotency key, request hash and entries (exactly what `post` would write for it),
 * but the keys are claimed, the accounts created and locked (all of them, once, in id order) and
 * the entries inserted set-based, a few statements for the whole batch. Used where a job pays
 * thousands of members (contract settlements). One database transaction (a savepoint inside the
 * caller's), all or nothing: a request that would take a member account below zero refuses the
 * whole batch (INSUFFICIENT_BALANCE), as does a key reused with another request
 * (IDEMPOTENCY_KEY_REUSED). A key already used with the same request moves nothing and answers
 * the stored transaction (`replayed`), so running a batch again pays nothing twice. Keys must be
 * distinct within the batch. Answers in the order of `requests`.
 */
export async function postMany(db: Executor, requests: PostRequest[]): Promise<Posted[]> {
  if (requests.length === 0) return [];
  const topLevel = !('rollback' in db);
  return topLevel ? retryMoney(() => postManyOnce(db, requests)) : postManyOnce(db, requests);
}

async function postManyOnce(db: Executor, requests: PostRequest[]): Promise<Posted[]> {
  const keyOf = (r: { scope: string; key: string }) => `${r.scope}\u0000${r.key}`;
  if (new Set(requests.map(keyOf)).size !== requests.length) throw new Error('postMany: idempotency keys repeat within the batch');
  const hashes = requests.map((r) => requestHash({ type: r.type, request: r.request }));
  return db.transaction(async (tx) => {
    // 1. Claim every key (one insert per BATCH_ROWS requests).
    const claimed = new Map<string, Awaited<ReturnType<typeof ledgerRepository.claimMany>>[number]>();
    for (let i = 0; i < requests.length; i += BATCH_ROWS) {
      const rows = await ledgerRepository.claimMany(
        tx,
        requests.slice(i, i + BATCH_ROWS).map((r, j) => ({
          type: r.type,
          idempotencyScope: r.scope,
          idempotencyKey: r.key,
          requestHash: hashes[i + j]!,
          memberId: r.memberId ?? null,
          reference: r.reference ?? null,
          currency: r.currency,
          demo: r.demo,
          metadata: r.metadata ?? {},
        })),
      );
      for (const row of rows) claimed.set(keyOf({ scope: row.idempotencyScope, key: row.idempotencyKey }), row);
    }
    // 2. Lock every account the claimed requests touch, once, in id order.
    const fresh = requests.filter((r) => claimed.has(keyOf(r)));
    const specs: AccountSpec[] = [];
    for (const r of fresh) specs.push(...(typeof r.accounts === 'function' ? await r.accounts(tx) : r.accounts));
    const { locked, view } = await lockAccounts(tx, specs);
    // 3. The legs of each request in turn, against the balances the requests before it leave.
    const balances = new Map([...locked.values()].map((a) => [a.id, a.balance]));
    const entries: { transactionId: number; accountId: number; amount: bigint; currency: string; demo: boolean }[] = [];
    for (const r of fresh) {
      const legs = normaliseLegs(r.legs(view), locked, r);
      for (const leg of legs) {
        const after = balances.get(leg.accountId)! + leg.amount;
        if (locked.get(leg.accountId)!.memberId !== null && after < 0n) throw new AppError('INSUFFICIENT_BALANCE');
        balances.set(leg.accountId, after);
      }
      const transactionId = claimed.get(keyOf(r))!.id;
      for (const leg of legs) entries.push({ transactionId, ...leg, currency: r.currency, demo: r.demo });
    }
    // 4. Insert the entries in that order (the trigger moves each balance and records balance_after).
    const inserted = new Map<number, EntryRow[]>();
    for (let i = 0; i < entries.length; i += BATCH_ROWS) {
      for (const e of await ledgerRepository.insertEntriesMany(tx, entries.slice(i, i + BATCH_ROWS))) {
        const account = locked.get(e.accountId)!;
        const list = inserted.get(e.transactionId) ?? [];
        list.push({
          accountId: e.accountId,
          amount: e.amount,
          balanceAfter: e.balanceAfter,
          kind: account.kind,
          memberId: account.memberId,
          vendorCode: account.vendorCode,
        });
        inserted.set(e.transactionId, list);
      }
    }
    // 5. The answers; an already used key answers its stored transaction (or refuses another request).
    const answers: Posted[] = [];
    for (const [i, r] of requests.entries()) {
      const row = claimed.get(keyOf(r));
      if (!row) {
        answers.push(await answerExisting(tx, r, hashes[i]!));
        continue;
      }
      answers.push({
        id: row.id,
        type: row.type,
        createdAt: row.createdAt,
        metadata: row.metadata,
        replayed: false,
        entries: inserted.get(row.id) ?? [],
      });
    }
    return answers;
  });
}

/** The brand currency: the book every account and transaction of this deployment is kept in. */
export function ledgerCurrency(db: Executor): Promise<string> {
  return brandCurrency(db);
}

/**
 * Credits a member's main wallet from the house (real money) or the demo house (demo money for
 * trial accounts), keyed `system` / `key`: calling it again with the same key credits nothing.
 * Used by the demo seed and by fundTrialAccount; deposits post their own type.
 */
export async function creditMainFromHouse(
  db: Executor,
  input: { memberId: number; amount: bigint; demo: boolean; type: LedgerTxType; key: string; metadata?: Record<string, unknown> },
): Promise<Posted> {
  if (input.amount <= 0n) throw new RangeError('credit amount must be positive');
  const currency = await ledgerCurrency(db);
  const house: AccountSpec = { kind: input.demo ? 'DEMO_HOUSE' : 'HOUSE', memberId: null, vendorCode: '', currency, demo: input.demo };
  const main: AccountSpec = { kind: 'PLAYER_MAIN', memberId: input.memberId, vendorCode: '', currency, demo: input.demo };
  return post(db, {
    type: input.type,
    scope: 'system',
    key: input.key,
    request: { memberId: input.memberId, amount: input.amount, demo: input.demo },
    memberId: input.memberId,
    metadata: input.metadata,
    currency,
    demo: input.demo,
    accounts: [house, main],
    legs: (locked) => [
      { accountId: locked.of(house).id, amount: -input.amount },
      { accountId: locked.of(main).id, amount: input.amount },
    ],
  });
}

/** Demo money a new trial account starts with (2000.00). */
export const TRIAL_FUNDING_MINOR = 200_000n;

/**
 * Gives a trial account (account type 4) its demo money: TRIAL_FUNDING_MINOR from the demo-money
 * house into its main wallet, as one DEMO_FUNDING ledger transaction. Idempotent per member (key
 * `trial-funding:<memberId>`): a second call moves nothing and answers the first transaction.
 * Pass the open transaction when the member is created in one (on PGlite a query on `db` from
 * inside a transaction would wait for that transaction forever). Throws if the member is not a
 * trial account.
 */
export async function fundTrialAccount(
  db: Executor,
  memberId: number,
): Promise<{ transactionId: string; amountMinor: bigint; replayed: boolean }> {
  const row = await new MemberRepository(db).findById(memberId);
  if (!row) throw new Error(`fundTrialAccount: no member ${memberId}`);
  if (!isTrialAccount(row.accountType)) throw new Error(`fundTrialAccount: member ${memberId} is not a trial account`);
  const posted = await creditMainFromHouse(db, {
    memberId,
    amount: TRIAL_FUNDING_MINOR,
    demo: true,
    type: 'DEMO_FUNDING',
    key: `trial-funding:${memberId}`,
  });
  return { transactionId: String(posted.id), amountMinor: TRIAL_FUNDING_MINOR, replayed: posted.replayed };
}

/** How many parts a split house kind (HOUSE_PART_KINDS) is kept in. */
export const HOUSE_PARTS = 32;

/**
 * The part of a split house account (LOTTERY_HOUSE, DEMO_HOUSE) that a posting keyed by `key`
 * (a member id) uses: part 0 is the account with vendor code '', the others `part-01`...
 * `part-31`. Each part is an ordinary account (its balance is the sum of its entries); the house's
 * balance is the sum of its parts (`houseBalance`). Another kind is answered unchanged.
 */
export function housePart(spec: AccountSpec, key: number): AccountSpec {
  if (!(HOUSE_PART_KINDS as readonly string[]).includes(spec.kind)) return spec;
  const part = ((Math.trunc(key) % HOUSE_PARTS) + HOUSE_PARTS) % HOUSE_PARTS;
  return { ...spec, vendorCode: part === 0 ? '' : `part-${String(part).padStart(2, '0')}` };
}

/**
 * A house kind's balance in a currency: the sum of its parts' balances, beside the sum of all
 * their entries (equal whenever the ledger is sound) and how many parts exist.
 */
export async function houseBalance(
  db: Executor,
  kind: LedgerAccountKind,
  currency: string,
): Promise<{ balance: bigint; entries: bigint; parts: number }> {
  const rows = await db
    .select({
      balance: sql<string>`coalesce(sum(${ledgerAccount.balance}), 0)::text`,
      parts: sql<number>`count(*)::int`,
      entries: sql<string>`coalesce((select sum(e.amount) from ledger_entry e where e.account_id in (
        select a.id from ledger_account a where a.kind = ${kind} and a.currency = ${currency})), 0)::text`,
    })
    .from(ledgerAccount)
    .where(and(eq(ledgerAccount.kind, kind), eq(ledgerAccount.currency, currency)));
  const row = rows[0]!;
  return { balance: BigInt(row.balance), entries: BigInt(row.entries), parts: Number(row.parts) };
}
