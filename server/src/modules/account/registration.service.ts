import type { FastifyRequest } from 'fastify';
import type { RegisterInput, RegisterResult } from '@sorte/contracts/auth/account';
import type { RebateRates } from '@sorte/contracts/agent/agent';
import { ACCOUNT_TYPES, isAgentAccount, isTrialAccount } from '@sorte/contracts/auth/routes';
import {
  normalizeValue,
  tabRules,
  validateRegistration,
  type RegistrationFailure,
} from '@sorte/contracts/auth/registration-rules';
import type { FieldRule } from '@sorte/contracts/common/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { CaptchaService } from '../captcha/index';
import { MemberRepository } from '../member/index';
import type { SessionService } from '../session/index';
import type { SystemService } from '../system/index';
import type { BotCheckService } from '../verification/index';
import { smsRecipient, type SmsCodeService } from '../verification/index';
import { mobileOrFail } from '../verification/index';
import { uniqueViolation } from './db-errors';
import { findLink, joinThroughLink } from '../agent/index';

export type RegisterType = 'register' | 'registerMobile';

/** A failure of the shared validator as the envelope's field rule. */
const RULE_OF: Record<RegistrationFailure['rule'], FieldRule> = {
  REQUIRED: 'REQUIRED',
  TOO_SHORT: 'TOO_SHORT',
  TOO_LONG: 'TOO_LONG',
  INVALID_FORMAT: 'INVALID_FORMAT',
  MISMATCH: 'INVALID_VALUE',
};

/** Optional text as stored: NFKC, trimmed, empty -> null. Never interpreted as HTML. */
const text = (value: string | undefined) => {
  const v = value === undefined ? '' : normalizeValue(value).trim();
  return v === '' ? null : v;
};

/**
 * Registration (PUT /wps/member/register and /register/mobile). The registration rules from
 * the database are applied per tab with tabRules and checked with validateRegistration, the same
 * code the web form runs; then the bot check, the captcha (when its field is visible), the upline
 * code, the SMS code (the mobile tab, or a number the settings verify); then one transaction
 * creates the account, uses up the SMS code and opens the session.
 */
export class RegistrationService {
  private readonly members: MemberRepository;

  constructor(
    private readonly db: Db,
    private readonly system: SystemService,
    private readonly captcha: CaptchaService,
    private readonly botCheck: BotCheckService,
    private readonly smsCodes: SmsCodeService,
    private readonly sessions: SessionService,
  ) {
    this.members = new MemberRepository(db);
  }

  async register(
    type: RegisterType,
    input: RegisterInput,
    request: Pick<FastifyRequest, 'cookies' | 'ip' | 'host'>,
  ): Promise<RegisterResult> {
    const { flags, registration } = await this.system.config();
    // DIRECTREG3 is the operator's switch for players registering themselves (the register button).
    if (!flags.DIRECTREG3) throw new AppError('FEATURE_DISABLED');
    if (type === 'register' && !flags.USERNAME_REGISTRATION) throw new AppError('FEATURE_DISABLED');
    if (type === 'registerMobile' && !flags.MOBILE_REGISTRATION) throw new AppError('FEATURE_DISABLED');
    // The same rules as the web form: the operator's field settings, with the SMS code asked for
    // on the mobile tab always and on the username tab only for a number the settings verify.
    const rules = tabRules(registration, type, {
      smsVerification: flags.SMS_VERIFICATION,
      mobileNum: input.mobileNum,
    });
    const smsNeeded = rules.verificationCode!.required;
    const { login: _login, ...strings } = input;
    const values: Record<string, string | undefined> = strings;
    const failures = validateRegistration(values, rules, { type });
    const fields: Record<string, FieldRule> = {};
    for (const [field, failure] of Object.entries(failures)) fields[field] = RULE_OF[failure.rule];
    const mobileGiven = rules.mobileNum?.visible !== false && text(input.mobileNum) !== null;
    if (mobileGiven && !input.countryDialingCode) fields.countryDialingCode = 'REQUIRED';
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);

    let national: string | undefined;
    if (mobileGiven) national = mobileOrFail(input.countryDialingCode!, input.mobileNum!);

    await this.botCheck.verify(input.botCheck);
    if (rules.captcha?.visible) await this.captcha.verifyCaptcha(request, input.captcha ?? '');
    const { uplineId, link } = await this.upline(input);

    let codeId: number | undefined;
    if (smsNeeded) {
      codeId = await this.smsCodes.check(
        'register',
        smsRecipient(input.countryDialingCode!, national!),
        input.verificationCode ?? '',
      );
    }

