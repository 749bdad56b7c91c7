import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { isTrialAccount } from '@sorte/contracts/auth/routes';
import {
  LAUNCH_CODE_TTL_SECONDS,
  LAUNCH_TOKEN_TTL_HOURS,
  type ExchangeAnswer,
  type ExchangeBody,
} from '@sorte/contracts/games/provider';
import type { LaunchGameAnswer, LaunchGameBody } from '@sorte/contracts/games/launch';
import { SEAMLESS_CATEGORIES } from '@sorte/contracts/wallet/routes';
import type { Locale } from '@sorte/contracts/common/locale';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { gameLaunchCode, gameLaunchToken } from '../../db/schema/index';
import { playableGame } from '../games/index';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { GamesService } from '../games/index';
import { ledgerCurrency, ledgerRepository } from '../ledger/index';
import type { WalletService } from '../ledger/index';
import type { SystemService } from '../system/index';
import type { ProviderVendors } from './vendors';

/** One launch in this many also sweeps old launch tokens (like the captcha and SMS-code purges). */
const PURGE_ONE_IN = 100;
/**
 * Expired launch tokens are kept this long: a vendor may still settle a late win or rollback of
 * the session, and the newest token per member and integration says which wallet it pays into.
 */
export const LAUNCH_TOKEN_KEEP_DAYS = 7;

export interface LaunchCaller {
  id: number;
  accountType: number;
}

/** Joins a launch CDN ('/' or 'https://cdn.example') and a root-relative game path. */
export function onCdn(cdn: string, path: string): string {
  if (!cdn || cdn === '/') return path;
  return `${cdn.replace(/\/+$/, '')}${path}`;
}

/**
 * `POST /wps/game/launchGame`: checks the game (listed, vendor on, demo rules), issues a one-time
 * launch code (256 bits, stored hashed, bound to member + vendor + game, LAUNCH_CODE_TTL_SECONDS)
 * and answers the game page of the vendor's adapter with the code in its fragment. The page (or
 * the vendor) exchanges the code once for the launch token (`exchange`, LAUNCH_TOKEN_TTL_HOURS),
 * so no address ever carries a token. A transfer-wallet vendor's launch needs the transfer step
 * first (confirmTrans 1); every launch brings the other vendor wallets back to MAIN (the previous
 * session is over).
 */
