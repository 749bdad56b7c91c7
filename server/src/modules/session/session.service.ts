import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LoginInput, LoginResult } from '@sorte/contracts/auth/session';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import type { CaptchaService } from '../captcha/captcha.service';
import { MemberRepository } from '../member/member.repository';
import { throttleDecision } from './login-throttle';
import {
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

/** One purge of aged-out login counters per this many recorded failures, on average. */
const PURGE_ONE_IN = 100;

export class SessionService {
  private readonly repo: SessionRepository;
  private readonly members: MemberRepository;

  constructor(
    db: Db,
    private readonly captcha: CaptchaService,
  ) {
    this.repo = new SessionRepository(db);
    this.members = new MemberRepository(db);
  }

  /** `request` carries the captcha_id cookie, read when the captcha is required. */
  async login(input: LoginInput, ip: string, request: Pick<FastifyRequest, 'cookies'>): Promise<LoginResult> {
    // SMS login needs the SMS verification service, which is not built yet.
    if (input.type === 'sms') throw new AppError('FEATURE_DISABLED');

    const username = input.username.normalize('NFKC');
    const userKey = `u:${username.toLowerCase()}`;
    const ipKey = `ip:${ip}`;
    const now = new Date();

    const counters = new Map((await this.repo.attempts([userKey, ipKey])).map((a) => [a.key, a]));
    const decision = throttleDecision(counters.get(userKey), counters.get(ipKey), now);
    if (decision.kind === 'delay') {
      throw new AppError('RATE_LIMITED', undefined, undefined, {
        'retry-after': String(decision.retryAfterSeconds),
      });
    }
    if (decision.kind === 'captcha') {
      // A correct captcha lets the attempt through to the password check (where a wrong
      // password still counts); a missing or wrong one fails here and counts.
      if (input.captcha === undefined) {
        await this.failed([userKey, ipKey], now);
        throw new AppError('CAPTCHA_REQUIRED', { captcha: 'REQUIRED' });
      }
      try {
        await this.captcha.verifyCaptcha(request, input.captcha);
      } catch (error) {
        await this.failed([userKey, ipKey], now);
        throw error;
      }
    }

    const found = await this.members.findByUsername(username);
    // Always one argon2 verification, so the answer time does not reveal whether the user exists.
    const valid = await verifyPassword(found?.passwordHash, input.password);
    if (!found || !valid) {
      await this.failed([userKey, ipKey], now);
      throw new AppError('LOGIN_WRONG_CREDENTIALS');
    }
    if (found.status !== 'active') throw new AppError('ACCOUNT_DISABLED');

    await this.repo.clearFailures(userKey);
    const token = newToken();
    const absolute = input.rememberMe ? SESSION_REMEMBER_ME_ABSOLUTE_MS : SESSION_ABSOLUTE_MS;
    await this.repo.createSession(hashToken(token), found.id, now, new Date(now.getTime() + absolute));
    const firstTimeLogin = await this.members.stampFirstLogin(found.id, now);
    return {
      token,
      firstTimeLogin,
      passwordExpired: found.passwordDefault,
      isAgent: found.accountType,
    };
  }

  private async failed(keys: string[], now: Date) {
    await this.repo.recordFailure(keys, now);
    if (randomInt(PURGE_ONE_IN) === 0) await this.repo.purgeStaleAttempts(now);
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
    return { id: session.memberId, username: session.username, accountType: session.accountType, tokenHash };
  }

  logout(tokenHash: string) {
    return this.repo.revokeSession(tokenHash, new Date());
  }
}
