#!/usr/bin/env node
/**
 * Exports the large artwork under server/assets/cdn as WebP renditions beside each SVG:
 * `<name>.w<width>.webp`, for the widths `ARTWORK_RENDITIONS` in the contracts lists (banners
 * and game tiles). The server answers `<name>.svg?w=<width>` with the rendition
 * when it exists (plugins/web.ts), and the app lists the renditions in `srcset`.
 *
 * Why: an SVG shown by an `<img>` is a whole document the page's main thread parses, lays out
 * and paints; a WebP is decoded off the main thread. On a phone the banners and the tiles were a
 * fifth of the start-up's main-thread work.
 *
 *   node scripts/generate-rasters.mjs [--only banners|games] [--force]
 *
 * Renders with Debian's Chromium (CHROME_PATH overrides it) through Playwright: the SVG is drawn
 * on a canvas at the rendition's width and encoded by the browser's WebP encoder. A rendition
 * newer than its SVG is kept unless `--force`.
 */
/* global Image, document -- the drawing runs in the browser page (page.evaluate). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { findChrome } from './lib/chrome-path.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CDN = path.join(ROOT, 'server', 'assets', 'cdn');
const { ARTWORK_RENDITIONS, renditionFileName } = await tsImport(
  '../contracts/src/system/artwork.ts',
  import.meta.url,
);
/**
 * WebP quality (0 to 1) per folder: the banners' wide gradients show no banding at 0.8; a tile
 * is small and busy, and 0.7 looks the same as its SVG at a fifth fewer bytes than 0.8.
 */
const QUALITY = { banners: 0.8, games: 0.7 };

const { values } = parseArgs({
  options: { only: { type: 'string', multiple: true }, force: { type: 'boolean', default: false } },
});
const groups = Object.keys(ARTWORK_RENDITIONS).filter((g) => !values.only || values.only.includes(g));

/** Every SVG under a folder of the CDN, recursively. */
const svgsUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return svgsUnder(full);
    return entry.name.endsWith('.svg') ? [full] : [];
  });

const executablePath = findChrome();
if (!executablePath) throw new Error('no Chromium: apt-get install -y chromium (or set CHROME_PATH)');
const browser = await chromium.launch({ executablePath });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  let written = 0;
  let bytes = 0;
  for (const group of groups) {
    for (const file of svgsUnder(path.join(CDN, group))) {
      const svgTime = fs.statSync(file).mtimeMs;
      for (const width of ARTWORK_RENDITIONS[group]) {
        const out = path.join(path.dirname(file), renditionFileName(path.basename(file), width));
        if (!values.force && fs.existsSync(out) && fs.statSync(out).mtimeMs >= svgTime) continue;
        const svg = fs.readFileSync(file, 'utf8');
        const base64 = await page.evaluate(
          async ({ svg, width, quality }) => {
            const image = new Image();
            image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
            await image.decode();
            const height = Math.round((width * image.naturalHeight) / image.naturalWidth);
            const canvas = document.createElement('canvas');
            canvas.width = width;
            canvas.height = height;
            const context = canvas.getContext('2d');
            if (!context) throw new Error('no 2d canvas');
            context.imageSmoothingQuality = 'high';
            context.drawImage(image, 0, 0, width, height);
            const url = canvas.toDataURL('image/webp', quality);
            if (!url.startsWith('data:image/webp')) throw new Error('this browser does not encode WebP');
            return url.slice(url.indexOf(',') + 1);
          },
          { svg, width, quality: QUALITY[group] },
        );
        const data = Buffer.from(base64, 'base64');
        fs.writeFileSync(out, data);
        written += 1;
        bytes += data.length;
      }
    }
  }
  console.log(`wrote ${written} renditions, ${(bytes / 1024).toFixed(0)} kB`);
} finally {
  await browser.close();
}
