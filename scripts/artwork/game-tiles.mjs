/**
 * Game tiles (300 x 400, SVG): a gradient backdrop with light rays, one motif per game kind
 * (fruit, gem, dragon, cards, balls, fish, coins, ...) and the game's name set in a gold
 * display face. Drawn from the same primitives as the banners, seeded per game so every run
 * writes identical files.
 */
import { C, TONES, blob, goldLinear, shine, sphere } from './palette.mjs';
import { ball, card, cardFan, chip, chipStack, coin, coinStack, die, roulette } from './casino.mjs';
import { bell, cherries, clover, gem, seven, slotMachine } from './symbols.mjs';
import { sparkles } from './decor.mjs';
import { star3d, trophy } from './gifts.mjs';
import { bomb, bubble, controller, fish, football, rocket } from './objects.mjs';
import { minesBoard } from './banner-props.mjs';
import {
  Doc,
  FONT_STACK,
  circle,
  el,
  ellipse,
  escapeText,
  g,
  path,
  pd,
  polar,
  polygon,
  rect,
  rng,
  textWidth,
} from './svg.mjs';

export const TILE_W = 300;
export const TILE_H = 400;

/** Backdrops: [top, bottom, glow]. */
export const BACKDROPS = {
  violet: ['#3b1687', '#12062e', '#b77bff'],
  ruby: ['#8c0f2b', '#2a0410', '#ff6b6b'],
  emerald: ['#0b6b55', '#03211b', '#4dffc3'],
  ocean: ['#0a4f8f', '#041634', '#5ad8ff'],
  sunset: ['#b8421a', '#3a0c12', '#ffb347'],
  magenta: ['#8f1a8f', '#2a0630', '#ff7bf2'],
  midnight: ['#1b2a6b', '#060a1f', '#7aa2ff'],
  jade: ['#1f7a3a', '#06200f', '#b6ff7a'],
  gold: ['#8a5a06', '#2a1402', '#ffd36b'],
  teal: ['#0d6f7a', '#04202a', '#6ff7ff'],
  crimson: ['#6b0a3a', '#1e0312', '#ff4fa3'],
  steel: ['#2c3550', '#0b0e1d', '#c9cfdb'],
};

function rays(doc, cx, cy, color, n = 16) {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const a0 = (360 / n) * i;
    const [x1, y1] = polar(cx, cy, 420, a0);
    const [x2, y2] = polar(cx, cy, 420, a0 + 360 / n / 2);
    out.push(polygon([[cx, cy], [x1, y1], [x2, y2]], { fill: color, opacity: 0.07 }));
  }
  return g({}, out);
}

/** Point and unit normal on a cubic Bezier at t. */
function bezier([p0, p1, p2, p3], t) {
  const u = 1 - t;
  const pt = [0, 1].map((i) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i]);
  const d = [0, 1].map((i) => 3 * u * u * (p1[i] - p0[i]) + 6 * u * t * (p2[i] - p1[i]) + 3 * t * t * (p3[i] - p2[i]));
  const len = Math.hypot(d[0], d[1]) || 1;
  return { pt, n: [d[1] / len, -d[0] / len] };
}

