import type { Game } from '@sorte/contracts/games/games';

/**
 * Where a game click goes (docs/product.md, game launch):
 * - lottery games: a SEA account type opens the special lottery window, Vietnam lotto goes to
 *   /vnlottery, every other lottery to /lottery (with gameCode and play type);
 * - a VASSALAGE entry opens the popup list of that vendor's games;
 * - everything else is launched (POST /wps/game/launchGame) and shown in /game or a new window.
 * Vietnam lotto is recognised by its vendor or vassalage `VN` / `VNLOTTO` or a gameClassify
 * starting with `VN` (docs/decisions.md).
 */
export type LaunchTarget =
  | { kind: 'seaWindow'; href: string }
  | { kind: 'route'; href: string }
  | { kind: 'vendorList'; vendor: string; gameType: string }
  | { kind: 'launch' };

const VN_CODES = ['VN', 'VNLOTTO'];

export function isVietnamLotto(game: Pick<Game, 'vendor' | 'vassalage' | 'gameClassify'>): boolean {
  return VN_CODES.includes(game.vendor) || VN_CODES.includes(game.vassalage) || game.gameClassify.startsWith('VN');
}

export function launchTarget(game: Game): LaunchTarget {
  if (game.gameType === 'LOTT') {
    const query = new URLSearchParams({ gameCode: game.gameCode });
    if (game.accountTypeName === 'SEA') return { kind: 'seaWindow', href: `/lottery?${query.toString()}` };
    if (isVietnamLotto(game)) return { kind: 'route', href: `/vnlottery?${query.toString()}` };
    if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
    return { kind: 'route', href: `/lottery?${query.toString()}` };
  }
  if (game.isGame === 'VASSALAGE') return { kind: 'vendorList', vendor: game.vendor, gameType: game.gameType };
  return { kind: 'launch' };
}

/** Size of the SEA lottery window (a popup of its own). */
export const SEA_WINDOW_FEATURES = 'popup=yes,width=1024,height=768,noopener=no';

/** The player's choice "open games in a new window" (stored in this browser only). */
export const NEW_WINDOW_STORAGE_KEY = 'gameNewWindow';
