/**
 * Slot and brand symbols: lucky seven, cherries, bell, gems, the Sorte
 * clover, slot reels and a slot-machine cabinet.
 */
import { C, TONES, goldLinear, goldMetal, sphere } from './palette.mjs';
import { coin } from './casino.mjs';
import { circle, ellipse, g, path, pd, polar, polygon, rect, starPoints } from './svg.mjs';

/** Bold lucky seven, centred, height s. */
export function seven(doc, { x, y, s }) {
  const d = 'M4,0L58,0L58,13C45,30 35,52 32,80L10,80C13,55 23,33 37,16L4,16Z';
  const k = s / 80;
  return g(
    { transform: pd`translate(${x - 31 * k} ${y - 40 * k}) scale(${k})` },
    path(d, { fill: '#4a0410', stroke: '#4a0410', strokeWidth: 12, strokeLinejoin: 'round' }),
    path(d, {
      fill: 'none',
      stroke: doc.linear([
        [0, '#fff1b0'],
        [0.5, '#ffc53d'],
        [1, '#b8680a'],
      ]),
      strokeWidth: 6,
      strokeLinejoin: 'round',
    }),
    path(d, {
      fill: doc.linear([
        [0, '#ff9aa8'],
        [0.4, '#ff2d4b'],
        [1, '#a00a24'],
      ]),
    }),
    path('M8,3L55,3L55,7L8,7Z', { fill: '#ffffff', fillOpacity: 0.45 }),
  );
}

/** Pair of cherries centred on (x, y), size s. */
export function cherries(doc, { x, y, s }) {
  const red = sphere(doc, TONES.red);
  const c = (cx, cy) =>
    g(
      {},
      circle(cx, cy, s * 0.22, { fill: red }),
      ellipse(cx - s * 0.07, cy - s * 0.08, s * 0.06, s * 0.035, {
        fill: '#fff',
        fillOpacity: 0.8,
        transform: pd`rotate(-35 ${cx - s * 0.07} ${cy - s * 0.08})`,
      }),
    );
  const stem = { fill: 'none', stroke: '#2f9e44', strokeWidth: s * 0.05, strokeLinecap: 'round' };
  return g(
    { transform: pd`translate(${x} ${y})` },
    path(
      pd`M${-s * 0.2},${s * 0.02}C${-s * 0.15},${-s * 0.2} ${-s * 0.02},${-s * 0.34} ${s * 0.1},${-s * 0.4}`,
      stem,
    ),
    path(
      pd`M${s * 0.2},${s * 0.08}C${s * 0.18},${-s * 0.12} ${s * 0.14},${-s * 0.3} ${s * 0.1},${-s * 0.4}`,
      stem,
    ),
    path(
      pd`M${s * 0.1},${-s * 0.4}C${s * 0.2},${-s * 0.52} ${s * 0.38},${-s * 0.5} ${s * 0.44},${-s * 0.4}C${s * 0.32},${-s * 0.3} ${s * 0.18},${-s * 0.32} ${s * 0.1},${-s * 0.4}Z`,
      {
        fill: doc.linear([
          [0, '#7be07f'],
          [1, '#1f7a33'],
        ]),
      },
    ),
    c(-s * 0.2, s * 0.2),
    c(s * 0.2, s * 0.26),
  );
}

/** Golden bell. */
export function bell(doc, { x, y, s }) {
  const d =
    'M0,-45C22,-45 32,-28 32,-5C32,15 36,25 46,33L-46,33C-36,25 -32,15 -32,-5C-32,-28 -22,-45 0,-45Z';
  return g(
    { transform: pd`translate(${x} ${y}) scale(${s / 100})` },
    circle(0, -47, 7, { fill: goldMetal(doc) }),
    circle(0, 40, 9, { fill: '#b8680a' }),
    path(d, { fill: goldMetal(doc), stroke: '#8a4b06', strokeWidth: 2 }),
    rect(-48, 30, 96, 9, { rx: 4.5, fill: goldLinear(doc) }),
    path('M-16,-30C-22,-20 -22,0 -20,14', {
      fill: 'none',
      stroke: '#fff7d0',
      strokeOpacity: 0.8,
      strokeWidth: 5,
      strokeLinecap: 'round',
    }),
  );
}

