import type { ModuleId } from '@sorte/contracts/system/constants';
import type { Permission, Vendor } from '@sorte/contracts/system/system';
import { CATEGORY_ROUTES } from '../../../config/paths';
import { isModuleEnabled } from '../../../hooks/use-permission';

/** Game category code -> the whitelabel module that switches it. */
export const CATEGORY_MODULES: Record<string, ModuleId> = {
  INHOUSE: 'INHOUSE',
  RNG: 'RNG',
  LIVE: 'LIVE',
  FISH: 'FISH',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
  LOTT: 'LOTTERY',
};

/** Game category code -> icon name in src/assets/icons. */
export const CATEGORY_ICONS: Record<string, string> = {
  INHOUSE: 'inhouse',
  RNG: 'rng',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
};

/** The lottery category opens the lottery page itself: it has no vendor children. */
export const LOTTERY_CATEGORY = 'LOTT';

export interface NavCategory {
  code: string;
  route: string;
  icon: string;
  vendors: Vendor[];
}

/**
 * The game categories a player can open, in the server's order: only those with at least one
 * vendor, a known route and their module switched on.
 */
export function navCategories(permission: Permission): NavCategory[] {
  const result: NavCategory[] = [];
  for (const category of permission.categories) {
    const code = category.gameCategory;
    const route = CATEGORY_ROUTES[code];
    const moduleId = CATEGORY_MODULES[code];
    if (!route || !moduleId || category.vendors.length === 0) continue;
    if (!isModuleEnabled(permission, moduleId)) continue;
    result.push({ code, route, icon: CATEGORY_ICONS[code] ?? 'rng', vendors: category.vendors });
  }
  return result;
}

/** Home answers on several paths (SPEC.md route table). */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'];

/** Social networks in the order they are shown, with their icon names. */
export const SOCIAL_NETWORKS = [
  'FACEBOOK',
  'TIKTOK',
  'YOUTUBE',
  'TWITTER',
  'INSTAGRAM',
  'TELEGRAM',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Makes a resource URL absolute against this site when it is relative (QR codes need a full URL). */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/** A URL on this site (router link) rather than another site (new tab). */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
