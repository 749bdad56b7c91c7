import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake feed answers for one region and date. */
export type FakeFeedAnswer =
  | { json: unknown }
  | { raw: string; status?: number }
  /** Holds the request until the server closes (the poller's timeout must fire). */
  | { hang: true };

/**
 * A local stand-in for the VN results feed (tests start it on a free port and close it): it
 * answers `GET /results?region=&date=` from what the test set with `answer(region, date, …)` (an
 * empty result list otherwise: nothing drawn yet) and counts the requests it got.
 */
export class FakeFeedServer {
  private readonly answers = new Map<string, FakeFeedAnswer>();
  private readonly hanging = new Set<ServerResponse>();
  private server: Server | undefined;
  readonly requests: { region: string | null; date: string | null }[] = [];
  url = '';

  answer(region: string, date: string, answer: FakeFeedAnswer) {
    this.answers.set(`${region}|${date}`, answer);
  }

  clear() {
    this.answers.clear();
    this.requests.length = 0;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/results`;
    return this.url;
  }

  async close() {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://feed');
    const region = url.searchParams.get('region');
    const date = url.searchParams.get('date');
    this.requests.push({ region, date });
    if (url.pathname !== '/results') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    // Nothing set for this region and date: no province has its result yet.
    const answer = this.answers.get(`${region}|${date}`) ?? { json: { date, region, results: [] } };
    if ('hang' in answer) {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
    } else if ('json' in answer) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
    } else {
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(answer.raw);
    }
  }
}
