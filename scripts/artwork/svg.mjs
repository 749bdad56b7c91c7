/**
 * Tiny SVG toolkit for the artwork generator: number formatting, element
 * builders, a per-document registry of <defs> (gradients, filters, clips,
 * masks, patterns) with file-unique ids, a seeded PRNG and a stroke font for
 * the few glyphs the artwork draws as shapes (digits, card ranks, "+", "?").
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** Round to 2 decimals and drop trailing zeros. */
export function fmt(n) {
  if (typeof n !== 'number') return String(n);
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(2).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}

/** Tagged template that formats interpolated numbers: pd`M${x},${y}`. */
export function pd(strings, ...values) {
  let out = strings[0];
  values.forEach((v, i) => {
    out += fmt(v) + strings[i + 1];
  });
  return out;
}

// Attribute names that SVG spells in camelCase; every other camelCase key
// is written in kebab-case (strokeWidth -> stroke-width).
const KEEP_CASE = new Set([
  'viewBox',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'stdDeviation',
  'textLength',
  'lengthAdjust',
  'maskUnits',
  'maskContentUnits',
  'clipPathUnits',
  'preserveAspectRatio',
  'filterUnits',
  'spreadMethod',
]);

function attrName(key) {
  if (KEEP_CASE.has(key)) return key;
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function escapeAttr(v) {
  return String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function escapeText(v) {
  return String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function attrs(obj = {}) {
  let out = '';
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${attrName(k)}="${escapeAttr(fmt(v))}"`;
  }
  return out;
}

/** Generic element; children may be nested arrays, falsy children are dropped. */
export function el(tag, a = {}, ...children) {
  const kids = children
    .flat(Infinity)
    .filter((c) => c !== undefined && c !== null && c !== false && c !== '');
  if (kids.length === 0) return `<${tag}${attrs(a)}/>`;
  return `<${tag}${attrs(a)}>${kids.join('')}</${tag}>`;
}

export const g = (a, ...kids) => el('g', a, ...kids);
export const path = (d, a = {}) => el('path', { d, ...a });
export const rect = (x, y, width, height, a = {}) => el('rect', { x, y, width, height, ...a });
export const circle = (cx, cy, r, a = {}) => el('circle', { cx, cy, r, ...a });
export const ellipse = (cx, cy, rx, ry, a = {}) => el('ellipse', { cx, cy, rx, ry, ...a });
export const line = (x1, y1, x2, y2, a = {}) => el('line', { x1, y1, x2, y2, ...a });
export const polygon = (pts, a = {}) =>
  el('polygon', { points: pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' '), ...a });

/** Transform helper: tf({ t: [x, y], r: deg, s: k | [sx, sy] }). */
export function tf({ t, r, s } = {}) {
  const parts = [];
  if (t && (t[0] || t[1])) parts.push(`translate(${fmt(t[0])} ${fmt(t[1])})`);
  if (r) parts.push(`rotate(${fmt(r)})`);
  if (s !== undefined && s !== 1) {
    const [sx, sy] = Array.isArray(s) ? s : [s, s];
    if (sx !== 1 || sy !== 1) parts.push(`scale(${fmt(sx)} ${fmt(sy)})`);
  }
  return parts.length ? parts.join(' ') : undefined;
}

/** Point on a circle; angles in degrees, 0 = east, clockwise (SVG y-down). */
export function polar(cx, cy, r, deg) {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** Closed polygon path through points. */
export function polyPath(pts) {
  return pts.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)},${fmt(y)}`).join('') + 'Z';
}

/** Star polygon points (n tips), first tip pointing up. */
export function starPoints(cx, cy, outer, inner, n = 5, rot = 0) {
  const pts = [];
  for (let i = 0; i < n * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    pts.push(polar(cx, cy, r, -90 + rot + (i * 180) / n));
  }
  return pts;
}

/** Annulus sector path between radii r1 < r2, angles a0 < a1 in degrees. */
export function sector(cx, cy, r1, r2, a0, a1) {
  const [x0, y0] = polar(cx, cy, r2, a0);
  const [x1, y1] = polar(cx, cy, r2, a1);
  const [x2, y2] = polar(cx, cy, r1, a1);
  const [x3, y3] = polar(cx, cy, r1, a0);
  const large = a1 - a0 > 180 ? 1 : 0;
  return (
    pd`M${x0},${y0}A${r2},${r2} 0 ${large} 1 ${x1},${y1}L${x2},${y2}` +
    (r1 > 0 ? pd`A${r1},${r1} 0 ${large} 0 ${x3},${y3}Z` : 'Z')
  );
}

/** Deterministic PRNG (mulberry32) so every run writes identical files. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

/**
 * One SVG document. Collects <defs> with ids prefixed per file so several
 * files can be inlined into one page without id clashes.
 */
export class Doc {
  constructor(prefix) {
    this.prefix = prefix.replace(/[^a-zA-Z0-9-]/g, '');
    this.defs = [];
    this.keys = new Map();
    this.count = 0;
  }

  uid(kind) {
    this.count += 1;
    return `${this.prefix}-${kind}${this.count}`;
  }

  /** Register a def once per key; returns its id. */
  def(kind, key, build) {
    const k = `${kind}:${key}`;
    const hit = this.keys.get(k);
    if (hit) return hit;
    const id = this.uid(kind);
    this.defs.push(build(id));
    this.keys.set(k, id);
    return id;
  }

  static stops(stops) {
    return stops.map(([offset, color, opacity]) =>
      el('stop', {
        offset,
        stopColor: color,
        stopOpacity: opacity === undefined || opacity === 1 ? undefined : opacity,
      }),
    );
  }

  /** Linear gradient; default direction top -> bottom in bounding-box units. */
  linear(stops, o = {}) {
    const a = { x1: 0, y1: 0, x2: 0, y2: 1, ...o };
    const id = this.def('lg', JSON.stringify([stops, a]), (id) =>
      el('linearGradient', { id, ...a }, Doc.stops(stops)),
    );
    return `url(#${id})`;
  }

  /** Radial gradient; default centred in bounding-box units. */
  radial(stops, o = {}) {
    const a = { cx: 0.5, cy: 0.5, r: 0.5, ...o };
    const id = this.def('rg', JSON.stringify([stops, a]), (id) =>
      el('radialGradient', { id, ...a }, Doc.stops(stops)),
    );
    return `url(#${id})`;
  }

  /** Soft glow: the blurred graphic under the sharp one. */
  glow(std = 6, opacity = 1) {
    const id = this.def('fg', `${std}/${opacity}`, (id) =>
      el(
        'filter',
        {
          id,
          x: '-50%',
          y: '-50%',
          width: '200%',
          height: '200%',
          colorInterpolationFilters: 'sRGB',
        },
        el('feGaussianBlur', { in: 'SourceGraphic', stdDeviation: std, result: 'b' }),
        opacity === 1
          ? ''
          : el(
              'feComponentTransfer',
              { in: 'b', result: 'b' },
              el('feFuncA', { type: 'linear', slope: opacity }),
            ),
        el(
          'feMerge',
          {},
          el('feMergeNode', { in: 'b' }),
          el('feMergeNode', { in: 'SourceGraphic' }),
        ),
      ),
    );
    return `url(#${id})`;
  }

  /** Drop shadow. */
  shadow(dx = 0, dy = 6, std = 8, color = '#000000', opacity = 0.45) {
    const id = this.def('fs', [dx, dy, std, color, opacity].join('/'), (id) =>
      el(
        'filter',
        {
          id,
          x: '-30%',
          y: '-30%',
          width: '160%',
          height: '170%',
          colorInterpolationFilters: 'sRGB',
        },
        el('feDropShadow', { dx, dy, stdDeviation: std, floodColor: color, floodOpacity: opacity }),
      ),
    );
    return `url(#${id})`;
  }

  /** Plain blur (for light blobs and bokeh). */
  blur(std = 10) {
    const id = this.def('fb', String(std), (id) =>
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: std }),
      ),
    );
    return `url(#${id})`;
  }

  clip(markup) {
    const id = this.def('cp', markup, (id) => el('clipPath', { id }, markup));
    return `url(#${id})`;
  }

  mask(markup) {
    const id = this.def('mk', markup, (id) =>
      el(
        'mask',
        { id, maskUnits: 'userSpaceOnUse', x: -2000, y: -2000, width: 6000, height: 6000 },
        markup,
      ),
    );
    return `url(#${id})`;
  }

  pattern(width, height, markup, extra = {}) {
    const id = this.def('pt', JSON.stringify([width, height, markup, extra]), (id) =>
      el('pattern', { id, width, height, patternUnits: 'userSpaceOnUse', ...extra }, markup),
    );
    return `url(#${id})`;
  }

  render(width, height, body, rootAttrs = {}) {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${attrs(rootAttrs)}>` +
      defs +
      [body].flat(Infinity).filter(Boolean).join('') +
      '</svg>\n'
    );
  }
}

// ---------------------------------------------------------------------------
// Stroke font: glyphs in a 10 x 16 box, only M/L/C/Z with absolute x,y pairs,
// so they can be scaled numerically (keeping a constant stroke width).
const GLYPHS = {
  0: 'M5,0C8,0 10,3 10,8C10,13 8,16 5,16C2,16 0,13 0,8C0,3 2,0 5,0Z',
  1: 'M1.8,3.2L6,0L6,16',
  2: 'M0.6,4.2C0.8,1.5 2.8,0 5.2,0C7.8,0 9.6,1.8 9.6,4.3C9.6,7.6 6,9.6 0.4,16L10,16',
  3: 'M0.8,2.2C1.9,0.7 3.4,0 5,0C7.6,0 9.4,1.6 9.4,4C9.4,6.4 7.5,7.6 4.4,7.6C8,7.6 10,9.4 10,12C10,14.6 7.8,16 5,16C3,16 1.4,15.3 0.3,13.9',
  4: 'M7.4,16L7.4,0L0,11L10,11',
  5: 'M9,0L1.6,0L0.8,7.1C2,6.2 3.4,5.8 5,5.8C8,5.8 10,7.8 10,10.8C10,14 7.8,16 5,16C3,16 1.4,15.2 0.3,13.8',
  6: 'M8.8,1.2C7.8,0.4 6.6,0 5.3,0C2,0 0,3.2 0,8.6C0,13.4 2,16 5,16C8,16 10,14 10,11C10,8 8,6.2 5.2,6.2C2.6,6.2 0.6,7.8 0,10',
  7: 'M0,0L10,0C7,4.2 5,9.2 4,16',
  8: 'M5,7.4C2.4,7.4 0.8,6 0.8,3.8C0.8,1.5 2.6,0 5,0C7.4,0 9.2,1.5 9.2,3.8C9.2,6 7.6,7.4 5,7.4C2,7.4 0,9.2 0,11.8C0,14.4 2.2,16 5,16C7.8,16 10,14.4 10,11.8C10,9.2 8,7.4 5,7.4Z',
  9: 'M1.2,14.8C2.2,15.6 3.4,16 4.7,16C8,16 10,12.8 10,7.4C10,2.6 8,0 5,0C2,0 0,2 0,5C0,8 2,9.8 4.8,9.8C7.4,9.8 9.4,8.2 10,6',
  '+': 'M5,4.5L5,12.5M1,8.5L9,8.5',
  A: 'M0,16L5,0L10,16M1.9,10.4L8.1,10.4',
  K: 'M0.5,0L0.5,16M10,0L0.5,10M3.4,7.2L10,16',
  Q: 'M5,0C8,0 10,3 10,7.6C10,12.4 8,15.4 5,15.4C2,15.4 0,12.4 0,7.6C0,3 2,0 5,0ZM6,11.4L10,16',
  J: 'M3,0L9.6,0M7.4,0L7.4,11.4C7.4,14.4 6,16 3.8,16C1.8,16 0.6,14.8 0.2,13',
  '?': 'M0.6,4.4C0.6,1.6 2.6,0 5,0C7.6,0 9.4,1.7 9.4,4.1C9.4,7.8 5,8 5,11.6',
};

/** Advance width of a glyph in box units. */
const ADVANCE = { 1: 8, '+': 10 };

function scaleGlyph(d, ox, oy, s) {
  let i = 0;
  return d.replace(/-?\d*\.?\d+/g, (num) => {
    const v = parseFloat(num);
    const out = i % 2 === 0 ? ox + v * s : oy + v * s;
    i += 1;
    return fmt(out);
  });
}

/**
 * Path data for a string in the stroke font. (x, y) is the top-left, h the
 * cap height; returns { d, width }.
 */
export function strokeGlyphs(str, x, y, h, tracking = 0.35) {
  const s = h / 16;
  let cx = x;
  let d = '';
  for (const ch of String(str)) {
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error(`No stroke glyph for ${ch}`);
    const adv = ADVANCE[ch] ?? 10;
    const shift = ch === '1' ? -1 : 0;
    d += scaleGlyph(glyph, cx + shift * s, y, s);
    if (ch === '?') d += pd`M${cx + 5 * s},${y + 15.2 * s}L${cx + 5 * s},${y + 15.3 * s}`;
    cx += (adv + tracking * 10) * s;
  }
  return { d, width: cx - x - tracking * 10 * s };
}

/** Centred stroke text as a <path>. */
export function strokeText(str, cx, cy, h, a = {}) {
  const probe = strokeGlyphs(str, 0, 0, h, a.tracking ?? 0.35);
  const { d } = strokeGlyphs(str, cx - probe.width / 2, cy - h / 2, h, a.tracking ?? 0.35);
  const { tracking: _t, ...rest } = a;
  return path(d, { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round', ...rest });
}

// Arial Bold advance widths (per 1000 em) for capital letters, digits and a
// few lowercase letters: used to set textLength so wordmarks lay out the
// same with any metric-compatible sans-serif.
const ARIAL_BOLD = {
  A: 722,
  B: 722,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 556,
  K: 722,
  L: 611,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  o: 611,
  r: 389,
  t: 333,
  e: 556,
  ' ': 278,
};

export function textWidth(str, size, letterSpacing = 0) {
  let w = 0;
  for (const ch of str) w += (ARIAL_BOLD[ch] ?? 556) / 1000;
  return w * size + letterSpacing * Math.max(0, str.length - 1);
}

export const FONT_STACK = 'Arial, Helvetica, sans-serif';
