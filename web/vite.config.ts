import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { iconAssetsPlugin } from '../scripts/lib/icon-assets.mjs';
import { localeAssetsPlugin } from '../scripts/lib/locale-assets.mjs';
import { precompressPlugin } from '../scripts/lib/precompress.mjs';
import { SW_ENTRY, SW_FILE, serviceWorkerPlugin } from '../scripts/lib/service-worker.mjs';

const resolve = {
  // The hook React has had since 18, instead of the shim's own copy (react-i18next imports it).
  alias: [
    // zod with its compiler off (src/lib/zod.ts): the CSP forbids `new Function`.
    { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
    {
      find: /^use-sync-external-store\/shim$/,
      replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
    },
  ],
};

const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const SERVER_REACT = '\0sorte-server-react';

/**
 * `react` as the app's own code sees it on the server: the same React, except that a lazy part
 * never loads (its load function is never called). The first view is what the app's first
 * render commits, and there every lazy part (the route's page, the banner strip's code) still
 * shows its Suspense fallback; loading one on the server would also run browser code in Node.
 * The app's dynamic imports (the lazy parts' code) are left out too: the module holds the
 * first view's code only.
 */
function serverReact(): Plugin {
  return {
    name: 'sorte-server-react',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react' || !importer?.startsWith(SRC)) return null;
      return SERVER_REACT;
    },
    load(id) {
      if (id !== SERVER_REACT) return null;
      return [
        "import * as React from 'react';",
        "export * from 'react';",
        'export default React;',
        'const never = new Promise(() => {});',
        'export const lazy = () => React.lazy(() => never);',
      ].join('\n');
    },
    transform(code, id) {
      if (!id.startsWith(SRC) || !code.includes('import(')) return null;
      return code.replace(/\bimport\(\s*(['"])[^'"]+\1\s*\)/g, 'new Promise(() => {})');
    },
  };
}

/** Only the module itself: the texts and the sprite the plugins emit belong to the client build. */
function moduleOnly(): Plugin {
  return {
    name: 'sorte-first-view-module-only',
    generateBundle(_options, bundle) {
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type === 'asset') delete bundle[name];
      }
    },
  };
}

/**
 * After the client build: the server-rendered first view (src/ssr/first-view.tsx) as one
 * self-contained ES module, `<outDir>/.ssr/first-view.mjs`, which the server imports
 * (server/src/plugins/first-view-html.ts). It is built beside the client it belongs to (its
 * class names and asset addresses are the client's), so every build of the site has its own.
 */
function firstViewModule(): Plugin {
  let outDir = '';
  return {
    name: 'sorte-first-view-module',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        mode: 'production',
        logLevel: 'warn',
        plugins: [serverReact(), react(), localeAssetsPlugin(), iconAssetsPlugin(), moduleOnly()],
        resolve,
        // React's production build, whatever NODE_ENV the server later runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/ssr/first-view.tsx',
          outDir: path.join(outDir, '.ssr'),
          target: 'node20',
          emptyOutDir: true,
          copyPublicDir: false,
          minify: true,
          // Asset addresses as the client build writes them (no inlined images).
          assetsInlineLimit: 0,
          rollupOptions: {
            output: { format: 'es', entryFileNames: 'first-view.mjs', codeSplitting: false },
          },
        },
      });
    },
  };
}

export default defineConfig({
  // Every text asset is also written as .br and .gz; the server picks one by Accept-Encoding.
  // The service worker (installable app) is built to /sw.js with its version and shell list.
  // The texts are plain JSON files the app fetches by language and namespace (locale-assets.mjs),
  // the icon sprite it addresses by name (icon-assets.mjs).
  plugins: [
    react(),
    localeAssetsPlugin(),
    iconAssetsPlugin(),
    serviceWorkerPlugin(),
    precompressPlugin(),
    firstViewModule(),
  ],
  resolve,
  server: {
    port: 5173,
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/ops/api': 'http://localhost:8080',
      '/cdn': 'http://localhost:8080',
      '/play': 'http://localhost:8080',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No inline scripts: the CSP forbids them.
    // Icons and artwork stay separate cacheable files instead of growing the JS.
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    // dist/.vite/manifest.json: lets the bundle-size check map routes to chunks (not served).
    manifest: true,
    // Every browser the site supports preloads modules itself; the polyfill only cost first-view bytes.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 250,
    // Entries: the site (index.html), the in-house game pages under /play (play.html), so a
    // game inside the /game iframe does not load the whole site, and the service worker, at the
    // root (/sw.js) so its scope is the whole site.
    rollupOptions: {
      input: { main: 'index.html', play: 'play.html', [SW_ENTRY]: 'src/pwa/service-worker.ts' },
      output: {
        // The libraries the first view runs (React, i18next, TanStack Query) as one file instead of
        // five: one gzip stream compresses them 2 kB smaller. The game pages (play.html) share it.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack|use-sync-external-store|clsx)[\\/]/,
              tags: ['$initial'],
            },
          ],
        },
        entryFileNames: (chunk) =>
          chunk.name === SW_ENTRY ? SW_FILE : 'assets/[name]-[hash].js',
      },
    },
  },
});
