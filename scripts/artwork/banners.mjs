/**
 * The 18 page banners (1200 x 400, no text). Each entry is a theme for the
 * backdrop plus an illustration drawn on the right-hand side.
 */
import { C, blob, goldLinear, goldMetal } from './palette.mjs';
import { ball, card, cardFan, chip, chipStack, coin, coinStack, die, roulette } from './casino.mjs';
import { bell, cherries, clover, gem, reels, seven, slotMachine } from './symbols.mjs';
import { confetti, hexPath, sparkles } from './decor.mjs';
import { giftBox, giftCard, shoppingBag, star3d, trophy } from './gifts.mjs';
import {
  bubble,
  controller,
  fish,
  football,
  headset,
  lotteryGlobe,
  shield,
  speechBubble,
} from './objects.mjs';
import {
  coinBurst,
  crashChart,
  downloadBadge,
  hashBlocks,
  liveBadge,
  marquee,
  minesBoard,
  neonFloor,
  percentTag,
  pitch,
  qrBlock,
  signupBadge,
  underwater,
} from './banner-props.mjs';
import { phone } from './devices.mjs';
import { bannerScene } from './scene.mjs';
import { Doc, circle, ellipse, g, path, polar, polygon, rect, strokeText } from './svg.mjs';
const CONFETTI = [C.gold, C.pink, C.cyan, C.emerald, '#ffffff', C.violet];

