import { and, eq, inArray, sql } from 'drizzle-orm';
import { isAgentAccount, isTrialAccount } from '@sorte/contracts/auth/routes';
import { fromMinor, parsePositiveAmount } from '@sorte/contracts/common/money';
import { MAIN_WALLET, SEAMLESS_CATEGORIES } from '@sorte/contracts/wallet/routes';
import type {
  Balance,
  MovementResult,
  TransferInput,
  TransferResult,
  TransferUplineResult,
  Upline,
  WalletBalance,
  WalletList,
  WalletListEntry,
} from '@sorte/contracts/wallet/wallet';
import type { Db } from '../../db/client';
import { ledgerAccount } from '../../db/schema/index';
import { MemberRepository } from '../member/index';
import { AppError } from '../../lib/app-error';
import { ledgerRepository, type AccountSpec } from './ledger.repository';
import type { SystemService } from '../system/index';
import type { AuditContext, OpsService } from '../ops/index';
import { post, type Posted } from './ledger.service';
import { moneyTransaction } from './money-transaction';
import { assertTurnoverMet } from '../cashier/index';

/** Who asks: from the member session (request.member). */
export interface WalletCaller {
  id: number;
  accountType: number;
}

/** A string kept in a transaction's metadata (a replay answers what the first call stored). */
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

const scopeOf = (caller: WalletCaller) => `member:${caller.id}`;

function parseAmount(text: string): bigint {
  const parsed = parsePositiveAmount(text);
  if (!parsed.ok) throw new AppError('AMOUNT_INVALID', { amount: parsed.rule });
  return parsed.minor;
}

/** The wallet name of one of the member's wallet accounts. */
const walletName = (e: { kind: string; vendorCode: string }) => (e.kind === 'PLAYER_VENDOR' ? e.vendorCode : MAIN_WALLET);

/** The balances after a posted movement, of the caller's wallets it touched, in entry order. */
function walletsAfter(posted: Posted, memberId: number): WalletBalance[] {
  return posted.entries
    .filter((e) => e.memberId === memberId && (e.kind === 'PLAYER_MAIN' || e.kind === 'PLAYER_VENDOR'))
    .map((e) => ({ wallet: walletName(e), balance: fromMinor(e.balanceAfter) }));
}

/**
 * The vendor codes whose games play from a transfer wallet now (the operator's wallet mode of each
 * vendor). The provider module owns the vendor settings and passes this lookup in
 * (`transferVendorCodes` of its index.ts); the ledger does not read them itself.
 */
export type TransferVendorCodes = () => Promise<string[]>;

