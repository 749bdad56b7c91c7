/**
 * Promotion covers (800 x 400, no text): a centred spotlight scene with the promotion's
 * illustration in the middle, so the web can show it whole on the detail page and cropped
 * to the centre on list cards and the register slider.
 */
import { C, blob } from './palette.mjs';
import { chipStack, coin, coinStack, roulette } from './casino.mjs';
import { clover, gem, seven } from './symbols.mjs';
import { bokeh, confetti, sparkles } from './decor.mjs';
import { giftBox, giftCard, star3d, trophy } from './gifts.mjs';
import { football, rocket } from './objects.mjs';
import { coinBurst, percentTag, signupBadge } from './banner-props.mjs';
import { Doc, circle, ellipse, g, path, rect, rng, sector } from './svg.mjs';

export const COVER_W = 800;
export const COVER_H = 400;
const CONFETTI = [C.gold, C.pink, C.cyan, C.emerald, '#ffffff', C.violet];

/** theme: { bg: [edge, mid, centre], glow, glow2, pattern: 'dots' | 'diamonds', patternColor, bokeh, seed } */
function coverScene(doc, theme, art) {
  const W = COVER_W;
  const H = COVER_H;
  const cx = W / 2;
  const cy = 190;
  const [edge, mid, centre] = theme.bg;
  const rand = rng(theme.seed);
  const layers = [];
  layers.push(
    rect(0, 0, W, H, {
      fill: doc.radial(
        [
          [0, centre],
          [0.55, mid],
          [1, edge],
        ],
        { cx, cy, r: 520, gradientUnits: 'userSpaceOnUse' },
      ),
    }),
  );
  layers.push(ellipse(cx, cy, 360, 250, { fill: blob(doc, theme.glow, 0.6) }));
  layers.push(circle(90, 40, 220, { fill: blob(doc, theme.glow2, 0.35) }));
  layers.push(circle(730, 360, 200, { fill: blob(doc, theme.glow2, 0.3) }));
  const wedges = [];
  for (let i = 0; i < 24; i += 1) {
    const a = 15 * i;
    wedges.push(sector(cx, cy, 0, 700, a, a + 6));
  }
  layers.push(
    path(wedges.join(''), {
      fill: doc.radial(
        [
          [0, '#ffffff', 0.14],
          [0.45, '#ffffff', 0.04],
          [1, '#ffffff', 0],
        ],
        { cx, cy, r: 480, gradientUnits: 'userSpaceOnUse' },
      ),
    }),
  );
  const tile =
    theme.pattern === 'dots'
      ? doc.pattern(22, 22, circle(11, 11, 1.3, { fill: theme.patternColor, fillOpacity: 0.5 }))
      : doc.pattern(
          36,
          36,
          path('M18,0L36,18L18,36L0,18Z', {
            fill: 'none',
            stroke: theme.patternColor,
            strokeOpacity: 0.3,
            strokeWidth: 1,
          }),
        );
  const fade = doc.mask(
    rect(0, 0, W, H, {
      fill: doc.radial(
        [
          [0, '#000'],
          [0.35, '#000'],
          [1, '#fff'],
        ],
        { cx, cy, r: 460, gradientUnits: 'userSpaceOnUse' },
      ),
    }),
  );
  layers.push(g({ mask: fade }, rect(0, 0, W, H, { fill: tile, opacity: 0.5 })));
  layers.push(bokeh(doc, rand, { x0: 0, x1: W, y0: 0, y1: H, n: 18, colors: theme.bokeh }));
  layers.push(ellipse(cx, 360, 300, 40, { fill: blob(doc, theme.glow, 0.45) }));
  layers.push(art(doc, rand));
  // a soft vignette keeps the edges calm when the card crops the cover
  layers.push(
    rect(0, 0, W, H, {
      fill: doc.radial(
        [
          [0, '#000000', 0],
          [0.7, '#000000', 0],
          [1, '#000000', 0.45],
        ],
        { cx, cy: H / 2, r: 520, gradientUnits: 'userSpaceOnUse' },
      ),
    }),
  );
  return doc.render(W, H, layers);
}

