/**
 * Casino motifs: coins, chips, playing cards, dice, lottery balls and a
 * roulette wheel. Every function takes the document (for gradients) and an
 * options object and returns markup.
 */
import { C, TONES, goldFace, goldMetal, shine, sphere } from './palette.mjs';
import {
  circle,
  ellipse,
  g,
  path,
  pd,
  polar,
  polygon,
  polyPath,
  rect,
  sector,
  starPoints,
  strokeText,
} from './svg.mjs';

const EDGE_STOPS = [
  [0, '#7a4205'],
  [0.25, '#d4870c'],
  [0.55, '#f8c040'],
  [0.8, '#c27810'],
  [1, '#6e3b04'],
];

const YEN = 'M-0.42,-0.55L0,0.02L0.42,-0.55M0,0.02L0,0.6M-0.32,0.08L0.32,0.08M-0.32,0.32L0.32,0.32';

function coinSymbol(doc, r, symbol) {
  if (symbol === 'none') return '';
  if (symbol === 'yen') {
    const d = YEN.replace(/-?\d*\.?\d+/g, (n) =>
      String(Math.round(parseFloat(n) * r * 0.8 * 100) / 100),
    );
    const common = {
      fill: 'none',
      strokeWidth: r * 0.16,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    };
    return g(
      {},
      path(d, {
        ...common,
        stroke: '#fff4c4',
        strokeOpacity: 0.75,
        transform: pd`translate(${r * 0.03} ${r * 0.04})`,
      }),
      path(d, { ...common, stroke: '#c17a0a' }),
    );
  }
  const pts = starPoints(0, 0, r * 0.44, r * 0.19);
  return g(
    {},
    polygon(pts, {
      fill: '#fff4c4',
      fillOpacity: 0.7,
      transform: pd`translate(${r * 0.03} ${r * 0.04})`,
    }),
    polygon(pts, {
      fill: doc.linear([
        [0, '#f0a71a'],
        [1, '#b0660a'],
      ]),
    }),
  );
}

/** Gold coin. tilt < 1 squashes it into a perspective ellipse. */
export function coin(doc, { x, y, r, tilt = 1, rot = 0, thick, symbol = 'star', shadow = false }) {
  const t = thick ?? r * 0.16;
  const o = t / Math.max(tilt, 0.15);
  const edge = doc.linear(EDGE_STOPS, { x1: 0, y1: 0, x2: 1, y2: 0 });
  const ridges = [];
  if (tilt < 0.95) {
    for (let a = 8; a < 180; a += 9) {
      const cx = -r * Math.cos((a * Math.PI) / 180);
      const cy = r * Math.sin((a * Math.PI) / 180);
      ridges.push(pd`M${cx},${cy}L${cx},${cy + o}`);
    }
  }
  return g(
    {
      transform: pd`translate(${x} ${y}) rotate(${rot}) scale(1 ${tilt})`,
      filter: shadow ? doc.shadow(0, 6, 6, '#000', 0.4) : undefined,
    },
    rect(-r, 0, 2 * r, o, { fill: edge }),
    circle(0, o, r, { fill: edge }),
    ridges.length
      ? path(ridges.join(''), { stroke: '#6e3b04', strokeOpacity: 0.45, strokeWidth: r * 0.03 })
      : '',
    circle(0, 0, r, { fill: goldFace(doc) }),
    circle(0, 0, r * 0.8, {
      fill: 'none',
      stroke: '#b8700c',
      strokeWidth: r * 0.07,
      strokeOpacity: 0.55,
    }),
    circle(r * 0.02, r * 0.025, r * 0.8, {
      fill: 'none',
      stroke: '#fff4c4',
      strokeWidth: r * 0.02,
      strokeOpacity: 0.7,
    }),
    coinSymbol(doc, r, symbol),
    ellipse(-r * 0.34, -r * 0.42, r * 0.36, r * 0.16, {
      fill: shine(doc, 0.75),
      transform: pd`rotate(-32 ${-r * 0.34} ${-r * 0.42})`,
    }),
  );
}

