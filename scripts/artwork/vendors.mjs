/**
 * Vendor marks: small monochrome "GRAY" menu icons (120 x 48) and colour
 * footer logos (160 x 56). Each is a generic emblem plus the vendor code set
 * in a bold system sans-serif; none imitates a real company's logo.
 */
import { CLOVER_ANGLES, CLOVER_LEAF, CLOVER_STEM } from './symbols.mjs';
import {
  Doc,
  FONT_STACK,
  circle,
  el,
  escapeText,
  g,
  path,
  pd,
  polar,
  polyPath,
  starPoints,
  textWidth,
} from './svg.mjs';

const ring = (cx, cy, r) =>
  pd`M${cx - r},${cy}A${r},${r} 0 1 0 ${cx + r},${cy}A${r},${r} 0 1 0 ${cx - r},${cy}Z`;
const hex = (cx, cy, r, rot = 30) =>
  polyPath([0, 1, 2, 3, 4, 5].map((i) => polar(cx, cy, r, 60 * i + rot)));
const star = (cx, cy, R, r, n = 5) => polyPath(starPoints(cx, cy, R, r, n));
const roundRect = (x, y, w, h, r) =>
  pd`M${x + r},${y}L${x + w - r},${y}Q${x + w},${y} ${x + w},${y + r}L${x + w},${y + h - r}Q${x + w},${y + h} ${x + w - r},${y + h}L${x + r},${y + h}Q${x},${y + h} ${x},${y + h - r}L${x},${y + r}Q${x},${y} ${x + r},${y}Z`;

