/**
 * Banner backdrop: a dark gradient that stays calm on the left (where the
 * web overlays a translated title) and lights up on the right behind the
 * illustration.
 */
import { blob } from './palette.mjs';
import { bokeh, hexPath } from './decor.mjs';
import { circle, ellipse, g, line, path, rect, rng, sector } from './svg.mjs';

export const BANNER_W = 1200;
export const BANNER_H = 400;

const PATTERNS = {
  dots: (doc, color) => doc.pattern(22, 22, circle(11, 11, 1.3, { fill: color, fillOpacity: 0.5 })),
  grid: (doc, color) =>
    doc.pattern(
      40,
      40,
      path('M40,0L0,0L0,40', { fill: 'none', stroke: color, strokeOpacity: 0.35, strokeWidth: 1 }),
    ),
  diamonds: (doc, color) =>
    doc.pattern(
      36,
      36,
      path('M18,0L36,18L18,36L0,18Z', {
        fill: 'none',
        stroke: color,
        strokeOpacity: 0.3,
        strokeWidth: 1,
      }),
    ),
  hex: (doc, color) => {
    const r = 20;
    const w = r * Math.sqrt(3);
    const h = r * 3;
    const d = [
      [0, 0],
      [w, 0],
      [w / 2, h / 2],
      [0, h],
      [w, h],
    ]
      .map(([x, y]) => hexPath(x, y, r).replace(/M/g, 'M'))
      .join('');
    return doc.pattern(
      w,
      h,
      path(d, { fill: 'none', stroke: color, strokeOpacity: 0.35, strokeWidth: 1 }),
    );
  },
};

/**
 * theme: { bg: [left, mid, right], glow, glow2, cx, cy, pattern, patternColor, rays, bokeh: [colors], seed }
 */
export function bannerScene(doc, theme, art) {
  const W = BANNER_W;
  const H = BANNER_H;
  const [c0, c1, c2] = theme.bg;
  const cx = theme.cx ?? 870;
  const cy = theme.cy ?? 200;
  const rand = rng(theme.seed ?? 1);
  const layers = [];
  layers.push(
    rect(0, 0, W, H, {
      fill: doc.linear(
        [
          [0, c0],
          [0.42, c0],
          [0.72, c1],
          [1, c2],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }),
  );
  layers.push(
    rect(0, 0, W, H, {
      fill: doc.linear([
        [0, '#ffffff', 0.04],
        [0.6, '#000000', 0],
        [1, '#000000', 0.35],
      ]),
    }),
  );
  layers.push(ellipse(cx, cy, 470, 330, { fill: blob(doc, theme.glow, 0.62) }));
  if (theme.glow2)
    layers.push(
      circle(theme.glow2x ?? 1150, theme.glow2y ?? 40, 260, { fill: blob(doc, theme.glow2, 0.45) }),
    );
  if (theme.rays !== false) {
    const n = 22;
    const wedge = [];
    for (let i = 0; i < n; i += 1) {
      const a = (360 / n) * i;
      wedge.push(sector(cx, cy, 0, 900, a, a + 360 / n / 2.4));
    }
    layers.push(
      path(wedge.join(''), {
        fill: doc.radial(
          [
            [0, '#ffffff', 0.13],
            [0.4, '#ffffff', 0.04],
            [1, '#ffffff', 0],
          ],
          { cx, cy, r: 620, gradientUnits: 'userSpaceOnUse' },
        ),
      }),
    );
  }
  if (theme.pattern) {
    const fade = doc.mask(
      rect(0, 0, W, H, {
        fill: doc.linear(
          [
            [0, '#000'],
            [0.45, '#000'],
            [0.85, '#fff'],
            [1, '#fff'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      }),
    );
    layers.push(
      g(
        { mask: fade },
        rect(0, 0, W, H, {
          fill: PATTERNS[theme.pattern](doc, theme.patternColor ?? '#ffffff'),
          opacity: 0.55,
        }),
      ),
    );
  }
  if (theme.bokeh)
    layers.push(
      bokeh(doc, rand, { x0: 540, x1: 1200, y0: 0, y1: 400, n: 16, colors: theme.bokeh }),
    );
  layers.push(ellipse(cx, 372, 360, 44, { fill: blob(doc, theme.floor ?? theme.glow, 0.45) }));
  layers.push(art(doc, rand));
  // calm, dark left side for the overlaid title
  layers.push(
    rect(0, 0, W, H, {
      fill: doc.linear(
        [
          [0, c0, 0.96],
          [0.28, c0, 0.82],
          [0.46, c0, 0.35],
          [0.6, c0, 0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }),
  );
  layers.push(
    rect(0, 0, W, H, {
      fill: doc.linear([
        [0, '#000000', 0],
        [0.75, '#000000', 0],
        [1, '#000000', 0.4],
      ]),
    }),
  );
  layers.push(line(0, 0.5, W, 0.5, { stroke: '#ffffff', strokeOpacity: 0.08 }));
  return doc.render(W, H, layers);
}
