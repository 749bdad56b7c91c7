import { FairStream, hmacSha256, uniformInt, type HmacSha256, type Uint32Source } from '../games/fair/rng';
import { NORTH_LAYOUT, type GameKind } from './games';
import type { DrawOutcome, VnResult } from './rules';

/**
 * The provably-fair draw of an electronic issue (zod-free: the server draws with it, the results
 * page recomputes it in the browser).
 *
 * Each issue has its own 256-bit server seed; the SHA-256 of the seed is published before betting
 * opens and the seed itself after the draw. The outcome is read from the fair stream
 * HMAC-SHA256(server seed, "<gameCode>-<issueNo>:0") (the issue's public name stands in for a
 * client seed, nonce 0): VN-style fast draws fill the 27 prizes of the North layout in order, each
 * number a uniform integer below 10^digits; 5-digit draws take five uniform digits; 3-dice draws
 * three uniform values 1-6.
 */

export const issueClientSeed = (gameCode: string, issueNo: string) => `${gameCode}-${issueNo}`;

export function drawFromSource(kind: Exclude<GameKind, 'VN'>, source: Uint32Source): DrawOutcome {
  if (kind === 'ELOTT_VN') {
    const prizes: VnResult = {};
    for (const tier of NORTH_LAYOUT) {
      prizes[tier.tier] = Array.from({ length: tier.count }, () =>
        String(uniformInt(source, 10 ** tier.digits)).padStart(tier.digits, '0'),
      );
    }
    return { kind, prizes };
  }
  if (kind === 'ELOTT_SSC') return { kind, digits: Array.from({ length: 5 }, () => uniformInt(source, 10)) };
  return { kind, dice: Array.from({ length: 3 }, () => 1 + uniformInt(source, 6)) };
}

/** The outcome of an electronic issue from its revealed server seed. */
export function drawIssue(
  kind: Exclude<GameKind, 'VN'>,
  serverSeed: string,
  gameCode: string,
  issueNo: string,
  hmacOf: HmacSha256 = hmacSha256,
): DrawOutcome {
  return drawFromSource(kind, new FairStream(serverSeed, issueClientSeed(gameCode, issueNo), 0, hmacOf));
}