/** Emblems in a 32 x 32 box; evenodd paths so cut-outs stay transparent. */
const EMBLEMS = {
  dice: (c) =>
    path(
      roundRect(3, 3, 26, 26, 6) +
        [
          [10, 10],
          [22, 10],
          [16, 16],
          [10, 22],
          [22, 22],
        ]
          .map(([x, y]) => ring(x, y, 2.4))
          .join(''),
      { fill: c, fillRule: 'evenodd' },
    ),
  hexDiamond: (c) =>
    path(hex(16, 16, 15) + hex(16, 16, 11.5) + 'M16,8L23,16L16,24L9,16Z', {
      fill: c,
      fillRule: 'evenodd',
    }),
  crown: (c) =>
    path('M4,24L2.5,9L10,15L16,5L22,15L29.5,9L28,24ZM4.5,26.5L27.5,26.5L27.5,29.5L4.5,29.5Z', {
      fill: c,
      strokeLinejoin: 'round',
    }),
  ringStar: (c) =>
    path(ring(16, 16, 15) + ring(16, 16, 12) + star(16, 16.8, 9.5, 4), {
      fill: c,
      fillRule: 'evenodd',
    }),
  flame: (c) =>
    path(
      'M16,2C18,8 25,11 25,19.5C25,25 21,30 16,30C11,30 7,25 7,19.5C7,15 9.5,12 12,10C12,14 13.5,16 15.5,16.5C14,11 15,6 16,2ZM16,27C18.5,27 20.5,25 20.5,22.5C20.5,19.5 18,18 16.8,15.5C16,18 13,19.5 13,22.5C13,25 14,27 16,27Z',
      {
        fill: c,
        fillRule: 'evenodd',
      },
    ),
  gem: (c) =>
    path('M9,4L23,4L30,12L16,29L2,12ZM6.6,12.2L16,23.6L25.4,12.2L21.5,7L10.5,7Z', {
      fill: c,
      fillRule: 'evenodd',
    }),
  shield: (c) =>
    path(
      'M16,2C20,4.5 24,5.5 28,5.5C28,17 24,25 16,30C8,25 4,17 4,5.5C8,5.5 12,4.5 16,2ZM10,13L16,19L22,13L22,17.5L16,23.5L10,17.5Z',
      { fill: c, fillRule: 'evenodd' },
    ),
  bolt: (c) =>
    path(ring(16, 16, 15) + 'M18.5,5L9,18L15,18L13.5,27L23,14L17,14Z', {
      fill: c,
      fillRule: 'evenodd',
    }),
  play: (c) =>
    path(ring(16, 16, 15) + ring(16, 16, 12) + 'M12.5,9.5L23,16L12.5,22.5Z', {
      fill: c,
      fillRule: 'evenodd',
    }),
  hexStar: (c) =>
    path(hex(16, 16, 15.5, 0) + star(16, 16.8, 9, 3.8), { fill: c, fillRule: 'evenodd' }),
  heart: (c) =>
    path(
      'M16,29C13,26 2.5,19.5 2.5,11C2.5,6.5 5.8,3.5 9.5,3.5C12.5,3.5 14.8,5.3 16,7.8C17.2,5.3 19.5,3.5 22.5,3.5C26.2,3.5 29.5,6.5 29.5,11C29.5,19.5 19,26 16,29Z',
      { fill: c },
    ),
  spade: (c) =>
    path(
      'M16,2C13,7 3,11.5 3,18.5C3,22.5 6,25 9.5,25C11.8,25 13.6,23.8 14.6,22.2C14.3,25.6 12.8,28 10.5,30L21.5,30C19.2,28 17.7,25.6 17.4,22.2C18.4,23.8 20.2,25 22.5,25C26,25 29,22.5 29,18.5C29,11.5 19,7 16,2Z',
      { fill: c },
    ),
  chip: (c) =>
    g(
      {},
      circle(16, 16, 12.5, { fill: 'none', stroke: c, strokeWidth: 5, strokeDasharray: '4.9 4.9' }),
      circle(16, 16, 14.6, { fill: 'none', stroke: c, strokeWidth: 1.4 }),
      path(ring(16, 16, 7.5) + star(16, 16.5, 4.6, 2), { fill: c, fillRule: 'evenodd' }),
    ),
  ball: (c) =>
    path(
      ring(16, 16, 15) +
        polyPath([0, 1, 2, 3, 4].map((i) => polar(16, 16, 5.5, -90 + i * 72))) +
        [0, 1, 2, 3, 4]
          .map((i) => {
            const [x, y] = polar(16, 16, 12, -54 + i * 72);
            return polyPath([0, 1, 2, 3, 4].map((k) => polar(x, y, 3.2, 90 + i * 72 + k * 72)));
          })
          .join(''),
      { fill: c, fillRule: 'evenodd' },
    ),
  target: (c) =>
    path(
      ring(16, 16, 15) + ring(16, 16, 11.5) + ring(16, 16, 8) + ring(16, 16, 4.5) + ring(16, 16, 2),
      { fill: c, fillRule: 'evenodd' },
    ),
  prism: (c) => path('M16,2L30,28L2,28ZM16,10L8.5,24L23.5,24Z', { fill: c, fillRule: 'evenodd' }),
  chevrons: (c) =>
    path('M3,4L11,4L21,16L11,28L3,28L13,16ZM13,4L21,4L31,16L21,28L13,28L23,16Z', {
      fill: c,
      fillOpacity: 1,
    }),
  hexBolt: (c) =>
    path(hex(16, 16, 15.5, 0) + 'M18,6L10,18L15,18L14,26L22,14L17,14Z', {
      fill: c,
      fillRule: 'evenodd',
    }),
  clover: (c) =>
    g(
      { transform: 'translate(16 14) scale(0.74)' },
      CLOVER_ANGLES.map((a) => path(CLOVER_LEAF, { transform: `rotate(${a})`, fill: c })),
      path(CLOVER_STEM, { fill: 'none', stroke: c, strokeWidth: 2.6, strokeLinecap: 'round' }),
    ),
};

const VENDOR_EMBLEM = {
  INHOUSE: 'dice',
  PG: 'hexDiamond',
  JDB: 'crown',
  CQ9: 'ringStar',
  FC: 'flame',
  JL: 'gem',
  PT: 'shield',
  EG2: 'bolt',
  EVO: 'play',
  BGS: 'hexStar',
  SEXY: 'heart',
  KY: 'spade',
  V8: 'chip',
  SABA: 'ball',
  BTI: 'target',
  IA: 'prism',
  TF: 'chevrons',
  IMES: 'hexBolt',
  SORTE: 'clover',
};

