import type { ModuleId } from '@sorte/contracts/system/constants';
import type { Permission, Vendor } from '@sorte/contracts/system/system';
import { CATEGORY_ROUTES } from '../config/paths';
import { isModuleEnabled } from '../hooks/use-permission';

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

/** The platform's own games. */
export const INHOUSE_CATEGORY = 'INHOUSE';
/** The lottery category opens the lottery page itself: it has no vendor children. */
export const LOTTERY_CATEGORY = 'LOTT';

export interface PlayableCategory {
  code: string;
  route: string;
  icon: string;
  vendors: Vendor[];
}

/**
 * The game categories a player can open, in the server's order: only those with at least one
 * vendor, a known route and their module switched on.
 */
export function playableCategories(permission: Permission): PlayableCategory[] {
  const result: PlayableCategory[] = [];
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

/** A vendor's icon ({vendor category}_LIST_VENDOR/{vassalage}-GRAY.png under the image base). */
export const vendorIconUrl = (imageBase: string, category: string, vassalage: string) =>
  `${imageBase.replace(/\/+$/, '')}/${category}_LIST_VENDOR/${encodeURIComponent(vassalage)}-GRAY.png`;