/** Poker chip (flat or in perspective). */
export function chip(
  doc,
  { x, y, r, tone = 'red', tilt = 1, rot = 0, thick, center = 'star', shadow = false },
) {
  const [light, base, dark] = TONES[tone];
  const t = thick ?? r * 0.18;
  const o = t / Math.max(tilt, 0.15);
  const ring = 2 * Math.PI * r * 0.86;
  const seg = ring / 12;
  const sideStripes = [];
  if (tilt < 0.95) {
    for (let k = 0; k < 6; k += 1) {
      const th = ((15 + k * 30) * Math.PI) / 180;
      const sx = -r * Math.cos(th);
      const w = r * 0.3 * Math.sin(th);
      const sy = Math.sqrt(Math.max(0, r * r - sx * sx));
      sideStripes.push(rect(sx - w / 2, sy, w, o * 0.92, { fill: '#f4f6fb' }));
    }
  }
  const emblem =
    center === 'star'
      ? polygon(starPoints(0, 0, r * 0.3, r * 0.13), { fill: '#ffffff', fillOpacity: 0.92 })
      : center === 'spade'
        ? suit('spade', 0, 0, r * 0.5, '#ffffff')
        : circle(0, 0, r * 0.16, { fill: goldFace(doc) });
  return g(
    {
      transform: pd`translate(${x} ${y}) rotate(${rot}) scale(1 ${tilt})`,
      filter: shadow ? doc.shadow(0, 5, 5, '#000', 0.45) : undefined,
    },
    rect(-r, 0, 2 * r, o, { fill: dark }),
    circle(0, o, r, { fill: dark }),
    sideStripes,
    circle(0, 0, r, {
      fill: doc.radial(
        [
          [0, light],
          [0.55, base],
          [1, dark],
        ],
        { cx: 0.4, cy: 0.35, r: 0.8 },
      ),
    }),
    circle(0, 0, r * 0.86, {
      fill: 'none',
      stroke: '#f4f6fb',
      strokeWidth: r * 0.24,
      strokeDasharray: `${seg.toFixed(2)} ${seg.toFixed(2)}`,
    }),
    circle(0, 0, r * 0.64, { fill: base, stroke: dark, strokeWidth: r * 0.04 }),
    circle(0, 0, r * 0.54, {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.55,
      strokeWidth: r * 0.03,
      strokeDasharray: `${(r * 0.12).toFixed(2)} ${(r * 0.08).toFixed(2)}`,
    }),
    emblem,
    ellipse(-r * 0.3, -r * 0.4, r * 0.4, r * 0.18, {
      fill: shine(doc, 0.45),
      transform: pd`rotate(-30 ${-r * 0.3} ${-r * 0.4})`,
    }),
  );
}

/** A stack of chips seen from slightly above; (x, y) is the base centre. */
export function chipStack(doc, { x, y, r, n, tone = 'red', tilt = 0.42, gap, center = 'star' }) {
  const step = gap ?? r * 0.2;
  const out = [
    ellipse(x, y + step * 1.2, r * 1.15, r * tilt * 1.2, {
      fill: '#000',
      fillOpacity: 0.35,
      filter: doc.blur(6),
    }),
  ];
  for (let i = 0; i < n; i += 1) {
    out.push(chip(doc, { x, y: y - i * step, r, tone, tilt, thick: step, center }));
  }
  return g({}, out);
}

// Suit shapes in a 100-unit box centred on the origin.
const SUITS = {
  heart:
    'M0,40C-12,28 -48,4 -48,-20C-48,-38 -34,-48 -22,-48C-10,-48 -3,-40 0,-31C3,-40 10,-48 22,-48C34,-48 48,-38 48,-20C48,4 12,28 0,40Z',
  diamond: 'M0,-48C10,-30 22,-14 36,0C22,14 10,30 0,48C-10,30 -22,14 -36,0C-22,-14 -10,-30 0,-48Z',
  spade:
    'M0,-48C-12,-30 -46,-12 -46,10C-46,26 -34,34 -22,34C-14,34 -7,30 -4,25C-6,36 -12,44 -20,48L20,48C12,44 6,36 4,25C7,30 14,34 22,34C34,34 46,26 46,10C46,-12 12,-30 0,-48Z',
  club: 'M0,-46C11,-46 20,-37 20,-26C20,-19 17,-14 12,-10C15,-12 19,-13 23,-13C34,-13 43,-4 43,7C43,18 34,27 23,27C15,27 8,22 5,15C6,30 11,41 20,48L-20,48C-11,41 -6,30 -5,15C-8,22 -15,27 -23,27C-34,27 -43,18 -43,7C-43,-4 -34,-13 -23,-13C-19,-13 -15,-12 -12,-10C-17,-14 -20,-19 -20,-26C-20,-37 -11,-46 0,-46Z',
};

