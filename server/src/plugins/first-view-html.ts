import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import {
  FRAME_TEXT_NAMESPACES,
  pageTextNamespaces,
  type FirstViewLooks,
} from '@sorte/contracts/system/first-view';

/** The web build's server-rendered first view (web/src/ssr/first-view.tsx). */
interface FirstViewModule {
  renderFirstView(input: {
    url: string;
    language: string;
    texts: Record<string, Record<string, unknown>>;
    view: unknown;
    looks: FirstViewLooks;
  }): Promise<string>;
}

/** Where the web build writes it, beside the client it belongs to. */
export const FIRST_VIEW_MODULE = path.join('.ssr', 'first-view.mjs');

/** Rendered pages kept (by path, language, looks and data): a few per page and language. */
const KEPT_PAGES = 200;

/**
 * The rendered first view as it goes into `#root`: inert (its buttons do nothing until the app
 * has replaced it, so neither a player's tap nor assistive technology takes them for the live
 * page), without the test ids and the rendered location that browser tests wait for (the app's
 * own render has them), and without the image preloads React puts first (the page's `<head>`
 * already preloads the first view's largest image).
 */
export function asSnapshot(html: string): string {
  const body = html.replace(/^(<link [^>]*>)+/, '').replace(/ data-(testid|location)="[^"]*"/g, '');
  // One element at the top (the frame): it is made inert; anything else is wrapped in a box
  // that takes no room of its own.
  return /^<([a-z]+)[^>]*>/.test(body) && !/^<(link|template)\b/.test(body)
    ? body.replace(/^<([a-z]+)/, '<$1 inert')
    : `<div inert style="display:contents">${body}</div>`;
}

/**
 * Renders a page's first view (the frame, the banner strip's first banner, the page loading)
 * into HTML with the web build's module, so the browser paints it before the app's scripts
 * have loaded. The module and the texts are read from `dist` (again after a rebuild); pages
 * are kept by path, language, the visitor's looks (theme, menu width) and first-view data.
 * Undefined when there is no module (a build without it) or rendering fails: the page is
 * served with its loading splash, as before.
 */
export function firstViewRenderer(
  dist: string,
  textUrl: (language: string, namespace: string) => string | undefined,
  log: FastifyBaseLogger,
) {
  const modulePath = path.join(dist, FIRST_VIEW_MODULE);
  let loaded: { mtimeMs: number; module: Promise<FirstViewModule | undefined> } | undefined;
  const texts = new Map<string, Record<string, unknown>>();
  const pages = new Map<string, string>();

  const load = (): Promise<FirstViewModule | undefined> | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(modulePath).mtimeMs;
    } catch {
      return undefined;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      // A new build: its own module (the query names the version), texts and pages.
      const url = `${pathToFileURL(modulePath).href}?v=${mtimeMs}`;
      const module = (import(url) as Promise<FirstViewModule>).catch((error: unknown) => {
        log.warn({ err: error }, 'first view: the module did not load');
        return undefined;
      });
      loaded = { mtimeMs, module };
      texts.clear();
      pages.clear();
    }
    return loaded.module;
  };

  const readTexts = (language: string, namespace: string) => {
    const href = textUrl(language, namespace);
    if (!href) return undefined;
    let parsed = texts.get(href);
    if (!parsed) {
      parsed = JSON.parse(fs.readFileSync(path.join(dist, href), 'utf8')) as Record<
        string,
        unknown
      >;
      texts.set(href, parsed);
    }
    return parsed;
  };

  // Loaded now, not on the first page's request.
  void load();

  /**
   * `path`: the page's path (its query string changes nothing the first view draws: what it
   * changes, the promotions page's list, is in the data); `json`: the first view's data as the
   * page carries it; `looks`: the visitor's theme and menu width.
   */
  return async (
    pathname: string,
    language: string,
    json: string,
    looks: FirstViewLooks,
  ): Promise<string | undefined> => {
    const module = await load();
    if (!module) return undefined;
    // The data's age is not part of what it shows.
    const data = json.replace(/"generatedAt":\d+,/, '');
    const key = createHash('sha256')
      .update(`${language}\n${pathname}\n${looks.theme}.${looks.sidebarMini}\n${data}`)
      .digest('base64url');
    const kept = pages.get(key);
    if (kept !== undefined) return kept || undefined;
    let html = '';
    try {
      const bundle: Record<string, Record<string, unknown>> = {};
      for (const namespace of [...FRAME_TEXT_NAMESPACES, ...pageTextNamespaces(pathname)]) {
        const found = readTexts(language, namespace);
        if (found) bundle[namespace] = found;
      }
      const view = JSON.parse(json) as unknown;
      const rendered = await module.renderFirstView({
        url: pathname,
        language,
        texts: { [language]: bundle },
        view,
        looks,
      });
      html = rendered ? asSnapshot(rendered) : '';
    } catch (error) {
      log.warn({ err: error, path: pathname }, 'first view: rendering failed');
    }
    if (pages.size >= KEPT_PAGES) pages.delete(pages.keys().next().value!);
    pages.set(key, html);
    return html || undefined;
  };
}
