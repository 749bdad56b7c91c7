/** Sorte brand: wordmark logo, emblem and favicon. */
import { clover } from './symbols.mjs';
import { Doc, FONT_STACK, el, g, path, pd, rect, textWidth } from './svg.mjs';
import { sparkle } from './decor.mjs';

function emblem(doc, cx, cy, s) {
  return g(
    {},
    clover(doc, { x: cx, y: cy, s }),
    g({ filter: undefined }, sparkle(cx + s * 0.36, cy - s * 0.38, s * 0.13, '#fff8dc')),
  );
}

export function logo() {
  const doc = new Doc('sorte-logo');
  const size = 28;
  const word = 'Sorte';
  const tw = textWidth(word, size, 0.4);
  const fill = doc.linear([
    [0, '#fff4bf'],
    [0.5, '#ffd052'],
    [1, '#e59a12'],
  ]);
  return doc.render(
    160,
    40,
    [
      emblem(doc, 20, 19, 35),
      el(
        'text',
        {
          x: 46,
          y: 30,
          fontFamily: FONT_STACK,
          fontWeight: 700,
          fontSize: size,
          letterSpacing: 0.4,
          textLength: Math.round(tw * 10) / 10,
          lengthAdjust: 'spacingAndGlyphs',
          fill,
        },
        word,
      ),
      path(pd`M46.5,35L${46 + tw * 0.62},35`, {
        stroke: '#ffc53d',
        strokeOpacity: 0.45,
        strokeWidth: 1.5,
        strokeLinecap: 'round',
      }),
    ],
    { role: 'img', 'aria-label': 'Sorte' },
  );
}

export function logoMark() {
  const doc = new Doc('sorte-mark');
  return doc.render(40, 40, emblem(doc, 20, 19, 35), { role: 'img', 'aria-label': 'Sorte' });
}

export function favicon() {
  const doc = new Doc('sorte-fav');
  return doc.render(64, 64, [
    rect(0, 0, 64, 64, {
      rx: 14,
      fill: doc.linear([
        [0, '#24306e'],
        [1, '#0b1130'],
      ]),
    }),
    rect(1, 1, 62, 62, {
      rx: 13,
      fill: 'none',
      stroke: '#ffc53d',
      strokeOpacity: 0.35,
      strokeWidth: 1.5,
    }),
    g(
      { transform: 'translate(32 31) scale(1.35) translate(-20 -19)' },
      clover(doc, { x: 20, y: 19, s: 35 }),
    ),
  ]);
}

export function buildBrand() {
  return [
    { path: 'web/src/assets/brand/logo.svg', content: logo() },
    { path: 'web/src/assets/brand/logo-mark.svg', content: logoMark() },
    { path: 'web/public/favicon.svg', content: favicon() },
  ];
}
