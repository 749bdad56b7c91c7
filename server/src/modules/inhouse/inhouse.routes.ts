import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originalsApi } from '@sorte/contracts/games/originals';
import type { OriginalsGame } from '@sorte/contracts/games/originals-rules';
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
  const player = (request: FastifyRequest, game?: OriginalsGame) => s.player(bearer(request), game);

  route(app, originalsApi.exchange, (req) => s.exchange(req.body), {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  });
  route(app, originalsApi.session, async (req) => s.session(await player(req)));
  route(app, originalsApi.slotSpin, async (req) => s.spin(await player(req, 'slot'), req.body));
  route(app, originalsApi.diceRoll, async (req) => s.roll(await player(req, 'dice'), req.body));
  route(app, originalsApi.minesStart, async (req) =>
    s.minesStart(await player(req, 'mines'), req.body),
  );
  route(app, originalsApi.minesReveal, async (req) =>
    s.minesReveal(await player(req, 'mines'), req.body.roundId, req.body.cell),
  );
  route(app, originalsApi.minesCashout, async (req) =>
    s.minesCashout(await player(req, 'mines'), req.body.roundId),
  );
  route(app, originalsApi.clientSeed, async (req) =>
    s.setClientSeed(await player(req), req.body.clientSeed),
  );
  route(app, originalsApi.rotate, async (req) => s.rotate(await player(req), req.body.clientSeed));
  route(app, originalsApi.history, async (req) => s.history(await player(req)));
  route(app, originalsApi.verifyRound, (req) => s.verifyRound(req.params.roundId));
  route(app, originalsApi.verify, (req) => s.verify(req.body));
}
