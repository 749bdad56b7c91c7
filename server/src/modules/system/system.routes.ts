import type { FastifyInstance } from 'fastify';
import { toLocale } from '@sorte/contracts/common/locale';
import { systemApi } from '@sorte/contracts/system/system';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { servingAddress } from './system.service';

export async function systemRoutes(app: FastifyInstance) {
  route(app, systemApi.status, (req) => app.system.status(req.visitor));
  route(app, systemApi.permission, (req) => app.system.permissionAnswer(req.visitor, req.query.url));
  route(app, systemApi.whitelabel, () => app.system.whitelabel());
  route(app, systemApi.domainRoute, (req) =>
    app.system.domainRoute(servingAddress(req.protocol, req.host), app.env.PUBLIC_URL),
  );
  route(app, systemApi.helpCenter, (req) => app.system.helpCenter(req.locale));
  route(app, systemApi.notices, (req) =>
    app.system.notices(req.locale, { types: req.query.types, groups: req.query.groups }),
  );
  route(app, systemApi.registerSettings, () => app.system.registerSettings());
  route(app, systemApi.language, async (req, reply) => {
    const { brand } = await app.system.config();
    const locale = toLocale(req.body.language);
    if (!locale || !brand.languages.includes(locale)) throw new AppError('UNSUPPORTED_LANGUAGE');
    reply.setCookie('lang', locale, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      maxAge: 365 * 24 * 3600,
      secure: req.protocol === 'https',
    });
    return { language: locale };
  });
}