function dragon(doc, rand, x, y, s) {
  // A coiled golden dragon (scaled S-curve with red spines along its back) round a flaming pearl.
  const P = (dx, dy) => [x + dx * s, y + dy * s];
  const segs = [
    [P(-0.62, 0.5), P(-0.95, -0.05), P(-0.3, -0.5), P(0, -0.15)],
    [P(0, -0.15), P(0.3, 0.2), P(0.72, 0.05), P(0.5, -0.42)],
  ];
  const body =
    pd`M${segs[0][0][0]},${segs[0][0][1]}` +
    segs.map(([, a, b, c]) => pd`C${a[0]},${a[1]} ${b[0]},${b[1]} ${c[0]},${c[1]}`).join('');
  const spines = [];
  const w = s * 0.1;
  for (const seg of segs) {
    for (let i = 1; i < 7; i += 1) {
      const { pt, n } = bezier(seg, i / 7);
      const base = [pt[0] + n[0] * w, pt[1] + n[1] * w];
      const tip = [pt[0] + n[0] * (w + s * 0.11), pt[1] + n[1] * (w + s * 0.11)];
      const side = [-n[1] * s * 0.045, n[0] * s * 0.045];
      spines.push(
        polygon(
          [
            [base[0] - side[0], base[1] - side[1]],
            tip,
            [base[0] + side[0], base[1] + side[1]],
          ],
          { fill: '#ff4a2e', stroke: '#7a1205', strokeWidth: 1.5, strokeLinejoin: 'round' },
        ),
      );
    }
  }
  const [hx, hy] = segs[1][3];
  const head = g(
    { transform: pd`translate(${hx} ${hy}) rotate(-20) scale(${s / 170})` },
    path('M-30,14C-36,-16 -8,-34 20,-26C40,-20 48,0 36,12C26,22 -4,26 -30,14Z', { fill: goldLinear(doc), stroke: '#7a3a00', strokeWidth: 3 }),
    path('M32,4C44,8 52,16 48,26C38,24 30,20 24,16Z', { fill: '#ffe7a0', stroke: '#7a3a00', strokeWidth: 2 }),
    path('M4,-26C0,-50 -14,-58 -28,-60M14,-24C20,-48 36,-54 48,-52', { stroke: '#ffd36b', strokeWidth: 6, fill: 'none', strokeLinecap: 'round' }),
    circle(12, -8, 6, { fill: '#ff2d2d', stroke: '#3a0000', strokeWidth: 2 }),
    circle(13.5, -9.5, 1.8, { fill: '#ffffff' }),
    path('M34,18C48,30 52,44 40,56M-24,18C-36,32 -48,36 -62,32', { stroke: '#ff8a1c', strokeWidth: 5, fill: 'none', strokeLinecap: 'round' }),
  );
  const [px, py] = P(-0.08, 0.12);
  const pearl = g(
    {},
    circle(px, py, s * 0.34, { fill: blob(doc, '#ff8a1c', 0.85) }),
    circle(px, py, s * 0.17, { fill: sphere(doc, ['#fffbe6', '#ffd36b', '#e07b00']) }),
    ellipse(px - s * 0.05, py - s * 0.06, s * 0.06, s * 0.035, { fill: shine(doc, 0.9) }),
  );
  return g(
    { filter: doc.shadow(0, 8, 8, '#000', 0.45) },
    pearl,
    spines,
    path(body, { stroke: '#6a2a00', strokeWidth: s * 0.23, fill: 'none', strokeLinecap: 'round' }),
    path(body, { stroke: goldLinear(doc), strokeWidth: s * 0.18, fill: 'none', strokeLinecap: 'round' }),
    path(body, { stroke: '#b8680a', strokeWidth: s * 0.16, fill: 'none', strokeLinecap: 'round', strokeDasharray: `${s * 0.02} ${s * 0.07}`, opacity: 0.55 }),
    path(body, { stroke: '#fff1b8', strokeWidth: s * 0.035, fill: 'none', strokeLinecap: 'round', opacity: 0.7, transform: pd`translate(${-s * 0.02} ${-s * 0.03})` }),
    head,
  );
}

const SUITS = ['spade', 'heart', 'diamond', 'club'];
const RANKS = ['A', 'K', 'Q', 'J'];

