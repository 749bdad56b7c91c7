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

// Words: [en, pt, zh]; names in the other locales: pt-BR = pt, id/th/vi = en (brand-style titles).
const ADJ = [
  ['Golden', 'de Ouro', '黄金'],
  ['Lucky', 'da Sorte', '幸运'],
  ['Wild', 'Selvagem', '狂野'],
  ['Royal', 'Real', '皇家'],
  ['Fortune', 'da Fortuna', '财富'],
  ['Diamond', 'de Diamante', '钻石'],
  ['Fire', 'de Fogo', '火焰'],
  ['Crystal', 'de Cristal', '水晶'],
  ['Imperial', 'Imperial', '帝国'],
  ['Happy', 'Feliz', '快乐'],
  ['Grand', 'Grande', '至尊'],
  ['Super', 'Super', '超级'],
  ['Mega', 'Mega', '巨型'],
  ['Neon', 'Neon', '霓虹'],
  ['Mystic', 'Mística', '神秘'],
];
// kind -> nouns [en, pt, zh]
const NOUNS = {
  fruit: [['Fruits', 'Frutas', '水果'], ['Cherries', 'Cerejas', '樱桃'], ['Fruit Party', 'Festa das Frutas', '水果派对'], ['Bells', 'Sinos', '铃铛'], ['Melons', 'Melões', '西瓜']],
  gem: [['Gems', 'Gemas', '宝石'], ['Jewels', 'Joias', '珠宝'], ['Emeralds', 'Esmeraldas', '翡翠'], ['Rubies', 'Rubis', '红宝石'], ['Treasures', 'Tesouros', '宝藏']],
  dragon: [['Dragon', 'Dragão', '巨龙'], ['Dragon Pearl', 'Pérola do Dragão', '龙珠'], ['Dragon Gate', 'Portal do Dragão', '龙门'], ['Dragon Legend', 'Lenda do Dragão', '龙之传说']],
  coins: [['Coins', 'Moedas', '金币'], ['Riches', 'Riquezas', '财宝'], ['Jackpot', 'Jackpot', '奖池'], ['Gold Rush', 'Corrida do Ouro', '淘金热']],
  clover: [['Clover', 'Trevo', '四叶草'], ['Luck', 'Sorte', '好运'], ['Leprechaun', 'Duende', '小矮人']],
  sevens: [['Sevens', 'Setes', '七'], ['Hot 7s', '7s Quentes', '火热七'], ['Triple 7', '7 Triplo', '三重七']],
  star: [['Stars', 'Estrelas', '星星'], ['Starlight', 'Luz Estelar', '星光'], ['Shooting Star', 'Estrela Cadente', '流星']],
  fish: [['Fishing', 'Pesca', '捕鱼'], ['Ocean King', 'Rei do Oceano', '海王'], ['Fish Hunter', 'Caçador de Peixes', '捕鱼猎人'], ['Koi', 'Carpa Koi', '锦鲤'], ['Deep Sea', 'Mar Profundo', '深海']],
  balls: [['Bingo', 'Bingo', '宾果'], ['Keno', 'Keno', '基诺'], ['Lotto Balls', 'Bolas da Sorte', '乐透球']],
};
const SLOT_KINDS = ['fruit', 'gem', 'dragon', 'coins', 'clover', 'sevens', 'star', 'balls'];
const BACKDROP_NAMES = Object.keys(BACKDROPS);
const LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024];

