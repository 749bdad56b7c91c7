/**
 * Scene props used by the banners: coin bursts, marquee lights, a mines
 * board, a crash chart, badges, a football pitch, a neon floor, underwater
 * scenery and provably-fair "hash" blocks.
 */
import { C, blob, goldLinear } from './palette.mjs';
import { coin } from './casino.mjs';
import { clover, gem } from './symbols.mjs';
import { bomb, rocket } from './objects.mjs';
import { circle, ellipse, g, path, pd, polar, polygon, rect } from './svg.mjs';

/** Coins flying out from a point. */
export function coinBurst(doc, rand, { x, y, n, spread = 260, minR = 12, maxR = 30, up = true }) {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const a = up ? rand.range(-165, -15) : rand.range(0, 360);
    const d = rand.range(spread * 0.35, spread);
    const [cx, cy] = polar(x, y, d, a);
    out.push(
      coin(doc, {
        x: cx,
        y: cy,
        r: rand.range(minR, maxR),
        tilt: rand.range(0.35, 1),
        rot: rand.range(-60, 60),
        symbol: rand() < 0.7 ? 'star' : 'none',
      }),
    );
  }
  return g({}, out);
}

/** Marquee bulbs along a rounded rectangle. */
export function marquee(doc, x, y, w, h, n) {
  const out = [
    rect(x, y, w, h, {
      rx: h / 2,
      fill: doc.linear([
        [0, '#ff4d6a'],
        [1, '#7a0a1d'],
      ]),
      stroke: goldLinear(doc),
      strokeWidth: 4,
    }),
  ];
  for (let i = 0; i < n; i += 1) {
    const bx = x + h / 2 + ((w - h) * i) / (n - 1);
    out.push(circle(bx, y + 8, 3.2, { fill: i % 2 ? '#fff7d6' : C.gold, filter: doc.glow(2.5) }));
    out.push(
      circle(bx, y + h - 8, 3.2, { fill: i % 2 ? C.gold : '#fff7d6', filter: doc.glow(2.5) }),
    );
  }
  return g({}, out);
}

/** Isometric mines board with gems and a bomb; (x, y) board centre. */
export function minesBoard(doc, { x, y, c, n = 4 }) {
  const k = 0.866;
  const P = (u, v) => [x + (u - v) * c * k, y + (u + v - n) * c * 0.5];
  const layout = ['g', '', '', 'g', '', 'b', 'g', '', 'g', '', '', '', '', 'g', '', ''];
  const out = [];
  const depth = c * 0.35;
  const [l0, l1] = [P(0, n), P(n, n)];
  const r0 = P(n, 0);
  out.push(polygon([l0, l1, [l1[0], l1[1] + depth], [l0[0], l0[1] + depth]], { fill: '#0b0f24' }));
  out.push(polygon([l1, r0, [r0[0], r0[1] + depth], [l1[0], l1[1] + depth]], { fill: '#05070f' }));
  out.push(
    polygon([P(0, 0), r0, l1, l0], {
      fill: '#1a1f3d',
      stroke: '#38d9ff',
      strokeOpacity: 0.5,
      strokeWidth: 2,
    }),
  );
  const items = [];
  for (let v = 0; v < n; v += 1) {
    for (let u = 0; u < n; u += 1) {
      const kind = layout[v * n + u];
      const m = 0.08;
      const pts = [
        P(u + m, v + m),
        P(u + 1 - m, v + m),
        P(u + 1 - m, v + 1 - m),
        P(u + m, v + 1 - m),
      ];
      const [tx, ty] = P(u + 0.5, v + 0.5);
      if (kind === '') {
        out.push(
          polygon(pts, {
            fill: doc.linear([
              [0, '#4a5490'],
              [1, '#262e5c'],
            ]),
            stroke: '#6b78c8',
            strokeOpacity: 0.5,
            strokeWidth: 1,
          }),
        );
      } else {
        out.push(
          polygon(pts, {
            fill: '#0b0f24',
            stroke: kind === 'b' ? '#ff3d5a' : '#1ed49a',
            strokeOpacity: 0.7,
            strokeWidth: 1.5,
          }),
        );
        items.push([
          ty,
          kind === 'g'
            ? gem(doc, { x: tx, y: ty - c * 0.3, s: c * 0.8 })
            : bomb(doc, { x: tx, y: ty - c * 0.34, r: c * 0.4 }),
        ]);
      }
    }
  }
  items.sort((a, b) => a[0] - b[0]);
  return g(
    { filter: doc.shadow(0, 12, 12, '#000', 0.5) },
    out,
    items.map((i) => i[1]),
  );
}

