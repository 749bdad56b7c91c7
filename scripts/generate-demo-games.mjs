#!/usr/bin/env node
/**
 * Writes the demo game catalogue and its tiles:
 *
 *   node scripts/generate-demo-games.mjs
 *
 *   server/src/db/seed/demo-games.json     catalogue rows (the import format, JSON)
 *   server/assets/cdn/games/{VENDOR}/*.svg  one 300 x 400 tile per game
 *
 * Deterministic: names, stakes, flags and artwork come from a seeded PRNG, so a re-run
 * rewrites identical files. The seed (`seed:demo:games:v1`) imports the JSON like an operator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKDROPS, gameTile } from './artwork/game-tiles.mjs';
import { rng } from './artwork/svg.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rand = rng(20_260_601);

// A vendor's game is a proper name: one title, shown as is in every locale (never translated).
// Only the brand's own in-house games carry per-locale titles, as the brand words them.
const ADJ = [
  'Golden',
  'Lucky',
  'Wild',
  'Royal',
  'Fortune',
  'Diamond',
  'Fire',
  'Crystal',
  'Imperial',
  'Happy',
  'Grand',
  'Super',
  'Mega',
  'Neon',
  'Mystic',
];
// kind -> nouns
const NOUNS = {
  fruit: ['Fruits', 'Cherries', 'Fruit Party', 'Bells', 'Melons'],
  gem: ['Gems', 'Jewels', 'Emeralds', 'Rubies', 'Treasures'],
  dragon: ['Dragon', 'Dragon Pearl', 'Dragon Gate', 'Dragon Legend'],
  coins: ['Coins', 'Riches', 'Jackpot', 'Gold Rush'],
  clover: ['Clover', 'Luck', 'Leprechaun'],
  sevens: ['Sevens', 'Hot 7s', 'Triple 7'],
  star: ['Stars', 'Starlight', 'Shooting Star'],
  fish: ['Fishing', 'Ocean King', 'Fish Hunter', 'Koi', 'Deep Sea'],
  balls: ['Bingo', 'Keno', 'Lotto Balls'],
};
const SLOT_KINDS = ['fruit', 'gem', 'dragon', 'coins', 'clover', 'sevens', 'star', 'balls'];
const BACKDROP_NAMES = Object.keys(BACKDROPS);
const LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024];

const LOCALES = ['en', 'pt', 'pt-BR', 'zh', 'id', 'th', 'vi'];
/** A vendor's title: the same proper name in every locale. */
const title = (name) => Object.fromEntries(LOCALES.map((l) => [l, name]));
/** The brand's own in-house titles, worded per locale by the brand. */
const names = (en, pt, zh) => ({ en, pt, 'pt-BR': pt, zh, id: en, th: en, vi: en });
const compose = (adjective, noun) => title(`${adjective} ${noun}`);

const rows = [];
const used = new Set();
let node = 1000;
function add(row, art) {
  node += 1;
  const nodeId = `${row.gameType}-${row.vendor}-${node}`;
  const gameCode = `${row.vendor}${node}`;
  const image = `games/${row.vendor}/${gameCode}.svg`;
  rows.push({
    nodeId,
    vassalage: row.vendor,
    gameType: row.gameType,
    gameClassify: row.gameClassify,
    gameName: row.gameName,
    code: gameCode,
    defaultPlayType: row.defaultPlayType ?? '',
    accountTypeName: row.accountTypeName ?? 'REAL',
    vendor: row.vendor,
    gameCode,
    isGame: row.isGame ?? 'GAME',
    minBet: row.minBet,
    minLineNum: row.minLineNum ?? 0,
    isHot: row.isHot ?? false,
    sort: rows.length,
    demo: row.demo ?? false,
    image,
  });
  tiles.push({ path: `server/assets/cdn/${image}`, art: { name: row.gameName.en, seed: node, ...art } });
}
const tiles = [];
const money = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function uniqueName(kind) {
  for (let tries = 0; tries < 200; tries += 1) {
    const n = compose(rand.pick(ADJ), rand.pick(NOUNS[kind]));
    if (!used.has(n.en)) {
      used.add(n.en);
      return n;
    }
  }
  throw new Error(`ran out of ${kind} names`);
}

