import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gamesApi } from '@sorte/contracts/games/games';
import { opsGamesApi } from '@sorte/contracts/ops/games';
import { serializeAnswer } from '../../lib/answer-cache';
import { route } from '../../lib/route';
import { CatalogueService } from './catalogue.service';

/** GLS_* relays: lobby lists (public), favourites and recent games (member). */
export async function gamesRoutes(app: FastifyInstance) {
  const member = { preHandler: app.authenticateMember };
  const memberId = (req: FastifyRequest) => req.member!.id;
  // The lobby's list is the same for every visitor of a language: serialised once per
  // configuration snapshot and operator change (the catalogue goes through the operator API).
  const gameLists = app.games.listAnswers;

  route(app, gamesApi.gameList, async (req) => {
    const { version } = await app.system.config();
    const key = JSON.stringify([req.locale, req.query]);
    return gameLists.get(key, `${version}:${app.system.changeCount}`, async () =>
      serializeAnswer(gamesApi.gameList.response, await app.games.gameList(req.locale, req.query)),
    );
  });
  route(app, gamesApi.hotGames, (req) => app.games.hotGames(req.locale, req.query));
  route(app, gamesApi.vendors, (req) => app.games.vendors(req.query.gameType));
  route(app, gamesApi.roomList, (req) => app.games.rooms(req.locale, req.query));
  route(app, gamesApi.favourites, (req) => app.games.favourites(req.locale, memberId(req), req.query), member);
  route(app, gamesApi.addFavourite, (req) => app.games.addFavourite(memberId(req), req.body), member);
  route(app, gamesApi.removeFavourite, (req) => app.games.removeFavourite(memberId(req), req.body), member);
  route(app, gamesApi.recentGames, (req) => app.games.recentGames(req.locale, memberId(req), req.query), member);
}

/** Largest catalogue upload (a 20 000-row CSV is about 6 MB). */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** Operator catalogue API: import (JSON or text/csv), list, patch. Audited like other ops writes. */
export async function opsGamesRoutes(app: FastifyInstance) {
  const catalogue = new CatalogueService(app.database.db, app.ops);
  // A CSV catalogue arrives as text; this parser exists only inside this plugin.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) => {
    done(null, body);
  });

  route(
    app,
    opsGamesApi.importCatalogue,
    (req) => catalogue.importCatalogue(req.auditContext(), req.body, req.query.partial === 'true'),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  route(app, opsGamesApi.list, (req) => catalogue.list(req.query));
  route(app, opsGamesApi.patch, (req) => catalogue.patch(req.auditContext(), Number(req.params.id), req.body));
}
