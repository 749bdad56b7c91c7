import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALE_INFO, toLocale, type Locale } from '@sorte/contracts/common/locale';
import { artworkImageProps } from '@sorte/contracts/system/artwork';
import {
  BANNER_NOTICE_TYPES,
  FIRST_VIEW_ELEMENT_ID,
  firstViewLooks,
  type FirstViewLooks,
  FRAME_TEXT_NAMESPACES,
  bannerImageUrl,
  jsonForScript,
  pageBannerGroup,
  pageTextNamespaces,
  isUnfilteredPromotionsPage,
  promotionCoverUrl,
} from '@sorte/contracts/system/first-view';
import { PROMOTION_PAGE_SIZE } from '@sorte/contracts/promotions/routes';
import { THEME_COLORS } from '@sorte/contracts/system/theme-colors';

/** An attribute value for HTML (the preload's address). */
const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A high-priority preload of the page's largest image: with the renditions the `<img>` offers
 * (`srcset` and `sizes`, so the browser preloads the one the image will use), else the address.
 */
const imagePreload = (url: string) => {
  const { srcSet, sizes } = artworkImageProps(url);
  const choice = srcSet && sizes ? ` imagesrcset="${attr(srcSet)}" imagesizes="${attr(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(url)}"${choice} fetchpriority="high">`;
};

/**
 * The first view of a page for this request, as the two pieces index.html gains: a preload of
 * the page's first banner for `<head>`, and the data (`FirstView` of the contracts) as a JSON
 * script. Undefined when there is nothing to give: the permission check failed (an address the
 * brand does not list: the app asks again and shows why).
 *
 * The banners come in the language the app will show: the one the player picked (the `lang`
 * cookie the language call sets) if the brand offers it, else the brand's default; the app uses
 * them only if it starts in that language.
 */
export async function firstViewParts(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  textUrl: (language: Locale, namespace: string) => string | undefined = () => undefined,
): Promise<FirstViewParts | undefined> {
  let permission: string;
  try {
    permission = (await app.system.permissionAnswer(request.visitor, request.host)).json;
  } catch {
    return undefined;
  }
  const config = await app.system.config();
  const cdns = config.imageCDNs;
  const imageBase = (cdns.length ? cdns[randomInt(cdns.length)] : undefined) ?? '/cdn';
  const group = pageBannerGroup(path);
  const open = (await app.system.status(request.visitor)).status === 0;
  const cookie = toLocale(request.cookies?.lang);
  const language = cookie && config.brand.languages.includes(cookie) ? cookie : config.brand.defaultLanguage;
  let banners = '';
  let image = '';
  // The frame's and the page's texts travel beside the scripts instead of after them (the app
  // fetches them before it renders; a preload for a language it does not start in is unused).
  const head = [...FRAME_TEXT_NAMESPACES, ...pageTextNamespaces(path)]
    .map((namespace) => textUrl(language, namespace))
    .filter((href): href is string => href !== undefined)
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${attr(href)}">`)
    .join('');
  if (group && open) {
    const notices = await app.system.notices(language, { types: BANNER_NOTICE_TYPES, groups: [group] });
    const list = notices.banners.filter((b) => b.groupName === group);
    banners = `,"banners":${JSON.stringify({ group, language, list })}`;
    const hero = list[0];
    if (hero) {
      image = imagePreload(bannerImageUrl(hero.url, imageBase));
    }
  }
  // The promotions page without filters: its first list, and a preload of the first cover
  // (on a phone the page's largest paint).
  let promotions = '';
  const query = request.url.indexOf('?');
  if (open && isUnfilteredPromotionsPage(path, query < 0 ? '' : request.url.slice(query))) {
    const page = await app.promotions.list(language, { pageNo: 1, pageSize: PROMOTION_PAGE_SIZE });
    promotions = `,"promotions":${JSON.stringify({ language, page })}`;
    const first = page.list[0];
    if (first) {
      image = imagePreload(promotionCoverUrl(imageBase, first.image));
    }
  }
  const json =
    `{"path":${JSON.stringify(path)},"generatedAt":${Date.now()},` +
    `"imageBase":${JSON.stringify(imageBase)},"permission":${permission}${banners}${promotions}}`;
  const data = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${jsonForScript(json)}</script>`;
  return { image, head, data, json, language, looks: firstViewLooks(request.cookies) };
}

/** What a page gains from its first view (firstViewParts), and `root`, its rendered HTML. */
export interface FirstViewParts {
  /**
   * The preload of the first view's largest image, ahead of the scripts: the rendered first
   * view paints before they have run, and the image is what it waits for.
   */
  image: string;
  /** Preloads for the end of `<head>`. */
  head: string;
  /** The data as a JSON script, before `</body>`. */
  data: string;
  /** The data itself, the language the page starts in and the visitor's looks (cookies). */
  json: string;
  language: Locale;
  looks: FirstViewLooks;
  /** The first view rendered (first-view-html.ts), in place of the loading splash in `#root`. */
  root?: string;
}

/** index.html's `#root` as built: the loading splash the app's first render replaces. */
const SPLASH_ROOT = /<div id="root">\s*<div class="boot-splash"[^>]*>\s*<span><\/span>\s*<\/div>\s*<\/div>/;

/**
 * index.html with the first view: `<html>`'s language and theme and the toolbar's colour the
 * page starts with, the largest image's preload before the first script (else with the others),
 * the other preloads at the end of `<head>`, the rendered first view (if any) in `#root` instead
 * of the loading splash, the data before `</body>`.
 */
export function withFirstView(html: string, parts: FirstViewParts): string {
  const { theme } = parts.looks;
  const page = (parts.root ? html.replace(SPLASH_ROOT, `<div id="root">${parts.root}</div>`) : html)
    .replace(/^([\s\S]*?<html\b[^>]*?) lang="[^"]*"/, `$1 lang="${LOCALE_INFO[parts.language].bcp47}"`)
    .replace(/^([\s\S]*?<html\b[^>]*?) data-theme="[^"]*"/, `$1 data-theme="${theme}"`)
    .replace(
      /(<meta name="theme-color" content=")[^"]*"/,
      `$1${THEME_COLORS[theme].theme}"`,
    );
  const head = page.indexOf('</head>');
  const body = page.lastIndexOf('</body>');
  if (head < 0 || body < head) return page;
  const script = page.slice(0, head).indexOf('<script');
  const early = script < 0 ? head : script;
  const late = script < 0 ? parts.image + parts.head : parts.head;
  return (
    page.slice(0, early) +
    (script < 0 ? '' : parts.image) +
    page.slice(early, head) +
    late +
    page.slice(head, body) +
    parts.data +
    page.slice(body)
  );
}