// Slots: 7 vendors x 28 games.
for (const vendor of ['PG', 'JDB', 'CQ9', 'FC', 'JL', 'PT', 'EG2']) {
  for (let i = 0; i < 28; i += 1) {
    const kind = SLOT_KINDS[(i + vendor.length) % SLOT_KINDS.length];
    const lines = rand.pick(LINES);
    const classify = lines >= 243 ? 'MEGAWAYS' : kind === 'coins' ? 'JACKPOT' : kind === 'sevens' || kind === 'fruit' ? rand.pick(['CLASSIC', 'SLOT']) : 'SLOT';
    add(
      {
        gameType: 'RNG',
        vendor,
        gameClassify: classify,
        gameName: uniqueName(kind),
        minBet: money(rand.pick([10, 20, 20, 40, 50, 100])),
        minLineNum: lines,
        isHot: i < 3,
        demo: true,
        defaultPlayType: 'SLOT',
      },
      { kind, backdrop: rand.pick(BACKDROP_NAMES) },
    );
  }
}

// Live casino: tables per vendor plus one VASSALAGE lobby entry each.
const LIVE_TABLES = [
  ['BACCARAT', 'baccarat', 'Speed Baccarat'],
  ['BACCARAT', 'baccarat', 'Squeeze Baccarat'],
  ['ROULETTE', 'roulette', 'Lightning Roulette'],
  ['ROULETTE', 'roulette', 'Auto Roulette'],
  ['BLACKJACK', 'cards', 'Blackjack VIP'],
  ['BLACKJACK', 'cards', 'Infinite Blackjack'],
  ['SICBO', 'dice', 'Super Sic Bo'],
  ['DRAGON_TIGER', 'dragon', 'Dragon Tiger'],
  ['GAME_SHOW', 'star', 'Money Wheel'],
];
for (const vendor of ['EVO', 'BGS', 'PT', 'SEXY']) {
  const vendorLabel = { EVO: 'Evolution', BGS: 'BG', PT: 'Playtech', SEXY: 'Sexy' }[vendor];
  add(
    {
      gameType: 'LIVE',
      vendor,
      gameClassify: 'GAME_SHOW',
      gameName: title(`${vendorLabel} Live Lobby`),
      minBet: '1.00',
      isGame: 'VASSALAGE',
      isHot: vendor === 'EVO',
    },
    { kind: 'chips', backdrop: 'crimson' },
  );
  for (const [classify, kind, en] of LIVE_TABLES) {
    const label = `${en} ${vendor === 'EVO' ? '' : vendorLabel}`.trim();
    if (used.has(label)) continue;
    used.add(label);
    add(
      {
        gameType: 'LIVE',
        vendor,
        gameClassify: classify,
        gameName: title(label),
        minBet: money(rand.pick([100, 200, 500, 1000])),
        isHot: vendor === 'EVO' && classify === 'ROULETTE',
      },
      { kind, backdrop: rand.pick(['crimson', 'emerald', 'midnight', 'ruby', 'gold']) },
    );
  }
}

// Fishing: 8 per vendor.
for (const vendor of ['JDB', 'FC', 'JL', 'CQ9']) {
  for (let i = 0; i < 8; i += 1) {
    add(
      {
        gameType: 'FISH',
        vendor,
        gameClassify: 'FISHING',
        gameName: uniqueName('fish'),
        minBet: money(rand.pick([10, 10, 20, 50])),
        isHot: i === 0,
        demo: true,
      },
      { kind: 'fish', backdrop: rand.pick(['ocean', 'teal', 'midnight']) },
    );
  }
}