const names = (en, pt, zh) => ({ en, pt, 'pt-BR': pt, zh, id: en, th: en, vi: en });
/** Adjective + noun in each language (pt: noun then adjective; 'Super'/'Mega' lead). */
function compose([aEn, aPt, aZh], [nEn, nPt, nZh]) {
  const lead = aPt === 'Super' || aPt === 'Mega' || aPt === 'Neon';
  return names(`${aEn} ${nEn}`, lead ? `${aPt} ${nPt}` : `${nPt} ${aPt}`, `${aZh}${nZh}`);
}

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
  ['BACCARAT', 'baccarat', ['Speed Baccarat', 'Bacará Rápido', '极速百家乐']],
  ['BACCARAT', 'baccarat', ['Squeeze Baccarat', 'Bacará Squeeze', '咪牌百家乐']],
  ['ROULETTE', 'roulette', ['Lightning Roulette', 'Roleta Relâmpago', '闪电轮盘']],
  ['ROULETTE', 'roulette', ['Auto Roulette', 'Roleta Automática', '自动轮盘']],
  ['BLACKJACK', 'cards', ['Blackjack VIP', 'Blackjack VIP', '贵宾二十一点']],
  ['BLACKJACK', 'cards', ['Infinite Blackjack', 'Blackjack Infinito', '无限二十一点']],
  ['SICBO', 'dice', ['Super Sic Bo', 'Super Sic Bo', '超级骰宝']],
  ['DRAGON_TIGER', 'dragon', ['Dragon Tiger', 'Dragão e Tigre', '龙虎']],
  ['GAME_SHOW', 'star', ['Money Wheel', 'Roda da Fortuna', '幸运转盘']],
];
for (const vendor of ['EVO', 'BGS', 'PT', 'SEXY']) {
  const vendorLabel = { EVO: 'Evolution', BGS: 'BG', PT: 'Playtech', SEXY: 'Sexy' }[vendor];
  add(
    {
      gameType: 'LIVE',
      vendor,
      gameClassify: 'GAME_SHOW',
      gameName: names(`${vendorLabel} Live Lobby`, `Lobby ao Vivo ${vendorLabel}`, `${vendorLabel} 真人大厅`),
      minBet: '1.00',
      isGame: 'VASSALAGE',
      isHot: vendor === 'EVO',
    },
    { kind: 'chips', backdrop: 'crimson' },
  );
  for (const [classify, kind, [en, pt, zh]] of LIVE_TABLES) {
    const label = `${en} ${vendor === 'EVO' ? '' : vendorLabel}`.trim();
    if (used.has(label)) continue;
    used.add(label);
    add(
      {
        gameType: 'LIVE',
        vendor,
        gameClassify: classify,
        gameName: names(label, vendor === 'EVO' ? pt : `${pt} ${vendorLabel}`, vendor === 'EVO' ? zh : `${vendorLabel}${zh}`),
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
  ['POKER', 'cards', ["Texas Hold'em", "Texas Hold'em", '德州扑克']],
  ['POKER', 'chips', ['Omaha Poker', 'Pôquer Omaha', '奥马哈扑克']],
  ['NIUNIU', 'cards', ['Bull Bull', 'Niu Niu', '抢庄牛牛']],
  ['TEEN_PATTI', 'cards', ['Teen Patti', 'Teen Patti', '印度炸金花']],
  ['MAHJONG', 'dragon', ['Mahjong Battle', 'Batalha de Mahjong', '二人麻将']],
  ['RUMMY', 'cards', ['Rummy', 'Rummy', '拉米']],
  ['BLACKJACK', 'cards', ['Blackjack Duel', 'Duelo de Blackjack', '二十一点对决']],
  ['POKER', 'chips', ['Short Deck', 'Short Deck', '短牌']],
  ['NIUNIU', 'coins', ['Golden Flower', 'Flor de Ouro', '炸金花']],
  ['MAHJONG', 'gem', ['Mahjong Ways', 'Caminhos do Mahjong', '麻将之路']],
];
for (const vendor of ['KY', 'JL', 'V8']) {
  PVP_GAMES.forEach(([classify, kind, [en, pt, zh]], i) => {
    const suffix = { KY: 'KY', JL: 'JILI', V8: 'V8' }[vendor];
    add(
      {
        gameType: 'PVP',
        vendor,
        gameClassify: classify,
        gameName: names(`${en} ${suffix}`, `${pt} ${suffix}`, `${zh} ${suffix}`),
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
  add({ gameType: 'SPORTS', vendor, gameClassify: 'SPORTSBOOK', gameName: names(`${label} Sportsbook`, `Apostas Esportivas ${label}`, `${label} 体育`), minBet: '1.00', isHot: vendor === 'SABA' }, { kind: 'football', backdrop: 'jade' });
  add({ gameType: 'SPORTS', vendor, gameClassify: 'VIRTUAL', gameName: names(`${label} Virtual Football`, `Futebol Virtual ${label}`, `${label} 虚拟足球`), minBet: '0.50', demo: true }, { kind: 'football', backdrop: 'emerald' });
  add({ gameType: 'SPORTS', vendor, gameClassify: 'VIRTUAL', gameName: names(`${label} Virtual Cup`, `Copa Virtual ${label}`, `${label} 虚拟杯赛`), minBet: '0.50', demo: true }, { kind: 'trophy', backdrop: 'gold' });
}
for (const [vendor, label] of [['IA', 'IA'], ['TF', 'TF'], ['IMES', 'IM']]) {
  add({ gameType: 'ESPORTS', vendor, gameClassify: 'ESPORTSBOOK', gameName: names(`${label} Esports`, `${label} eSports`, `${label} 电竞`), minBet: '1.00', isHot: vendor === 'TF', isGame: 'VASSALAGE' }, { kind: 'esports', backdrop: 'violet' });
  add({ gameType: 'ESPORTS', vendor, gameClassify: 'ESPORTSBOOK', gameName: names(`${label} Arena`, `Arena ${label}`, `${label} 竞技场`), minBet: '1.00' }, { kind: 'esports', backdrop: 'magenta' });
  add({ gameType: 'ESPORTS', vendor, gameClassify: 'VIRTUAL', gameName: names(`${label} Champions`, `Campeões ${label}`, `${label} 冠军`), minBet: '0.50', demo: true }, { kind: 'trophy', backdrop: 'midnight' });
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
