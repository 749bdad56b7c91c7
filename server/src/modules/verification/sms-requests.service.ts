import type { z } from 'zod';
import type {
  SmsMemberInputSchema,
  SmsNoLoginInputSchema,
  SmsPurpose,
  SmsRegisterInputSchema,
} from '@sorte/contracts/auth/account';
import { findCountryByDialingCode, normalizeMobile } from '@sorte/contracts/auth/countries';
import type { Locale } from '@sorte/contracts/common/locale';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { MemberRepository } from '../member/index';
import type { SystemService } from '../system/index';
import type { BotCheckService } from './bot-check.service';
import { smsRecipient, type SmsCodeService } from './sms-code.service';

/** The stored national number, or 400 VALIDATION_FAILED naming the field at fault. */
export function mobileOrFail(countryDialingCode: string, mobileNum: string): string {
  const national = normalizeMobile(countryDialingCode, mobileNum);
  if (national) return national;
  if (!findCountryByDialingCode(countryDialingCode)) {
    throw new AppError('VALIDATION_FAILED', { countryDialingCode: 'INVALID_VALUE' });
  }
  throw new AppError('VALIDATION_FAILED', { mobileNum: 'INVALID_FORMAT' });
}

/** Who asks for a code: the caller's address (for the limits) and language (for the text). */
export interface SmsCaller {
  ip: string;
  locale: Locale;
}

/**
 * The three ways a player asks for an SMS code (registration, the no-login flows, a logged-in
 * member binding a number): which operator switches allow it, the bot check, whether the number
 * is taken, and whether a code is really sent.
 */
export class SmsRequestService {
  private readonly members: MemberRepository;

  constructor(
    db: Db,
    private readonly system: SystemService,
    private readonly botCheck: BotCheckService,
    private readonly smsCodes: SmsCodeService,
  ) {
    this.members = new MemberRepository(db);
  }

  /** A code for registering with a mobile number: refused when the number is already bound. */
  async forRegistration(input: z.infer<typeof SmsRegisterInputSchema>, caller: SmsCaller) {
    const { flags } = await this.system.config();
    if (!flags.DIRECTREG3) throw new AppError('FEATURE_DISABLED');
    if (!flags.MOBILE_REGISTRATION && !flags.SMS_VERIFICATION)
      throw new AppError('FEATURE_DISABLED');
    const national = mobileOrFail(input.countryDialingCode, input.mobileNum);
    await this.botCheck.verify(input.botCheck);
    if (await this.members.findByMobile(input.countryDialingCode, national)) {
      throw new AppError('MOBILE_TAKEN', { mobileNum: 'INVALID_VALUE' });
    }
    return this.send(caller, 'register', smsRecipient(input.countryDialingCode, national), true);
  }

  /**
   * A code for logging in or resetting the password by phone. An unbound (or disabled) number
   * gets the same answer with a code row and nothing sent, so numbers cannot be enumerated.
   */
  async withoutLogin(input: z.infer<typeof SmsNoLoginInputSchema>, caller: SmsCaller) {
    const { flags } = await this.system.config();
    if (input.purpose === 'login' && !flags.MOBILEVERCODELOGIN3)
      throw new AppError('FEATURE_DISABLED');
    // Forgot password by phone is the operator's choice (flag CHNGPASSVERIF3), as its tab is.
    if (input.purpose === 'resetPassword' && !flags.CHNGPASSVERIF3)
      throw new AppError('FEATURE_DISABLED');
    const national = mobileOrFail(input.countryDialingCode, input.mobileNum);
    await this.botCheck.verify(input.botCheck);
    const bound = await this.members.findByMobile(input.countryDialingCode, national);
    const deliver = bound !== undefined && bound.status === 'active';
    return this.send(
      caller,
      input.purpose,
      smsRecipient(input.countryDialingCode, national),
      deliver,
    );
  }

  /** A code for a logged-in member binding a number that no other account holds. */
  async forMember(
    memberId: number,
    input: z.infer<typeof SmsMemberInputSchema>,
    caller: SmsCaller,
  ) {
    const national = mobileOrFail(input.countryDialingCode, input.mobileNum);
    const bound = await this.members.findByMobile(input.countryDialingCode, national);
    if (bound && bound.id !== memberId)
      throw new AppError('MOBILE_TAKEN', { mobileNum: 'INVALID_VALUE' });
    return this.send(caller, 'bindMobile', smsRecipient(input.countryDialingCode, national), true);
  }

  private async send(caller: SmsCaller, purpose: SmsPurpose, recipient: string, deliver: boolean) {
    const { brand } = await this.system.config();
    return this.smsCodes.send({
      purpose,
      recipient,
      ip: caller.ip,
      locale: caller.locale,
      brand: brand.name,
      deliver,
    });
  }
}