const BANNERS = {
  'home-1': {
    theme: {
      bg: ['#0a0620', '#2a0f5c', '#5a1a8c'],
      glow: '#ff9f1c',
      glow2: '#e040fb',
      pattern: 'diamonds',
      bokeh: [C.gold, C.pink],
      seed: 11,
    },
    art: (doc, rand) =>
      g(
        {},
        coinStack(doc, { x: 690, y: 352, r: 40, n: 7, gap: 9, lean: 1.5 }),
        coinStack(doc, { x: 1065, y: 356, r: 36, n: 4, gap: 9 }),
        coinBurst(doc, rand, { x: 860, y: 190, n: 11, spread: 180, minR: 14, maxR: 30 }),
        giftBox(doc, { x: 850, y: 352, w: 200, h: 145, tone: 'red', open: true }),
        chipStack(doc, { x: 1145, y: 370, r: 34, n: 3, tone: 'purple', gap: 8 }),
        sparkles(doc, rand, { x0: 620, x1: 1180, y0: 20, y1: 300, n: 12 }),
        confetti(rand, { x0: 620, x1: 1190, y0: 10, y1: 260, n: 30, colors: CONFETTI }),
      ),
  },
  'home-2': {
    theme: {
      bg: ['#0c0418', '#3a0a2e', '#7a0f3a'],
      glow: '#ffb020',
      glow2: '#ff3d5a',
      pattern: 'dots',
      patternColor: '#ffd052',
      bokeh: [C.gold, C.red],
      seed: 22,
    },
    art: (doc, rand) =>
      g(
        {},
        coinBurst(doc, rand, { x: 900, y: 210, n: 14, spread: 300, minR: 12, maxR: 26, up: false }),
        g(
          { filter: doc.shadow(0, 16, 18, '#000', 0.6) },
          rect(640, 88, 520, 250, {
            rx: 26,
            fill: doc.linear([
              [0, '#5b21b6'],
              [1, '#1e0752'],
            ]),
            stroke: goldLinear(doc),
            strokeWidth: 6,
          }),
          reels(doc, {
            x: 662,
            y: 132,
            w: 476,
            h: 186,
            reels: [
              ['cherry', 'seven', 'bell'],
              ['gem', 'seven', 'clover'],
              ['bell', 'seven', 'cherry'],
            ],
          }),
          marquee(doc, 700, 60, 400, 50, 16),
          g(
            { filter: doc.glow(6) },
            polygon(
              [
                [900, 46],
                [912, 72],
                [940, 74],
                [918, 92],
                [926, 120],
                [900, 104],
                [874, 120],
                [882, 92],
                [860, 74],
                [888, 72],
              ],
              { fill: goldLinear(doc) },
            ),
          ),
        ),
        coinStack(doc, { x: 640, y: 372, r: 34, n: 5, gap: 8 }),
        coinStack(doc, { x: 1160, y: 372, r: 30, n: 6, gap: 8 }),
        sparkles(doc, rand, { x0: 620, x1: 1190, y0: 20, y1: 380, n: 14 }),
      ),
  },
  'home-3': {
    theme: {
      bg: ['#050b18', '#0a2a2a', '#0f4a3a'],
      glow: '#1ed49a',
      glow2: '#ffc53d',
      pattern: 'diamonds',
      patternColor: '#8ff5c8',
      bokeh: [C.emerald, C.gold],
      cy: 220,
      seed: 33,
    },
    art: (doc, rand) =>
      g(
        {},
        roulette(doc, { x: 880, y: 230, r: 250, tilt: 0.4, ballAngle: -70 }),
        card(doc, { x: 1100, y: 120, w: 96, rot: 14, kind: 'spade', rank: 'A' }),
        card(doc, { x: 1040, y: 110, w: 96, rot: -6, kind: 'heart', rank: 'K' }),
        chipStack(doc, { x: 690, y: 360, r: 40, n: 5, tone: 'red', gap: 9 }),
        chipStack(doc, { x: 775, y: 378, r: 36, n: 3, tone: 'black', gap: 9 }),
        chipStack(doc, { x: 1110, y: 370, r: 40, n: 4, tone: 'green', gap: 9 }),
        chip(doc, { x: 1000, y: 352, r: 32, tone: 'blue', tilt: 0.5, rot: -10 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 200, n: 10 }),
      ),
  },
  'home-4': {
    theme: {
      bg: ['#040a1a', '#0a1f3d', '#0b3d4a'],
      glow: '#38d9ff',
      glow2: '#1ed49a',
      pattern: 'hex',
      patternColor: '#38d9ff',
      bokeh: [C.cyan, C.emerald],
      cx: 900,
      seed: 44,
    },
    art: (doc, rand) =>
      g(
        {},
        hashBlocks(doc, rand),
        path(hexPath(960, 190, 150), {
          fill: 'none',
          stroke: '#38d9ff',
          strokeOpacity: 0.35,
          strokeWidth: 2,
        }),
        path(hexPath(960, 190, 175), {
          fill: 'none',
          stroke: '#1ed49a',
          strokeOpacity: 0.2,
          strokeWidth: 1.5,
          strokeDasharray: '6 8',
        }),
        shield(doc, { x: 960, y: 185, s: 118 }),
        die(doc, { x: 760, y: 285, s: 62, faces: [6, 3, 5], tone: 'red', rot: -8 }),
        die(doc, { x: 1115, y: 300, s: 50, faces: [4, 1, 2], tone: 'white', rot: 10 }),
        die(doc, { x: 835, y: 110, s: 34, faces: [1, 5, 3], tone: 'purple', rot: 16 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 380, n: 10, color: '#bff4ff' }),
      ),
  },
  'rng-1': {
    theme: {
      bg: ['#0b0622', '#2a0f4e', '#6a2a1a'],
      glow: '#ffb020',
      glow2: '#e040fb',
      pattern: 'dots',
      patternColor: '#ffd052',
      bokeh: [C.gold, C.magenta],
      seed: 55,
    },
    art: (doc, rand) =>
      g(
        {},
        slotMachine(doc, {
          x: 895,
          y: 34,
          w: 250,
          symbols: [
            ['bell', 'seven', 'gem'],
            ['cherry', 'seven', 'clover'],
            ['gemBlue', 'seven', 'bell'],
          ],
        }),
        cherries(doc, { x: 700, y: 130, s: 90 }),
        gem(doc, { x: 1120, y: 120, s: 70, tone: 'blue' }),
        gem(doc, { x: 690, y: 300, s: 54, tone: 'purple' }),
        seven(doc, { x: 1125, y: 280, s: 70 }),
        coinStack(doc, { x: 770, y: 372, r: 30, n: 4, gap: 8 }),
        coin(doc, { x: 1060, y: 360, r: 26, tilt: 0.45, rot: -10 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 380, n: 12 }),
      ),
  },
  'rng-2': {
    theme: {
      bg: ['#070620', '#1a0f52', '#5a0f6a'],
      glow: '#ffc53d',
      glow2: '#e040fb',
      pattern: 'diamonds',
      patternColor: '#ffd052',
      bokeh: [C.gold, C.magenta],
      cx: 900,
      cy: 195,
      seed: 59,
    },
    art: (doc, rand) => {
      const bulbs = [];
      for (let i = 0; i < 28; i += 1) {
        const [bx, by] = polar(900, 195, 166, (360 / 28) * i);
        bulbs.push(circle(bx, by, 4.2, { fill: i % 2 ? '#fff7d6' : C.gold }));
      }
      return g(
        {},
        circle(900, 195, 166, {
          fill: doc.radial([
            [0, '#2e1568'],
            [1, '#12052e'],
          ]),
          stroke: goldMetal(doc),
          strokeWidth: 16,
          filter: doc.shadow(0, 14, 16, '#000', 0.55),
        }),
        circle(900, 195, 145, {
          fill: 'none',
          stroke: '#ffd052',
          strokeOpacity: 0.4,
          strokeWidth: 2,
        }),
        g({ filter: doc.glow(3) }, bulbs),
        g({ transform: 'rotate(-12 800 215)' }, seven(doc, { x: 800, y: 215, s: 130 })),
        g({ transform: 'rotate(12 1000 215)' }, seven(doc, { x: 1000, y: 215, s: 130 })),
        seven(doc, { x: 900, y: 195, s: 160 }),
        cherries(doc, { x: 690, y: 110, s: 86 }),
        bell(doc, { x: 1125, y: 90, s: 70 }),
        gem(doc, { x: 1135, y: 300, s: 64 }),
        clover(doc, { x: 690, y: 310, s: 64 }),
        coinStack(doc, { x: 800, y: 380, r: 30, n: 3, gap: 8 }),
        coinStack(doc, { x: 1010, y: 385, r: 28, n: 5, gap: 8 }),
        coin(doc, { x: 1060, y: 355, r: 22, tilt: 0.5, rot: 20 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 380, n: 14 }),
      );
    },
  },
  'live-1': {
    theme: {
      bg: ['#050b18', '#0b2236', '#0d4a3e'],
      glow: '#1ed49a',
      glow2: '#ffc53d',
      pattern: 'diamonds',
      patternColor: '#8ff5c8',
      bokeh: [C.emerald, C.gold],
      cy: 230,
      seed: 66,
    },
    art: (doc, rand) =>
      g(
        {},
        ellipse(900, 470, 520, 200, {
          fill: doc.radial([
            [0, '#1b9a5c'],
            [0.7, '#0e6a3c'],
            [1, '#063a20'],
          ]),
          stroke: goldMetal(doc),
          strokeWidth: 10,
        }),
        ellipse(900, 470, 430, 150, {
          fill: 'none',
          stroke: '#ffe07a',
          strokeOpacity: 0.35,
          strokeWidth: 2,
        }),
        roulette(doc, { x: 1075, y: 190, r: 100, tilt: 0.42 }),
        card(doc, { x: 820, y: 230, w: 104, rot: -12, kind: 'spade', rank: 'A' }),
        card(doc, { x: 915, y: 218, w: 104, rot: 8, kind: 'heart', rank: 'K' }),
        chipStack(doc, { x: 690, y: 368, r: 38, n: 5, tone: 'red', gap: 9 }),
        chipStack(doc, { x: 1010, y: 372, r: 36, n: 3, tone: 'blue', gap: 9 }),
        chipStack(doc, { x: 1100, y: 385, r: 34, n: 6, tone: 'black', gap: 9 }),
        liveBadge(doc, 770, 86, 36),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 200, n: 8 }),
      ),
  },
  'fish-1': {
    theme: {
      bg: ['#021018', '#03304a', '#05607a'],
      glow: '#38d9ff',
      glow2: '#1ed49a',
      bokeh: [C.cyan],
      rays: false,
      cy: 180,
      floor: '#ffc53d',
      seed: 77,
    },
    art: (doc, rand) => {
      const bubbles = [];
      for (let i = 0; i < 26; i += 1)
        bubbles.push(bubble(doc, rand.range(600, 1190), rand.range(20, 360), rand.range(3, 14)));
      return g(
        {},
        underwater(doc, rand),
        coinStack(doc, { x: 1050, y: 376, r: 24, n: 3, gap: 7 }),
        coin(doc, { x: 1000, y: 382, r: 20, tilt: 0.4 }),
        gem(doc, { x: 1100, y: 368, s: 34, tone: 'red' }),
        fish(doc, { x: 900, y: 190, s: 300, tone: 'gold', stripes: false, rot: -6 }),
        g(
          { filter: doc.glow(3) },
          circle(930, 185, 62, {
            fill: 'none',
            stroke: '#ff3d5a',
            strokeWidth: 3,
            strokeDasharray: '26 12',
          }),
          path('M930,111L930,137M930,233L930,259M856,185L882,185M978,185L1004,185', {
            stroke: '#ff3d5a',
            strokeWidth: 3,
            strokeLinecap: 'round',
          }),
          circle(930, 185, 4, { fill: '#ff3d5a' }),
        ),
        fish(doc, { x: 700, y: 110, s: 110, tone: 'orange', rot: 8 }),
        fish(doc, { x: 1120, y: 90, s: 90, tone: 'blue', flip: true, rot: -10 }),
        fish(doc, { x: 1110, y: 300, s: 120, tone: 'magenta', flip: true, stripes: false }),
        fish(doc, { x: 720, y: 300, s: 80, tone: 'green', rot: -12 }),
        bubbles,
      );
    },
  },
  'pvp-1': {
    theme: {
      bg: ['#0a0620', '#1e0f4a', '#0d4a3e'],
      glow: '#8c4dff',
      glow2: '#1ed49a',
      pattern: 'diamonds',
      bokeh: [C.violet, C.emerald],
      seed: 88,
    },
    art: (doc, rand) =>
      g(
        {},
        ellipse(900, 300, 300, 70, { fill: blob(doc, '#1ed49a', 0.35) }),
        cardFan(doc, {
          x: 900,
          y: 150,
          w: 122,
          spread: 13,
          cards: [
            { kind: 'spade', rank: 'J' },
            { kind: 'spade', rank: 'Q' },
            { kind: 'spade', rank: 'K' },
            { kind: 'spade', rank: 'A' },
          ],
        }),
        chipStack(doc, { x: 690, y: 360, r: 40, n: 6, tone: 'purple', gap: 9 }),
        chipStack(doc, { x: 765, y: 380, r: 36, n: 3, tone: 'red', gap: 9 }),
        chipStack(doc, { x: 1100, y: 365, r: 40, n: 5, tone: 'black', gap: 9 }),
        chipStack(doc, { x: 1030, y: 385, r: 34, n: 2, tone: 'gold', gap: 9 }),
        chip(doc, { x: 1120, y: 110, r: 34, tone: 'green', tilt: 0.7, rot: 25, center: 'spade' }),
        chip(doc, { x: 860, y: 340, r: 34, tone: 'blue', tilt: 0.45, rot: -8, shadow: true }),
        chip(doc, { x: 935, y: 362, r: 34, tone: 'red', tilt: 0.45, rot: 6, shadow: true }),
        chip(doc, { x: 905, y: 318, r: 30, tone: 'gold', tilt: 0.45, rot: 12, shadow: true }),
        chip(doc, { x: 690, y: 120, r: 28, tone: 'red', tilt: 0.6, rot: -30 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 300, n: 10 }),
      ),
  },
  'sports-1': {
    theme: {
      bg: ['#040b14', '#0a2a22', '#0f4a30'],
      glow: '#1ed49a',
      glow2: '#ffffff',
      glow2x: 1120,
      glow2y: 20,
      bokeh: ['#ffffff', C.emerald],
      cy: 160,
      seed: 99,
    },
    art: (doc, rand) =>
      g(
        {},
        circle(700, 20, 90, { fill: blob(doc, '#ffffff', 0.5) }),
        pitch(doc),
        path('M740,200L820,200M720,232L806,232M748,264L820,264', {
          stroke: '#ffffff',
          strokeOpacity: 0.5,
          strokeWidth: 5,
          strokeLinecap: 'round',
        }),
        ellipse(930, 330, 90, 16, { fill: '#000', fillOpacity: 0.4, filter: doc.blur(8) }),
        football(doc, { x: 935, y: 220, r: 105, rot: 12 }),
        trophy(doc, { x: 1110, y: 330, s: 130 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 200, n: 8 }),
      ),
  },
  'esports-1': {
    theme: {
      bg: ['#05051a', '#1a0a3d', '#3a0a5a'],
      glow: '#e040fb',
      glow2: '#38d9ff',
      pattern: 'hex',
      patternColor: '#e040fb',
      bokeh: [C.magenta, C.cyan],
      rays: false,
      cy: 190,
      seed: 111,
    },
    art: (doc, rand) =>
      g(
        {},
        neonFloor(doc),
        path(hexPath(900, 180, 150), {
          fill: 'none',
          stroke: '#38d9ff',
          strokeOpacity: 0.6,
          strokeWidth: 3,
          filter: doc.glow(5),
        }),
        path(hexPath(900, 180, 170), {
          fill: 'none',
          stroke: '#e040fb',
          strokeOpacity: 0.4,
          strokeWidth: 2,
        }),
        g(
          {
            filter: doc.glow(4),
            fill: 'none',
            strokeWidth: 4,
            strokeLinecap: 'round',
            strokeLinejoin: 'round',
          },
          path('M700,70L728,118L672,118Z', { stroke: '#38d9ff' }),
          circle(1130, 90, 16, { stroke: '#e040fb' }),
          path('M1100,300L1128,328M1128,300L1100,328', { stroke: '#38d9ff' }),
          path('M690,290L714,290L714,314L690,314Z', {
            stroke: '#e040fb',
            transform: 'rotate(20 702 302)',
          }),
        ),
        controller(doc, { x: 900, y: 190, s: 400, rot: -6, neon: '#38d9ff' }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 300, n: 10, color: '#f5d0ff' }),
      ),
  },
  'lott-1': {
    theme: {
      bg: ['#060a22', '#1a1456', '#3b1a7a'],
      glow: '#ffc53d',
      glow2: '#8c4dff',
      pattern: 'dots',
      bokeh: [C.gold, C.violet],
      cx: 960,
      seed: 122,
    },
    art: (doc, rand) =>
      g(
        {},
        lotteryGlobe(doc, { x: 1010, y: 150, r: 118, rand }),
        ball(doc, { x: 720, y: 300, r: 62, tone: 'red', num: '7', shadow: true }),
        ball(doc, { x: 840, y: 322, r: 52, tone: 'blue', num: '23', shadow: true }),
        ball(doc, { x: 1120, y: 330, r: 46, tone: 'green', num: '9', shadow: true }),
        ball(doc, { x: 660, y: 140, r: 36, tone: 'gold', num: '5', shadow: true }),
        ball(doc, { x: 790, y: 170, r: 30, tone: 'purple', num: '3', shadow: true }),
        ball(doc, { x: 930, y: 360, r: 30, tone: 'orange', num: '1', shadow: true }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 380, n: 12 }),
      ),
  },
  'down-1': {
    theme: {
      bg: ['#050a1e', '#14184a', '#2a1a6a'],
      glow: '#7b4dff',
      glow2: '#38d9ff',
      pattern: 'grid',
      patternColor: '#8fa0ff',
      bokeh: [C.violet, C.cyan],
      seed: 133,
    },
    art: (doc, rand) =>
      g(
        {},
        qrBlock(doc, rand, { x: 1035, y: 120, s: 110 }),
        phone(doc, { x: 880, y: 205, w: 168, h: 340, rot: -8, variant: 'android' }),
        phone(doc, { x: 760, y: 245, w: 130, h: 264, rot: -16, variant: 'ios' }),
        downloadBadge(doc, 1000, 300, 44),
        coin(doc, { x: 690, y: 110, r: 22, tilt: 0.6, rot: -20 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 380, n: 10, color: '#e0e6ff' }),
      ),
  },
  'promotion-1': {
    theme: {
      bg: ['#12061e', '#3a0a4a', '#7a1a6a'],
      glow: '#ffb020',
      glow2: '#ff4fa3',
      pattern: 'diamonds',
      patternColor: '#ffc2f7',
      bokeh: [C.gold, C.pink],
      seed: 144,
    },
    art: (doc, rand) =>
      g(
        {},
        confetti(rand, { x0: 600, x1: 1200, y0: 0, y1: 380, n: 60, colors: CONFETTI }),
        giftBox(doc, { x: 900, y: 360, w: 190, h: 140, tone: 'purple' }),
        giftBox(doc, { x: 735, y: 372, w: 120, h: 90, tone: 'emerald' }),
        giftBox(doc, { x: 1075, y: 372, w: 130, h: 100, tone: 'red' }),
        percentTag(doc, { x: 1090, y: 120, s: 120, rot: -16 }),
        coinBurst(doc, rand, { x: 880, y: 170, n: 6, spread: 150, minR: 12, maxR: 22 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 260, n: 12 }),
      ),
  },
  'shop-1': {
    theme: {
      bg: ['#060a1e', '#1e1440', '#5a3410'],
      glow: '#ffb020',
      glow2: '#8c4dff',
      pattern: 'dots',
      patternColor: '#ffd052',
      bokeh: [C.gold, C.amber],
      seed: 155,
    },
    art: (doc, rand) =>
      g(
        {},
        giftCard(doc, { x: 860, y: 170, w: 220, rot: -14, tone: 'purple' }),
        giftCard(doc, { x: 930, y: 200, w: 220, rot: 4, tone: 'cyan', symbol: 'star' }),
        giftCard(doc, { x: 1000, y: 240, w: 220, rot: 16, tone: 'orange' }),
        shoppingBag(doc, { x: 1105, y: 378, w: 96, h: 106, tone: 'magenta' }),
        coin(doc, { x: 720, y: 280, r: 56, symbol: 'yen', shadow: true }),
        coin(doc, { x: 800, y: 345, r: 38, symbol: 'yen', tilt: 0.7, rot: -20, shadow: true }),
        coin(doc, { x: 690, y: 140, r: 28, symbol: 'yen', tilt: 0.55, rot: 30 }),
        coinStack(doc, { x: 980, y: 385, r: 34, n: 4, gap: 8 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 380, n: 12 }),
      ),
  },
  'help-1': {
    theme: {
      bg: ['#040a1c', '#0b2050', '#0b4a7a'],
      glow: '#38d9ff',
      glow2: '#7b4dff',
      pattern: 'dots',
      patternColor: '#bff4ff',
      bokeh: [C.cyan, C.blue],
      seed: 166,
    },
    art: (doc, rand) =>
      g(
        {},
        speechBubble(doc, {
          x: 990,
          y: 50,
          w: 140,
          h: 110,
          fill: doc.linear([
            [0, '#ffe07a'],
            [1, '#f0a018'],
          ]),
          tail: 'left',
        }),
        strokeText('?', 1060, 105, 62, { stroke: '#5a2a06', strokeWidth: 11 }),
        speechBubble(doc, {
          x: 650,
          y: 70,
          w: 130,
          h: 76,
          fill: doc.linear([
            [0, '#5cf0b6'],
            [1, '#0a8f62'],
          ]),
          tail: 'right',
        }),
        circle(685, 108, 8, { fill: '#fff' }),
        circle(715, 108, 8, { fill: '#fff' }),
        circle(745, 108, 8, { fill: '#fff' }),
        headset(doc, { x: 890, y: 195, s: 260 }),
        speechBubble(doc, {
          x: 1040,
          y: 236,
          w: 110,
          h: 66,
          fill: doc.linear([
            [0, '#a46bff'],
            [1, '#5a22c8'],
          ]),
          tail: 'left',
        }),
        rect(1060, 258, 70, 8, { rx: 4, fill: '#fff', fillOpacity: 0.9 }),
        rect(1060, 276, 46, 8, { rx: 4, fill: '#fff', fillOpacity: 0.6 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 380, n: 10, color: '#e0f7ff' }),
      ),
  },
  'reg-1': {
    theme: {
      bg: ['#0a0620', '#2a0f5c', '#6a3a10'],
      glow: '#ffc53d',
      glow2: '#e040fb',
      pattern: 'diamonds',
      bokeh: [C.gold, C.magenta],
      cx: 900,
      seed: 177,
    },
    art: (doc, rand) =>
      g(
        {},
        star3d(doc, { x: 900, y: 195, R: 135, ratio: 0.48 }),
        signupBadge(doc, 720, 270, 60),
        giftBox(doc, { x: 1090, y: 372, w: 130, h: 96, tone: 'purple' }),
        coin(doc, { x: 1090, y: 110, r: 34, tilt: 0.7, rot: 25, shadow: true }),
        coin(doc, { x: 1160, y: 190, r: 22, tilt: 0.5, rot: -15 }),
        coin(doc, { x: 680, y: 110, r: 24, tilt: 0.6, rot: 15 }),
        confetti(rand, { x0: 620, x1: 1190, y0: 10, y1: 300, n: 30, colors: CONFETTI }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 380, n: 12 }),
      ),
  },
  'inhouse-1': {
    theme: {
      bg: ['#050a1c', '#0e1a44', '#1a2a6a'],
      glow: '#1ed49a',
      glow2: '#8c4dff',
      pattern: 'grid',
      patternColor: '#38d9ff',
      bokeh: [C.emerald, C.violet],
      cx: 920,
      rays: false,
      seed: 188,
    },
    art: (doc, rand) =>
      g(
        {},
        crashChart(doc, { x0: 620, y0: 350, x1: 1100, y1: 110 }),
        minesBoard(doc, { x: 1020, y: 296, c: 38 }),
        die(doc, { x: 720, y: 280, s: 56, faces: [6, 2, 4], tone: 'red', rot: -10 }),
        die(doc, { x: 820, y: 330, s: 44, faces: [3, 5, 1], tone: 'white', rot: 12 }),
        sparkles(doc, rand, { x0: 640, x1: 1180, y0: 20, y1: 260, n: 10 }),
      ),
  },
};

export const BANNER_NAMES = Object.keys(BANNERS);

export function buildBanners() {
  return BANNER_NAMES.map((name) => {
    const doc = new Doc(`bn-${name}`);
    const { theme, art } = BANNERS[name];
    return { path: `server/assets/cdn/banners/${name}.svg`, content: bannerScene(doc, theme, art) };
  });
}
