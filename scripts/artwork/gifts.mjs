/** Gifts and rewards: gift boxes with bows, gift cards, a shopping bag, a beveled star and a trophy. */
import { TONES, blob, goldFace, goldLinear, goldMetal } from './palette.mjs';
import { circle, ellipse, g, path, pd, polygon, rect, starPoints } from './svg.mjs';

const GIFT_TONES = {
  purple: ['#a46bff', '#6a2ee8', '#3b138e'],
  red: ['#ff6b81', '#e0203f', '#7a0a1d'],
  emerald: ['#5cf0b6', '#14b884', '#065c40'],
  blue: ['#7fc8ff', '#2f7bff', '#132a86'],
};

/** Gift box with bow; (x, y) is the bottom-front centre. open lifts the lid. */
export function giftBox(doc, { x, y, w, h, tone = 'purple', open = false }) {
  const [light, base, dark] = GIFT_TONES[tone];
  const d = w * 0.2; // depth offset (x) ; y offset is -0.55 d
  const dy = d * 0.55;
  const m = w * 0.05;
  const lh = h * 0.24;
  const rw = w * 0.17;
  const ribbon = goldLinear(doc, { x1: 0, y1: 0, x2: 1, y2: 0 });
  const ribbonV = goldMetal(doc);
  const L = x - w / 2;
  const R = x + w / 2;
  const top = y - h;
  const body = g(
    {},
    polygon(
      [
        [R, top],
        [R + d, top - dy],
        [R + d, y - dy],
        [R, y],
      ],
      {
        fill: doc.linear([
          [0, base],
          [1, dark],
        ]),
      },
    ),
    polygon(
      [
        [R + d / 2 - rw * 0.28, top - dy / 2],
        [R + d / 2 + rw * 0.28, top - dy / 2 - rw * 0.05],
        [R + d / 2 + rw * 0.28, y - dy / 2 - rw * 0.05],
        [R + d / 2 - rw * 0.28, y - dy / 2],
      ],
      {
        fill: '#c27810',
      },
    ),
    rect(L, top, w, h, {
      fill: doc.linear(
        [
          [0, light],
          [0.55, base],
          [1, dark],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    }),
    rect(x - rw / 2, top, rw, h, { fill: ribbonV }),
    rect(L, top, w, h * 0.1, { fill: '#000', fillOpacity: 0.22 }),
  );
  const lidParts = (ox, oy) => {
    const lt = top - lh;
    const l = L - m;
    const r = R + m;
    return g(
      { transform: pd`translate(${ox} ${oy})` },
      polygon(
        [
          [r, lt],
          [r + d, lt - dy],
          [r + d, top - dy],
          [r, top],
        ],
        {
          fill: doc.linear([
            [0, base],
            [1, dark],
          ]),
        },
      ),
      polygon(
        [
          [l, lt],
          [r, lt],
          [r + d, lt - dy],
          [l + d, lt - dy],
        ],
        {
          fill: doc.linear(
            [
              [0, light],
              [1, base],
            ],
            { x1: 0, y1: 1, x2: 1, y2: 0 },
          ),
        },
      ),
      polygon(
        [
          [x - rw / 2, lt],
          [x + rw / 2, lt],
          [x + rw / 2 + d, lt - dy],
          [x - rw / 2 + d, lt - dy],
        ],
        { fill: ribbon },
      ),
      polygon(
        [
          [l + d / 2 - 1, lt - dy / 2 - rw * 0.22],
          [r + d / 2 + 1, lt - dy / 2 - rw * 0.22],
          [r + d / 2 + 1, lt - dy / 2 + rw * 0.22],
          [l + d / 2 - 1, lt - dy / 2 + rw * 0.22],
        ],
        {
          fill: ribbon,
          fillOpacity: 0.92,
        },
      ),
      rect(l, lt, r - l, lh, {
        fill: doc.linear(
          [
            [0, light],
            [0.5, base],
            [1, dark],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0.6 },
        ),
      }),
      rect(x - rw / 2, lt, rw, lh, { fill: ribbonV }),
      rect(l, lt, r - l, lh * 0.16, { fill: '#ffffff', fillOpacity: 0.18 }),
      bow(doc, x + d / 2, lt - dy / 2, w * 0.5),
    );
  };
  if (!open) return g({ filter: doc.shadow(0, 14, 14, '#000', 0.5) }, body, lidParts(0, 0));
  // open: glowing interior and the lid floating above, tilted
  const inner = g(
    {},
    polygon(
      [
        [L, top],
        [R, top],
        [R + d, top - dy],
        [L + d, top - dy],
      ],
      { fill: '#12052e' },
    ),
    polygon(
      [
        [L + w * 0.1, top - dy * 0.4],
        [R - w * 0.05, top - dy * 0.4],
        [R + w * 0.5, top - h * 2.2],
        [L - w * 0.4, top - h * 2.2],
      ],
      {
        fill: doc.linear(
          [
            [0, '#fff3b0', 0.75],
            [1, '#ffd052', 0],
          ],
          { x1: 0, y1: 1, x2: 0, y2: 0 },
        ),
      },
    ),
  );
  return g(
    { filter: doc.shadow(0, 14, 14, '#000', 0.5) },
    inner,
    body,
    g(
      { transform: pd`translate(${w * 0.4} ${-h * 0.64}) rotate(16 ${x} ${top - lh})` },
      lidParts(0, 0),
    ),
  );
}

/** Ribbon bow centred at (x, y), span s. */
export function bow(doc, x, y, s) {
  const a = s / 2;
  const loop = pd`M0,0C${-a * 0.25},${-a * 0.95} ${-a * 1.15},${-a * 1.05} ${-a * 1.05},${-a * 0.3}C${-a},${a * 0.1} ${-a * 0.45},${a * 0.12} 0,0Z`;
  const inner = pd`M${-a * 0.12},${-a * 0.1}C${-a * 0.3},${-a * 0.65} ${-a * 0.85},${-a * 0.72} ${-a * 0.82},${-a * 0.32}C${-a * 0.6},${-a * 0.22} ${-a * 0.35},${-a * 0.15} ${-a * 0.12},${-a * 0.1}Z`;
  const tail = pd`M0,0C${-a * 0.2},${a * 0.35} ${-a * 0.5},${a * 0.6} ${-a * 0.75},${a * 0.75}L${-a * 0.55},${a * 0.45}L${-a * 0.9},${a * 0.4}C${-a * 0.55},${a * 0.25} ${-a * 0.25},${a * 0.1} 0,0Z`;
  const fill = goldLinear(doc);
  return g(
    { transform: pd`translate(${x} ${y})` },
    path(tail, { fill: '#d98a0b' }),
    path(tail, { fill: '#c27810', transform: 'scale(-1 1)' }),
    path(loop, { fill }),
    path(loop, { fill, transform: 'scale(-1 1)' }),
    path(inner, { fill: '#b8680a', fillOpacity: 0.55 }),
    path(inner, { fill: '#b8680a', fillOpacity: 0.55, transform: 'scale(-1 1)' }),
    ellipse(0, -a * 0.05, a * 0.2, a * 0.17, { fill: goldFace(doc) }),
  );
}

/** Beveled 3-D star. */
export function star3d(
  doc,
  { x, y, R, ratio = 0.5, rot = 0, light = '#ffe992', dark = '#f0a416', glow = true },
) {
  const pts = starPoints(x, y, R, R * ratio, 5, rot);
  const tris = [];
  for (let i = 0; i < 10; i += 1) {
    const p = pts[i];
    const q = pts[(i + 1) % 10];
    tris.push(polygon([[x, y], p, q], { fill: i % 2 ? dark : light }));
  }
  return g(
    {},
    glow ? circle(x, y, R * 1.5, { fill: blob(doc, '#ffc53d', 0.55) }) : '',
    g(
      { filter: doc.shadow(0, 8, 8, '#000', 0.4) },
      tris,
      polygon(pts, {
        fill: 'none',
        stroke: '#fff6cf',
        strokeWidth: R * 0.03,
        strokeLinejoin: 'round',
      }),
    ),
  );
}

/** Trophy cup; (x, y) is the base centre, s ~ height. */
export function trophy(doc, { x, y, s }) {
  const k = s / 100;
  const metal = goldMetal(doc);
  return g(
    {
      transform: pd`translate(${x} ${y - 38 * k}) scale(${k})`,
      filter: doc.shadow(0, 8, 8, '#000', 0.45),
    },
    path('M-33,-48C-54,-50 -56,-20 -26,-12', {
      fill: 'none',
      stroke: metal,
      strokeWidth: 7,
      strokeLinecap: 'round',
    }),
    path('M33,-48C54,-50 56,-20 26,-12', {
      fill: 'none',
      stroke: metal,
      strokeWidth: 7,
      strokeLinecap: 'round',
    }),
    path('M-36,-56L36,-56C36,-16 22,4 0,8C-22,4 -36,-16 -36,-56Z', { fill: metal }),
    ellipse(0, -56, 36, 6, { fill: '#ffe07a' }),
    ellipse(0, -55, 31, 4, { fill: '#a65d06' }),
    path('M-6,8L6,8L9,24L-9,24Z', { fill: metal }),
    ellipse(0, 24, 15, 4, { fill: '#ffd052' }),
    rect(-26, 26, 52, 14, {
      rx: 3,
      fill: doc.linear([
        [0, '#3b138e'],
        [1, '#1f0d4a'],
      ]),
      stroke: '#ffc53d',
      strokeWidth: 2,
    }),
    rect(-14, 30, 28, 6, { rx: 2, fill: metal }),
    polygon(starPoints(0, -32, 13, 5.5), { fill: '#fff6cf', stroke: '#d98a0b', strokeWidth: 1.5 }),
    path('M-26,-50C-26,-30 -20,-16 -12,-8', {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.6,
      strokeWidth: 3,
      strokeLinecap: 'round',
    }),
  );
}

/** Gift card; (x, y) centre. */
export function giftCard(doc, { x, y, w, rot = 0, tone = 'purple', symbol = 'gift' }) {
  const h = w * 0.62;
  const [light, base, dark] = TONES[tone];
  const emblem =
    symbol === 'gift'
      ? g(
          {},
          rect(w * 0.2, -h / 2, w * 0.09, h, { fill: goldMetal(doc) }),
          bow(doc, w * 0.245, -h * 0.2, w * 0.3),
        )
      : g(
          {},
          circle(w * 0.25, -h * 0.05, w * 0.15, { fill: '#ffffff', fillOpacity: 0.2 }),
          polygon(starPoints(w * 0.25, -h * 0.05, w * 0.11, w * 0.05), {
            fill: '#ffffff',
            fillOpacity: 0.95,
          }),
        );
  return g(
    {
      transform: pd`translate(${x} ${y}) rotate(${rot})`,
      filter: doc.shadow(0, 10, 10, '#000', 0.45),
    },
    rect(-w / 2, -h / 2, w, h, {
      rx: w * 0.06,
      fill: doc.linear(
        [
          [0, light],
          [0.45, base],
          [1, dark],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    }),
    path(
      pd`M${-w / 2},${h * 0.1}C${-w * 0.1},${-h * 0.1} ${w * 0.1},${h * 0.5} ${w / 2},${h * 0.2}L${w / 2},${h / 2 - w * 0.06}Q${w / 2},${h / 2} ${w / 2 - w * 0.06},${h / 2}L${-w / 2 + w * 0.06},${h / 2}Q${-w / 2},${h / 2} ${-w / 2},${h / 2 - w * 0.06}Z`,
      {
        fill: '#000',
        fillOpacity: 0.15,
      },
    ),
    rect(-w * 0.4, -h * 0.3, w * 0.16, h * 0.22, { rx: 3, fill: goldLinear(doc) }),
    path(
      pd`M${-w * 0.4},${-h * 0.19}L${-w * 0.24},${-h * 0.19}M${-w * 0.32},${-h * 0.3}L${-w * 0.32},${-h * 0.08}`,
      { stroke: '#a65d06', strokeWidth: 1.2 },
    ),
    rect(-w * 0.4, h * 0.14, w * 0.34, h * 0.07, {
      rx: h * 0.035,
      fill: '#ffffff',
      fillOpacity: 0.75,
    }),
    rect(-w * 0.4, h * 0.26, w * 0.2, h * 0.06, {
      rx: h * 0.03,
      fill: '#ffffff',
      fillOpacity: 0.45,
    }),
    emblem,
    rect(-w / 2, -h / 2, w, h, {
      rx: w * 0.06,
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.3,
      strokeWidth: 1.5,
    }),
  );
}

/** Shopping bag; (x, y) bottom centre. */
export function shoppingBag(doc, { x, y, w, h, tone = 'purple' }) {
  const [light, base, dark] = TONES[tone];
  const top = y - h;
  return g(
    { filter: doc.shadow(0, 12, 12, '#000', 0.5) },
    path(
      pd`M${x - w * 0.2},${top + h * 0.12}C${x - w * 0.2},${top - h * 0.3} ${x + w * 0.2},${top - h * 0.3} ${x + w * 0.2},${top + h * 0.12}`,
      {
        fill: 'none',
        stroke: goldLinear(doc),
        strokeWidth: w * 0.06,
        strokeLinecap: 'round',
      },
    ),
    polygon(
      [
        [x + w / 2, top],
        [x + w / 2 + w * 0.14, top - h * 0.06],
        [x + w / 2 + w * 0.14, y - h * 0.06],
        [x + w / 2, y],
      ],
      { fill: dark },
    ),
    rect(x - w / 2, top, w, h, {
      rx: 6,
      fill: doc.linear(
        [
          [0, light],
          [0.5, base],
          [1, dark],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    }),
    rect(x - w / 2, top, w, h * 0.12, { fill: '#000', fillOpacity: 0.2 }),
    circle(x - w * 0.2, top + h * 0.12, w * 0.035, { fill: '#12052e' }),
    circle(x + w * 0.2, top + h * 0.12, w * 0.035, { fill: '#12052e' }),
    polygon(starPoints(x, top + h * 0.56, w * 0.2, w * 0.09), { fill: goldLinear(doc) }),
  );
}
