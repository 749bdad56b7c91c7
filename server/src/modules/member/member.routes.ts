import type { FastifyInstance } from 'fastify';
import { accountApi } from '@sorte/contracts/auth/account';
import { memberApi } from '@sorte/contracts/auth/session';
import { route } from '../../lib/route';
import { MemberService } from './member.service';

export async function memberRoutes(app: FastifyInstance) {
  const members = new MemberService(app.database.db);
  const auth = { preHandler: app.authenticateMember };
  route(app, memberApi.info, (req) => members.info(req.member!.id), auth);
  route(app, accountApi.memberIcon, (req) => members.icon(req.member!.id), auth);
  route(app, accountApi.setMemberIcon, (req) => members.setIcon(req.member!.id, req.body.avatar), auth);
  route(app, accountApi.avatars, () => members.avatars(), auth);
}