    const username = type === 'registerMobile' ? national! : normalizeValue(input.username ?? '').trim();
    const visible = (field: string) => rules[field]?.visible === true;
    const paymentPin = visible('paymentPassword') ? text(input.paymentPassword) : null;
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      hashPassword(input.password),
      paymentPin ? hashPassword(paymentPin) : Promise.resolve(null),
    ]);
    const now = new Date();
    const email = visible('email') ? text(input.email)?.toLowerCase() ?? null : null;

    try {
      const token = await this.db.transaction(async (tx) => {
        const members = new MemberRepository(tx);
        if (await members.usernameTaken(username.toLowerCase())) {
          throw new AppError('USERNAME_TAKEN', { username: 'INVALID_VALUE' });
        }
        if (national !== undefined) {
          const bound = await members.findByMobile(input.countryDialingCode!, national);
          if (bound) throw new AppError('MOBILE_TAKEN', { mobileNum: 'INVALID_VALUE' });
        }
        const created = await members.create({
          username,
          nickname: username,
          passwordHash,
          paymentPasswordHash,
          accountType: ACCOUNT_TYPES.MEMBER,
          uplineId,
          countryDialingCode: national !== undefined ? input.countryDialingCode! : null,
          mobileNum: national ?? null,
          email,
          payeeName: visible('payeeName') ? text(input.payeeName) : null,
          qqNum: visible('qqNum') ? text(input.qqNum) : null,
          line: visible('line') ? text(input.line) : null,
          whatsapp: visible('whatsapp') ? text(input.whatsapp) : null,
          zalo: visible('zalo') ? text(input.zalo) : null,
          facebook: visible('facebook') ? text(input.facebook) : null,
          wechat: visible('wechat') ? text(input.wechat) : null,
          idNumber: visible('idNumber') ? text(input.idNumber) : null,
          recommenderId: visible('recommenderId') ? text(input.recommenderId) : null,
          registerUrl: text(input.registerUrl),
          registerMethod: type === 'registerMobile' ? 'mobile' : 'web',
          registerDomain: text(input.domain) ?? request.host,
          registerIp: request.ip,
          passwordChangedAt: now,
          firstLoginAt: now,
          createdAt: now,
        });
        if (link) await joinThroughLink(tx, created, link);
        if (codeId !== undefined) await this.smsCodes.consume(tx, codeId);
        return this.sessions.startSession(tx, created, false, now);
      });
      return { token, firstTimeLogin: true, passwordExpired: false, isAgent: ACCOUNT_TYPES.MEMBER, account: username };
    } catch (error) {
      // Two registrations racing for the same name or number: the unique index decides.
      const constraint = uniqueViolation(error);
      if (constraint === 'member_username_idx') throw new AppError('USERNAME_TAKEN', { username: 'INVALID_VALUE' });
      if (constraint === 'member_mobile_idx') throw new AppError('MOBILE_TAKEN', { mobileNum: 'INVALID_VALUE' });
      throw error;
    }
  }

  /**
   * The new account's upline, from the one invitation code the player brings: in `affiliateCode`
   * (the form's invitation field, or the code of the landing link when the field is hidden) or
   * in `referralCode` (a landing link's `?referralCode=`). Either field takes either kind of code
   * (see `inviter`), so an agent's link `?referralCode=AGENT01` works like `?affiliateCode=AGENT01`.
   */
  private async upline(
    input: RegisterInput,
  ): Promise<{ uplineId: number | null; link?: { id: number; agentId: number; rebate: RebateRates } }> {
    for (const field of ['affiliateCode', 'referralCode'] as const) {
      const code = text(input[field]);
      if (!code) continue;
      const found = await this.inviter(code);
      if (!found) throw new AppError('INVALID_AFFILIATE_CODE', { [field]: 'INVALID_VALUE' });
      return { uplineId: found.id, link: found.link };
    }
    return { uplineId: null };
  }

  /**
   * Whose invitation code this is (case-insensitively): an agent's enabled affiliate code first,
   * else an active real member's own invitation code (a trial account invites nobody). An agent's
   * enabled referral link (the agent centre's register centre) comes first and brings its rates.
   */
  private async inviter(
    code: string,
  ): Promise<{ id: number; code: string; nickname: string; link?: { id: number; agentId: number; rebate: RebateRates } } | null> {
    const link = await findLink(this.db, code);
    if (link && isAgentAccount(link.accountType)) {
      return { id: link.agentId, code: link.code, nickname: link.nickname, link: { id: link.id, agentId: link.agentId, rebate: link.rebate } };
    }
    const affiliate = await this.members.findAffiliate(code);
    if (affiliate && isAgentAccount(affiliate.accountType)) return { id: affiliate.agentId, code: affiliate.code, nickname: affiliate.nickname };
    const referrer = await this.members.findByReferralCode(code);
    if (!referrer || referrer.status !== 'active' || isTrialAccount(referrer.accountType)) return null;
    return { id: referrer.id, code: referrer.referralCode ?? code, nickname: referrer.nickname };
  }

  /** GET /wps/agent/affiliate: checks an invitation code (either kind), answering its owner's nickname. */
  async affiliate(code: string) {
    const found = await this.inviter(normalizeValue(code).trim());
    if (!found) throw new AppError('INVALID_AFFILIATE_CODE', { code: 'INVALID_VALUE' });
    return { code: found.code, agentName: found.nickname };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    registration: RegistrationService;
  }
}
