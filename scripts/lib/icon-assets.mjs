// The UI icons (web/src/assets/icons/*.svg) as one sprite: each icon a `<symbol id="<name>">`
// of `assets/icons-<version>.svg` (one version, a hash of all of them), which the Icon
// component draws with `<svg><use href="…#name"/></svg>` (web/src/components/ui/icon.tsx).
// One file and one SVG document for every icon on a page: an icon drawn from its own file (a CSS
// mask or an <img>) is a document of its own the page's main thread parses, about 25 on a lobby.
// The dev server answers the sprite at /@sorte/icons.svg, built from the files on each request.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ICON_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/assets/icons');
export const DEV_SPRITE_PATH = '/@sorte/icons.svg';

/** The icon files' names (without .svg), sorted. */
const iconNames = () =>
  fs
    .readdirSync(ICON_DIR)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => f.slice(0, -4))
    .sort();

/**
 * One icon file as a `<symbol>`: the root `<svg>`'s attributes but its namespace and size (the
 * viewBox, fill, stroke and the like stay, and the drawing inherits them), and its content.
 */
export function iconSymbol(name, svg) {
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match) throw new Error(`icon ${name}: not one <svg> element`);
  const attributes = match[1].replace(/\s(xmlns(:\w+)?|width|height)="[^"]*"/g, '');
  return `<symbol id="${name}"${attributes}>${match[2]}</symbol>`;
}

/** The sprite of every icon, its version (a hash of the files) and the names. */
export function iconSprite() {
  const names = iconNames();
  const hash = crypto.createHash('sha256');
  const symbols = names.map((name) => {
    const svg = fs.readFileSync(path.join(ICON_DIR, `${name}.svg`), 'utf8');
    hash.update(`${name}\n`).update(svg);
    return iconSymbol(name, svg);
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  return { names, version: hash.digest('base64url').slice(0, 10), svg };
}

/** Vite plugin: defines `__ICON_VERSION__` / `__ICON_NAMES__` and writes (or serves) the sprite. */
export function iconAssetsPlugin() {
  let sprite = { names: [], version: '', svg: '' };
  return {
    name: 'sorte-icon-assets',
    config() {
      sprite = iconSprite();
      return {
        define: {
          __ICON_VERSION__: JSON.stringify(sprite.version),
          __ICON_NAMES__: JSON.stringify(sprite.names.join(',')),
        },
      };
    },
    configureServer(server) {
      server.middlewares.use(DEV_SPRITE_PATH, (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.setHeader('cache-control', 'no-cache');
        response.end(iconSprite().svg);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: `assets/icons-${sprite.version}.svg`, source: sprite.svg });
    },
  };
}