export const SUIT_COLOR = {
  heart: '#e0193a',
  diamond: '#e0193a',
  spade: '#141a33',
  club: '#141a33',
};

/** Suit pip of height ~size centred on (x, y). */
export function suit(kind, x, y, size, fill) {
  return path(SUITS[kind], {
    fill: fill ?? SUIT_COLOR[kind],
    transform: pd`translate(${x} ${y}) scale(${size / 100})`,
  });
}

/** Playing card (face or back) centred on (x, y). */
export function card(
  doc,
  { x, y, w = 90, rot = 0, kind = 'spade', rank = 'A', back = false, shadow = true },
) {
  const h = w * 1.4;
  const rx = w * 0.08;
  const color = SUIT_COLOR[kind];
  const frame = rect(-w / 2, -h / 2, w, h, {
    rx,
    fill: doc.linear([
      [0, '#ffffff'],
      [1, '#e3e7f1'],
    ]),
    stroke: '#c8cfdf',
    strokeWidth: w * 0.012,
  });
  let face;
  if (back) {
    const lattice = doc.pattern(
      12,
      12,
      path('M6,0L12,6L6,12L0,6Z', {
        fill: 'none',
        stroke: '#ffd36b',
        strokeOpacity: 0.35,
        strokeWidth: 1,
      }),
    );
    face = g(
      {},
      rect(-w / 2 + w * 0.07, -h / 2 + w * 0.07, w * 0.86, h - w * 0.14, {
        rx: rx * 0.7,
        fill: doc.linear([
          [0, '#7b2ff7'],
          [1, '#3a0f8f'],
        ]),
      }),
      rect(-w / 2 + w * 0.07, -h / 2 + w * 0.07, w * 0.86, h - w * 0.14, {
        rx: rx * 0.7,
        fill: lattice,
      }),
      rect(-w / 2 + w * 0.12, -h / 2 + w * 0.12, w * 0.76, h - w * 0.24, {
        rx: rx * 0.5,
        fill: 'none',
        stroke: C.gold,
        strokeWidth: w * 0.02,
      }),
      circle(0, 0, w * 0.2, { fill: goldFace(doc) }),
      polygon(starPoints(0, 0, w * 0.13, w * 0.055), { fill: '#b8680a' }),
    );
  } else {
    const corner = (flip) =>
      g(
        { transform: flip ? 'rotate(180)' : undefined },
        strokeText(rank, -w / 2 + w * 0.15, -h / 2 + h * 0.11, h * 0.1, {
          stroke: color,
          strokeWidth: w * 0.035,
        }),
        suit(kind, -w / 2 + w * 0.15, -h / 2 + h * 0.225, w * 0.13, color),
      );
    face = g(
      {},
      rect(-w / 2 + w * 0.06, -h / 2 + w * 0.06, w * 0.88, h - w * 0.12, {
        rx: rx * 0.6,
        fill: 'none',
        stroke: color,
        strokeOpacity: 0.12,
        strokeWidth: w * 0.012,
      }),
      corner(false),
      corner(true),
      suit(kind, 0, 0, w * 0.5, color),
    );
  }
  return g(
    {
      transform: pd`translate(${x} ${y}) rotate(${rot})`,
      filter: shadow ? doc.shadow(0, 8, 8, '#000', 0.45) : undefined,
    },
    frame,
    face,
  );
}

/** A fan of cards pivoting round a point below the hand. */
export function cardFan(doc, { x, y, w, cards, spread = 14, lift = 0.9 }) {
  const n = cards.length;
  const pivot = w * 1.4 * lift;
  return g(
    {},
    cards.map((c, i) => {
      const a = (i - (n - 1) / 2) * spread;
      const [cx, cy] = polar(x, y + pivot, pivot, -90 + a);
      return card(doc, { x: cx, y: cy, w, rot: a, ...c });
    }),
  );
}

const PIPS = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

const DIE_TONES = {
  white: {
    top: ['#ffffff', '#eef1f8'],
    left: ['#e2e6f0', '#c3c9da'],
    right: ['#b9c0d4', '#8d95ae'],
    pip: '#161b33',
  },
  red: {
    top: ['#ff8a9b', '#ff3d5a'],
    left: ['#e0203f', '#b10f2b'],
    right: ['#9e0a24', '#6e0616'],
    pip: '#ffffff',
  },
  purple: {
    top: ['#c9a8ff', '#8c4dff'],
    left: ['#7437e8', '#5522b8'],
    right: ['#4a1aa0', '#2e0e70'],
    pip: '#ffffff',
  },
  emerald: {
    top: ['#9ff7cf', '#1ed49a'],
    left: ['#14b884', '#0b8a61'],
    right: ['#0a7a55', '#054733'],
    pip: '#ffffff',
  },
};

