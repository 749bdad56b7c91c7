import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconAssetsPlugin } from '../scripts/lib/icon-assets.mjs';
import { localeAssetsPlugin } from '../scripts/lib/locale-assets.mjs';
import { precompressPlugin } from '../scripts/lib/precompress.mjs';
import { SW_ENTRY, SW_FILE, serviceWorkerPlugin } from '../scripts/lib/service-worker.mjs';

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
  ],
  resolve: {
    // The hook React has had since 18, instead of the shim's own copy (react-i18next imports it).
    alias: [
      // zod with its compiler off (src/lib/zod.ts): the CSP forbids `new Function`.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
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
