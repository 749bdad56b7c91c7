import type { FastifyInstance } from 'fastify';
import type { Brand } from '@sorte/contracts/system/system';
import { THEME_COLORS, type ThemeName } from '@sorte/contracts/system/theme-colors';

/** The app icons the web build ships (web/public/icons, made by scripts/generate-app-icons.mjs). */
export const APP_ICONS = [
  { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** Longest name a home screen shows under an icon without cutting it. */
const SHORT_NAME_MAX = 12;

/**
 * The web app manifest of the brand (what an installed "lite app" is called and looks like):
 * its name, language and the colours of the theme asked for (`?theme=light`, else dark, the
 * site's default). `id` stays `/` whatever the theme, so it is one app.
 */
export function webManifest(brand: Brand, theme: ThemeName) {
  const colors = THEME_COLORS[theme];
  return {
    id: '/',
    name: brand.name,
    short_name: [...brand.name].slice(0, SHORT_NAME_MAX).join('').trim(),
    lang: brand.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.background,
    theme_color: colors.theme,
    categories: ['games', 'entertainment'],
    icons: APP_ICONS,
  };
}

/** GET /manifest.webmanifest: the brand's web app manifest (never cached long: brands change). */
export async function webManifestRoutes(app: FastifyInstance) {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const { brand } = await app.system.config();
    const query = request.query as { theme?: unknown };
    const theme: ThemeName = query.theme === 'light' ? 'light' : 'dark';
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(brand, theme)));
  });
}
