/**
 * Phone frame and a miniature casino-lobby screen, used by the download
 * mockups, the download banner and the app-download illustration.
 */
import { C, blob, goldLinear } from './palette.mjs';
import { ball, card, chip, coin, die } from './casino.mjs';
import { cherries, clover, gem, seven } from './symbols.mjs';
import { sparkle } from './decor.mjs';
import { giftBox } from './gifts.mjs';
import { Doc, circle, g, path, pd, polygon, rect, starPoints } from './svg.mjs';

const TILE_TONES = [
  ['#ff4d6a', '#7a0a1d'],
  ['#8c4dff', '#2e0e70'],
  ['#1ed49a', '#064d36'],
  ['#ffb020', '#8a4b06'],
  ['#2f7bff', '#0d2a78'],
  ['#e040fb', '#5a0a6e'],
  ['#22c7f0', '#0a4d6e'],
  ['#ff8a1c', '#7a3204'],
  ['#5b6bff', '#1a1f6e'],
];

function tileMotif(doc, i, cx, cy, s) {
  switch (i % 9) {
    case 0:
      return seven(doc, { x: cx, y: cy, s: s * 0.62 });
    case 1:
      return die(doc, { x: cx, y: cy, s: s * 0.3, faces: [5, 3, 2], shadow: false });
    case 2:
      return gem(doc, { x: cx, y: cy, s: s * 0.62 });
    case 3:
      return coin(doc, { x: cx, y: cy, r: s * 0.26 });
    case 4:
      return ball(doc, { x: cx, y: cy, r: s * 0.26, tone: 'blue', num: '8' });
    case 5:
      return chip(doc, { x: cx, y: cy, r: s * 0.27, tone: 'black' });
    case 6:
      return card(doc, { x: cx, y: cy, w: s * 0.42, kind: 'heart', rank: 'A', shadow: false });
    case 7:
      return cherries(doc, { x: cx, y: cy, s: s * 0.62 });
    default:
      return clover(doc, { x: cx, y: cy, s: s * 0.55, stem: false });
  }
}