const GEM_TONES = {
  green: ['#d6ffef', '#5cf0b6', '#1ed49a', '#0a8f62', '#05563a'],
  blue: ['#e0f3ff', '#7fc8ff', '#2f7bff', '#1a4bc2', '#0d2a78'],
  red: ['#ffe0e6', '#ff8fa0', '#ff3d5a', '#c8102e', '#6e0616'],
  purple: ['#f0e4ff', '#c6a2ff', '#8c4dff', '#5a22c8', '#2e0e70'],
};

/** Faceted gem, centred, width s. */
export function gem(doc, { x, y, s, tone = 'green' }) {
  const [c0, c1, c2, c3, c4] = GEM_TONES[tone];
  const p = (pts, fill) =>
    polygon(
      pts.map(([a, b]) => [a * s, b * s]),
      {
        fill,
        stroke: '#ffffff',
        strokeOpacity: 0.35,
        strokeWidth: s * 0.01,
        strokeLinejoin: 'round',
      },
    );
  return g(
    { transform: pd`translate(${x} ${y})` },
    p(
      [
        [-0.5, -0.1],
        [-0.28, -0.38],
        [-0.12, -0.1],
      ],
      c1,
    ),
    p(
      [
        [-0.28, -0.38],
        [0.28, -0.38],
        [0.12, -0.1],
        [-0.12, -0.1],
      ],
      c0,
    ),
    p(
      [
        [0.28, -0.38],
        [0.5, -0.1],
        [0.12, -0.1],
      ],
      c2,
    ),
    p(
      [
        [-0.5, -0.1],
        [-0.12, -0.1],
        [0, 0.45],
      ],
      c2,
    ),
    p(
      [
        [-0.12, -0.1],
        [0.12, -0.1],
        [0, 0.45],
      ],
      c3,
    ),
    p(
      [
        [0.12, -0.1],
        [0.5, -0.1],
        [0, 0.45],
      ],
      c4,
    ),
  );
}

/** Leaf of the clover: a heart pointing up with its tip at the origin. */
export const CLOVER_LEAF =
  'M0,-1.6C-1.5,-4.1 -9.8,-8.1 -9.8,-14C-9.8,-17.8 -7.4,-20 -4.9,-20C-2.6,-20 -0.8,-18.4 0,-12.8C0.8,-18.4 2.6,-20 4.9,-20C7.4,-20 9.8,-17.8 9.8,-14C9.8,-8.1 1.5,-4.1 0,-1.6Z';
export const CLOVER_STEM = 'M0,2C0.4,9 1.6,15 4,21';
export const CLOVER_ANGLES = [45, 135, 225, 315];

/** Four-leaf clover (the Sorte emblem), centred, size s (about 40 units). */
export function clover(doc, { x, y, s, fill, stem = true, veins = true }) {
  const k = s / 40;
  const paint =
    fill ??
    doc.linear(
      [
        [0, '#fff4bf'],
        [0.45, '#ffd052'],
        [1, '#d98a0b'],
      ],
      { x1: -18, y1: -18, x2: 18, y2: 18, gradientUnits: 'userSpaceOnUse' },
    );
  const edge = fill ? undefined : '#9a5406';
  const leaves = CLOVER_ANGLES.map((a) =>
    path(CLOVER_LEAF, {
      transform: `rotate(${a})`,
      fill: paint,
      stroke: edge,
      strokeOpacity: edge ? 0.55 : undefined,
      strokeWidth: edge ? 0.7 : undefined,
    }),
  );
  const vein = veins
    ? CLOVER_ANGLES.map((a) =>
        path('M0,-4L0,-11', {
          transform: `rotate(${a})`,
          stroke: '#a65d06',
          strokeOpacity: 0.5,
          strokeWidth: 1.1,
          strokeLinecap: 'round',
          fill: 'none',
        }),
      )
    : [];
  return g(
    { transform: pd`translate(${x} ${y}) scale(${k})` },
    stem
      ? path(CLOVER_STEM, {
          fill: 'none',
          stroke: fill ?? '#e9a21a',
          strokeWidth: 2.4,
          strokeLinecap: 'round',
        })
      : '',
    leaves,
    vein,
  );
}