/** Isometric die centred on (x, y); s is the edge length; faces = [top, left, right]. */
export function die(doc, { x, y, s, faces = [5, 2, 3], tone = 'white', rot = 0, shadow = true }) {
  const k = 0.866 * s;
  const A = [0, -s];
  const B = [k, -s / 2];
  const Cc = [k, s / 2];
  const D = [0, s];
  const E = [-k, s / 2];
  const F = [-k, -s / 2];
  const O = [0, 0];
  const T = DIE_TONES[tone];
  const faceFill = (stops) =>
    doc.linear([
      [0, stops[0]],
      [1, stops[1]],
    ]);
  const face = (pts, fill) =>
    path(polyPath(pts), { fill, stroke: fill, strokeWidth: s * 0.16, strokeLinejoin: 'round' });
  const pips = (n, [ox, oy], [ax, ay], [bx, by]) =>
    g(
      { transform: pd`matrix(${ax - ox} ${ay - oy} ${bx - ox} ${by - oy} ${ox} ${oy})` },
      PIPS[n].map(([u, v]) => circle(u, v, 0.095, { fill: T.pip })),
    );
  return g(
    {
      transform: pd`translate(${x} ${y}) rotate(${rot})`,
      filter: shadow ? doc.shadow(0, 10, 10, '#000', 0.5) : undefined,
    },
    face([F, O, D, E], faceFill(T.left)),
    face([O, B, Cc, D], faceFill(T.right)),
    face([A, B, O, F], faceFill(T.top)),
    pips(faces[0], F, A, O),
    pips(faces[1], F, O, E),
    pips(faces[2], O, B, D),
    path(pd`M${F[0]},${F[1]}L${O[0]},${O[1]}L${B[0]},${B[1]}M${O[0]},${O[1]}L${D[0]},${D[1]}`, {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.55,
      strokeWidth: s * 0.025,
      strokeLinecap: 'round',
    }),
  );
}

/** Lottery ball with a number on a white label. */
export function ball(doc, { x, y, r, tone = 'red', num = '7', shadow = false }) {
  const t = TONES[tone];
  const lx = -r * 0.05;
  const ly = -r * 0.06;
  return g(
    {
      transform: pd`translate(${x} ${y})`,
      filter: shadow ? doc.shadow(0, 8, 8, '#000', 0.45) : undefined,
    },
    circle(0, 0, r, { fill: sphere(doc, t) }),
    circle(lx, ly, r * 0.5, {
      fill: doc.radial(
        [
          [0, '#ffffff'],
          [0.7, '#f1f3f9'],
          [1, '#cfd5e4'],
        ],
        { cx: 0.4, cy: 0.35, r: 0.7 },
      ),
    }),
    num
      ? strokeText(num, lx, ly, r * 0.44, {
          stroke: '#151a3a',
          strokeWidth: r * 0.09,
          tracking: 0.25,
        })
      : '',
    ellipse(-r * 0.36, -r * 0.5, r * 0.34, r * 0.15, {
      fill: shine(doc, 0.8),
      transform: pd`rotate(-34 ${-r * 0.36} ${-r * 0.5})`,
    }),
    circle(0, 0, r * 0.985, {
      fill: 'none',
      stroke: t[2],
      strokeOpacity: 0.5,
      strokeWidth: r * 0.03,
    }),
  );
}

