// Renders the installable app's icons from the brand emblem (web/src/assets/brand/logo-mark.svg)
// with Debian's Chromium (the one the browser tests use), into web/public/icons:
//   app-192.png, app-512.png                 "any" icons: a rounded tile, transparent corners
//   app-maskable-192.png, app-maskable-512.png  full-bleed tiles, emblem inside the safe zone
//   apple-touch-icon.png                     180 px full-bleed (iOS rounds it itself)
// The web manifest (server: GET /manifest.webmanifest; the app links it once the page has
// started) and index.html (the Apple touch icon) list them. Run after the
// emblem or the brand colours change: node scripts/generate-app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChrome } from './lib/chrome-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'web/public/icons');
const mark = fs.readFileSync(path.join(root, 'web/src/assets/brand/logo-mark.svg'));
const markUrl = `data:image/svg+xml;base64,${mark.toString('base64')}`;

/** [file, size, shape, emblem share of the side] */
const ICONS = [
  ['app-192.png', 192, 'rounded', 0.7],
  ['app-512.png', 512, 'rounded', 0.7],
  // Maskable: launchers crop to a circle of 80 % of the side; the emblem stays well inside it.
  ['app-maskable-192.png', 192, 'square', 0.56],
  ['app-maskable-512.png', 512, 'square', 0.56],
  ['apple-touch-icon.png', 180, 'square', 0.66],
];

const page = (size, shape, share) => `<!doctype html><html><head><style>
  html, body { margin: 0; background: transparent; }
  .tile {
    width: ${size}px; height: ${size}px; display: grid; place-items: center;
    border-radius: ${shape === 'rounded' ? Math.round(size * 0.22) : 0}px;
    background:
      radial-gradient(circle at 50% 46%, rgba(255, 208, 82, 0.24), rgba(255, 208, 82, 0) 58%),
      linear-gradient(160deg, #1a2543 0%, #0b1020 72%);
    ${shape === 'rounded' ? `box-shadow: inset 0 0 0 ${Math.max(1, Math.round(size / 96))}px rgba(255, 208, 82, 0.18);` : ''}
  }
  img { width: ${Math.round(size * share)}px; height: ${Math.round(size * share)}px; }
</style></head><body><div class="tile"><img src="${markUrl}" alt=""></div></body></html>`;

const browser = await chromium.launch({
  executablePath: findChrome(),
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  fs.mkdirSync(out, { recursive: true });
  for (const [file, size, shape, share] of ICONS) {
    const tab = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await tab.setContent(page(size, shape, share));
    await tab.locator('img').evaluate((img) => img.decode());
    await tab.locator('.tile').screenshot({ path: path.join(out, file), omitBackground: true });
    await tab.close();
    console.log(`web/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