// Cards (PVP).
const PVP_GAMES = [
  ['POKER', 'cards', "Texas Hold'em"],
  ['POKER', 'chips', 'Omaha Poker'],
  ['NIUNIU', 'cards', 'Bull Bull'],
  ['TEEN_PATTI', 'cards', 'Teen Patti'],
  ['MAHJONG', 'dragon', 'Mahjong Battle'],
  ['RUMMY', 'cards', 'Rummy'],
  ['BLACKJACK', 'cards', 'Blackjack Duel'],
  ['POKER', 'chips', 'Short Deck'],
  ['NIUNIU', 'coins', 'Golden Flower'],
  ['MAHJONG', 'gem', 'Mahjong Ways'],
];
for (const vendor of ['KY', 'JL', 'V8']) {
  PVP_GAMES.forEach(([classify, kind, en], i) => {
    const suffix = { KY: 'KY', JL: 'JILI', V8: 'V8' }[vendor];
    add(
      {
        gameType: 'PVP',
        vendor,
        gameClassify: classify,
        gameName: title(`${en} ${suffix}`),
        minBet: money(rand.pick([50, 100, 200])),
        isHot: i === 0,
        demo: i % 3 === 0,
      },
      { kind, backdrop: rand.pick(['emerald', 'jade', 'violet', 'crimson', 'steel']) },
    );
  });
}

// Sports and esports: the vendor's book (VASSALAGE-free single entries) plus virtual sports.
for (const [vendor, label] of [['SABA', 'SABA'], ['BTI', 'BTi']]) {
  add({ gameType: 'SPORTS', vendor, gameClassify: 'SPORTSBOOK', gameName: title(`${label} Sportsbook`), minBet: '1.00', isHot: vendor === 'SABA' }, { kind: 'football', backdrop: 'jade' });
  add({ gameType: 'SPORTS', vendor, gameClassify: 'VIRTUAL', gameName: title(`${label} Virtual Football`), minBet: '0.50', demo: true }, { kind: 'football', backdrop: 'emerald' });
  add({ gameType: 'SPORTS', vendor, gameClassify: 'VIRTUAL', gameName: title(`${label} Virtual Cup`), minBet: '0.50', demo: true }, { kind: 'trophy', backdrop: 'gold' });
}
for (const [vendor, label] of [['IA', 'IA'], ['TF', 'TF'], ['IMES', 'IM']]) {
  add({ gameType: 'ESPORTS', vendor, gameClassify: 'ESPORTSBOOK', gameName: title(`${label} Esports`), minBet: '1.00', isHot: vendor === 'TF', isGame: 'VASSALAGE' }, { kind: 'esports', backdrop: 'violet' });
  add({ gameType: 'ESPORTS', vendor, gameClassify: 'ESPORTSBOOK', gameName: title(`${label} Arena`), minBet: '1.00' }, { kind: 'esports', backdrop: 'magenta' });
  add({ gameType: 'ESPORTS', vendor, gameClassify: 'VIRTUAL', gameName: title(`${label} Champions`), minBet: '0.50', demo: true }, { kind: 'trophy', backdrop: 'midnight' });
}

// In-house (Sorte Originals): the games the in-house issue makes playable.
add({ gameType: 'INHOUSE', vendor: 'INHOUSE', gameClassify: 'SLOT', gameName: names('Sorte Slot 5x3', 'Slot Sorte 5x3', 'Sorte 5x3 老虎机'), minBet: '0.10', minLineNum: 20, isHot: true, demo: true }, { kind: 'slot', backdrop: 'violet' });
add({ gameType: 'INHOUSE', vendor: 'INHOUSE', gameClassify: 'DICE', gameName: names('Sorte Dice', 'Dados Sorte', 'Sorte 骰子'), minBet: '0.10', isHot: true, demo: true }, { kind: 'dice', backdrop: 'ocean' });
add({ gameType: 'INHOUSE', vendor: 'INHOUSE', gameClassify: 'MINES', gameName: names('Sorte Mines', 'Minas Sorte', 'Sorte 扫雷'), minBet: '0.10', isHot: true, demo: true }, { kind: 'mines', backdrop: 'midnight' });

// Write.
const catalogue = path.join(ROOT, 'server/src/db/seed/demo-games.json');
fs.writeFileSync(catalogue, `${JSON.stringify(rows, null, 1)}\n`);
const tileDir = path.join(ROOT, 'server/assets/cdn/games');
fs.rmSync(tileDir, { recursive: true, force: true });
let bytes = 0;
for (const tile of tiles) {
  const target = path.join(ROOT, tile.path);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const svg = gameTile(tile.art);
  fs.writeFileSync(target, svg);
  bytes += Buffer.byteLength(svg);
}
console.log(`${rows.length} games -> ${path.relative(ROOT, catalogue)}; ${tiles.length} tiles, ${(bytes / 1024).toFixed(0)} kB`);