/** Rising crash curve with a rocket at its tip. */
export function crashChart(doc, { x0, y0, x1, y1 }) {
  const pts = [];
  const N = 40;
  for (let i = 0; i <= N; i += 1) {
    const t = i / N;
    const e = (Math.exp(3 * t) - 1) / (Math.exp(3) - 1);
    pts.push([x0 + (x1 - x0) * t, y0 - (y0 - y1) * e]);
  }
  const d = pts.map(([px, py], i) => pd`${i ? 'L' : 'M'}${px},${py}`).join('');
  const area = d + pd`L${x1},${y0}L${x0},${y0}Z`;
  const grid = [];
  for (let gx = x0; gx <= x1; gx += 60) grid.push(pd`M${gx},${y1 - 20}L${gx},${y0}`);
  for (let gy = y0; gy >= y1 - 20; gy -= 50) grid.push(pd`M${x0},${gy}L${x1},${gy}`);
  const [ax, ay] = pts[N - 2];
  const [bx, by] = pts[N];
  const ang = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI + 90;
  return g(
    {},
    path(grid.join(''), { stroke: '#38d9ff', strokeOpacity: 0.12, strokeWidth: 1 }),
    path(area, {
      fill: doc.linear([
        [0, '#1ed49a', 0.35],
        [1, '#1ed49a', 0],
      ]),
    }),
    path(d, {
      fill: 'none',
      stroke: '#1ed49a',
      strokeWidth: 12,
      strokeOpacity: 0.5,
      filter: doc.blur(8),
    }),
    path(d, {
      fill: 'none',
      stroke: doc.linear(
        [
          [0, '#1ed49a'],
          [0.7, '#ffe07a'],
          [1, '#ffc53d'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
      strokeWidth: 5,
      strokeLinecap: 'round',
    }),
    rocket(doc, { x: bx + 10, y: by - 18, s: 120, rot: ang }),
  );
}

/** A simple QR-like block grid (decorative, not a code). */
export function qrBlock(doc, rand, { x, y, s }) {
  const n = 13;
  const cell = s / n;
  const cells = [];
  const finder = (fx, fy) => [
    rect(x + fx * cell, y + fy * cell, cell * 4, cell * 4, {
      rx: cell * 0.8,
      fill: 'none',
      stroke: '#0b1130',
      strokeWidth: cell * 0.9,
    }),
    rect(x + (fx + 1.3) * cell, y + (fy + 1.3) * cell, cell * 1.4, cell * 1.4, {
      rx: cell * 0.3,
      fill: '#0b1130',
    }),
  ];
  for (let j = 0; j < n; j += 1) {
    for (let i = 0; i < n; i += 1) {
      const inFinder = (i < 5 && j < 5) || (i > n - 6 && j < 5) || (i < 5 && j > n - 6);
      if (!inFinder && rand() < 0.48)
        cells.push(
          rect(x + i * cell + 0.5, y + j * cell + 0.5, cell - 1, cell - 1, {
            rx: 1.5,
            fill: '#0b1130',
          }),
        );
    }
  }
  return g(
    { filter: doc.shadow(0, 10, 12, '#000', 0.5) },
    rect(x - cell * 1.2, y - cell * 1.2, s + cell * 2.4, s + cell * 2.4, {
      rx: 14,
      fill: '#ffffff',
    }),
    cells,
    finder(0.2, 0.2),
    finder(n - 4.2, 0.2),
    finder(0.2, n - 4.2),
    clover(doc, { x: x + s / 2, y: y + s / 2, s: cell * 3.2, stem: false, veins: false }),
  );
}

/** Round badge with a download arrow. */
export function downloadBadge(doc, x, y, r) {
  return g(
    { filter: doc.shadow(0, 10, 12, '#000', 0.5) },
    circle(x, y, r * 1.5, { fill: blob(doc, C.emerald, 0.5) }),
    circle(x, y, r, {
      fill: doc.linear([
        [0, '#5cf0b6'],
        [1, '#0a8f62'],
      ]),
      stroke: '#b8ffe3',
      strokeWidth: 3,
    }),
    path(
      pd`M${x},${y - r * 0.45}L${x},${y + r * 0.22}M${x - r * 0.3},${y - r * 0.06}L${x},${y + r * 0.24}L${x + r * 0.3},${y - r * 0.06}M${x - r * 0.38},${y + r * 0.45}L${x + r * 0.38},${y + r * 0.45}`,
      {
        fill: 'none',
        stroke: '#ffffff',
        strokeWidth: r * 0.14,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      },
    ),
  );
}

/** Percent tag (a coupon) — a symbol, not text. */
export function percentTag(doc, { x, y, s, rot }) {
  const k = s / 100;
  return g(
    {
      transform: pd`translate(${x} ${y}) rotate(${rot}) scale(${k})`,
      filter: doc.shadow(0, 8, 10, '#000', 0.45),
    },
    path('M-50,-32L34,-32L58,0L34,32L-50,32Q-58,32 -58,24L-58,-24Q-58,-32 -50,-32Z', {
      fill: goldLinear(doc),
      stroke: '#fff1b8',
      strokeWidth: 2,
    }),
    circle(34, 0, 7, { fill: '#2e1568' }),
    circle(-28, -11, 8, { fill: 'none', stroke: '#7a0a1d', strokeWidth: 5 }),
    circle(2, 11, 8, { fill: 'none', stroke: '#7a0a1d', strokeWidth: 5 }),
    path('M6,-20L-32,20', { stroke: '#7a0a1d', strokeWidth: 6, strokeLinecap: 'round' }),
  );
}

/** Avatar badge with a plus sign (sign-up). */
export function signupBadge(doc, x, y, r) {
  return g(
    { filter: doc.shadow(0, 10, 12, '#000', 0.5) },
    circle(x, y, r, {
      fill: doc.linear([
        [0, '#8c4dff'],
        [1, '#3b138e'],
      ]),
      stroke: goldLinear(doc),
      strokeWidth: 5,
    }),
    circle(x, y - r * 0.2, r * 0.28, { fill: '#ffffff', fillOpacity: 0.92 }),
    path(
      pd`M${x - r * 0.5},${y + r * 0.55}C${x - r * 0.45},${y + r * 0.1} ${x + r * 0.45},${y + r * 0.1} ${x + r * 0.5},${y + r * 0.55}Z`,
      { fill: '#ffffff', fillOpacity: 0.92 },
    ),
    circle(x + r * 0.72, y + r * 0.62, r * 0.3, {
      fill: doc.linear([
        [0, '#5cf0b6'],
        [1, '#0a8f62'],
      ]),
      stroke: '#ffffff',
      strokeWidth: 3,
    }),
    path(
      pd`M${x + r * 0.72},${y + r * 0.48}L${x + r * 0.72},${y + r * 0.76}M${x + r * 0.58},${y + r * 0.62}L${x + r * 0.86},${y + r * 0.62}`,
      { stroke: '#fff', strokeWidth: 4, strokeLinecap: 'round' },
    ),
  );
}

/** Live-stream badge: red dot with broadcast waves. */
export function liveBadge(doc, x, y, s) {
  const wave = (r) =>
    path(
      pd`M${x - r * 0.7},${y - r * 0.7}A${r},${r} 0 0 0 ${x - r * 0.7},${y + r * 0.7}M${x + r * 0.7},${y - r * 0.7}A${r},${r} 0 0 1 ${x + r * 0.7},${y + r * 0.7}`,
      { fill: 'none', stroke: '#ffffff', strokeWidth: s * 0.09, strokeLinecap: 'round' },
    );
  return g(
    { filter: doc.shadow(0, 8, 10, '#000', 0.5) },
    rect(x - s * 1.1, y - s * 0.62, s * 2.2, s * 1.24, {
      rx: s * 0.62,
      fill: doc.linear([
        [0, '#ff6b81'],
        [1, '#c8102e'],
      ]),
    }),
    circle(x, y, s * 0.18, { fill: '#ffffff', filter: doc.glow(3) }),
    wave(s * 0.42),
    wave(s * 0.7),
  );
}

/** Perspective football pitch at the bottom right. */
export function pitch(doc) {
  const clipId = doc.clip(
    polygon([
      [470, 400],
      [1240, 400],
      [1130, 238],
      [650, 238],
    ]),
  );
  const stripes = [];
  for (let i = 0; i < 10; i += 1) {
    const y0 = 238 + i * i * 1.8 + i * 0;
    stripes.push(rect(400, y0, 900, (i + 1) * 3.6 + 4, { fill: i % 2 ? '#1f8a4c' : '#17733f' }));
  }
  return g(
    {},
    g(
      { clipPath: clipId },
      rect(400, 238, 900, 170, { fill: '#1a7d45' }),
      stripes,
      rect(400, 238, 900, 170, {
        fill: doc.linear([
          [0, '#000', 0.45],
          [1, '#000', 0],
        ]),
      }),
    ),
    path('M650,238L1130,238L1240,400M470,400L650,238M560,319L1185,319', {
      fill: 'none',
      stroke: '#e8fff1',
      strokeOpacity: 0.7,
      strokeWidth: 2.5,
    }),
    ellipse(872, 319, 92, 30, {
      fill: 'none',
      stroke: '#e8fff1',
      strokeOpacity: 0.7,
      strokeWidth: 2.5,
    }),
    path('M800,238L812,262L936,262L946,238', {
      fill: 'none',
      stroke: '#e8fff1',
      strokeOpacity: 0.55,
      strokeWidth: 2,
    }),
  );
}

/** Perspective neon grid floor (esports). */
export function neonFloor(doc) {
  const lines = [];
  const hy = 250;
  for (let i = -22; i <= 14; i += 1) lines.push(pd`M${880 + i * 14},${hy}L${880 + i * 110},${400}`);
  for (let j = 1; j < 9; j += 1) {
    const y = hy + (150 * j * j) / 64;
    lines.push(pd`M0,${y}L1200,${y}`);
  }
  return g(
    {},
    rect(0, hy, 1200, 150, {
      fill: doc.linear([
        [0, '#3a0a5a', 0],
        [1, '#e040fb', 0.25],
      ]),
    }),
    path(lines.join(''), { stroke: '#e040fb', strokeOpacity: 0.55, strokeWidth: 1.5 }),
    rect(0, hy - 2, 1200, 4, { fill: '#38d9ff', opacity: 0.6, filter: doc.blur(3) }),
  );
}

/** Underwater light shafts, seaweed and sand. */
export function underwater(doc, rand) {
  const shafts = [];
  for (let i = 0; i < 6; i += 1) {
    const x = 620 + i * 105 + rand.range(-20, 20);
    shafts.push(
      polygon(
        [
          [x, 0],
          [x + 40, 0],
          [x + 120, 400],
          [x + 30, 400],
        ],
        {
          fill: doc.linear([
            [0, '#bff4ff', 0.22],
            [1, '#bff4ff', 0],
          ]),
        },
      ),
    );
  }
  const weed = (x, h, c) =>
    path(
      pd`M${x},400C${x - 20},${400 - h * 0.3} ${x + 25},${400 - h * 0.55} ${x},${400 - h}C${x + 12},${400 - h * 0.6} ${x - 6},${400 - h * 0.3} ${x + 12},400Z`,
      { fill: c },
    );
  return g(
    {},
    g({ filter: doc.blur(6) }, shafts),
    weed(640, 170, '#0b5c4a'),
    weed(662, 120, '#0e7a5c'),
    weed(1150, 200, '#0b5c4a'),
    weed(1170, 140, '#0e7a5c'),
    path('M560,400C640,362 760,372 860,382C980,394 1080,358 1200,370L1200,400Z', {
      fill: doc.linear([
        [0, '#e8c58a'],
        [1, '#9a7440'],
      ]),
    }),
  );
}

/** Floating "hash" blocks (provably fair). */
export function hashBlocks(doc, rand) {
  const out = [];
  for (let row = 0; row < 7; row += 1) {
    let x = 640 + rand.range(0, 40);
    const y = 40 + row * 48;
    while (x < 1180) {
      const w = rand.range(14, 46);
      out.push(
        rect(x, y, w, 8, {
          rx: 4,
          fill: rand() < 0.2 ? C.emerald : '#38d9ff',
          fillOpacity: rand.range(0.12, 0.35),
        }),
      );
      x += w + rand.range(6, 14);
    }
  }
  return g({}, out);
}
