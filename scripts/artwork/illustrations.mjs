/** Empty-state and status illustrations, 320 x 200, transparent background. */
import { C, blob, goldLinear, goldMetal, shine } from './palette.mjs';
import { ball, card, coin } from './casino.mjs';
import { sparkles } from './decor.mjs';
import { phone } from './devices.mjs';
import {
  Doc,
  circle,
  ellipse,
  g,
  path,
  pd,
  polar,
  polyPath,
  rect,
  rng,
  strokeGlyphs,
} from './svg.mjs';

const W = 320;
const H = 200;

function stage(doc, glow = C.violet) {
  return g(
    {},
    ellipse(160, 100, 150, 96, { fill: blob(doc, glow, 0.32) }),
    ellipse(160, 182, 100, 9, { fill: '#000', fillOpacity: 0.35, filter: doc.blur(4) }),
  );
}

function gearPath(cx, cy, R, r, teeth, hole) {
  const pts = [];
  const step = 360 / teeth;
  for (let i = 0; i < teeth; i += 1) {
    const a = i * step;
    pts.push(
      polar(cx, cy, r, a - step * 0.32),
      polar(cx, cy, R, a - step * 0.18),
      polar(cx, cy, R, a + step * 0.18),
      polar(cx, cy, r, a + step * 0.32),
    );
  }
  return (
    polyPath(pts) +
    pd`M${cx - hole},${cy}A${hole},${hole} 0 1 0 ${cx + hole},${cy}A${hole},${hole} 0 1 0 ${cx - hole},${cy}Z`
  );
}

