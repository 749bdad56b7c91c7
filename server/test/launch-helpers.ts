import type { FastifyInstance } from 'fastify';
import { createProviderClient, injectTransport } from '../src/modules/provider/index';
import { vendorSecret } from '../src/modules/provider/index';
import { launchCodeOf } from '../src/modules/provider/index';

/** The integration a launch answer's game address belongs to (in-house pages or the simulator). */
export const integrationOf = (gameUrl: string) => (gameUrl.startsWith('/play/') ? 'INHOUSE' : 'VSIM');

/**
 * What a game page does with a launch answer: takes the one-time code from the address's fragment
 * and exchanges it (provider API, signed as the game's integration) for the launch token.
 */
export async function exchangeLaunch(app: FastifyInstance, gameUrl: string): Promise<string> {
  const code = launchCodeOf(gameUrl);
  if (!code) throw new Error(`no launch code in ${gameUrl}`);
  const vendorCode = integrationOf(gameUrl);
  const client = createProviderClient({ vendorCode, secret: vendorSecret(app.env, vendorCode), transport: injectTransport(app) });
  return (await client.exchange({ code })).token;
}
