import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { BotChallenge } from '@sorte/contracts/auth/account';
import type { Db } from '../../db/client';
import { botCheckUsed } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** A challenge must be answered within this time (encoded in its signed salt). */
export const BOT_CHECK_TTL_MS = 5 * 60_000;
/** One purge of expired used challenges per this many verifications, on average. */
const PURGE_ONE_IN = 50;

interface SolvedPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function decode(botCheck: string): SolvedPayload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(botCheck, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object') return undefined;
    const p = value as Record<string, unknown>;
    if (
      p.algorithm !== 'SHA-256' ||
      typeof p.challenge !== 'string' ||
      typeof p.salt !== 'string' ||
      typeof p.signature !== 'string' ||
      typeof p.number !== 'number' ||
      !Number.isInteger(p.number) ||
      p.number < 0
    ) {
      return undefined;
    }
    return p as unknown as SolvedPayload;
  } catch {
    return undefined;
  }
}

/**
 * The self-hosted proof-of-work bot check (ALTCHA v1 format, altcha-lib). Challenges are
 * HMAC-signed with BOT_CHECK_HMAC_KEY and carry their expiry (5 minutes) in the signed salt, so
 * issuing stores nothing; answering records the signature in bot_check_used, so each challenge
 * counts once (also across processes sharing the database).
 */
export class BotCheckService {
  constructor(
    private readonly db: Db,
    private readonly hmacKey: string,
    private readonly maxNumber: number,
  ) {}

  async challenge(): Promise<BotChallenge> {
    const c = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(Date.now() + BOT_CHECK_TTL_MS),
    });
    return {
      algorithm: 'SHA-256',
      challenge: c.challenge,
      maxnumber: c.maxnumber ?? this.maxNumber,
      salt: c.salt,
      signature: c.signature,
    };
  }

  /**
   * Checks a solved challenge (base64 JSON) and marks it used. Throws 400 BOT_CHECK_FAILED
   * (fields.botCheck = INVALID_VALUE) when it is malformed, wrongly signed or solved, expired
   * or already used.
   */
  async verify(botCheck: string | undefined): Promise<void> {
    const fail = () => new AppError('BOT_CHECK_FAILED', { botCheck: 'INVALID_VALUE' });
    const payload = botCheck ? decode(botCheck) : undefined;
    if (!payload) throw fail();
    const expires = Number(extractParams(payload as never).expires);
    // A challenge without a signed expiry was not issued here.
    if (!Number.isFinite(expires) || expires * 1000 < Date.now()) throw fail();
    if (!(await verifySolution(payload as never, this.hmacKey, true))) throw fail();
    const claimed = await this.db
      .insert(botCheckUsed)
      .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
      .onConflictDoNothing()
      .returning({ signature: botCheckUsed.signature });
    if (claimed.length === 0) throw fail();
    if (randomInt(PURGE_ONE_IN) === 0) {
      await this.db.delete(botCheckUsed).where(lt(botCheckUsed.expiresAt, sql`now()`));
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheckService;
  }
}