function maintenance(doc, rand) {
  const metal = doc.linear(
    [
      [0, '#a98bff'],
      [0.5, '#6a2ee8'],
      [1, '#2e0e70'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const wrench = doc.linear(
    [
      [0, '#f4f6fb'],
      [0.5, '#c3c9da'],
      [1, '#6b7391'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const hands = { stroke: '#1a1f3d', strokeWidth: 3.2, strokeLinecap: 'round' };
  return [
    stage(doc),
    g(
      { filter: doc.shadow(0, 8, 8, '#000', 0.45) },
      path(gearPath(205, 62, 30, 24, 9, 9), {
        fill: doc.linear([
          [0, '#5cf0b6'],
          [1, '#0a8f62'],
        ]),
        fillRule: 'evenodd',
      }),
      path(gearPath(135, 100, 62, 50, 12, 20), { fill: metal, fillRule: 'evenodd' }),
      circle(135, 100, 34, { fill: 'none', stroke: '#ffffff', strokeOpacity: 0.2, strokeWidth: 3 }),
    ),
    g(
      { transform: 'rotate(-45 140 100)', filter: doc.shadow(0, 6, 6, '#000', 0.45) },
      rect(133, 84, 14, 92, { rx: 7, fill: wrench }),
      path('M133,36L133,50L147,50L147,36A18,18 0 1 1 133,36Z', { fill: wrench }),
      path('M133,36A18,18 0 0 0 124,66', {
        fill: 'none',
        stroke: '#ffffff',
        strokeOpacity: 0.7,
        strokeWidth: 2,
        strokeLinecap: 'round',
      }),
    ),
    g(
      { filter: doc.shadow(0, 6, 8, '#000', 0.5) },
      circle(230, 138, 32, { fill: goldMetal(doc) }),
      circle(230, 138, 26, {
        fill: doc.radial(
          [
            [0, '#ffffff'],
            [1, '#dfe3ee'],
          ],
          { cx: 0.4, cy: 0.35 },
        ),
      }),
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => {
        const [x1, y1] = polar(230, 138, 22, i * 30);
        const [x2, y2] = polar(230, 138, i % 3 ? 20 : 18, i * 30);
        return path(pd`M${x1},${y1}L${x2},${y2}`, { stroke: '#6b7391', strokeWidth: 1.6 });
      }),
      path('M230,138L230,122', hands),
      path('M230,138L241,145', hands),
      circle(230, 138, 3, { fill: C.red }),
    ),
    sparkles(doc, rand, { x0: 60, x1: 280, y0: 15, y1: 160, n: 6, max: 8 }),
  ];
}

function regionBlocked(doc, rand) {
  const clipId = doc.clip(circle(145, 95, 64));
  const land = '#1ed49a';
  return [
    stage(doc, C.cyan),
    g(
      { filter: doc.shadow(0, 8, 10, '#000', 0.45) },
      circle(145, 95, 64, {
        fill: doc.radial(
          [
            [0, '#5fb8ff'],
            [0.6, '#2f7bff'],
            [1, '#122a7a'],
          ],
          { cx: 0.38, cy: 0.32, r: 0.8 },
        ),
      }),
      g(
        { clipPath: clipId },
        path(
          'M95,60C108,50 126,52 132,64C138,76 124,84 128,96C132,108 118,118 106,112C96,106 100,92 92,84C86,76 88,66 95,60Z',
          { fill: land, fillOpacity: 0.85 },
        ),
        path(
          'M150,38C166,32 190,40 196,56C200,68 186,70 178,78C170,86 176,100 166,104C156,106 150,94 152,82C154,70 140,60 144,48Z',
          { fill: land, fillOpacity: 0.85 },
        ),
        path(
          'M150,120C162,116 176,122 178,134C180,146 168,160 156,160C146,158 146,144 142,136C140,128 144,122 150,120Z',
          { fill: land, fillOpacity: 0.85 },
        ),
        ellipse(145, 95, 64, 22, {
          fill: 'none',
          stroke: '#ffffff',
          strokeOpacity: 0.25,
          strokeWidth: 1.5,
        }),
        ellipse(145, 95, 26, 64, {
          fill: 'none',
          stroke: '#ffffff',
          strokeOpacity: 0.25,
          strokeWidth: 1.5,
        }),
        path('M81,95L209,95M145,31L145,159', {
          stroke: '#ffffff',
          strokeOpacity: 0.25,
          strokeWidth: 1.5,
        }),
        circle(145, 95, 64, {
          fill: doc.radial([
            [0.7, '#000', 0],
            [1, '#000', 0.35],
          ]),
        }),
      ),
      ellipse(120, 62, 22, 10, { fill: shine(doc, 0.5), transform: 'rotate(-30 120 62)' }),
    ),
    g(
      { filter: doc.shadow(0, 8, 8, '#000', 0.5) },
      path('M196,118L196,104A20,20 0 0 1 236,104L236,118', {
        fill: 'none',
        stroke: '#1a1f3d',
        strokeWidth: 12,
        strokeLinecap: 'round',
      }),
      path('M196,118L196,104A20,20 0 0 1 236,104L236,118', {
        fill: 'none',
        stroke: doc.linear(
          [
            [0, '#f4f6fb'],
            [1, '#8d95ae'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
        strokeWidth: 7,
        strokeLinecap: 'round',
      }),
      rect(184, 114, 64, 52, { rx: 10, fill: goldLinear(doc) }),
      rect(184, 114, 64, 8, { rx: 4, fill: '#ffffff', fillOpacity: 0.35 }),
      circle(216, 136, 7, { fill: '#5a2a06' }),
      path('M213,138L211,152L221,152L219,138Z', { fill: '#5a2a06' }),
    ),
    sparkles(doc, rand, { x0: 60, x1: 280, y0: 15, y1: 160, n: 5, max: 7, color: '#dff6ff' }),
  ];
}

function notFound(doc, rand) {
  const h = 92;
  const four = (cx) => {
    const { width } = strokeGlyphs('4', 0, 0, h);
    const { d: d2 } = strokeGlyphs('4', cx - width / 2, 100 - h / 2, h);
    return [
      path(d2, {
        fill: 'none',
        stroke: '#1a0b3d',
        strokeWidth: 20,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        transform: 'translate(3 5)',
      }),
      path(d2, {
        fill: 'none',
        stroke: goldLinear(doc),
        strokeWidth: 15,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }),
    ];
  };
  return [
    stage(doc, C.magenta),
    path('M40,170C80,150 110,184 160,168', {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.25,
      strokeWidth: 2,
      strokeDasharray: '4 6',
    }),
    four(82),
    four(242),
    ball(doc, { x: 162, y: 104, r: 44, tone: 'purple', num: '0', shadow: true }),
    sparkles(doc, rand, { x0: 40, x1: 290, y0: 10, y1: 170, n: 7, max: 8 }),
  ];
}

function emptyChest(doc, rand) {
  const wood = doc.linear([
    [0, '#7b4dff'],
    [1, '#3b138e'],
  ]);
  const band = goldMetal(doc);
  return [
    stage(doc, C.gold),
    g(
      { filter: doc.shadow(0, 10, 10, '#000', 0.5) },
      // open lid (inner face) behind
      path('M98,104L222,104L232,50C232,36 88,36 88,50Z', {
        fill: doc.linear([
          [0, '#2e0e70'],
          [1, '#12052e'],
        ]),
      }),
      path('M88,50C88,36 232,36 232,50', { fill: 'none', stroke: band, strokeWidth: 6 }),
      path('M98,104L88,50M222,104L232,50', {
        stroke: band,
        strokeWidth: 6,
        strokeLinecap: 'round',
      }),
      // interior
      rect(96, 98, 128, 16, { rx: 3, fill: '#0b0520' }),
      // body
      rect(92, 108, 136, 68, { rx: 8, fill: wood }),
      rect(92, 108, 136, 10, { fill: '#000', fillOpacity: 0.25 }),
      rect(92, 106, 136, 7, { rx: 3, fill: band }),
      rect(112, 108, 10, 68, { fill: band }),
      rect(198, 108, 10, 68, { fill: band }),
      rect(148, 118, 24, 28, { rx: 5, fill: goldLinear(doc) }),
      circle(160, 128, 3.5, { fill: '#5a2a06' }),
      path('M158.5,130L157.5,138L162.5,138L161.5,130Z', { fill: '#5a2a06' }),
    ),
    g(
      { filter: doc.glow(2) },
      [0, 1, 2, 3, 4].map((i) =>
        circle(140 + i * 11, 88 - (i % 2) * 10, 1.6, { fill: '#fff6d6', fillOpacity: 0.6 }),
      ),
    ),
    sparkles(doc, rand, { x0: 60, x1: 260, y0: 15, y1: 90, n: 4, max: 6 }),
  ];
}

function comingUp(doc, rand) {
  const glass = doc.linear(
    [
      [0, '#dff6ff', 0.35],
      [0.5, '#dff6ff', 0.08],
      [1, '#dff6ff', 0.3],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const sand = goldLinear(doc);
  return [
    stage(doc, C.violet),
    card(doc, { x: 96, y: 108, w: 62, rot: -18, back: true }),
    card(doc, { x: 224, y: 108, w: 62, rot: 16, kind: 'heart', rank: 'A' }),
    g(
      { filter: doc.shadow(0, 8, 10, '#000', 0.5) },
      path(
        'M136,34L184,34C184,64 166,82 164,100C166,118 184,136 184,166L136,166C136,136 154,118 156,100C154,82 136,64 136,34Z',
        { fill: glass, stroke: '#dff6ff', strokeOpacity: 0.55, strokeWidth: 2 },
      ),
      path('M144,56L176,56C174,70 164,82 160,92C156,82 146,70 144,56Z', { fill: sand }),
      path('M160,100L160,140', { stroke: '#ffd052', strokeWidth: 2, strokeDasharray: '3 3' }),
      path('M142,164C146,146 152,140 160,138C168,140 174,146 178,164Z', { fill: sand }),
      rect(124, 24, 72, 12, {
        rx: 6,
        fill: doc.linear([
          [0, '#a46bff'],
          [1, '#3b138e'],
        ]),
      }),
      rect(124, 164, 72, 12, {
        rx: 6,
        fill: doc.linear([
          [0, '#a46bff'],
          [1, '#3b138e'],
        ]),
      }),
      rect(124, 24, 72, 4, { rx: 2, fill: '#ffffff', fillOpacity: 0.3 }),
      path('M142,40C142,56 148,66 152,74', {
        fill: 'none',
        stroke: '#ffffff',
        strokeOpacity: 0.6,
        strokeWidth: 2.5,
        strokeLinecap: 'round',
      }),
    ),
    sparkles(doc, rand, { x0: 50, x1: 280, y0: 15, y1: 170, n: 6, max: 8 }),
  ];
}

function appDownload(doc, rand) {
  const r = 26;
  const x = 214;
  const y = 132;
  return [
    stage(doc, C.cyan),
    phone(doc, { x: 146, y: 98, w: 86, h: 172, rot: -8 }),
    g(
      { filter: doc.shadow(0, 8, 10, '#000', 0.5) },
      circle(x, y, r, {
        fill: doc.linear([
          [0, '#5cf0b6'],
          [1, '#0a8f62'],
        ]),
        stroke: '#b8ffe3',
        strokeWidth: 2.5,
      }),
      path(
        pd`M${x},${y - 12}L${x},${y + 6}M${x - 8},${y - 2}L${x},${y + 7}L${x + 8},${y - 2}M${x - 10},${y + 12}L${x + 10},${y + 12}`,
        {
          fill: 'none',
          stroke: '#fff',
          strokeWidth: 3.6,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        },
      ),
    ),
    coin(doc, { x: 90, y: 60, r: 14, tilt: 0.6, rot: -20 }),
    coin(doc, { x: 232, y: 60, r: 11, tilt: 0.7, rot: 20 }),
    sparkles(doc, rand, { x0: 60, x1: 270, y0: 15, y1: 170, n: 5, max: 7 }),
  ];
}

function loadFailed(doc, rand) {
  const cloud =
    'M96,134C74,134 66,112 80,100C74,80 96,66 114,74C122,50 158,44 174,66C186,54 212,58 216,80C238,80 248,106 234,122C230,130 222,134 214,134Z';
  const fill = doc.linear([
    [0, '#e9ecf4'],
    [1, '#8d95ae'],
  ]);
  const leftClip = doc.clip(path('M0,0L166,0L158,60L170,80L154,100L168,120L160,200L0,200Z'));
  const rightClip = doc.clip(path('M166,0L320,0L320,200L160,200L168,120L154,100L170,80L158,60Z'));
  const half = (clip, t) =>
    g(
      { transform: t },
      g(
        { clipPath: clip },
        path(cloud, { fill }),
        path('M100,92C104,80 116,76 126,80', {
          fill: 'none',
          stroke: '#ffffff',
          strokeWidth: 4,
          strokeLinecap: 'round',
          strokeOpacity: 0.8,
        }),
      ),
    );
  return [
    stage(doc, C.red),
    g(
      { filter: doc.shadow(0, 8, 10, '#000', 0.45) },
      half(leftClip, 'translate(-8 4) rotate(-5 120 110)'),
      half(rightClip, 'translate(8 -2) rotate(5 200 100)'),
    ),
    g(
      { filter: doc.glow(4) },
      path('M164,58L150,96L164,96L154,132', {
        fill: 'none',
        stroke: '#ffc53d',
        strokeWidth: 4,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }),
    ),
    g(
      { filter: doc.shadow(0, 6, 8, '#000', 0.5) },
      circle(236, 146, 20, {
        fill: doc.linear([
          [0, '#ff8fa0'],
          [1, '#c8102e'],
        ]),
      }),
      path('M229,139L243,153M243,139L229,153', {
        stroke: '#fff',
        strokeWidth: 4,
        strokeLinecap: 'round',
      }),
    ),
    [0, 1, 2].map((i) =>
      rect(140 + i * 16, 160 + (i % 2) * 8, 7, 7, {
        rx: 1.5,
        fill: '#c3c9da',
        transform: pd`rotate(${20 + i * 25} ${143 + i * 16} ${163 + (i % 2) * 8})`,
      }),
    ),
    sparkles(doc, rand, { x0: 60, x1: 270, y0: 15, y1: 60, n: 3, max: 6 }),
  ];
}

const ILLUSTRATIONS = {
  maintenance,
  'region-blocked': regionBlocked,
  'not-found': notFound,
  empty: emptyChest,
  'coming-up': comingUp,
  'app-download': appDownload,
  'load-failed': loadFailed,
};

export function buildIllustrations() {
  return Object.entries(ILLUSTRATIONS).map(([name, draw], i) => {
    const doc = new Doc(`il-${name}`);
    return {
      path: `web/src/assets/illustrations/${name}.svg`,
      content: doc.render(W, H, draw(doc, rng(500 + i))),
    };
  });
}