/** Slot reel symbol by name. */
export function slotSymbol(doc, name, x, y, s) {
  switch (name) {
    case 'seven':
      return seven(doc, { x, y, s: s * 0.8 });
    case 'cherry':
      return cherries(doc, { x, y, s });
    case 'bell':
      return bell(doc, { x, y, s: s * 0.75 });
    case 'gem':
      return gem(doc, { x, y: y + s * 0.04, s: s * 0.8 });
    case 'gemBlue':
      return gem(doc, { x, y: y + s * 0.04, s: s * 0.8, tone: 'blue' });
    case 'clover':
      return clover(doc, { x, y, s: s * 0.8, stem: false });
    case 'coin':
      return coin(doc, { x, y, r: s * 0.34 });
    case 'star':
      return polygon(starPoints(x, y, s * 0.4, s * 0.18), {
        fill: goldLinear(doc),
        stroke: '#b8680a',
        strokeWidth: s * 0.03,
        strokeLinejoin: 'round',
      });
    default:
      throw new Error(`unknown slot symbol ${name}`);
  }
}

/**
 * Reel window: n columns x 3 rows of symbols with cylinder shading.
 * (x, y) is the top-left; reels is an array of [top, middle, bottom] names.
 */
export function reels(doc, { x, y, w, h, reels: cols, gap = 10 }) {
  const n = cols.length;
  const rw = (w - gap * (n + 1)) / n;
  const rh = h - gap * 2;
  const cellH = rh / 2.4;
  const cyl = doc.linear([
    [0, '#000000', 0.55],
    [0.18, '#000000', 0.08],
    [0.5, '#ffffff', 0],
    [0.82, '#000000', 0.08],
    [1, '#000000', 0.55],
  ]);
  const out = [
    rect(x, y, w, h, {
      rx: 16,
      fill: doc.linear([
        [0, '#1a0b3d'],
        [1, '#0b0620'],
      ]),
      stroke: goldLinear(doc),
      strokeWidth: 5,
    }),
  ];
  cols.forEach((col, i) => {
    const rx = x + gap + i * (rw + gap);
    const ry = y + gap;
    const clipId = doc.clip(rect(rx, ry, rw, rh, { rx: 10 }));
    const cy = ry + rh / 2;
    out.push(
      g(
        { clipPath: clipId },
        rect(rx, ry, rw, rh, {
          fill: doc.linear([
            [0, '#d9dcea'],
            [0.5, '#ffffff'],
            [1, '#d9dcea'],
          ]),
        }),
        col.map((name, j) =>
          slotSymbol(doc, name, rx + rw / 2, cy + (j - 1) * cellH, Math.min(rw, cellH) * 0.82),
        ),
        rect(rx, ry, rw, rh, { fill: cyl }),
      ),
    );
  });
  const py = y + h / 2;
  out.push(
    rect(x + 4, py - 1.5, w - 8, 3, { fill: '#ff3d5a', fillOpacity: 0.75 }),
    polygon(
      [
        [x - 2, py - 9],
        [x + 12, py],
        [x - 2, py + 9],
      ],
      { fill: C.gold },
    ),
    polygon(
      [
        [x + w + 2, py - 9],
        [x + w - 12, py],
        [x + w + 2, py + 9],
      ],
      { fill: C.gold },
    ),
  );
  return g({}, out);
}