/**
 * Balance, wallet list and transfers of a member. A member's money is one
 * main wallet (PLAYER_MAIN) and one wallet per vendor code (PLAYER_VENDOR); trial accounts hold
 * demo money only (their accounts are in the demo book, which the database keeps apart).
 */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly system: SystemService,
    private readonly transferVendorCodes: TransferVendorCodes,
  ) {}

  /**
   * The brand currency and the vendor codes that have a transfer wallet now: vendors the operator
   * runs in transfer mode (the provider module's lookup; a seamless vendor's games bet from MAIN
   * and it has no wallet of its own) in the enabled categories outside the seamless ones, in the
   * order the side menu shows them. Categories from the configuration snapshot (cached 2 s).
   */
  private async book(): Promise<{ currency: string; vendors: string[] }> {
    const [{ brand, categories }, codes] = await Promise.all([this.system.config(), this.transferVendorCodes()]);
    const transfer = new Set(codes);
    const vendors: string[] = [];
    for (const category of categories) {
      if (SEAMLESS_CATEGORIES.includes(category.gameCategory)) continue;
      for (const v of category.vendors) if (transfer.has(v.vendor) && !vendors.includes(v.vendor)) vendors.push(v.vendor);
    }
    return { currency: brand.currency, vendors };
  }

  private async walletAccounts(memberId: number, currency: string) {
    return ledgerRepository.memberAccounts(this.db, memberId, currency, ['PLAYER_MAIN', 'PLAYER_VENDOR']);
  }

  async balance(caller: WalletCaller): Promise<Balance> {
    const { currency } = await this.book();
    const rows = await this.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerAccount.balance}), 0)::text` })
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.memberId, caller.id),
          eq(ledgerAccount.currency, currency),
          inArray(ledgerAccount.kind, ['PLAYER_MAIN', 'PLAYER_VENDOR']),
        ),
      );
    return { sumBalance: fromMinor(BigInt(rows[0]?.sum ?? '0')), currency };
  }

  async list(caller: WalletCaller): Promise<WalletList> {
    const { currency, vendors } = await this.book();
    const accounts = await this.walletAccounts(caller.id, currency);
    const balances = new Map(accounts.map((a) => [walletName(a), a.balance]));
    const list: WalletListEntry[] = [
      { wallet: MAIN_WALLET, balance: fromMinor(balances.get(MAIN_WALLET) ?? 0n), transferIn: true },
    ];
    for (const code of vendors) list.push({ wallet: code, balance: fromMinor(balances.get(code) ?? 0n), transferIn: true });
    // A vendor switched off, made seamless (or moved to a seamless category) keeps its wallet while
    // it holds money, so the player can take it out; nothing can be moved in.
    for (const a of accounts) {
      if (a.kind === 'PLAYER_VENDOR' && a.balance > 0n && !vendors.includes(a.vendorCode)) {
        list.push({ wallet: a.vendorCode, balance: fromMinor(a.balance), transferIn: false });
      }
    }
    return { list, currency };
  }

  private spec(caller: WalletCaller, wallet: string, currency: string): AccountSpec {
    return {
      kind: wallet === MAIN_WALLET ? 'PLAYER_MAIN' : 'PLAYER_VENDOR',
      memberId: caller.id,
      vendorCode: wallet === MAIN_WALLET ? '' : wallet,
      currency,
      demo: isTrialAccount(caller.accountType),
    };
  }

  /**
   * Main wallet <-> vendor wallet (or vendor to vendor). `to` must be MAIN or a wallet of an enabled
   * vendor; `from` may also be a vendor wallet that still exists for this member (a disabled
   * vendor's money can be taken out).
   */
  async transfer(caller: WalletCaller, key: string, input: TransferInput): Promise<{ result: TransferResult; replayed: boolean }> {
    const amount = parseAmount(input.amount);
    if (input.from === input.to) throw new AppError('SAME_WALLET', { to: 'INVALID_VALUE' });
    const { currency, vendors } = await this.book();
    const fromKnown =
      input.from === MAIN_WALLET ||
      vendors.includes(input.from) ||
      (await this.walletAccounts(caller.id, currency)).some(
        (a) => a.kind === 'PLAYER_VENDOR' && a.vendorCode === input.from,
      );
    const toKnown = input.to === MAIN_WALLET || vendors.includes(input.to);
    if (!fromKnown || !toKnown) {
      throw new AppError('UNKNOWN_WALLET', {
        ...(fromKnown ? {} : { from: 'INVALID_VALUE' as const }),
        ...(toKnown ? {} : { to: 'INVALID_VALUE' as const }),
      });
    }
    const from = this.spec(caller, input.from, currency);
    const to = this.spec(caller, input.to, currency);
    const posted = await post(this.db, {
      type: 'TRANSFER',
      scope: scopeOf(caller),
      key,
      request: { from: input.from, to: input.to, amount },
      memberId: caller.id,
      metadata: { from: input.from, to: input.to },
      currency,
      demo: from.demo,
      accounts: [from, to],
      legs: (locked) => [
        { accountId: locked.of(from).id, amount: -amount },
        { accountId: locked.of(to).id, amount },
      ],
    });
    return {
      replayed: posted.replayed,
      result: {
        transactionId: String(posted.id),
        from: text(posted.metadata.from, input.from),
        to: text(posted.metadata.to, input.to),
        amount: fromMinor(posted.entries.find((e) => e.amount > 0n)?.amount ?? amount),
        currency,
        createdAt: posted.createdAt.toISOString(),
        wallets: walletsAfter(posted, caller.id),
      },
    };
  }

  /**
   * Every vendor wallet with money back to the main wallet, in one ledger transaction; `keep`
   * leaves one vendor's wallet where it is (a launch of that transfer vendor).
   */
  async recallAll(
    caller: WalletCaller,
    key: string,
    options: { keep?: string | null } = {},
  ): Promise<{ result: MovementResult; replayed: boolean }> {
    const { currency } = await this.book();
    const main = this.spec(caller, MAIN_WALLET, currency);
    const posted = await post(this.db, {
      type: 'RECALL_ALL',
      scope: scopeOf(caller),
      key,
      request: options.keep ? { keep: options.keep } : {},
      memberId: caller.id,
      currency,
      demo: main.demo,
      // Listed inside the transaction; an account created by a concurrent transfer after this
      // list held nothing before it, so leaving it out is the same as running first.
      accounts: async (tx) => [
        main,
        ...(await ledgerRepository.memberAccounts(tx, caller.id, currency, ['PLAYER_VENDOR'])).map((a) => ({
          kind: 'PLAYER_VENDOR' as const,
          memberId: caller.id,
          vendorCode: a.vendorCode,
          currency,
          demo: a.demo,
        })),
      ],
      legs: (locked) => {
        let total = 0n;
        const legs = [];
        for (const a of locked.byId.values()) {
          if (a.kind === 'PLAYER_VENDOR' && a.balance > 0n && a.vendorCode !== options.keep) {
            legs.push({ accountId: a.id, amount: -a.balance });
            total += a.balance;
          }
        }
        return total > 0n ? [...legs, { accountId: locked.of(main).id, amount: total }] : [];
      },
    });
    const recalled = posted.entries.reduce((sum, e) => (e.kind === 'PLAYER_MAIN' ? sum + e.amount : sum), 0n);
    let wallets = walletsAfter(posted, caller.id);
    if (wallets.length === 0) {
      // Nothing to move: answer the main wallet as it is now.
      const now = (await this.walletAccounts(caller.id, currency)).find((a) => a.kind === 'PLAYER_MAIN');
      wallets = [{ wallet: MAIN_WALLET, balance: fromMinor(now?.balance ?? 0n) }];
    }
    return {
      replayed: posted.replayed,
      result: {
        transactionId: String(posted.id),
        amount: fromMinor(recalled),
        currency,
        createdAt: posted.createdAt.toISOString(),
        wallets,
      },
    };
  }

  private async uplineOf(memberId: number) {
    const members = new MemberRepository(this.db);
    const uplineId = (await members.findById(memberId))?.uplineId;
    if (!uplineId) return undefined;
    return members.findById(uplineId);
  }

  /**
   * Operator switch: whether an agent accepts transfers from its downline. The agent's row is
   * locked, changed and audited (`agent.upline-transfer`) in one transaction; 404 for a member
   * that is not an agent.
   */
  setUplineTransfer(ops: OpsService, ctx: AuditContext, memberId: number, allow: boolean) {
    return ops.change(ctx, 'agent.upline-transfer', `member:${memberId}`, async (tx) => {
      const members = new MemberRepository(tx);
      const before = await members.lockUplineTransfer(memberId);
      if (before === undefined) throw new AppError('NOT_FOUND');
      await members.setUplineTransfer(memberId, allow);
      return {
        before: { allowUplineTransfer: before },
        after: { allowUplineTransfer: allow },
        result: { memberId: String(memberId), allowUplineTransfer: allow },
      };
    });
  }

  private static accepts(upline: { accountType: number; allowUplineTransfer: boolean; status: string }) {
    return isAgentAccount(upline.accountType) && upline.allowUplineTransfer && upline.status === 'active';
  }

  async upline(caller: WalletCaller): Promise<Upline> {
    const upline = await this.uplineOf(caller.id);
    return {
      upline: upline?.username ?? null,
      allowed: Boolean(upline && !isTrialAccount(caller.accountType) && WalletService.accepts(upline)),
    };
  }

  /** Main wallet to the upline agent's main wallet (real money only). */
  async transferUpline(
    caller: WalletCaller,
    key: string,
    input: { amount: string },
  ): Promise<{ result: TransferUplineResult; replayed: boolean }> {
    if (isTrialAccount(caller.accountType)) throw new AppError('TRIAL_ACCOUNT_FORBIDDEN');
    const amount = parseAmount(input.amount);
    const upline = await this.uplineOf(caller.id);
    if (!upline) throw new AppError('NO_UPLINE');
    if (!WalletService.accepts(upline)) throw new AppError('UPLINE_TRANSFER_NOT_ALLOWED');
    const { currency } = await this.book();
    const from = this.spec(caller, MAIN_WALLET, currency);
    const to: AccountSpec = { kind: 'PLAYER_MAIN', memberId: upline.id, vendorCode: '', currency, demo: false };
    // Bonus money leaves the member only by being wagered or forfeited: refused while a turnover
    // requirement is open (checked after the key's claim, so a replay still answers the first result).
    const posted = await moneyTransaction(this.db, async (tx) => {
      const done = await post(tx, {
        type: 'TRANSFER_UPLINE',
        scope: scopeOf(caller),
        key,
        request: { upline: upline.id, amount },
        memberId: caller.id,
        metadata: { upline: upline.username, uplineId: upline.id },
        currency,
        demo: false,
        accounts: [from, to],
        legs: (locked) => [
          { accountId: locked.of(from).id, amount: -amount },
          { accountId: locked.of(to).id, amount },
        ],
      });
      if (!done.replayed) await assertTurnoverMet(tx, caller.id);
      return done;
    });
    return {
      replayed: posted.replayed,
      result: {
        transactionId: String(posted.id),
        upline: text(posted.metadata.upline, upline.username),
        amount: fromMinor(posted.entries.find((e) => e.amount > 0n)?.amount ?? amount),
        currency,
        createdAt: posted.createdAt.toISOString(),
        wallets: walletsAfter(posted, caller.id),
      },
    };
  }
}
