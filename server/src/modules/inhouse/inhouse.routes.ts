import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inhouseApi } from '@sorte/contracts/games/inhouse';
import type { InhouseGame } from '@sorte/contracts/games/inhouse-rules';
import { route } from '../../lib/route';

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * /play/api: the in-house game pages' JSON calls. The page first exchanges the one-time launch
 * code of its address for the launch token (provider API exchange, once); the token (Bearer) is
 * checked by the provider API's authenticate on every call, so a page has exactly a vendor's powers.
 */
export async function inhouseRoutes(app: FastifyInstance) {
  const s = app.inhouse;
  const player = (request: FastifyRequest, game?: InhouseGame) => s.player(bearer(request), game);

  route(app, inhouseApi.exchange, (req) => s.exchange(req.body), {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  });
  route(app, inhouseApi.session, async (req) => s.session(await player(req)));
  route(app, inhouseApi.slotSpin, async (req) => s.spin(await player(req, 'slot'), req.body));
  route(app, inhouseApi.diceRoll, async (req) => s.roll(await player(req, 'dice'), req.body));
  route(app, inhouseApi.minesStart, async (req) =>
    s.minesStart(await player(req, 'mines'), req.body),
  );
  route(app, inhouseApi.minesReveal, async (req) =>
    s.minesReveal(await player(req, 'mines'), req.body.roundId, req.body.cell),
  );
  route(app, inhouseApi.minesCashout, async (req) =>
    s.minesCashout(await player(req, 'mines'), req.body.roundId),
  );
  route(app, inhouseApi.clientSeed, async (req) =>
    s.setClientSeed(await player(req), req.body.clientSeed),
  );
  route(app, inhouseApi.rotate, async (req) => s.rotate(await player(req), req.body.clientSeed));
  route(app, inhouseApi.history, async (req) => s.history(await player(req)));
  route(app, inhouseApi.verifyRound, (req) => s.verifyRound(req.params.roundId));
  route(app, inhouseApi.verify, (req) => s.verify(req.body));
}
