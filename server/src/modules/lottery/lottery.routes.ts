import type { FastifyInstance } from 'fastify';
import { lotteryApi } from '@sorte/contracts/lottery/lottery';
import { lotteryGame as gameDef } from '@sorte/contracts/lottery/games';
import { opsLotteryApi } from '@sorte/contracts/ops/lottery';
import { opsLotteryFeedApi } from '@sorte/contracts/ops/lottery-feed';
import { answer, idempotencyKey } from '../ledger/index';
import { route } from '../../lib/route';

/** The player's lottery calls (docs/product.md "Calls", Lottery). */
export async function lotteryRoutes(app: FastifyInstance) {
  const member = { preHandler: app.authenticateMember };
  const { queries, slips, chases } = app.lottery;
  route(app, lotteryApi.gameMenu, (req) => queries.gameMenu(req.locale, req.query.prizeMode));
  route(app, lotteryApi.recent, (req) => queries.recent(req.member!.id), member);
  route(app, lotteryApi.popular, (req) => queries.popular(req.query.prizeMode, req.query.count));
  route(app, lotteryApi.opened, (req) => queries.opened(req.query.gameCode, req.query.count));
  route(app, lotteryApi.lotteryList, (req) => queries.lotteryList(req.query.prizeMode));
  route(
    app,
    lotteryApi.launch,
    (req) => {
      // VN official draws open /vnlottery, the electronic ones /elott (docs/decisions.md "Lottery").
      const game = req.body.lottoGameCode ? gameDef(req.body.lottoGameCode) : undefined;
      const page = game && game.kind !== 'VN' ? '/elott' : '/vnlottery';
      const params = new URLSearchParams({ prizeMode: req.body.lottoPrizeMode, view: req.body.lottoView });
      if (game) params.set('gameCode', game.code);
      return { game_url: `${page}?${params.toString()}` };
    },
    member,
  );
  route(app, lotteryApi.currentIssue, (req) => queries.current(req.query.gameCode));
  route(app, lotteryApi.placeSlip, async (req, reply) => answer(reply, await slips.place(req.member!.id, idempotencyKey(req), req.body, req.member!.accountType)), member);
  route(
    app,
    lotteryApi.cancelBets,
    async (req, reply) => answer(reply, await slips.cancel(req.member!.id, idempotencyKey(req), req.body.betIds.map(Number))),
    member,
  );
  route(app, lotteryApi.chases, (req) => chases.list(req.member!.id, req.query), member);
  route(
    app,
    lotteryApi.cancelChase,
    async (req, reply) => answer(reply, await chases.cancel(req.member!.id, idempotencyKey(req), req.body.chaseNo)),
    member,
  );
  route(app, lotteryApi.myBets, (req) => queries.myBets(req.member!.id, req.query), member);
  route(app, lotteryApi.results, (req) => queries.results(req.query.date, req.query));
  route(app, lotteryApi.trends, (req) => queries.trends(req.query.gameCode, req.query.playType, req.query.count));
  route(app, lotteryApi.fairness, (req) => queries.fairness(req.query.gameCode, req.query.issueNo));
}

/** The operator's lottery calls (audited writes, in the OpenAPI document under "Lottery (operator)"). */
export async function opsLotteryRoutes(app: FastifyInstance) {
  const { ops, results, feed } = app.lottery;
  route(app, opsLotteryApi.games, () => ops.games());
  route(app, opsLotteryApi.patchGame, (req) => ops.patchGame(req.auditContext(), req.params.code, req.body));
  route(app, opsLotteryApi.odds, (req) => ops.odds(req.query));
  route(app, opsLotteryApi.putOdds, (req) => ops.putOdds(req.auditContext(), req.body.rows));
  route(app, opsLotteryApi.caps, () => ops.caps());
  route(app, opsLotteryApi.putCap, (req) => ops.putCap(req.auditContext(), req.body));
  route(app, opsLotteryApi.issues, (req) => ops.issues(req.query));
  route(app, opsLotteryApi.report, (req) => ops.report(Number(req.params.id)));
  route(app, opsLotteryApi.voidIssue, (req) => ops.voidIssue(req.auditContext(), Number(req.params.id)));
  route(app, opsLotteryApi.settle, (req) => ops.settle(req.auditContext(), Number(req.params.id)));
  route(app, opsLotteryApi.results, async (req) => ({ list: await results.entries(req.query.gameCode, req.query.issueNo) }));
  route(app, opsLotteryApi.enterResult, (req) => results.enter(req.auditContext(), req.body.gameCode, req.body.issueNo, req.body.prizes));
  route(app, opsLotteryApi.confirmResult, (req) => results.confirm(req.auditContext(), Number(req.params.id)));
  route(app, opsLotteryApi.rejectResult, (req) => results.reject(req.auditContext(), Number(req.params.id)));
  route(app, opsLotteryFeedApi.feed, () => feed.view());
  route(app, opsLotteryFeedApi.putFeed, (req) => feed.put(req.auditContext(), req.body));
  route(app, opsLotteryFeedApi.pollFeed, () => feed.poll(feed.now(), { force: true }));

  // Browser tests close and draw an issue now, so an official result can be entered without
  // waiting for the evening and a fast draw is drawn without waiting for its period to end.
  // Registered only when NODE_ENV=test; operators only.
  if (app.env.NODE_ENV === 'test') {
    app.post<{ Body: { gameCode?: string; issueNo?: string } | undefined }>(
      '/ops/api/lottery/test/draw-now',
      { schema: { hide: true }, onRequest: app.authenticateOperator },
      async (req) => ({
        success: true,
        value: await ops.drawNowForTests(String(req.body?.gameCode ?? ''), String(req.body?.issueNo ?? '')),
      }),
    );
  }
}
