import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_WEAK_PASSWORD,
  type ChangePasswordInput,
  type ForgotByEmailInput,
  type PaymentPasswordInput,
  type ResetByPhoneInput,
  type ResetByTokenInput,
} from '@sorte/contracts/auth/account';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import { normalizeValue, validateField } from '@sorte/contracts/auth/registration-rules';
import type { LoginResult } from '@sorte/contracts/auth/session';
import type { FieldRule } from '@sorte/contracts/common/errors';
import type { Locale } from '@sorte/contracts/common/locale';
import type { Db, Tx } from '../../db/client';
import { passwordResetToken } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { messageText } from '../delivery/index';
import type { MailProvider } from '../delivery/index';
import { MemberRepository } from '../member/index';
import { THROTTLE_WINDOW_MS } from '../session/index';
import { SessionRepository } from '../session/index';
import type { SessionService } from '../session/index';
import type { SystemService } from '../system/index';
import { smsRecipient, type SmsCodeService } from '../verification/index';
import { mobileOrFail } from '../verification/index';
import { uniqueViolation } from './db-errors';

/** Reset links from the forgot-by-e-mail mail work this long, once. */
export const RESET_TOKEN_TTL_MS = 3_600_000;
/** Reset mails per account per hour (the per-IP limit, 5 an hour, is on the route). */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
/**
 * Wrong confirmations (old password, login password, old payment password) a logged-in member
 * may make within the login-throttle window before 429 RATE_LIMITED: a stolen session cannot
 * guess the password behind it.
 */
export const CONFIRMATION_FAILURES_ALLOWED = 5;
const CONFIRMATION_POLICY = { windowMs: THROTTLE_WINDOW_MS, blockFrom: CONFIRMATION_FAILURES_ALLOWED } as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Passwords and the bound mobile/e-mail of the security centre, and both forgot-password
 * paths. Every new login password follows the registration rule of `password`, is never
 * 123456 and (on change) differs from the old one.
 */
export class PasswordService {
  private readonly members: MemberRepository;
  private readonly sessionRepo: SessionRepository;

  constructor(
    private readonly db: Db,
    private readonly system: SystemService,
    private readonly smsCodes: SmsCodeService,
    private readonly sessions: SessionService,
    private readonly mail: MailProvider,
  ) {
    this.members = new MemberRepository(db);
    this.sessionRepo = new SessionRepository(db);
  }

  /** Checks a new login password; field names as the calling form has them. */
  private async checkNewPassword(
    newPassword: string,
    confirm: string | undefined,
    names: { password: string; confirm: string },
    old?: string,
  ) {
    const { registration } = await this.system.config();
    const rule = registration.password;
    const fields: Record<string, FieldRule> = {};
    if (rule) {
      const check = validateField(newPassword, { ...rule, visible: true, required: true });
      if (!check.ok) fields[names.password] = check.rule;
    }
    const normalized = normalizeValue(newPassword);
    if (!fields[names.password]) {
      if (normalized === DEFAULT_WEAK_PASSWORD) fields[names.password] = 'INVALID_VALUE';
      else if (old !== undefined && normalized === normalizeValue(old)) fields[names.password] = 'INVALID_VALUE';
    }
    if (confirm !== undefined && normalizeValue(confirm) !== normalized) fields[names.confirm] = 'INVALID_VALUE';
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
  }

  /**
   * Counts a confirmation attempt before it is checked (one atomic upsert answering the count,
   * so parallel guesses cannot all pass a stale count); from the allowance on, the member waits
   * (429) until the window after the last counted attempt ends. A right answer clears the
   * counter (`passed`); a wrong one stays counted. Also used by the withdrawal's
   * payment-password check, so both share one counter per member.
   */
  async guardConfirmation(memberId: number) {
    const key = `confirm:${memberId}`;
    const counted = await this.sessionRepo.countAttempt(key, CONFIRMATION_POLICY, new Date());
    if (counted.blocked) {
      throw new AppError('RATE_LIMITED', undefined, undefined, { 'retry-after': String(counted.retryAfterSeconds) });
    }
    return { passed: () => this.sessionRepo.clearFailures(key) };
  }

