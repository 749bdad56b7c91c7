import type { FastifyInstance } from 'fastify';
import { accountApi } from '@sorte/contracts/auth/account';
import { route } from '../../lib/route';
import { SmsRequestService } from './sms-requests.service';

/** The per-IP ceiling of the SMS calls (the real limits are counted in SmsCodeService). */
const SMS_ROUTE_LIMIT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

export async function verificationRoutes(app: FastifyInstance) {
  const sms = new SmsRequestService(app.database.db, app.system, app.botCheck, app.smsCodes);

  route(app, accountApi.botChallenge, () => app.botCheck.challenge(), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });
  route(app, accountApi.smsRegister, (req) => sms.forRegistration(req.body, req), SMS_ROUTE_LIMIT);
  route(app, accountApi.smsNoLogin, (req) => sms.withoutLogin(req.body, req), SMS_ROUTE_LIMIT);
  route(app, accountApi.smsMember, (req) => sms.forMember(req.member!.id, req.body, req), {
    ...SMS_ROUTE_LIMIT,
    preHandler: app.realMember,
  });
}