export class LaunchService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      env: Env;
      system: SystemService;
      games: GamesService;
      wallet: WalletService;
      vendors: ProviderVendors;
    },
  ) {}

  /**
   * Deletes launch tokens that expired more than LAUNCH_TOKEN_KEEP_DAYS ago, except each member's
   * newest token per integration (it names the wallet a late provider call pays into). Idempotent
   * and safe to run in several processes at once.
   */
  async purgeExpiredTokens(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - LAUNCH_TOKEN_KEEP_DAYS * 86_400_000);
    const newer = sql`exists (select 1 from ${gameLaunchToken} as newer where newer.member_id = ${gameLaunchToken.memberId} and newer.adapter = ${gameLaunchToken.adapter} and newer.created_at > ${gameLaunchToken.createdAt})`;
    const gone = await this.db
      .delete(gameLaunchToken)
      .where(and(lt(gameLaunchToken.expiresAt, cutoff), newer))
      .returning({ tokenHash: gameLaunchToken.tokenHash });
    // Launch codes are worthless once expired; a day's worth is kept to explain a late exchange.
    const codes = await this.db
      .delete(gameLaunchCode)
      .where(lt(gameLaunchCode.expiresAt, new Date(now.getTime() - 86_400_000)))
      .returning({ codeHash: gameLaunchCode.codeHash });
    return gone.length + codes.length;
  }

  private async findGame(body: LaunchGameBody) {
    // A PVP room id is `<nodeId>:<LEVEL>` (nodeIds may contain ':' themselves).
    const roomNode = body.roomId?.includes(':') ? body.roomId.slice(0, body.roomId.lastIndexOf(':')) : body.roomId;
    return playableGame(
      this.db,
      body.gameId ? { id: Number(body.gameId) } : { nodeId: (body.nodeId ? body.nodeId : roomNode) ?? '' },
    );
  }

  async launch(caller: LaunchCaller, locale: Locale, body: LaunchGameBody): Promise<LaunchGameAnswer> {
    const found = await this.findGame(body);
    if (!found) throw new AppError('GAME_NOT_FOUND');
    if (!found.gameEnabled || !found.vendorEnabled || !found.categoryEnabled) throw new AppError('GAME_DISABLED');
    if (found.isGame === 'VASSALAGE') throw new AppError('BAD_REQUEST');
    const trial = isTrialAccount(caller.accountType);
    if (trial && !found.demoAllowed) throw new AppError('GAME_NO_DEMO');
    const settings = await this.deps.vendors.settings(found.vendor);
    const adapter = this.deps.vendors.adapterOf(settings);
    if (!settings.enabled || !adapter.available(this.deps.env)) throw new AppError('GAME_DISABLED');

    // Games of the seamless categories (in-house, lottery) always play from MAIN.
    const walletMode = SEAMLESS_CATEGORIES.includes(found.gameType) ? 'seamless' : settings.walletMode;
    const transfer = walletMode === 'transfer';
    // A transfer vendor's games play from its own wallet: the player moves money in first (the
    // transfer step) and confirms it with confirmTrans 1.
    if (transfer && Number(body.confirmTrans ?? 0) !== 1) throw new AppError('GAME_TRANSFER_REQUIRED');

    const code = newToken();
    const url = adapter.gameUrl({ code, language: locale, vendor: found.vendor, gameCode: found.gameCode });
    if (!url) throw new AppError('GAME_DISABLED');

    await this.recallOthers(caller, transfer ? found.vendor : null, code);

    await this.db.transaction(async (tx) => {
      await tx.insert(gameLaunchCode).values({
        codeHash: hashToken(code),
        memberId: caller.id,
        gameId: found.id,
        vendor: found.vendor,
        adapter: adapter.caller(found.vendor),
        gameCode: found.gameCode,
        language: locale,
        walletMode,
        expiresAt: new Date(Date.now() + LAUNCH_CODE_TTL_SECONDS * 1000),
      });
      await this.deps.games.recordRecentGame(caller.id, found.id, { tx });
    });

    if (randomInt(PURGE_ONE_IN) === 0) await this.purgeExpiredTokens();

    const { launchGameCDNs } = await this.deps.system.config();
    const cdn = launchGameCDNs.length ? launchGameCDNs[randomInt(launchGameCDNs.length)]! : '/';
    return { game_url: url, game_url2: onCdn(cdn, url), walletMode };
  }

  /**
   * `POST /provider/v1/exchange`: the launch code, once, for a fresh launch token bound to what the
   * code was. A single conditional UPDATE consumes the code (unused, unexpired, issued for this
   * caller) and the token row is written in the same transaction: of concurrent exchanges, in any
   * number of processes, exactly one gets a token. Everything else is LAUNCH_CODE_INVALID and
   * changes nothing.
   */
  async exchange(caller: string, body: ExchangeBody): Promise<ExchangeAnswer> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(gameLaunchCode)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(gameLaunchCode.codeHash, hashToken(body.code)),
            eq(gameLaunchCode.adapter, caller),
            isNull(gameLaunchCode.usedAt),
            gt(gameLaunchCode.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!used) throw new AppError('LAUNCH_CODE_INVALID');
      const token = newToken();
      const expiresAt = new Date(Date.now() + LAUNCH_TOKEN_TTL_HOURS * 3_600_000);
      await tx.insert(gameLaunchToken).values({
        tokenHash: hashToken(token),
        memberId: used.memberId,
        gameId: used.gameId,
        vendor: used.vendor,
        adapter: used.adapter,
        gameCode: used.gameCode,
        language: used.language,
        walletMode: used.walletMode,
        expiresAt,
      });
      return { token, expiresAt: expiresAt.toISOString() };
    });
  }

  /**
   * The previous transfer session is over: every vendor wallet with money goes back to MAIN (one
   * ledger transaction keyed by this launch), except the wallet of the transfer vendor being
   * launched, which holds what the player just moved in for this game.
   */
  private async recallOthers(caller: LaunchCaller, keep: string | null, code: string): Promise<void> {
    const currency = await ledgerCurrency(this.db);
    const accounts = await ledgerRepository.memberAccounts(this.db, caller.id, currency, ['PLAYER_VENDOR']);
    if (!accounts.some((a) => a.balance > 0n && a.vendorCode !== keep)) return;
    await this.deps.wallet.recallAll(caller, `launch:${hashToken(code).slice(0, 40)}:recall`, { keep });
  }

}
