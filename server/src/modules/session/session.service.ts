import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { normalizeMobile } from '@sorte/contracts/auth/countries';
import { ACCOUNT_TYPES, isAgentAccount } from '@sorte/contracts/auth/routes';
import type { LoginInput, LoginResult, SmsLoginInput, UsernameLoginInput } from '@sorte/contracts/auth/session';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import type { CaptchaService } from '../captcha/index';
import { fundTrialAccount } from '../ledger/index';
import { MemberRepository, type MemberRow } from '../member/index';
import type { SystemService } from '../system/index';
import { smsRecipient, type SmsCodeService } from '../verification/index';
import { LoginGuard } from './login-guard';
import {
  FREE_PLAY_POLICY,
  PASSWORD_MAX_AGE_DAYS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_REMEMBER_ME_ABSOLUTE_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './session.constants';
import { SessionRepository } from './session.repository';

/** The logged-in member, as member routes see it (request.member). */
export type AuthMember = NonNullable<FastifyRequest['member']>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

const DAY_MS = 86_400_000;

/** True when username login must open the change-password modal (see PASSWORD_MAX_AGE_DAYS). */
export function isPasswordExpired(row: MemberRow, expiryOn: boolean, now: Date): boolean {
  if (row.passwordDefault) return true;
  if (!expiryOn || !row.passwordHash) return false;
  const since = (row.passwordChangedAt ?? row.createdAt).getTime();
  return now.getTime() - since > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}

export class SessionService {
  private readonly repo: SessionRepository;
  private readonly members: MemberRepository;
  private readonly guard: LoginGuard;

  constructor(
    private readonly db: Db,
    captcha: CaptchaService,
    private readonly system: SystemService,
    private readonly smsCodes: SmsCodeService,
  ) {
    this.repo = new SessionRepository(db);
    this.members = new MemberRepository(db);
    this.guard = new LoginGuard(db, captcha);
  }

  /** `request` carries the captcha_id cookie, read when the captcha is required. */
  login(input: LoginInput, ip: string, request: Pick<FastifyRequest, 'cookies'>): Promise<LoginResult> {
    return input.type === 'sms' ? this.loginSms(input, ip) : this.loginUsername(input, ip, request);
  }

  private async loginUsername(
    input: UsernameLoginInput,
    ip: string,
    request: Pick<FastifyRequest, 'cookies'>,
  ): Promise<LoginResult> {
    const username = input.username.normalize('NFKC');
    const userKey = `u:${username.toLowerCase()}`;
    const ipKey = `ip:${ip}`;
    const now = new Date();

    const keys = { account: userKey, ip: ipKey };
    await this.guard.admit(keys, { answer: input.captcha, request }, now);

    const found = await this.members.findByUsername(username);
    // Always one argon2 verification, so the answer time does not reveal whether the user exists.
    const valid = await verifyPassword(found?.passwordHash, input.password);
    // A wrong password stays counted (the attempt was counted before the check).
    if (!found || !valid) throw new AppError('LOGIN_WRONG_CREDENTIALS');
    await this.guard.passed(keys);
    if (found.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    // Told only to a caller who knew the password, so it reveals nothing to a guesser.
    if (input.agentLogin && !isAgentAccount(found.accountType)) throw new AppError('NOT_AN_AGENT');

    const { flags } = await this.system.config();
    const passwordExpired = isPasswordExpired(found, flags.PASSWORD_EXPIRY, now);
    // Such a session is held to the password change while FORCE_PASSWORD_CHANGE is on (authenticateMember).
    const token = await this.startSession(this.db, found.id, input.rememberMe === true, now, passwordExpired);
    const firstTimeLogin = await this.members.stampFirstLogin(found.id, now);
    return { token, firstTimeLogin, passwordExpired, isAgent: found.accountType };
  }

  /**
   * SMS login (flag MOBILEVERCODELOGIN3): the code sent by /wps/verification/sms/noLogin with
   * purpose 'login'. Failures count against the number and the IP like password failures, and
   * the growing delays apply; each code also burns after SMS_CODE_MAX_ATTEMPTS wrong guesses.
   */
  private async loginSms(input: SmsLoginInput, ip: string): Promise<LoginResult> {
    const { flags } = await this.system.config();
    if (!flags.MOBILEVERCODELOGIN3) throw new AppError('FEATURE_DISABLED');
    const national = normalizeMobile(input.countryDialingCode, input.mobileNum);
    if (!national) throw new AppError('VALIDATION_FAILED', { mobileNum: 'INVALID_FORMAT' });
    const recipient = smsRecipient(input.countryDialingCode, national);
    const numberKey = `m:${recipient}`;
    const ipKey = `ip:${ip}`;
    const now = new Date();

    const keys = { account: numberKey, ip: ipKey };
    // No captcha on this form: the delays and the code's own guess limit bound guessing.
    await this.guard.admit(keys, undefined, now);
    const codeId = await this.smsCodes.check('login', recipient, input.verificationCode);
    const found = await this.members.findByMobile(input.countryDialingCode, national);
    // A code row exists for unbound numbers too (the send call answers the same); it logs no one in.
    if (!found) throw new AppError('SMS_CODE_INVALID', { verificationCode: 'INVALID_VALUE' });
    await this.guard.passed(keys);
    if (found.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    if (input.agentLogin && !isAgentAccount(found.accountType)) throw new AppError('NOT_AN_AGENT');

    const token = await this.db.transaction(async (tx) => {
      await this.smsCodes.consume(tx, codeId);
      return this.startSession(tx, found.id, input.rememberMe === true, now);
    });
    const firstTimeLogin = await this.members.stampFirstLogin(found.id, now);
    // An SMS login never opens the change-password modal.
    return { token, firstTimeLogin, passwordExpired: false, isAgent: found.accountType };
  }

  /**
   * Creates a session for the member (in `tx` when given) and answers its token.
   * `passwordChangeRequired`: the login answered passwordExpired.
   */
  async startSession(
    db: Db | Tx,
    memberId: number,
    rememberMe: boolean,
    now = new Date(),
    passwordChangeRequired = false,
  ): Promise<string> {
    const token = newToken();
    const absolute = rememberMe ? SESSION_REMEMBER_ME_ABSOLUTE_MS : SESSION_ABSOLUTE_MS;
    await new SessionRepository(db).createSession(
      hashToken(token),
      memberId,
      now,
      new Date(now.getTime() + absolute),
      passwordChangeRequired,
    );
    return token;
  }

  /**
   * Free play (flag FREE_PLAY): a trial account (isAgent 4) named 'demo' + 8 random digits,
   * without a password, logged in at once. At most FREE_PLAY_PER_IP per IP per hour.
   *
   * Demo money (TRIAL_FUNDING_MINOR, from the demo house account) is credited in the same
   * transaction that creates the account: both commit or neither does.
   */
  async freePlay(ip: string): Promise<LoginResult> {
    const { flags } = await this.system.config();
    if (!flags.FREE_PLAY) throw new AppError('FEATURE_DISABLED');
    const now = new Date();
    // Counted before the account is made (one atomic upsert), so a parallel burst cannot pass
    // the limit; an attempt that fails afterwards still counts.
    const counted = await this.repo.countAttempt(`freeplay:${ip}`, FREE_PLAY_POLICY, now);
    if (counted.blocked) {
      throw new AppError('RATE_LIMITED', undefined, undefined, { 'retry-after': String(counted.retryAfterSeconds) });
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const username = `demo${String(randomInt(100_000_000)).padStart(8, '0')}`;
      const result = await this.db.transaction(async (tx) => {
        const created = await new MemberRepository(tx).createIfAbsent({
          username,
          nickname: username,
          accountType: ACCOUNT_TYPES.TRIAL,
          registerMethod: 'freeplay',
          registerIp: ip,
          firstLoginAt: now,
          createdAt: now,
        });
        if (created === undefined) return undefined;
        await fundTrialAccount(tx, created);
        return this.startSession(tx, created, false, now);
      });
      if (result) return { token: result, firstTimeLogin: true, passwordExpired: false, isAgent: ACCOUNT_TYPES.TRIAL };
    }
    throw new AppError('CONFLICT');
  }

  /**
   * The member behind a token. Unknown or revoked token: 401 UNAUTHORIZED; idle or absolute
   * expiry passed: 401 SESSION_EXPIRED; account disabled since login: 403 ACCOUNT_DISABLED.
   * Slides last_seen_at, at most once per SESSION_TOUCH_INTERVAL_MS.
   */
  async authenticate(token: string): Promise<AuthMember> {
    const tokenHash = hashToken(token);
    const session = await this.repo.findSession(tokenHash);
    if (!session || session.revokedAt) throw new AppError('UNAUTHORIZED');
    const now = Date.now();
    if (now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
      throw new AppError('SESSION_EXPIRED');
    }
    if (session.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    if (now - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await this.repo.touchSession(tokenHash, new Date(now));
    }
    return {
      id: session.memberId,
      username: session.username,
      accountType: session.accountType,
      tokenHash,
      passwordChangeRequired: session.passwordChangeRequired,
    };
  }

  logout(tokenHash: string) {
    return this.repo.revokeSession(tokenHash, new Date());
  }

  /** Ends the member's sessions except the current one (DELETE /wps/session/others). */
  async logoutOthers(memberId: number, currentTokenHash: string): Promise<{ ended: number }> {
    return { ended: await this.repo.revokeMemberSessions(memberId, new Date(), currentTokenHash) };
  }

  /** Ends sessions inside a transaction (password change: all but `keep`; reset: all). */
  revokeSessions(tx: Db | Tx, memberId: number, keep?: string): Promise<number> {
    return new SessionRepository(tx).revokeMemberSessions(memberId, new Date(), keep);
  }
}