/** Lobby UI in local coordinates 0..w x 0..h. */
export function lobbyScreen(doc, { w, h, variant = 'android' }) {
  const m = w * 0.05;
  const out = [];
  out.push(
    rect(0, 0, w, h, {
      fill: doc.linear([
        [0, '#111a44'],
        [0.4, '#0b1130'],
        [1, '#070b1f'],
      ]),
    }),
  );
  out.push(circle(w * 0.8, h * 0.05, w * 0.7, { fill: blob(doc, '#7b4dff', 0.28) }));
  // status bar
  const sb = h * 0.035;
  out.push(rect(m * 1.2, sb - 3, w * 0.1, 6, { rx: 3, fill: '#ffffff', fillOpacity: 0.85 }));
  [0, 1, 2, 3].forEach((i) =>
    out.push(
      rect(w - m * 1.2 - w * 0.2 + i * 4.5, sb + 3 - (i + 1) * 2, 3, (i + 1) * 2, {
        rx: 1,
        fill: '#fff',
        fillOpacity: 0.85,
      }),
    ),
  );
  out.push(
    rect(w - m * 1.2 - w * 0.085, sb - 3.5, w * 0.07, 7, {
      rx: 2,
      fill: 'none',
      stroke: '#fff',
      strokeOpacity: 0.85,
      strokeWidth: 1.2,
    }),
  );
  out.push(rect(w - m * 1.2 - w * 0.08, sb - 2, w * 0.045, 4, { rx: 1, fill: C.emerald }));
  // header
  const hy = h * 0.085;
  out.push(clover(doc, { x: m + 11, y: hy, s: 20, stem: false, veins: false }));
  out.push(rect(m + 26, hy - 5, w * 0.22, 10, { rx: 5, fill: goldLinear(doc) }));
  out.push(
    rect(w - m - w * 0.34, hy - 10, w * 0.25, 20, {
      rx: 10,
      fill: '#1f0d4a',
      stroke: '#7b4dff',
      strokeOpacity: 0.6,
    }),
  );
  out.push(coin(doc, { x: w - m - w * 0.34 + 10, y: hy, r: 6, symbol: 'none' }));
  out.push(
    rect(w - m - w * 0.34 + 20, hy - 3, w * 0.12, 6, { rx: 3, fill: '#fff', fillOpacity: 0.8 }),
  );
  out.push(
    circle(w - m - 10, hy, 10, {
      fill: doc.linear([
        [0, '#ffd052'],
        [1, '#d98a0b'],
      ]),
    }),
  );
  out.push(circle(w - m - 10, hy - 2.5, 3.5, { fill: '#7a4205' }));
  out.push(
    path(
      pd`M${w - m - 16},${hy + 7}C${w - m - 15},${hy + 2} ${w - m - 5},${hy + 2} ${w - m - 4},${hy + 7}`,
      { fill: '#7a4205' },
    ),
  );
  // banner
  const by = h * 0.125;
  const bh = h * 0.2;
  const bw = w - 2 * m;
  const bannerClip = doc.clip(rect(m, by, bw, bh, { rx: 12 }));
  out.push(
    g(
      { clipPath: bannerClip },
      rect(m, by, bw, bh, {
        fill: doc.linear(
          [
            [0, '#2e1568'],
            [0.6, '#7b2ff7'],
            [1, '#e040fb'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
      }),
      circle(m + bw * 0.78, by + bh * 0.5, bh * 0.8, { fill: blob(doc, '#ffc53d', 0.55) }),
      giftBox(doc, { x: m + bw * 0.74, y: by + bh * 0.86, w: bh * 0.5, h: bh * 0.36, tone: 'red' }),
      coin(doc, { x: m + bw * 0.92, y: by + bh * 0.3, r: bh * 0.1, tilt: 0.7, rot: 20 }),
      coin(doc, { x: m + bw * 0.55, y: by + bh * 0.22, r: bh * 0.07, tilt: 0.6, rot: -20 }),
      sparkle(m + bw * 0.6, by + bh * 0.7, 5, '#fff6d6'),
      rect(m + 12, by + bh * 0.22, bw * 0.42, 9, { rx: 4.5, fill: '#ffffff' }),
      rect(m + 12, by + bh * 0.22 + 15, bw * 0.32, 6, { rx: 3, fill: '#ffffff', fillOpacity: 0.6 }),
      rect(m + 12, by + bh * 0.62, bw * 0.24, 16, { rx: 8, fill: goldLinear(doc) }),
    ),
  );
  [0, 1, 2, 3].forEach((i) =>
    out.push(
      rect(w / 2 - 20 + i * 11, by + bh + 7, i === 0 ? 14 : 6, 4, {
        rx: 2,
        fill: i === 0 ? C.gold : '#ffffff',
        fillOpacity: i === 0 ? 1 : 0.35,
      }),
    ),
  );
  // categories
  const cy = h * 0.39;
  const cats = [
    ['#ffc53d', '#d98a0b'],
    ['#ff4d6a', '#9e0a24'],
    ['#1ed49a', '#0a8f62'],
    ['#38d9ff', '#2f7bff'],
    ['#c9a8ff', '#7b4dff'],
  ];
  const cw = (w - 2 * m) / 5;
  cats.forEach(([a, b], i) => {
    const cx = m + cw * (i + 0.5);
    out.push(
      circle(cx, cy, cw * 0.32, {
        fill: doc.linear([
          [0, a],
          [1, b],
        ]),
      }),
    );
    out.push(
      polygon(starPoints(cx, cy, cw * 0.13, cw * 0.06, 4 + i), {
        fill: '#ffffff',
        fillOpacity: 0.9,
      }),
    );
    out.push(
      rect(cx - cw * 0.26, cy + cw * 0.42, cw * 0.52, 4, {
        rx: 2,
        fill: '#ffffff',
        fillOpacity: 0.45,
      }),
    );
  });
  // section title
  const sy = h * 0.475;
  out.push(rect(m, sy - 4, 4, 12, { rx: 2, fill: C.gold }));
  out.push(rect(m + 9, sy - 1, w * 0.28, 7, { rx: 3.5, fill: '#ffffff', fillOpacity: 0.85 }));
  out.push(rect(w - m - w * 0.14, sy, w * 0.14, 5, { rx: 2.5, fill: C.gold, fillOpacity: 0.7 }));
  // game grid
  const gy = h * 0.5;
  const gap = w * 0.03;
  const tw = (w - 2 * m - 2 * gap) / 3;
  const th = tw * 1.18;
  // fill to the bottom: the last row scrolls under the bottom navigation
  const rows = Math.max(1, Math.ceil((h - gy) / (th + gap)));
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < 3; c += 1) {
      const i = r * 3 + c + (variant === 'ios' ? 4 : 0);
      const [a, b] = TILE_TONES[i % TILE_TONES.length];
      const tx = m + c * (tw + gap);
      const ty = gy + r * (th + gap);
      const clipId = doc.clip(rect(tx, ty, tw, th, { rx: 9 }));
      out.push(
        g(
          { clipPath: clipId },
          rect(tx, ty, tw, th, {
            fill: doc.linear(
              [
                [0, a],
                [1, b],
              ],
              { x1: 0, y1: 0, x2: 0.4, y2: 1 },
            ),
          }),
          circle(tx + tw / 2, ty + th * 0.42, tw * 0.5, { fill: blob(doc, '#ffffff', 0.3) }),
          tileMotif(doc, i, tx + tw / 2, ty + th * 0.42, tw),
          rect(tx, ty + th * 0.8, tw, th * 0.2, { fill: '#000', fillOpacity: 0.35 }),
          rect(tx + tw * 0.15, ty + th * 0.87, tw * 0.7, 5, {
            rx: 2.5,
            fill: '#ffffff',
            fillOpacity: 0.85,
          }),
        ),
      );
    }
  }
  // bottom nav
  const nh = h * 0.085;
  const ny = h - nh;
  out.push(rect(0, ny, w, nh, { fill: '#0a0f2a' }));
  out.push(rect(0, ny, w, 1, { fill: '#ffffff', fillOpacity: 0.1 }));
  const nw = w / 5;
  for (let i = 0; i < 5; i += 1) {
    const nx = nw * (i + 0.5);
    if (i === 2) {
      out.push(
        circle(nx, ny + 2, nh * 0.42, { fill: goldLinear(doc), stroke: '#0a0f2a', strokeWidth: 4 }),
      );
      out.push(
        clover(doc, { x: nx, y: ny + 2, s: nh * 0.4, stem: false, veins: false, fill: '#7a4205' }),
      );
    } else {
      out.push(
        rect(nx - 7, ny + nh * 0.22, 14, 12, {
          rx: 3.5,
          fill: i === 0 ? C.gold : '#8b93b5',
          fillOpacity: i === 0 ? 1 : 0.8,
        }),
      );
      out.push(
        rect(nx - 9, ny + nh * 0.22 + 17, 18, 3.5, {
          rx: 1.75,
          fill: i === 0 ? C.gold : '#8b93b5',
          fillOpacity: 0.6,
        }),
      );
    }
  }
  if (variant === 'ios')
    out.push(
      rect(w / 2 - w * 0.17, h - 8, w * 0.34, 4, { rx: 2, fill: '#ffffff', fillOpacity: 0.8 }),
    );
  return g({}, out);
}

/** Phone with lobby screen, centred on (x, y). */
export function phone(doc, { x, y, w, h, variant = 'android', rot = 0, shadow = true, screen }) {
  const rOuter = variant === 'ios' ? w * 0.16 : w * 0.12;
  const bezel = w * 0.035;
  const sx = -w / 2 + bezel;
  const sy = -h / 2 + bezel;
  const sw = w - 2 * bezel;
  const sh = h - 2 * bezel;
  const rs = rOuter - bezel;
  const clipId = doc.clip(rect(sx, sy, sw, sh, { rx: rs }));
  const metal = doc.linear(
    [
      [0, '#6b7391'],
      [0.2, '#d5d9e6'],
      [0.5, '#4a5272'],
      [0.8, '#c9cfdb'],
      [1, '#3a4060'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.3 },
  );
  const cam =
    variant === 'ios'
      ? rect(-w * 0.13, sy + h * 0.015, w * 0.26, h * 0.032, { rx: h * 0.016, fill: '#000' })
      : g(
          {},
          circle(0, sy + h * 0.03, w * 0.028, { fill: '#000' }),
          circle(w * 0.006, sy + h * 0.027, w * 0.009, { fill: '#2a3158' }),
        );
  return g(
    {
      transform: pd`translate(${x} ${y}) rotate(${rot})`,
      filter: shadow ? doc.shadow(0, 18, 18, '#000', 0.55) : undefined,
    },
    rect(w / 2 - 1.5, -h * 0.22, w * 0.018, h * 0.1, { rx: 2, fill: '#3a4060' }),
    rect(-w / 2 - w * 0.012, -h * 0.26, w * 0.018, h * 0.06, { rx: 2, fill: '#3a4060' }),
    rect(-w / 2 - w * 0.012, -h * 0.18, w * 0.018, h * 0.06, { rx: 2, fill: '#3a4060' }),
    rect(-w / 2, -h / 2, w, h, { rx: rOuter, fill: metal }),
    rect(-w / 2 + 2, -h / 2 + 2, w - 4, h - 4, { rx: rOuter - 2, fill: '#05070f' }),
    g(
      { clipPath: clipId },
      g(
        { transform: pd`translate(${sx} ${sy})` },
        screen ?? lobbyScreen(doc, { w: sw, h: sh, variant }),
      ),
      rect(sx, sy, sw, sh, {
        fill: doc.linear(
          [
            [0, '#ffffff', 0.1],
            [0.35, '#ffffff', 0],
            [1, '#ffffff', 0],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
      }),
    ),
    cam,
  );
}

/** Download-page phone mockups, 300 x 600. */
export function buildPhones() {
  return ['android', 'ios'].map((variant) => {
    const doc = new Doc(`ph-${variant}`);
    return {
      path: `server/assets/cdn/download/phone-${variant}.svg`,
      content: doc.render(
        300,
        600,
        phone(doc, { x: 150, y: 300, w: 288, h: 592, variant, shadow: false }),
      ),
    };
  });
}
