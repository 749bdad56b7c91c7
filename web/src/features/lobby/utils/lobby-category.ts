import type { GameCategory, Vendor } from '@sorte/contracts/system/system';
import type { LobbyKey } from '../../../config/paths';

export const LOBBY_KEYS = [
  'rng',
  'pvp',
  'live',
  'fish',
  'sports',
  'esports',
  'inhouse',
] as const satisfies readonly LobbyKey[];

/** Lobby route -> the server's game category code (also the whitelabel modId). */
export const LOBBY_CATEGORY: Record<LobbyKey, string> = {
  rng: 'RNG',
  live: 'LIVE',
  fish: 'FISH',
  pvp: 'PVP',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  inhouse: 'INHOUSE',
};

export const isLobbyKey = (value: unknown): value is LobbyKey =>
  typeof value === 'string' && (LOBBY_KEYS as readonly string[]).includes(value);

/** The vendors of one lobby, in the server's order (empty when the brand has none). */
export function lobbyVendors(categories: GameCategory[], lobby: LobbyKey): Vendor[] {
  return categories.find((c) => c.gameCategory === LOBBY_CATEGORY[lobby])?.vendors ?? [];
}

/** The vendor a `?page=` value names (exact code first, then any case); unknown means "All". */
export function selectedVendor(vendors: Vendor[], page: string | null): Vendor | undefined {
  if (!page) return undefined;
  return (
    vendors.find((v) => v.vendor === page) ??
    vendors.find((v) => v.vendor.toLowerCase() === page.toLowerCase())
  );
}