/** Roulette wheel seen in perspective; (x, y) centre, r radius. */
export function roulette(doc, { x, y, r, tilt = 0.42, ballAngle = -60 }) {
  const pockets = 37;
  const step = 360 / pockets;
  const wedges = [];
  for (let i = 0; i < pockets; i += 1) {
    const fill = i === 0 ? '#0fa968' : i % 2 ? '#d0142f' : '#141728';
    wedges.push(
      path(sector(0, 0, r * 0.62, r * 0.84, -90 + i * step - step / 2, -90 + i * step + step / 2), {
        fill,
      }),
    );
  }
  const seps = [];
  for (let i = 0; i < pockets; i += 1) {
    const a = -90 + i * step + step / 2;
    const [x1, y1] = polar(0, 0, r * 0.62, a);
    const [x2, y2] = polar(0, 0, r * 0.84, a);
    seps.push(pd`M${x1},${y1}L${x2},${y2}`);
  }
  const wood = doc.radial([
    [0, '#8a4a1c'],
    [0.7, '#5a2a0c'],
    [1, '#2e1404'],
  ]);
  const thick = r * 0.14;
  const [bx, by] = polar(0, 0, r * 0.73, ballAngle);
  const turret = g(
    {},
    ellipse(0, 0, r * 0.2, r * 0.2 * tilt, { fill: '#7a4205' }),
    path(pd`M${-r * 0.09},0L${-r * 0.03},${-r * 0.3}L${r * 0.03},${-r * 0.3}L${r * 0.09},0Z`, {
      fill: goldMetal(doc),
    }),
    ellipse(0, -r * 0.3, r * 0.05, r * 0.03, { fill: '#fff1b8' }),
    path(pd`M${-r * 0.26},${-r * 0.12}L${r * 0.26},${-r * 0.12}`, {
      stroke: goldMetal(doc),
      strokeWidth: r * 0.035,
      strokeLinecap: 'round',
    }),
    circle(-r * 0.26, -r * 0.12, r * 0.035, { fill: '#ffd052' }),
    circle(r * 0.26, -r * 0.12, r * 0.035, { fill: '#ffd052' }),
    circle(0, -r * 0.12, r * 0.045, { fill: '#ffe07a' }),
  );
  return g(
    { transform: pd`translate(${x} ${y})`, filter: doc.shadow(0, 14, 14, '#000', 0.55) },
    ellipse(0, thick, r, r * tilt, { fill: '#2a1204' }),
    rect(-r, 0, 2 * r, thick, {
      fill: doc.linear(
        [
          [0, '#3a1a06'],
          [0.4, '#7a3d12'],
          [1, '#2a1204'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }),
    g(
      { transform: `scale(1 ${tilt})` },
      circle(0, 0, r, { fill: wood }),
      circle(0, 0, r * 0.93, { fill: 'none', stroke: goldMetal(doc), strokeWidth: r * 0.035 }),
      circle(0, 0, r * 0.86, { fill: '#1a0d04' }),
      wedges,
      path(seps.join(''), { stroke: '#f5c04a', strokeWidth: r * 0.012 }),
      circle(0, 0, r * 0.62, {
        fill: doc.radial([
          [0, '#b06a2a'],
          [0.6, '#6a3310'],
          [1, '#3a1a06'],
        ]),
      }),
      circle(0, 0, r * 0.62, { fill: 'none', stroke: goldMetal(doc), strokeWidth: r * 0.025 }),
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
        const [ax, ay] = polar(0, 0, r * 0.42, i * 45 + 22.5);
        return path(pd`M0,0L${ax},${ay}`, {
          stroke: '#e0a84a',
          strokeOpacity: 0.5,
          strokeWidth: r * 0.01,
        });
      }),
      circle(0, 0, r * 0.86, {
        fill: 'none',
        stroke: '#000',
        strokeOpacity: 0.35,
        strokeWidth: r * 0.02,
      }),
    ),
    turret,
    circle(bx, by * tilt - r * 0.03, r * 0.045, {
      fill: doc.radial(
        [
          [0, '#ffffff'],
          [1, '#b9c0d4'],
        ],
        { cx: 0.35, cy: 0.3 },
      ),
    }),
    ellipse(-r * 0.35, -r * 0.28, r * 0.4, r * 0.08, { fill: shine(doc, 0.25) }),
  );
}

/** A stack of coins seen from slightly above; (x, y) is the base centre. */
export function coinStack(doc, { x, y, r, n, tilt = 0.38, gap, lean = 0 }) {
  const step = gap ?? r * 0.2;
  const out = [
    ellipse(x, y + step, r * 1.15, r * tilt * 1.2, {
      fill: '#000',
      fillOpacity: 0.35,
      filter: doc.blur(6),
    }),
  ];
  for (let i = 0; i < n; i += 1) {
    out.push(
      coin(doc, {
        x: x + Math.sin(i * 1.7) * lean,
        y: y - i * step,
        r,
        tilt,
        thick: step,
        symbol: i === n - 1 ? 'star' : 'none',
      }),
    );
  }
  return g({}, out);
}
