/** Decoration: sparkles, confetti, bokeh lights and hexagon outlines. */
import { blob } from './palette.mjs';
import { circle, g, path, pd, polar, polyPath, rect } from './svg.mjs';

/** Four-point sparkle. */
export function sparkle(x, y, s, fill = '#ffffff', opacity = 1) {
  const k = s * 0.16;
  return path(
    pd`M${x},${y - s}C${x + k},${y - k} ${x + k},${y - k} ${x + s},${y}C${x + k},${y + k} ${x + k},${y + k} ${x},${y + s}C${x - k},${y + k} ${x - k},${y + k} ${x - s},${y}C${x - k},${y - k} ${x - k},${y - k} ${x},${y - s}Z`,
    {
      fill,
      fillOpacity: opacity === 1 ? undefined : opacity,
    },
  );
}

/** Scatter of sparkles inside a box. */
export function sparkles(doc, rand, { x0, x1, y0, y1, n, color = '#fff6d6', min = 4, max = 12 }) {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    out.push(
      sparkle(
        rand.range(x0, x1),
        rand.range(y0, y1),
        rand.range(min, max),
        color,
        rand.range(0.5, 1),
      ),
    );
  }
  return g({ filter: doc.glow(3) }, out);
}

/** Confetti pieces. */
export function confetti(rand, { x0, x1, y0, y1, n, colors }) {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const x = rand.range(x0, x1);
    const y = rand.range(y0, y1);
    const c = rand.pick(colors);
    const rot = rand.range(0, 180);
    const kind = rand();
    if (kind < 0.5)
      out.push(
        rect(-5, -2.5, 10, 5, {
          fill: c,
          transform: pd`translate(${x} ${y}) rotate(${rot}) scale(${rand.range(0.7, 1.4)})`,
        }),
      );
    else if (kind < 0.8)
      out.push(
        path('M-8,0C-5,-5 -2,5 1,0C4,-5 7,5 10,0', {
          fill: 'none',
          stroke: c,
          strokeWidth: 2.6,
          strokeLinecap: 'round',
          transform: pd`translate(${x} ${y}) rotate(${rot})`,
        }),
      );
    else out.push(circle(x, y, rand.range(2, 4), { fill: c }));
  }
  return g({}, out);
}

/** Soft bokeh lights. */
export function bokeh(doc, rand, { x0, x1, y0, y1, n, colors, min = 6, max = 26 }) {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const c = rand.pick(colors);
    out.push(
      circle(rand.range(x0, x1), rand.range(y0, y1), rand.range(min, max), {
        fill: blob(doc, c, rand.range(0.25, 0.6)),
      }),
    );
  }
  return g({}, out);
}

/** Faceted hexagon tile outline path. */
export function hexPath(cx, cy, r) {
  return polyPath([0, 1, 2, 3, 4, 5].map((i) => polar(cx, cy, r, 60 * i + 30)));
}
