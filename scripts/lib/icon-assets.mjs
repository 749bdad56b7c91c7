// The UI icons (web/src/assets/icons/*.svg) in the production build: each is written as
// `assets/icon-<name>-<version>.svg`, one version (a hash of all of them) for the set, and the
// Icon component builds the address from the name (web/src/components/ui/icon.tsx). The first
// view then carries the icon names only, not a table of 66 content-hashed file names. In dev and
// tests the component imports the files through Vite instead.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ICON_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/assets/icons');

/** Vite plugin: defines `__ICON_VERSION__` / `__ICON_NAMES__` and writes the icon files. */
export function iconAssetsPlugin() {
  let names = [];
  let version = '';
  return {
    name: 'sorte-icon-assets',
    apply: 'build',
    config() {
      names = fs
        .readdirSync(ICON_DIR)
        .filter((f) => f.endsWith('.svg'))
        .map((f) => f.slice(0, -4))
        .sort();
      const hash = crypto.createHash('sha256');
      for (const name of names) hash.update(`${name}\n`).update(fs.readFileSync(path.join(ICON_DIR, `${name}.svg`)));
      version = hash.digest('base64url').slice(0, 10);
      return {
        define: {
          __ICON_VERSION__: JSON.stringify(version),
          __ICON_NAMES__: JSON.stringify(names.join(',')),
        },
      };
    },
    generateBundle() {
      for (const name of names) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/icon-${name}-${version}.svg`,
          source: fs.readFileSync(path.join(ICON_DIR, `${name}.svg`)),
        });
      }
    },
  };
}
