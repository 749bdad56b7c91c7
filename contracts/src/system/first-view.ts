import type { Locale } from '../common/locale';
import type { BannerGroup } from './constants';
import type { PromotionList } from '../promotions/routes';
import type { Banner, Permission } from './system';

/**
 * The first view: what the web app would ask for first on a page load (the permission answer
 * and the page's banners), written by the server into index.html as
 * `<script type="application/json" id="first-view">`, so the first paint needs no API round trip.
 */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';

export interface FirstView {
  /** The page it was made for (the address's path). */
  path: string;
  /** When the server made it (ms since 1970): the cache's age of the data. */
  generatedAt: number;
  permission: Permission;
  /** The image CDN base the page uses (one of permission.imageCDNs). */
  imageBase: string;
  /** The page's banners, in `language`; absent on a page without banners. */
  banners?: { group: BannerGroup; language: Locale; list: Banner[] };
  /**
   * On the promotions page without filters (no category, first page): its list, in
   * `language`, as `GET /wps/promotions` answers it with the default page size.
   */
  promotions?: { language: Locale; page: PromotionList };
}

/** The promotions page, whose first list travels with it. */
export const PROMOTIONS_PAGE_PATH = '/promotions';

/**
 * Whether an address (path and query string) is the promotions page without filters (no
 * `category`, no `pageNo`): the one whose first list the server writes into the page and the
 * app takes from it.
 */
export function isUnfilteredPromotionsPage(path: string, search: string): boolean {
  return (
    path.replace(/(.)\/+$/, '$1') === PROMOTIONS_PAGE_PATH && !/[?&](category|pageNo)=/.test(search)
  );
}

/** A promotion's cover address: absolute as given, else under the image base. */
export const promotionCoverUrl = (imageBase: string, image: string) =>
  /^https?:\/\//i.test(image) ? image : `${imageBase.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;

/**
 * The text namespaces the frame needs before the first render (the web app loads them before
 * it renders; the server preloads them with the page, in the language the page will start in).
 */
export const FRAME_TEXT_NAMESPACES = ['common', 'errors', 'shell'] as const;

/** The banner group each page shows above its content (the web's route table agrees). */
export const PAGE_BANNER_GROUPS: Readonly<Record<string, BannerGroup>> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/help': 'w_home',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
  '/pointMall': 'w_shop',
  '/elott': 'w_lott',
  '/rng': 'w_rng',
  '/pvp': 'w_pvp',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/inhouse': 'w_inhouse',
  '/promotions': 'w_promotion',
  '/down': 'w_down',
  '/download': 'w_down',
};

/** The banner group of a page path (a trailing slash ignored), if the page shows banners. */
export function pageBannerGroup(path: string): BannerGroup | undefined {
  const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.hasOwn(PAGE_BANNER_GROUPS, key) ? PAGE_BANNER_GROUPS[key] : undefined;
}

/**
 * The text namespaces a page's own first view needs beyond the frame's (the server preloads
 * them with the page too); a page with banners also needs `home`, the banner strip's.
 */
const PAGE_TEXT_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  '/': ['home', 'notices'],
  '/index': ['home', 'notices'],
  '/index.html': ['home', 'notices'],
  '/home': ['home', 'notices'],
  '/register': ['auth', 'validation'],
  '/register.html': ['auth', 'validation'],
  '/promotions': ['promotions'],
  '/lottery': ['lottery', 'pages'],
  '/vnlottery': ['lottery', 'pages'],
  '/elott': ['lottery', 'pages'],
  '/rng': ['lobby'],
  '/pvp': ['lobby'],
  '/live': ['lobby'],
  '/fish': ['lobby'],
  '/sports': ['lobby'],
  '/esports': ['lobby'],
  '/inhouse': ['lobby'],
};

/** The text namespaces a page's first view needs beyond the frame's (a trailing slash ignored). */
export function pageTextNamespaces(path: string): string[] {
  const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const own = Object.hasOwn(PAGE_TEXT_NAMESPACES, key) ? PAGE_TEXT_NAMESPACES[key]! : [];
  return pageBannerGroup(path) && !own.includes('home') ? [...own, 'home'] : [...own];
}

/** The notice types the web asks for with a page's banners. */
export const BANNER_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR'] as const;

/**
 * JSON safe inside an HTML `<script>` element: `<` (so no `</script>` or `<!--` ends or changes
 * it), `>` and `&` as \u escapes, and U+2028/U+2029, which older JavaScript parsers took as line
 * ends. JSON.parse gives back the same value.
 */
export function jsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Banner artwork paths are absolute on the default CDN ('/cdn/banners/x.svg'); when the brand
 * picked another image base the same file lives under it.
 */
export function bannerImageUrl(url: string, imageBase: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const base = imageBase.replace(/\/+$/, '');
  if (url.startsWith('/cdn/') && base !== '/cdn') return `${base}${url.slice('/cdn'.length)}`;
  return url;
}

/**
 * Cookies the web app keeps so the server draws the first view as this visitor's frame looks:
 * the theme (`light` or `dark`) and the side menu's width (`mini` or `full`). Kept a year, for
 * the whole site; they carry nothing else.
 */
export const FIRST_VIEW_COOKIES = { theme: 'theme', menu: 'menu' } as const;

/** The frame's looks the first view is drawn with (the cookies above, else the defaults). */
export interface FirstViewLooks {
  theme: 'dark' | 'light';
  sidebarMini: boolean;
}

/** The looks named by a request's cookies: dark and a full-width menu unless they say otherwise. */
export function firstViewLooks(cookies: Partial<Record<string, string>> | undefined): FirstViewLooks {
  return {
    theme: cookies?.[FIRST_VIEW_COOKIES.theme] === 'light' ? 'light' : 'dark',
    sidebarMini: cookies?.[FIRST_VIEW_COOKIES.menu] === 'mini',
  };
}
