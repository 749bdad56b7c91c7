// Builds the site's service worker (web/src/pwa/service-worker.ts) as /sw.js, a third entry of
// the Vite build: a classic script at the root (its scope is the whole site), with the build's
// version and the app shell's files written into it. See docs/architecture.md "Installable app".
import crypto from 'node:crypto';

export const SW_ENTRY = 'sw';
export const SW_FILE = 'sw.js';

/** The files the site's entry (index.html) needs to start: its chunk, static imports and CSS. */
function shellFiles(bundle) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const main = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
  if (!main) return [];
  const files = new Set();
  const visit = (chunk) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) visit(bundle[name]);
  };
  visit(main);
  return [...files].map((f) => `/${f}`).sort();
}

/** Vite plugin: names the worker's chunk sw.js and fills in its version and precache list. */
export function serviceWorkerPlugin() {
  return {
    name: 'sorte-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const worker = bundle[SW_FILE];
      if (!worker || worker.type !== 'chunk') return;
      if (worker.imports.length > 0) {
        throw new Error(`${SW_FILE} must be self-contained, it imports ${worker.imports.join(', ')}`);
      }
      const precache = shellFiles(bundle);
      // Content-hashed names: the version changes exactly when some built file does.
      const names = Object.keys(bundle).filter((n) => n !== SW_FILE).sort().join('\n');
      const version = crypto.createHash('sha256').update(names).digest('hex').slice(0, 12);
      worker.code = worker.code
        .replace('__SW_VERSION__', version)
        .replace('__SW_PRECACHE__', JSON.stringify(precache).replace(/'/g, "\\'"));
    },
  };
}
