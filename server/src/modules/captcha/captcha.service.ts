import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CAPTCHA_COOKIE,
  CAPTCHA_DIGITS,
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_TTL_MS,
  CAPTCHA_WIDTH,
} from '@sorte/contracts/auth/captcha';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { renderCaptcha } from './captcha.image';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

/** One purge of expired captchas per this many issued, on average. */
const PURGE_ONE_IN = 50;
/** At most one captcha per IP per this many ms (the captcha refreshes at most once a second). */
export const CAPTCHA_MIN_INTERVAL_MS = 1000;
/** Bound on the per-IP last-issue map; older entries are dropped first. */
const MAX_TRACKED_IPS = 10_000;

const hmac = (key: string, code: string) => createHmac('sha256', Buffer.from(key, 'hex')).update(code).digest();

export class CaptchaService {
  private readonly lastIssued = new Map<string, number>();
  /** id -> plain code, kept only when NODE_ENV=test (GET /wps/captcha/test-answer). */
  private readonly testAnswers: Map<string, string> | undefined;

  constructor(
    private readonly db: Db,
    testMode: boolean,
  ) {
    this.testAnswers = testMode ? new Map() : undefined;
  }

  /**
   * Issues a captcha: stores its hash, sets the cookie (for `cookiePath`: /wps for members,
   * /ops/api for operator login) and answers the base64 PNG.
   */
  async issue(request: FastifyRequest, reply: FastifyReply, cookiePath = '/wps'): Promise<string> {
    this.throttle(request.ip);
    const code = Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_DIGITS[randomInt(CAPTCHA_DIGITS.length)]!).join('');
    const id = randomUUID();
    const key = randomBytes(32).toString('hex');
    const now = new Date();
    await this.db.insert(captcha).values({
      id,
      codeHash: hmac(key, code).toString('hex'),
      codeKey: key,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
      ip: request.ip,
    });
    if (randomInt(PURGE_ONE_IN) === 0) await this.purgeExpired(now);
    this.testAnswers?.set(id, code);
    reply.setCookie(CAPTCHA_COOKIE, id, {
      httpOnly: true,
      sameSite: 'strict',
      path: cookiePath,
      secure: request.protocol === 'https',
      maxAge: CAPTCHA_TTL_MS / 1000,
    });
    return renderCaptcha(code, CAPTCHA_WIDTH, CAPTCHA_HEIGHT).toString('base64');
  }

  /**
   * Checks `answer` against the captcha of the request's cookie. The row is marked used by the
   * same statement that reads it, so each captcha is answered at most once, even concurrently.
   * Throws 400 CAPTCHA_INVALID (fields.captcha = INVALID_VALUE) when missing, expired, used or wrong.
   */
  async verifyCaptcha(request: Pick<FastifyRequest, 'cookies'>, answer: string): Promise<void> {
    if (!(await this.check(request.cookies[CAPTCHA_COOKIE], answer))) {
      throw new AppError('CAPTCHA_INVALID', { captcha: 'INVALID_VALUE' });
    }
  }

  private async check(id: string | undefined, answer: string): Promise<boolean> {
    if (!id || id.length > 64) return false;
    // UPDATE ... SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING
    const [row] = await this.db
      .update(captcha)
      .set({ usedAt: sql`now()` })
      .where(and(eq(captcha.id, id), isNull(captcha.usedAt), gt(captcha.expiresAt, sql`now()`)))
      .returning({ codeHash: captcha.codeHash, codeKey: captcha.codeKey });
    this.testAnswers?.delete(id);
    if (!row) return false;
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = hmac(row.codeKey, answer.trim());
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** The plain code behind the request's cookie; only in test mode (undefined otherwise). */
  testAnswer(request: Pick<FastifyRequest, 'cookies'>): string | undefined {
    const id = request.cookies[CAPTCHA_COOKIE];
    return id ? this.testAnswers?.get(id) : undefined;
  }

  private throttle(ip: string) {
    const now = Date.now();
    const last = this.lastIssued.get(ip);
    if (last !== undefined && now - last < CAPTCHA_MIN_INTERVAL_MS) {
      throw new AppError('RATE_LIMITED', undefined, undefined, {
        'retry-after': String(Math.ceil((CAPTCHA_MIN_INTERVAL_MS - (now - last)) / 1000)),
      });
    }
    this.lastIssued.delete(ip);
    this.lastIssued.set(ip, now);
    if (this.lastIssued.size > MAX_TRACKED_IPS) {
      for (const [key, at] of this.lastIssued) {
        if (this.lastIssued.size <= MAX_TRACKED_IPS && now - at < CAPTCHA_MIN_INTERVAL_MS) break;
        this.lastIssued.delete(key);
      }
    }
  }

  private async purgeExpired(now: Date) {
    await this.db.delete(captcha).where(lt(captcha.expiresAt, now));
  }
}