/** Slot machine cabinet; (x, y) is the top centre, w the width. */
export function slotMachine(doc, { x, y, w, symbols }) {
  const h = w * 1.25;
  const left = x - w / 2;
  const bodyTop = y + w * 0.22;
  const lights = [];
  const arcN = 13;
  for (let i = 0; i < arcN; i += 1) {
    const t = i / (arcN - 1);
    const a = 200 + t * 140;
    const [lx, ly] = polar(x, y + w * 0.42, w * 0.44, a);
    lights.push(
      circle(lx, ly, w * 0.016, { fill: i % 2 ? '#fff7d6' : C.gold, filter: doc.glow(3) }),
    );
  }
  const trim = goldLinear(doc);
  return g(
    { filter: doc.shadow(0, 16, 18, '#000', 0.55) },
    // lever
    path(
      pd`M${left + w + 4},${bodyTop + h * 0.42}L${left + w + w * 0.1},${bodyTop + h * 0.42}L${left + w + w * 0.1},${bodyTop + h * 0.08}`,
      {
        fill: 'none',
        stroke: doc.linear(
          [
            [0, '#f4f6fb'],
            [1, '#8d95ae'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
        strokeWidth: w * 0.035,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      },
    ),
    circle(left + w + w * 0.1, bodyTop + h * 0.06, w * 0.06, { fill: sphere(doc, TONES.red) }),
    rect(left + w - 6, bodyTop + h * 0.36, w * 0.06, h * 0.12, { rx: 6, fill: '#2a1058' }),
    // crown
    path(
      pd`M${left + w * 0.04},${bodyTop + 4}C${left + w * 0.04},${y - w * 0.05} ${left + w * 0.96},${y - w * 0.05} ${left + w * 0.96},${bodyTop + 4}Z`,
      {
        fill: doc.linear([
          [0, '#ff4d6a'],
          [1, '#7a0a1d'],
        ]),
        stroke: trim,
        strokeWidth: 5,
        strokeLinejoin: 'round',
      },
    ),
    lights,
    polygon(starPoints(x, bodyTop - w * 0.09, w * 0.085, w * 0.038), {
      fill: trim,
      filter: doc.glow(4),
    }),
    // body
    rect(left, bodyTop, w, h * 0.78, {
      rx: w * 0.06,
      fill: doc.linear([
        [0, '#5b21b6'],
        [0.5, '#3b0f8a'],
        [1, '#1e0752'],
      ]),
      stroke: trim,
      strokeWidth: 5,
    }),
    rect(left + 8, bodyTop + 8, w - 16, h * 0.78 - 16, {
      rx: w * 0.05,
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.12,
      strokeWidth: 2,
    }),
    reels(doc, {
      x: left + w * 0.08,
      y: bodyTop + h * 0.06,
      w: w * 0.84,
      h: h * 0.4,
      reels: symbols,
    }),
    // buttons
    [0, 1, 2].map((i) =>
      rect(left + w * (0.12 + i * 0.18), bodyTop + h * 0.53, w * 0.14, h * 0.05, {
        rx: h * 0.025,
        fill: [C.red, C.emerald, C.cyan][i],
        filter: doc.glow(3, 0.8),
      }),
    ),
    circle(left + w * 0.8, bodyTop + h * 0.555, h * 0.042, {
      fill: sphere(doc, TONES.gold),
      stroke: '#8a4b06',
      strokeWidth: 2,
    }),
    // tray
    rect(left + w * 0.12, bodyTop + h * 0.63, w * 0.76, h * 0.09, {
      rx: h * 0.03,
      fill: '#0b0620',
      stroke: trim,
      strokeWidth: 3,
    }),
    rect(left + w * 0.2, bodyTop + h * 0.655, w * 0.6, h * 0.018, {
      rx: 3,
      fill: '#000',
      fillOpacity: 0.7,
    }),
  );
}