const COVERS = {
  welcome: {
    theme: {
      bg: ['#0a0620', '#2a0f5c', '#6a2a9c'],
      glow: '#ffb020',
      glow2: '#e040fb',
      pattern: 'diamonds',
      patternColor: '#ffd7ff',
      bokeh: [C.gold, C.pink],
      seed: 301,
    },
    art: (doc, rand) =>
      g(
        {},
        confetti(rand, { x0: 120, x1: 680, y0: 10, y1: 300, n: 40, colors: CONFETTI }),
        coinBurst(doc, rand, { x: 400, y: 175, n: 10, spread: 260, minR: 12, maxR: 24 }),
        giftBox(doc, { x: 400, y: 372, w: 180, h: 128, tone: 'purple', open: true }),
        coinStack(doc, { x: 215, y: 360, r: 36, n: 6, gap: 9, lean: -1.5 }),
        signupBadge(doc, 600, 290, 56),
        coin(doc, { x: 610, y: 110, r: 30, tilt: 0.7, rot: 20, shadow: true }),
        sparkles(doc, rand, { x0: 130, x1: 680, y0: 20, y1: 320, n: 14 }),
      ),
  },
  'first-deposit': {
    theme: {
      bg: ['#04121a', '#073a3a', '#0f7a5c'],
      glow: '#ffc53d',
      glow2: '#1ed49a',
      pattern: 'dots',
      patternColor: '#bfffe6',
      bokeh: [C.gold, C.emerald],
      seed: 302,
    },
    art: (doc, rand) =>
      g(
        {},
        coinBurst(doc, rand, { x: 400, y: 170, n: 12, spread: 320, minR: 12, maxR: 24, up: false }),
        coinStack(doc, { x: 300, y: 362, r: 40, n: 8, gap: 9, lean: 1 }),
        coinStack(doc, { x: 400, y: 366, r: 40, n: 10, gap: 9 }),
        coinStack(doc, { x: 500, y: 362, r: 40, n: 6, gap: 9, lean: -1 }),
        percentTag(doc, { x: 590, y: 130, s: 140, rot: -14 }),
        giftCard(doc, { x: 190, y: 170, w: 150, rot: -12, tone: 'green', symbol: 'gift' }),
        sparkles(doc, rand, { x0: 120, x1: 690, y0: 20, y1: 300, n: 12 }),
      ),
  },
  'daily-reload': {
    theme: {
      bg: ['#050a1c', '#0e1a54', '#1f4aa8'],
      glow: '#38d9ff',
      glow2: '#8c4dff',
      pattern: 'dots',
      patternColor: '#9fe8ff',
      bokeh: [C.cyan, C.violet],
      seed: 303,
    },
    art: (doc, rand) =>
      g(
        {},
        rocket(doc, { x: 400, y: 190, s: 230, rot: 35 }),
        coin(doc, { x: 220, y: 130, r: 34, tilt: 0.7, rot: -20, shadow: true }),
        coin(doc, { x: 590, y: 250, r: 40, tilt: 0.6, rot: 15, shadow: true }),
        coin(doc, { x: 250, y: 300, r: 26, tilt: 0.5, rot: 10 }),
        gem(doc, { x: 600, y: 100, s: 70, tone: 'blue' }),
        sparkles(doc, rand, { x0: 120, x1: 690, y0: 20, y1: 360, n: 14, color: '#e0f7ff' }),
      ),
  },
  'daily-mission': {
    theme: {
      bg: ['#1a0608', '#4a0f14', '#a0301a'],
      glow: '#ffc53d',
      glow2: '#ff3d5a',
      pattern: 'diamonds',
      patternColor: '#ffd8a0',
      bokeh: [C.gold, C.red],
      seed: 304,
    },
    art: (doc, rand) =>
      g(
        {},
        star3d(doc, { x: 400, y: 185, R: 120, ratio: 0.5 }),
        star3d(doc, { x: 225, y: 270, R: 52, ratio: 0.5, rot: -12, glow: false }),
        star3d(doc, { x: 580, y: 275, R: 60, ratio: 0.5, rot: 10, glow: false }),
        coin(doc, { x: 620, y: 110, r: 26, tilt: 0.6, rot: 18 }),
        coin(doc, { x: 185, y: 110, r: 22, tilt: 0.6, rot: -18 }),
        confetti(rand, { x0: 120, x1: 680, y0: 10, y1: 300, n: 26, colors: CONFETTI }),
        sparkles(doc, rand, { x0: 130, x1: 680, y0: 20, y1: 330, n: 12 }),
      ),
  },
  vip: {
    theme: {
      bg: ['#0a0604', '#2a1a06', '#6a4a10'],
      glow: '#ffd052',
      glow2: '#ff9f1c',
      pattern: 'diamonds',
      patternColor: '#ffe8a8',
      bokeh: [C.gold, '#ffffff'],
      seed: 305,
    },
    art: (doc, rand) =>
      g(
        {},
        trophy(doc, { x: 400, y: 350, s: 260 }),
        gem(doc, { x: 215, y: 270, s: 90, tone: 'purple' }),
        gem(doc, { x: 585, y: 270, s: 90, tone: 'red' }),
        gem(doc, { x: 620, y: 120, s: 54, tone: 'green' }),
        chipStack(doc, { x: 180, y: 370, r: 32, n: 3, tone: 'purple', gap: 8 }),
        coinStack(doc, { x: 625, y: 370, r: 32, n: 4, gap: 8 }),
        sparkles(doc, rand, { x0: 130, x1: 680, y0: 20, y1: 320, n: 16 }),
      ),
  },
  'weekend-cup': {
    theme: {
      bg: ['#03140a', '#0a3a1a', '#1a7a3a'],
      glow: '#ffe07a',
      glow2: '#1ed49a',
      pattern: 'dots',
      patternColor: '#d0ffe0',
      bokeh: [C.emerald, C.gold],
      seed: 306,
    },
    art: (doc, rand) =>
      g(
        {},
        roulette(doc, { x: 250, y: 300, r: 110 }),
        football(doc, { x: 540, y: 230, r: 95, rot: 18 }),
        clover(doc, { x: 400, y: 120, s: 90 }),
        seven(doc, { x: 640, y: 110, s: 70 }),
        chipStack(doc, { x: 670, y: 372, r: 30, n: 4, tone: 'red', gap: 8 }),
        confetti(rand, { x0: 120, x1: 680, y0: 10, y1: 260, n: 24, colors: CONFETTI }),
        sparkles(doc, rand, { x0: 130, x1: 680, y0: 20, y1: 330, n: 10 }),
      ),
  },
};

export const PROMOTION_COVER_NAMES = Object.keys(COVERS);

export function buildPromotionCovers() {
  return PROMOTION_COVER_NAMES.map((name) => {
    const doc = new Doc(`pr-${name}`);
    const { theme, art } = COVERS[name];
    return { path: `server/assets/cdn/promotions/${name}.svg`, content: coverScene(doc, theme, art) };
  });
}
