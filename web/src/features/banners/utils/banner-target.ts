import type { Banner } from '@sorte/contracts/system/system';
import { CATEGORY_ROUTES, paths } from '../../../config/paths';

/** Where a banner click goes: an in-app route, a new tab, or nowhere. */
export type BannerTarget =
  { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

function safeExternal(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Resolves a banner's linkage ("clicking a banner with a linkageType opens its
 * linkage"). Anything malformed counts as not clickable rather than a dead link.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerTarget {
  const linkage = banner.linkage?.trim();
  if (!linkage) return null;
  switch (banner.linkageType) {
    case 'ROUTE':
      // Only same-site paths; "//host" would leave the site.
      return linkage.startsWith('/') && !linkage.startsWith('//')
        ? { kind: 'route', to: linkage }
        : null;
    case 'LOBBY': {
      const route = CATEGORY_ROUTES[linkage.toUpperCase()];
      return route ? { kind: 'route', to: route } : null;
    }
    case 'PROMOTION':
      return { kind: 'route', to: `${paths.promoDetail}?id=${encodeURIComponent(linkage)}` };
    case 'URL': {
      const href = safeExternal(linkage);
      return href ? { kind: 'external', href } : null;
    }
    default:
      return null;
  }
}

export { bannerImageUrl } from '@sorte/contracts/system/first-view';
