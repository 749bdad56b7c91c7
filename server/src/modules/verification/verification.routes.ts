import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountApi, type SmsPurpose } from '@sorte/contracts/auth/account';
import { findCountryByDialingCode, normalizeMobile } from '@sorte/contracts/auth/countries';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { MemberRepository } from '../member/member.repository';
import { smsRecipient } from './sms-code.service';

/** The stored national number, or 400 VALIDATION_FAILED naming the field at fault. */
export function mobileOrFail(countryDialingCode: string, mobileNum: string): string {
  const national = normalizeMobile(countryDialingCode, mobileNum);
  if (national) return national;
  if (!findCountryByDialingCode(countryDialingCode)) {
    throw new AppError('VALIDATION_FAILED', { countryDialingCode: 'INVALID_VALUE' });
  }
  throw new AppError('VALIDATION_FAILED', { mobileNum: 'INVALID_FORMAT' });
}

/** The per-IP ceiling of the SMS calls (the real limits are counted in SmsCodeService). */
const SMS_ROUTE_LIMIT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

export async function verificationRoutes(app: FastifyInstance) {
  const members = new MemberRepository(app.database.db);

  const send = async (request: FastifyRequest, purpose: SmsPurpose, recipient: string, deliver: boolean) => {
    const { brand } = await app.system.config();
    return app.smsCodes.send({
      purpose,
      recipient,
      ip: request.ip,
      locale: request.locale,
      brand: brand.name,
      deliver,
    });
  };

  route(app, accountApi.botChallenge, () => app.botCheck.challenge(), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });

  route(
    app,
    accountApi.smsRegister,
    async (req) => {
      const { flags } = await app.system.config();
      if (!flags.DIRECTREG3) throw new AppError('FEATURE_DISABLED');
      if (!flags.MOBILE_REGISTRATION && !flags.SMS_VERIFICATION) throw new AppError('FEATURE_DISABLED');
      const national = mobileOrFail(req.body.countryDialingCode, req.body.mobileNum);
      await app.botCheck.verify(req.body.botCheck);
      if (await members.findByMobile(req.body.countryDialingCode, national)) {
        throw new AppError('MOBILE_TAKEN', { mobileNum: 'INVALID_VALUE' });
      }
      return send(req, 'register', smsRecipient(req.body.countryDialingCode, national), true);
    },
    SMS_ROUTE_LIMIT,
  );

  route(
    app,
    accountApi.smsNoLogin,
    async (req) => {
      const { flags } = await app.system.config();
      if (req.body.purpose === 'login' && !flags.MOBILEVERCODELOGIN3) throw new AppError('FEATURE_DISABLED');
      // Forgot password by phone is the operator's choice (flag CHNGPASSVERIF3), as its tab is.
      if (req.body.purpose === 'resetPassword' && !flags.CHNGPASSVERIF3) throw new AppError('FEATURE_DISABLED');
      const national = mobileOrFail(req.body.countryDialingCode, req.body.mobileNum);
      await app.botCheck.verify(req.body.botCheck);
      const bound = await members.findByMobile(req.body.countryDialingCode, national);
      // Same answer for unbound numbers (no account enumeration): a code row, nothing sent.
      const deliver = bound !== undefined && bound.status === 'active';
      return send(req, req.body.purpose, smsRecipient(req.body.countryDialingCode, national), deliver);
    },
    SMS_ROUTE_LIMIT,
  );

  route(
    app,
    accountApi.smsMember,
    async (req) => {
      const national = mobileOrFail(req.body.countryDialingCode, req.body.mobileNum);
      const bound = await members.findByMobile(req.body.countryDialingCode, national);
      if (bound && bound.id !== req.member!.id) throw new AppError('MOBILE_TAKEN', { mobileNum: 'INVALID_VALUE' });
      return send(req, 'bindMobile', smsRecipient(req.body.countryDialingCode, national), true);
    },
    { ...SMS_ROUTE_LIMIT, preHandler: app.realMember },
  );
}