/** Motif painters: (doc, rand, x, y) draw the kind's artwork centred near (x, y). */
export const MOTIFS = {
  fruit: (doc, rand, x, y) =>
    g({}, bell(doc, { x: x - 62, y: y - 40, s: 70 }), seven(doc, { x: x + 64, y: y - 44, s: 72 }), cherries(doc, { x, y: y + 10, s: 150 })),
  gem: (doc, rand, x, y) => {
    const tones = ['green', 'blue', 'red', 'purple'];
    const a = rand.pick(tones);
    const b = rand.pick(tones.filter((t) => t !== a));
    return g({}, gem(doc, { x: x - 62, y: y + 30, s: 80, tone: b }), gem(doc, { x: x + 64, y: y + 34, s: 74, tone: b }), gem(doc, { x, y: y - 8, s: 150, tone: a }));
  },
  dragon: (doc, rand, x, y) => dragon(doc, rand, x + 6, y + 14, 165),
  cards: (doc, rand, x, y) => {
    const kind = rand.pick(SUITS);
    return g(
      {},
      cardFan(doc, { x, y: y - 70, w: 74, spread: 16, cards: RANKS.slice().reverse().map((rank) => ({ kind, rank })) }),
      chipStack(doc, { x: x - 80, y: y + 88, r: 28, n: 4, tone: rand.pick(['red', 'purple', 'black']), gap: 7 }),
      chipStack(doc, { x: x + 84, y: y + 92, r: 26, n: 3, tone: rand.pick(['blue', 'green', 'gold']), gap: 7 }),
    );
  },
  baccarat: (doc, rand, x, y) =>
    g(
      {},
      card(doc, { x: x - 46, y: y - 6, w: 92, rot: -12, kind: rand.pick(SUITS), rank: 'K' }),
      card(doc, { x: x + 46, y: y - 14, w: 92, rot: 10, kind: rand.pick(SUITS), rank: 'A' }),
      chip(doc, { x: x + 2, y: y + 92, r: 40, tone: rand.pick(['red', 'gold', 'purple']), tilt: 0.5, shadow: true }),
    ),
  roulette: (doc, rand, x, y) => g({}, roulette(doc, { x, y: y + 10, r: 118, tilt: 0.5, ballAngle: rand.range(-120, -30) })),
  balls: (doc, rand, x, y) => {
    const tones = ['red', 'blue', 'green', 'gold', 'purple', 'orange'];
    const nums = [3, 7, 11, 18, 25, 36, 42, 8, 21];
    return g(
      {},
      ball(doc, { x: x - 64, y: y + 40, r: 44, tone: rand.pick(tones), num: String(rand.pick(nums)), shadow: true }),
      ball(doc, { x: x + 66, y: y + 44, r: 42, tone: rand.pick(tones), num: String(rand.pick(nums)), shadow: true }),
      ball(doc, { x, y: y - 22, r: 62, tone: rand.pick(tones), num: String(rand.pick(nums)), shadow: true }),
    );
  },
  fish: (doc, rand, x, y) => {
    const tones = ['orange', 'gold', 'cyan', 'magenta', 'red'];
    return g(
      {},
      fish(doc, { x: x - 40, y: y + 60, s: 90, tone: rand.pick(tones), flip: true }),
      fish(doc, { x: x + 60, y: y - 70, s: 70, tone: rand.pick(tones) }),
      fish(doc, { x: x + 8, y: y + 2, s: 170, tone: rand.pick(tones), rot: -8 }),
      bubble(doc, x - 90, y - 60, 10),
      bubble(doc, x - 70, y - 92, 6),
      bubble(doc, x + 100, y + 40, 8),
    );
  },
  coins: (doc, rand, x, y) =>
    g(
      {},
      coinStack(doc, { x: x - 66, y: y + 96, r: 40, n: 5, gap: 10 }),
      coinStack(doc, { x: x + 70, y: y + 100, r: 36, n: 3, gap: 10 }),
      coin(doc, { x, y: y - 18, r: 82, symbol: 'star', shadow: true }),
    ),
  clover: (doc, rand, x, y) =>
    g({}, coin(doc, { x: x - 78, y: y + 78, r: 34, tilt: 0.6, rot: -18 }), coin(doc, { x: x + 82, y: y + 70, r: 30, tilt: 0.7, rot: 16 }), clover(doc, { x, y: y - 10, s: 190, fill: undefined })),
  sevens: (doc, rand, x, y) =>
    g({}, seven(doc, { x: x - 70, y: y + 14, s: 110 }), seven(doc, { x: x + 70, y: y + 14, s: 110 }), seven(doc, { x, y: y - 10, s: 160 })),
  chips: (doc, rand, x, y) =>
    g(
      {},
      chipStack(doc, { x: x - 70, y: y + 90, r: 40, n: 6, tone: 'red', gap: 9 }),
      chipStack(doc, { x: x + 70, y: y + 96, r: 40, n: 4, tone: 'black', gap: 9 }),
      chip(doc, { x, y: y - 30, r: 74, tone: rand.pick(['purple', 'blue', 'green']), shadow: true }),
    ),
  dice: (doc, rand, x, y) =>
    g(
      {},
      die(doc, { x: x - 56, y: y + 40, s: 78, faces: [6, 3, 2], rot: -8 }),
      die(doc, { x: x + 56, y: y + 30, s: 70, faces: [4, 1, 5], tone: 'purple', rot: 10 }),
      die(doc, { x: x + 2, y: y - 50, s: 64, faces: [5, 2, 3], tone: 'emerald', rot: 4 }),
    ),
  football: (doc, rand, x, y) => g({}, trophy(doc, { x: x + 70, y: y + 110, s: 110 }), football(doc, { x: x - 20, y: y + 4, r: 86, rot: rand.range(0, 60) })),
  esports: (doc, rand, x, y) => g({}, controller(doc, { x, y: y + 10, s: 210, rot: -8, neon: rand.pick([C.cyan, C.magenta, C.emerald]) })),
  rocket: (doc, rand, x, y) => g({}, rocket(doc, { x, y, s: 200, rot: 35 })),
  mines: (doc, rand, x, y) => g({}, minesBoard(doc, { x, y: y + 70, c: 36 }), bomb(doc, { x: x + 70, y: y - 70, r: 38 })),
  slot: (doc, rand, x, y) =>
    g(
      {},
      slotMachine(doc, {
        x,
        y: y - 118,
        w: 190,
        symbols: [
          ['bell', 'seven', 'gem'],
          ['cherry', 'seven', 'clover'],
          ['gemBlue', 'seven', 'bell'],
        ],
      }),
    ),
  star: (doc, rand, x, y) =>
    g({}, star3d(doc, { x: x - 78, y: y + 70, R: 36, rot: -12 }), star3d(doc, { x: x + 78, y: y + 64, R: 32, rot: 14 }), star3d(doc, { x, y: y - 8, R: 96 })),
  trophy: (doc, rand, x, y) => g({}, trophy(doc, { x, y: y + 110, s: 220 })),
};
export const MOTIF_KINDS = Object.keys(MOTIFS);

