#!/usr/bin/env node
/**
 * Generates the site's artwork as standalone SVG files (no external
 * references, fonts or raster images) so the site runs fully offline.
 *
 *   node scripts/generate-artwork.mjs
 *
 * (Re)writes, relative to the repository root:
 *   server/assets/cdn/banners/*.svg                  page banners, 1200 x 400, no text
 *   server/assets/cdn/{CAT}_LIST_VENDOR/*-GRAY.svg    grey vendor menu marks, 120 x 48
 *   server/assets/cdn/vendors/*.svg                  colour footer vendor logos, 160 x 56
 *   server/assets/cdn/download/phone-*.svg           app mockups, 300 x 600
 *   web/src/assets/icons/*.svg                       24 x 24 currentColor UI icons
 *   web/src/assets/brand/logo.svg, logo-mark.svg     Sorte wordmark and emblem
 *   web/src/assets/illustrations/*.svg               empty/status illustrations, 320 x 200
 *   web/public/favicon.svg                           favicon, 64 x 64
 *   server/assets/cdn/avatars/*.svg                  member avatars, 128 x 128
 *   server/assets/cdn/promotions/*.svg               promotion covers, 800 x 400, no text
 *
 * `--only <group>` (repeatable) regenerates just those groups (banners, vendors, phones, icons,
 * brand, illustrations, avatars, promotions).
 *
 * Drawing code lives in scripts/artwork/:
 *   svg.mjs          element builders, <defs> registry, seeded PRNG, stroke font
 *   palette.mjs      colours and gradient presets
 *   casino.mjs       coins, chips, cards, dice, lottery balls, roulette
 *   symbols.mjs      slot symbols, gems, the Sorte clover, reels, slot machine
 *   gifts.mjs        gift boxes, gift cards, shopping bag, star, trophy
 *   objects.mjs      shield, football, gamepad, fish, headset, rocket, bomb, lottery globe
 *   decor.mjs        sparkles, confetti, bokeh
 *   scene.mjs        banner backdrop; banner-props.mjs scene props; banners.mjs the banners
 *   devices.mjs      phone frame, lobby screen and the download mockups
 *   promotions.mjs   promotion covers (centred scene)
 *   vendors.mjs, icons.mjs, brand.mjs, illustrations.mjs, avatars.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildAvatars } from './artwork/avatars.mjs';
import { buildBanners } from './artwork/banners.mjs';
import { buildBrand } from './artwork/brand.mjs';
import { buildPhones } from './artwork/devices.mjs';
import { buildPromotionCovers } from './artwork/promotions.mjs';
import { buildIcons } from './artwork/icons.mjs';
import { buildIllustrations } from './artwork/illustrations.mjs';
import { buildVendors } from './artwork/vendors.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const builders = {
  banners: buildBanners,
  vendors: buildVendors,
  phones: buildPhones,
  icons: buildIcons,
  brand: buildBrand,
  illustrations: buildIllustrations,
  avatars: buildAvatars,
  promotions: buildPromotionCovers,
};
const { values: args } = parseArgs({ options: { only: { type: 'string', multiple: true } } });
const only = args.only?.flatMap((v) => v.split(',')) ?? Object.keys(builders);
for (const name of only) {
  if (!(name in builders)) throw new Error(`unknown group ${name} (known: ${Object.keys(builders).join(', ')})`);
}
const groups = Object.fromEntries(only.map((name) => [name, builders[name]()]));

let count = 0;
let bytes = 0;
for (const [group, files] of Object.entries(groups)) {
  let groupBytes = 0;
  for (const file of files) {
    const target = path.join(ROOT, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
    groupBytes += Buffer.byteLength(file.content);
  }
  count += files.length;
  bytes += groupBytes;
  console.log(
    `${group.padEnd(14)} ${String(files.length).padStart(3)} files  ${(groupBytes / 1024).toFixed(1).padStart(7)} kB`,
  );
}
console.log(
  `${'total'.padEnd(14)} ${String(count).padStart(3)} files  ${(bytes / 1024).toFixed(1).padStart(7)} kB`,
);