  private async memberOrFail(memberId: number) {
    const row = await this.members.findById(memberId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  }

  /** POST /wps/member/password. Ends every other session; the current one stays. */
  async change(memberId: number, currentTokenHash: string, input: ChangePasswordInput): Promise<void> {
    const row = await this.memberOrFail(memberId);
    if (row.passwordHash) {
      if (!input.oldPassword) throw new AppError('VALIDATION_FAILED', { oldPassword: 'REQUIRED' });
      const guard = await this.guardConfirmation(memberId);
      if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
        throw new AppError('OLD_PASSWORD_WRONG', { oldPassword: 'INVALID_VALUE' });
      }
      await guard.passed();
    }
    await this.checkNewPassword(
      input.newPassword,
      input.confirmNewPassword,
      { password: 'newPassword', confirm: 'confirmNewPassword' },
      row.passwordHash ? input.oldPassword : undefined,
    );
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await new MemberRepository(tx).setPassword(memberId, passwordHash, false, new Date());
      await this.sessions.revokeSessions(tx, memberId, currentTokenHash);
      // The current session is no longer held to the change (authenticateMember).
      await new SessionRepository(tx).clearPasswordChangeRequired(currentTokenHash);
    });
  }

  /**
   * Operator support (POST /ops/api/members/:username/password-reset): the login password becomes
   * the default (123456) and every session ends, so the next login answers passwordExpired and the
   * web forces a new one. `audit` runs the write inside the operator's audited transaction.
   */
  async resetToDefault(
    username: string,
    audit: <T>(work: (tx: Tx) => Promise<{ before: unknown; after: unknown; result: T }>) => Promise<T>,
  ) {
    const row = await this.members.findByUsername(normalizeValue(username));
    if (!row || row.accountType === ACCOUNT_TYPES.TRIAL) throw new AppError('NOT_FOUND');
    const passwordHash = await hashPassword(DEFAULT_WEAK_PASSWORD);
    return audit(async (tx) => {
      await new MemberRepository(tx).setPassword(row.id, passwordHash, true, new Date());
      const sessionsEnded = await this.sessions.revokeSessions(tx, row.id);
      return {
        before: { username: row.username, passwordDefault: row.passwordDefault },
        after: { username: row.username, passwordDefault: true, sessionsEnded },
        result: { username: row.username, temporaryPassword: DEFAULT_WEAK_PASSWORD, sessionsEnded },
      };
    });
  }

  /** POST /wps/member/password/verification: SMS code, new password, every session ended, logged in. */
  async resetByPhone(input: ResetByPhoneInput): Promise<LoginResult> {
    const { flags } = await this.system.config();
    if (!flags.CHNGPASSVERIF3) throw new AppError('FEATURE_DISABLED');
    const national = mobileOrFail(input.countryDialingCode, input.mobileNum);
    await this.checkNewPassword(input.newPassword, input.confirmNewPassword, {
      password: 'newPassword',
      confirm: 'confirmNewPassword',
    });
    const codeId = await this.smsCodes.check(
      'resetPassword',
      smsRecipient(input.countryDialingCode, national),
      input.verificationCode,
    );
    const found = await this.members.findByMobile(input.countryDialingCode, national);
    // Unbound numbers get a code row too (the send call answers the same); it resets nothing.
    if (!found) throw new AppError('SMS_CODE_INVALID', { verificationCode: 'INVALID_VALUE' });
    if (found.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    return this.setPasswordAndLogIn(found.id, found.accountType, input.newPassword, (tx) =>
      this.smsCodes.consume(tx, codeId),
    );
  }

  /** Sets the password, ends every session and opens a new one, in one transaction. */
  private async setPasswordAndLogIn(
    memberId: number,
    accountType: number,
    newPassword: string,
    consume: (tx: Db) => Promise<void>,
  ): Promise<LoginResult> {
    const passwordHash = await hashPassword(newPassword);
    const now = new Date();
    const token = await this.db.transaction(async (tx) => {
      await consume(tx);
      await new MemberRepository(tx).setPassword(memberId, passwordHash, false, now);
      await this.sessions.revokeSessions(tx, memberId);
      return this.sessions.startSession(tx, memberId, false, now);
    });
    const firstTimeLogin = await this.members.stampFirstLogin(memberId, now);
    return { token, firstTimeLogin, passwordExpired: false, isAgent: accountType };
  }

  /**
   * POST /wps/member/password/email: when username and bound e-mail match, mails a reset link
   * `${origin}/?resetToken=…` (token stored as SHA-256, 1 hour, single use). The answer is the
   * same whether they match or not, and past RESET_MAILS_PER_ACCOUNT_PER_HOUR for the account:
   * nothing is sent then, so the call tells no one which accounts and e-mails exist.
   */
  async forgotByEmail(input: ForgotByEmailInput, ctx: { ip: string; locale: Locale; origin: string }): Promise<void> {
    const found = await this.members.findByUsername(normalizeValue(input.username).trim());
    const email = normalizeValue(input.email).trim().toLowerCase();
    if (!found || !found.email || found.email !== email || found.status !== 'active') return;
    const now = new Date();
    const [recent] = await this.db
      .select({ n: count() })
      .from(passwordResetToken)
      .where(
        and(
          eq(passwordResetToken.memberId, found.id),
          gt(passwordResetToken.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      );
    // A 429 here would tell a prober the pair matched; the mailbox owner has links enough.
    if ((recent?.n ?? 0) >= RESET_MAILS_PER_ACCOUNT_PER_HOUR) return;
    const token = randomBytes(32).toString('base64url');
    const { brand } = await this.system.config();
    const tokenHash = sha256(token);
    await this.db.insert(passwordResetToken).values({
      tokenHash,
      memberId: found.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      ip: ctx.ip,
      createdAt: now,
    });
    const link = `${ctx.origin}/?resetToken=${token}`;
    try {
      await this.mail.send({
        to: found.email,
        subject: messageText(ctx.locale, 'resetMailSubject', { brand: brand.name }),
        text: messageText(ctx.locale, 'resetMailBody', { brand: brand.name, link, username: found.username }),
        purpose: 'forgotPasswordMail',
      });
    } catch (error) {
      // A mail that did not go out leaves no live token (the provider is outside the database).
      await this.db.delete(passwordResetToken).where(eq(passwordResetToken.tokenHash, tokenHash));
      throw error;
    }
  }

  /** POST /wps/member/password/reset: the mailed token sets the password and logs in. */
  async resetByToken(input: ResetByTokenInput): Promise<LoginResult> {
    await this.checkNewPassword(input.newPassword, input.confirmNewPassword, {
      password: 'newPassword',
      confirm: 'confirmNewPassword',
    });
    const tokenHash = sha256(input.resetToken);
    const [token] = await this.db
      .select({ memberId: passwordResetToken.memberId })
      .from(passwordResetToken)
      .where(
        and(
          eq(passwordResetToken.tokenHash, tokenHash),
          isNull(passwordResetToken.usedAt),
          gt(passwordResetToken.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    const row = token && (await this.members.findById(token.memberId));
    if (!row) throw new AppError('RESET_TOKEN_INVALID', { resetToken: 'INVALID_VALUE' });
    if (row.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    return this.setPasswordAndLogIn(row.id, row.accountType, input.newPassword, async (tx) => {
      const used = await tx
        .update(passwordResetToken)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetToken.tokenHash, tokenHash), isNull(passwordResetToken.usedAt)))
        .returning({ memberId: passwordResetToken.memberId });
      if (used.length === 0) throw new AppError('RESET_TOKEN_INVALID', { resetToken: 'INVALID_VALUE' });
    });
  }

  /**
   * POST /wps/member/payment-password: set (confirmed by the login password, when the account
   * has one) or change (the old payment password).
   */
  async paymentPassword(memberId: number, input: PaymentPasswordInput): Promise<void> {
    const row = await this.memberOrFail(memberId);
    if (row.paymentPasswordHash) {
      if (!input.oldPaymentPassword) throw new AppError('VALIDATION_FAILED', { oldPaymentPassword: 'REQUIRED' });
      const guard = await this.guardConfirmation(memberId);
      if (!(await verifyPassword(row.paymentPasswordHash, input.oldPaymentPassword))) {
        throw new AppError('PAYMENT_PASSWORD_WRONG', { oldPaymentPassword: 'INVALID_VALUE' });
      }
      await guard.passed();
    } else if (row.passwordHash) {
      if (!input.password) throw new AppError('VALIDATION_FAILED', { password: 'REQUIRED' });
      const guard = await this.guardConfirmation(memberId);
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        throw new AppError('OLD_PASSWORD_WRONG', { password: 'INVALID_VALUE' });
      }
      await guard.passed();
    }
    if (input.confirmPaymentPassword !== input.newPaymentPassword) {
      throw new AppError('VALIDATION_FAILED', { confirmPaymentPassword: 'INVALID_VALUE' });
    }
    const paymentPasswordHash = await hashPassword(input.newPaymentPassword);
    await this.members.setPaymentPassword(memberId, paymentPasswordHash);
  }

  /** POST /wps/member/bind/mobile: the code of /wps/verification/sms/member binds the number. */
  async bindMobile(memberId: number, input: { countryDialingCode: string; mobileNum: string; verificationCode: string }) {
    const national = mobileOrFail(input.countryDialingCode, input.mobileNum);
    const bound = await this.members.findByMobile(input.countryDialingCode, national);
    if (bound && bound.id !== memberId) throw new AppError('MOBILE_TAKEN', { mobileNum: 'INVALID_VALUE' });
    const codeId = await this.smsCodes.check(
      'bindMobile',
      smsRecipient(input.countryDialingCode, national),
      input.verificationCode,
    );
    try {
      await this.db.transaction(async (tx) => {
        await this.smsCodes.consume(tx, codeId);
        await new MemberRepository(tx).setMobile(memberId, input.countryDialingCode, national);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'member_mobile_idx') throw new AppError('MOBILE_TAKEN', { mobileNum: 'INVALID_VALUE' });
      throw error;
    }
  }

  /** POST /wps/member/bind/email: confirmed by the login password; stored lower-cased. */
  async bindEmail(memberId: number, input: { email: string; password: string }) {
    const row = await this.memberOrFail(memberId);
    const guard = await this.guardConfirmation(memberId);
    if (!(await verifyPassword(row.passwordHash, input.password))) {
      throw new AppError('OLD_PASSWORD_WRONG', { password: 'INVALID_VALUE' });
    }
    await guard.passed();
    const email = normalizeValue(input.email).trim().toLowerCase();
    await this.members.setEmail(memberId, email);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordService;
  }
}
