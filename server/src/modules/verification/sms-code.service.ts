import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MINUTES,
  type SmsPurpose,
  type SmsSent,
} from '@sorte/contracts/auth/account';
import type { Locale } from '@sorte/contracts/common/locale';
import type { Db, Tx } from '../../db/client';
import { verificationCode } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { messageText } from '../delivery/index';
import type { SmsProvider } from '../delivery/index';

/** Send limits (contracts/src/auth/account.ts, SmsSentSchema). */
export const SMS_LIMITS = {
  perNumberInterval: 60_000,
  perNumberPerHour: 5,
  perIpPerHour: 10,
} as const;
const HOUR = 3_600_000;
/** Rows older than this are purged (they no longer count for any limit). */
const KEEP_MS = 24 * HOUR;
const PURGE_ONE_IN = 100;

const hmac = (key: string, code: string) => createHmac('sha256', Buffer.from(key, 'hex')).update(code).digest();

/** '+55' + '11987654321' -> '+5511987654321' (the recipient as stored and shown in the outbox). */
export const smsRecipient = (countryDialingCode: string, national: string) => `${countryDialingCode}${national}`;

/**
 * One-time SMS codes: 6 digits, stored as HMAC-SHA256 under a random per-row key (any instance
 * can verify; a dump still does not show the code), valid SMS_CODE_TTL_MINUTES, burnt after
 * SMS_CODE_MAX_ATTEMPTS wrong guesses, single use. Only the newest code of a number and purpose
 * counts. Limits per number and per IP are counted on the same rows.
 */
export class SmsCodeService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsProvider,
  ) {}

  /**
   * Issues a code for `recipient`. With `deliver` false (a number no account is bound to, on the
   * no-login calls) the code row is written but nothing is sent, so the answer, its timing and
   * the limits are the same as for a bound number.
   */
  async send(input: {
    purpose: SmsPurpose;
    recipient: string;
    ip: string;
    locale: Locale;
    brand: string;
    deliver: boolean;
  }): Promise<SmsSent> {
    const now = Date.now();
    await this.checkLimits(input.recipient, input.purpose, input.ip, now);
    const code = Array.from({ length: SMS_CODE_LENGTH }, () => String(randomInt(10))).join('');
    const key = randomBytes(16).toString('hex');
    const expiresAt = new Date(now + SMS_CODE_TTL_MINUTES * 60_000);
    await this.db.insert(verificationCode).values({
      purpose: input.purpose,
      channel: 'sms',
      recipient: input.recipient,
      codeHash: `${key}:${hmac(key, code).toString('hex')}`,
      expiresAt,
      ip: input.ip,
      createdAt: new Date(now),
    });
    if (randomInt(PURGE_ONE_IN) === 0) {
      await this.db.delete(verificationCode).where(lt(verificationCode.createdAt, new Date(now - KEEP_MS)));
    }
    if (input.deliver) {
      const text = messageText(input.locale, 'smsCode', {
        brand: input.brand,
        code,
        minutes: SMS_CODE_TTL_MINUTES,
      });
      await this.sms.send(input.recipient, text, input.purpose);
    }
    return { expiredMinutes: SMS_CODE_TTL_MINUTES, expirationTime: expiresAt.toISOString() };
  }

  /**
   * The resend interval counts per purpose (each form has its own countdown: a player who has just
   * registered can still ask for a reset code); the hourly caps count every purpose.
   */
  private async checkLimits(recipient: string, purpose: SmsPurpose, ip: string, now: number) {
    const hourAgo = new Date(now - HOUR);
    const [byNumber, byIp] = await Promise.all([
      this.db
        .select({ n: count(), first: sql<string | Date | null>`min(${verificationCode.createdAt})`, last: sql<string | Date | null>`max(${verificationCode.createdAt}) filter (where ${verificationCode.purpose} = ${purpose})` })
        .from(verificationCode)
        .where(
          and(
            eq(verificationCode.channel, 'sms'),
            eq(verificationCode.recipient, recipient),
            gt(verificationCode.createdAt, hourAgo),
          ),
        ),
      this.db
        .select({ n: count(), first: sql<string | Date | null>`min(${verificationCode.createdAt})` })
        .from(verificationCode)
        .where(and(eq(verificationCode.channel, 'sms'), eq(verificationCode.ip, ip), gt(verificationCode.createdAt, hourAgo))),
    ]);
    const tooMany = (waitMs: number) =>
      new AppError('SMS_TOO_MANY', undefined, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    const number = byNumber[0];
    if (number && number.n > 0 && number.last) {
      const last = new Date(number.last).getTime();
      if (now - last < SMS_LIMITS.perNumberInterval) throw tooMany(last + SMS_LIMITS.perNumberInterval - now);
      if (number.n >= SMS_LIMITS.perNumberPerHour && number.first) throw tooMany(new Date(number.first).getTime() + HOUR - now);
    }
    const byIpRow = byIp[0];
    if (byIpRow && byIpRow.n >= SMS_LIMITS.perIpPerHour && byIpRow.first) {
      throw tooMany(new Date(byIpRow.first).getTime() + HOUR - now);
    }
  }

  /**
   * Checks `code` against the newest code sent to `recipient` for `purpose`, without using it
   * up (consume() does that inside the caller's transaction). A wrong guess counts, atomically.
   * No code, or a used one: 400 SMS_CODE_INVALID; expired or burnt: 400 SMS_CODE_EXPIRED;
   * wrong: 400 SMS_CODE_INVALID. Answers the row id.
   */
  async check(purpose: SmsPurpose, recipient: string, code: string): Promise<number> {
    const invalid = () => new AppError('SMS_CODE_INVALID', { verificationCode: 'INVALID_VALUE' });
    const [row] = await this.db
      .select()
      .from(verificationCode)
      .where(
        and(
          eq(verificationCode.channel, 'sms'),
          eq(verificationCode.recipient, recipient),
          eq(verificationCode.purpose, purpose),
        ),
      )
      .orderBy(desc(verificationCode.createdAt), desc(verificationCode.id))
      .limit(1);
    if (!row || row.consumedAt) throw invalid();
    if (row.expiresAt.getTime() <= Date.now() || row.attempts >= SMS_CODE_MAX_ATTEMPTS) {
      throw new AppError('SMS_CODE_EXPIRED', { verificationCode: 'INVALID_VALUE' });
    }
    const [key, stored] = row.codeHash.split(':');
    const expected = Buffer.from(stored ?? '', 'hex');
    const actual = hmac(key ?? '', code.normalize('NFKC').trim());
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      await this.db
        .update(verificationCode)
        .set({ attempts: sql`${verificationCode.attempts} + 1` })
        .where(eq(verificationCode.id, row.id));
      throw invalid();
    }
    return row.id;
  }

  /** Uses the code up inside `tx`; a code used meanwhile (a concurrent request) fails. */
  async consume(tx: Tx | Db, id: number): Promise<void> {
    const rows = await tx
      .update(verificationCode)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(verificationCode.id, id),
          isNull(verificationCode.consumedAt),
          lt(verificationCode.attempts, SMS_CODE_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: verificationCode.id });
    if (rows.length === 0) throw new AppError('SMS_CODE_INVALID', { verificationCode: 'INVALID_VALUE' });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    smsCodes: SmsCodeService;
  }
}