export const MENU_VENDORS = {
  INHOUSE: ['INHOUSE'],
  RNG: ['PG', 'JDB', 'CQ9', 'FC', 'JL', 'PT', 'EG2'],
  LIVE: ['EVO', 'BGS', 'PT', 'SEXY'],
  FISH: ['JDB', 'FC', 'JL', 'CQ9'],
  PVP: ['KY', 'JL', 'V8'],
  SPORTS: ['SABA', 'BTI'],
  ESPORTS: ['IA', 'TF', 'IMES'],
  LOTT: ['SORTE'],
};

export const FOOTER_VENDORS = {
  PG: '#ff7a1a',
  EG2: '#14c8b4',
  PT: '#3b8bff',
  JDB: '#ffc53d',
  CQ9: '#ff5a8a',
  FC: '#22d3ee',
  JL: '#ff3d5a',
  BGS: '#a46bff',
};

function mix(hex, to, t) {
  const a = parseInt(hex.slice(1), 16);
  const b = parseInt(to.slice(1), 16);
  const ch = (v, s) => (v >> s) & 255;
  const m = (s) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t);
  return `#${((1 << 24) + (m(16) << 16) + (m(8) << 8) + m(0)).toString(16).slice(1)}`;
}

/** Emblem + code laid out centred in a w x h box. */
function wordmark(doc, code, { w, h, emblemSize, fontSize, gap, paint, textFill, maxWidth }) {
  let fs = fontSize;
  let tw = textWidth(code, fs, 0.5);
  const avail = maxWidth - emblemSize - gap;
  if (tw > avail) {
    fs = (fs * avail) / tw;
    tw = textWidth(code, fs, 0.5);
  }
  const total = emblemSize + gap + tw;
  const x0 = (w - total) / 2;
  const k = emblemSize / 32;
  const emblem = EMBLEMS[VENDOR_EMBLEM[code]](paint);
  return [
    g({ transform: pd`translate(${x0} ${(h - emblemSize) / 2}) scale(${k})` }, emblem),
    el(
      'text',
      {
        x: x0 + emblemSize + gap,
        y: h / 2 + fs * 0.36,
        fontFamily: FONT_STACK,
        fontWeight: 700,
        fontSize: Math.round(fs * 10) / 10,
        letterSpacing: 0.5,
        textLength: Math.round(tw * 10) / 10,
        lengthAdjust: 'spacingAndGlyphs',
        fill: textFill,
      },
      escapeText(code),
    ),
  ];
}

export function grayIcon(code) {
  const doc = new Doc(`vg-${code}`);
  const body = wordmark(doc, code, {
    w: 120,
    h: 48,
    emblemSize: 26,
    fontSize: 20,
    gap: 7,
    paint: '#c9cfdb',
    textFill: '#c9cfdb',
    maxWidth: 110,
  });
  return doc.render(120, 48, body, { role: 'img', 'aria-label': code });
}

export function colorLogo(code, accent) {
  const doc = new Doc(`vc-${code}`);
  const paint = doc.linear(
    [
      [0, mix(accent, '#ffffff', 0.35)],
      [1, mix(accent, '#000000', 0.25)],
    ],
    { x1: 0, y1: 0, x2: 0.6, y2: 1 },
  );
  const textFill = doc.linear([
    [0, '#ffffff'],
    [1, mix(accent, '#ffffff', 0.55)],
  ]);
  const body = wordmark(doc, code, {
    w: 160,
    h: 56,
    emblemSize: 36,
    fontSize: 28,
    gap: 9,
    paint,
    textFill,
    maxWidth: 148,
  });
  return doc.render(160, 56, body, { role: 'img', 'aria-label': code });
}

export function buildVendors() {
  const files = [];
  for (const [cat, codes] of Object.entries(MENU_VENDORS)) {
    for (const code of codes)
      files.push({
        path: `server/assets/cdn/${cat}_LIST_VENDOR/${code}-GRAY.svg`,
        content: grayIcon(code),
      });
  }
  for (const [code, accent] of Object.entries(FOOTER_VENDORS))
    files.push({ path: `server/assets/cdn/vendors/${code}.svg`, content: colorLogo(code, accent) });
  return files;
}