/** Splits a name into at most two lines of similar width. */
function lines(name) {
  const words = name.split(/\s+/);
  if (name.length <= 12 || words.length === 1) return [name];
  let best = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      best = [a, b];
      bestDiff = diff;
    }
  }
  return best;
}

function title(doc, name, cy) {
  const rows = lines(name.toUpperCase());
  const size = rows.length === 1 ? 38 : 32;
  const fill = doc.linear([
    [0, '#fffbe6'],
    [0.45, '#ffd36b'],
    [1, '#f08a00'],
  ]);
  const out = [];
  rows.forEach((row, i) => {
    const y = cy + (i - (rows.length - 1) / 2) * (size * 1.02) + size * 0.36;
    const natural = textWidth(row, size, 1);
    const fit = natural > 268 ? { textLength: 268, lengthAdjust: 'spacingAndGlyphs' } : {};
    const common = {
      x: TILE_W / 2,
      y,
      fontFamily: FONT_STACK,
      fontSize: size,
      fontWeight: 900,
      textAnchor: 'middle',
      letterSpacing: 1,
      ...fit,
    };
    out.push(el('text', { ...common, fill: 'none', stroke: '#2a1000', strokeWidth: 7, strokeLinejoin: 'round' }, escapeText(row)));
    out.push(el('text', { ...common, fill }, escapeText(row)));
  });
  return g({ filter: doc.shadow(0, 3, 3, '#000', 0.6) }, out);
}

/** One tile: { name (English display title), kind, backdrop, seed }. */
export function gameTile({ name, kind, backdrop, seed }) {
  const doc = new Doc(`t${seed}`);
  const rand = rng(seed);
  const [top, bottom, glow] = BACKDROPS[backdrop];
  const motif = MOTIFS[kind];
  if (!motif) throw new Error(`unknown motif ${kind}`);
  const cx = TILE_W / 2;
  const cy = 158;
  const body = [
    rect(0, 0, TILE_W, TILE_H, { fill: doc.linear([[0, top], [1, bottom]]) }),
    rays(doc, cx, cy, glow),
    circle(cx, cy, 190, { fill: blob(doc, glow, 0.55) }),
    sparkles(doc, rand, { x0: 16, x1: TILE_W - 16, y0: 16, y1: 250, n: 9, color: '#fff6d6', min: 3, max: 9 }),
    g({ transform: pd`rotate(${rand.range(-5, 5)} ${cx} ${cy}) translate(${cx} ${cy}) scale(${rand.range(0.9, 1.04)}) translate(${-cx} ${-cy})` }, motif(doc, rand, cx, cy)),
    rect(0, 250, TILE_W, 150, { fill: doc.linear([[0, bottom, 0], [0.45, bottom, 0.85], [1, bottom, 1]]) }),
    title(doc, name, 326),
    // A fine inner frame (the lobby draws vendor, hot badge and heart over the tile).
    rect(3, 3, TILE_W - 6, TILE_H - 6, { rx: 18, fill: 'none', stroke: glow, strokeOpacity: 0.35, strokeWidth: 2 }),
  ];
  return doc.render(TILE_W, TILE_H, body, { role: 'img', 'aria-label': name });
}

export { TONES };
