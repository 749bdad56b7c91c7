import type { FastifyInstance } from 'fastify';
import { currencySymbol, formatMoney, fromMinor, toMinor } from '@sorte/contracts/common/money';
import { pickTranslation, toLocale, type Locale } from '@sorte/contracts/common/locale';
import { gameByCode } from '../games/index';
import { AppError } from '../../lib/app-error';
import {
  createProviderClient,
  fetchTransport,
  injectTransport,
  ProviderError,
  type ProviderClient,
  type ProviderTransport,
} from '../provider/index';
import { VSIM_VENDOR } from '../provider/index';
import { payout, SIM_RTP, spinReels, type SimSymbol } from './engine';

/** Money on the simulator's page in the site's format for the launch language and currency. */
const shownMoney = (auth: { language: string; currency: string }, value: string | bigint) =>
  formatMoney(value, auth.language, currencySymbol(auth.currency, auth.language));

/** Stakes offered: these multiples of the game's minimum bet (or of 0.10 when it has none). */
export const STAKE_MULTIPLES = [1n, 2n, 5n, 10n, 20n, 50n];
const FALLBACK_BASE = 10n;

export interface SimSession {
  playerId: string;
  username: string;
  currency: string;
  balance: string;
  trial: boolean;
  gameCode: string;
  gameName: string;
  vendor: string;
  language: string;
  stakes: string[];
  rtp: string;
  /** Balance and stakes as the site shows money in the player's language ("R$ 197,96"). */
  shown: { balance: string; stakes: string[] };
}

export interface SimSpin {
  reels: SimSymbol[];
  stake: string;
  win: string;
  balance: string;
  /** Win and balance as the site shows money in the player's language. */
  shown: { win: string; balance: string };
  roundId: string;
}

/**
 * The built-in vendor simulator (vendor code VSIM): plays the part of a third-party vendor for
 * every catalogue vendor whose adapter is VSIM. Its backend talks to the platform only through the
 * provider API client, signed with VSIM's secret, over HTTP to this server when it listens (or
 * PROVIDER_API_URL), in-process through the whole Fastify pipeline otherwise (tests).
 */
export class VendorSimulator {
  constructor(private readonly app: FastifyInstance) {}

  private transport(): ProviderTransport {
    const { PROVIDER_API_URL, PORT } = this.app.env;
    if (PROVIDER_API_URL) return fetchTransport(PROVIDER_API_URL);
    const address = this.app.server.listening ? this.app.server.address() : null;
    if (address && typeof address === 'object') return fetchTransport(`http://127.0.0.1:${address.port || PORT}`);
    return injectTransport(this.app);
  }

  private async client(): Promise<ProviderClient> {
    return createProviderClient({
      vendorCode: VSIM_VENDOR,
      secret: await this.app.providerVendors.secretOf(VSIM_VENDOR),
      transport: this.transport(),
    });
  }

  /** The vendor's own catalogue knowledge of a game (name, minimum bet). */
  private async gameInfo(gameCode: string, locale: Locale) {
    const row = await gameByCode(this.app.database.db, gameCode);
    const base = row && row.minBet > 0n ? row.minBet : FALLBACK_BASE;
    return {
      name: row ? pickTranslation(row.gameName, locale) : gameCode,
      vendor: row?.vendor ?? '',
      stakes: STAKE_MULTIPLES.map((m) => base * m),
    };
  }

  /** The page's one-time launch code exchanged (provider API, once) for the launch token. */
  async exchange(code: string): Promise<{ token: string }> {
    const client = await this.client();
    const { token } = await client.exchange({ code });
    return { token };
  }

  async session(token: string): Promise<SimSession> {
    const client = await this.client();
    const auth = await client.authenticate({ token });
    const locale = toLocale(auth.language) ?? 'en';
    const info = await this.gameInfo(auth.gameCode, locale);
    return {
      ...auth,
      gameName: info.name,
      vendor: info.vendor,
      stakes: info.stakes.map(fromMinor),
      rtp: `${(SIM_RTP * 100).toFixed(2)}%`,
      shown: { balance: shownMoney(auth, auth.balance), stakes: info.stakes.map((s) => shownMoney(auth, s)) },
    };
  }

  /**
   * One spin: bet, draw, win (0.00 closes a losing round). `spinId` comes from the page, so a
   * double-sent spin replays the same bet. If the win cannot be delivered the bet is rolled back.
   */
  async spin(token: string, stakeText: string, spinId: string): Promise<SimSpin> {
    const client = await this.client();
    const auth = await client.authenticate({ token });
    const info = await this.gameInfo(auth.gameCode, 'en');
    const stake = toMinor(stakeText);
    if (!info.stakes.includes(stake)) throw new AppError('VALIDATION_FAILED', { stake: 'INVALID_VALUE' });
    const roundId = `vsim-r-${spinId}`;
    const betId = `vsim-b-${spinId}`;
    await client.bet({
      token,
      playerId: auth.playerId,
      transactionId: betId,
      roundId,
      gameCode: auth.gameCode,
      amount: fromMinor(stake),
    });
    const reels = spinReels();
    const win = payout(stake, reels);
    try {
      const answer = await client.win({
        playerId: auth.playerId,
        transactionId: `vsim-w-${spinId}`,
        betTransactionId: betId,
        roundId,
        gameCode: auth.gameCode,
        amount: fromMinor(win),
        roundClosed: true,
      });
      return {
        reels,
        stake: fromMinor(stake),
        win: fromMinor(win),
        balance: answer.balance,
        shown: { win: shownMoney(auth, win), balance: shownMoney(auth, answer.balance) },
        roundId,
      };
    } catch (error) {
      // A replayed spin whose bet was settled with another draw: answer the settled round as it is.
      if (error instanceof ProviderError && error.code === 'IDEMPOTENCY_CONFLICT') throw new AppError('CONFLICT');
      await client.rollback({ playerId: auth.playerId, transactionId: `vsim-x-${spinId}`, betTransactionId: betId });
      throw error;
    }
  }
}
