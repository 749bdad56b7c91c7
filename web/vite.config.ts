import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../scripts/lib/precompress.mjs';

export default defineConfig({
  // Every text asset is also written as .br and .gz; the server picks one by Accept-Encoding.
  plugins: [react(), precompressPlugin()],
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
    // No inline scripts: the CSP forbids them (modulepreload polyfill is inline-free).
    // Icons and artwork stay separate cacheable files instead of growing the JS.
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    // dist/.vite/manifest.json: lets the bundle-size check map routes to chunks (not served).
    manifest: true,
    chunkSizeWarningLimit: 250,
    // Two entries: the site (index.html) and the in-house game pages under /play (play.html),
    // so a game inside the /game iframe does not load the whole site.
    rollupOptions: { input: { main: 'index.html', play: 'play.html' } },
  },
});
