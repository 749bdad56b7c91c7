// The site's texts in the production build: every locale file (web/src/i18n/locales/<lang>/<ns>.json
// and the shared errors/validation files of contracts/src/i18n) is written as a plain JSON file
// `assets/<lang>.<ns>-<version>.json`, one version (a hash of all of them) for the whole set. The
// app fetches the one it needs by that address (web/src/i18n/index.ts), so its first view carries
// no table of 150 per-file loaders, only the version and the namespace names. In dev and tests
// the app imports the files through Vite instead.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP_DIR = path.join(ROOT, 'web/src/i18n/locales');
const CONTRACT_DIR = path.join(ROOT, 'contracts/src/i18n');
/** The namespaces contracts own (shared with the server); the app's own come from its folder. */
const CONTRACT_NAMESPACES = ['errors', 'validation'];

/** Every locale file: `{ language, namespace, file }`, sorted. */
export function localeFiles() {
  const out = [];
  for (const language of fs.readdirSync(APP_DIR).sort()) {
    for (const name of fs.readdirSync(path.join(APP_DIR, language)).sort()) {
      if (name.endsWith('.json'))
        out.push({ language, namespace: name.slice(0, -5), file: path.join(APP_DIR, language, name) });
    }
    for (const namespace of CONTRACT_NAMESPACES) {
      const file = path.join(CONTRACT_DIR, language, `${namespace}.json`);
      if (fs.existsSync(file)) out.push({ language, namespace, file });
    }
  }
  return out;
}

/** The served name of one locale file. */
export const localeAssetName = (version, language, namespace) =>
  `assets/${language}.${namespace}-${version}.json`;

/** Vite plugin: defines `__LOCALE_VERSION__` / `__LOCALE_NAMESPACES__` and writes the files. */
export function localeAssetsPlugin() {
  let files = [];
  let version = '';
  return {
    name: 'sorte-locale-assets',
    apply: 'build',
    config() {
      files = localeFiles();
      const hash = crypto.createHash('sha256');
      for (const f of files) hash.update(`${f.language}/${f.namespace}\n`).update(fs.readFileSync(f.file));
      version = hash.digest('base64url').slice(0, 10);
      const namespaces = [...new Set(files.map((f) => f.namespace))].sort();
      return {
        define: {
          __LOCALE_VERSION__: JSON.stringify(version),
          __LOCALE_NAMESPACES__: JSON.stringify(namespaces.join(',')),
        },
      };
    },
    generateBundle() {
      for (const f of files) {
        const text = JSON.stringify(JSON.parse(fs.readFileSync(f.file, 'utf8')));
        this.emitFile({
          type: 'asset',
          fileName: localeAssetName(version, f.language, f.namespace),
          source: text,
        });
      }
    },
  };
}
