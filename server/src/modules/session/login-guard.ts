import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CaptchaService } from '../captcha/index';
import {
  CAPTCHA_AFTER_IP_FAILURES,
  CAPTCHA_AFTER_USERNAME_FAILURES,
  IP_POLICY,
  USERNAME_POLICY,
} from './session.constants';
import { SessionRepository } from './session.repository';

/** One purge of aged-out counters per this many counted attempts, on average. */
const PURGE_ONE_IN = 100;

/** The counters of one login: the account's (`u:<name>`, `m:<number>`, `ops:u:<name>`) and the IP's. */
export interface LoginKeys {
  account: string;
  ip: string;
}

/** The captcha answer of a login that can be asked for one, with the request carrying its cookie. */
export interface CaptchaAnswer {
  answer: string | undefined;
  request: Pick<FastifyRequest, 'cookies'>;
}

/**
 * Login throttling shared by member logins (username and SMS) and operator login. Every attempt
 * is counted before the credentials are checked (SessionRepository.countAttempt answers its
 * number), so a parallel burst is judged attempt by attempt: with 3 earlier attempts on the
 * account, or 10 from the IP, the captcha is due; from 10 on the account each attempt within
 * min(2^(n-10), 900) s of the last counted one is refused with 429 + Retry-After, uncounted.
 * A right password takes the attempt back (`passed`).
 */
export class LoginGuard {
  private readonly repo: SessionRepository;

  constructor(
    db: Db,
    private readonly captcha: CaptchaService,
  ) {
    this.repo = new SessionRepository(db);
  }

  /** Counts the attempt; throws 429 in the delay, and CAPTCHA_REQUIRED / CAPTCHA_INVALID when due. */
  async admit(keys: LoginKeys, captcha: CaptchaAnswer | undefined, now = new Date()): Promise<void> {
    const account = await this.repo.countAttempt(keys.account, USERNAME_POLICY, now);
    if (account.blocked) {
      throw new AppError('RATE_LIMITED', undefined, undefined, { 'retry-after': String(account.retryAfterSeconds) });
    }
    const ip = await this.repo.countAttempt(keys.ip, IP_POLICY, now);
    if (randomInt(PURGE_ONE_IN) === 0) await this.repo.purgeStaleAttempts(now);
    if (!captcha) return;
    const ipCount = ip.blocked ? 0 : ip.count;
    const due = account.count > CAPTCHA_AFTER_USERNAME_FAILURES || ipCount > CAPTCHA_AFTER_IP_FAILURES;
    if (!due) return;
    // A correct captcha lets the attempt through to the password check; a missing or wrong one
    // fails here (and stays counted).
    if (captcha.answer === undefined) throw new AppError('CAPTCHA_REQUIRED', { captcha: 'REQUIRED' });
    await this.captcha.verifyCaptcha(captcha.request, captcha.answer);
  }

  /** The credentials were right: the account's counter is cleared, the IP's attempt taken back. */
  async passed(keys: LoginKeys): Promise<void> {
    await this.repo.clearFailures(keys.account);
    await this.repo.uncountAttempt(keys.ip);
  }
}
