/**
 * Themed objects: shield, football, gamepad, fish and bubbles, headset,
 * speech bubble, rocket, bomb and a lottery drawing machine.
 */
import { C, TONES, goldFace, goldLinear, goldMetal, shine } from './palette.mjs';
import { ball } from './casino.mjs';
import { sparkle } from './decor.mjs';
import { circle, ellipse, g, path, pd, polar, polygon, rect, starPoints } from './svg.mjs';

/** Shield with a check mark; (x, y) centre, s half-height. */
export function shield(doc, { x, y, s, tone = 'green' }) {
  const d =
    'M0,-1C0.32,-0.8 0.6,-0.76 0.86,-0.76C0.86,0.08 0.6,0.62 0,1C-0.6,0.62 -0.86,0.08 -0.86,-0.76C-0.6,-0.76 -0.32,-0.8 0,-1Z';
  const [light, base, dark] = TONES[tone];
  const sc = (k) =>
    d.replace(/-?\d*\.?\d+/g, (n) => String(Math.round(parseFloat(n) * k * 100) / 100));
  return g(
    { transform: pd`translate(${x} ${y})`, filter: doc.shadow(0, 10, 12, '#000', 0.5) },
    path(sc(s), { fill: goldLinear(doc) }),
    path(sc(s * 0.88), {
      fill: doc.linear(
        [
          [0, light],
          [0.5, base],
          [1, dark],
        ],
        { x1: 0, y1: 0, x2: 0.6, y2: 1 },
      ),
    }),
    path(sc(s * 0.88), {
      fill: doc.linear(
        [
          [0, '#ffffff', 0.35],
          [0.5, '#ffffff', 0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }),
    path(pd`M${-s * 0.34},${s * 0.02}L${-s * 0.08},${s * 0.28}L${s * 0.38},${-s * 0.26}`, {
      fill: 'none',
      stroke: '#ffffff',
      strokeWidth: s * 0.16,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  );
}

/** Football (soccer ball). */
export function football(doc, { x, y, r, rot = 0 }) {
  const clipId = doc.clip(circle(0, 0, r));
  const patch = (cx, cy, R, a) =>
    polygon(
      starPoints(cx, cy, R, R, 5, a).filter((_, i) => i % 2 === 0),
      { fill: '#1a1f36' },
    );
  const R0 = r * 0.34;
  const seams = [];
  const patches = [patch(0, 0, R0, 0)];
  for (let k = 0; k < 5; k += 1) {
    const a = -90 + k * 72;
    const [vx, vy] = polar(0, 0, R0, a);
    const [ex, ey] = polar(0, 0, r * 0.62, a);
    seams.push(pd`M${vx},${vy}L${ex},${ey}`);
    const [px, py] = polar(0, 0, r * 0.98, a + 36);
    patches.push(patch(px, py, R0 * 0.95, a + 36 + 180 + 90));
    const [qx, qy] = polar(0, 0, r * 0.62, a);
    const [sx, sy] = polar(0, 0, r * 0.8, a + 24);
    const [tx, ty] = polar(0, 0, r * 0.8, a - 24);
    seams.push(pd`M${qx},${qy}L${sx},${sy}M${qx},${qy}L${tx},${ty}`);
  }
  return g(
    { transform: pd`translate(${x} ${y})`, filter: doc.shadow(0, 12, 12, '#000', 0.5) },
    circle(0, 0, r, {
      fill: doc.radial(
        [
          [0, '#ffffff'],
          [0.6, '#e6eaf2'],
          [1, '#9aa3b8'],
        ],
        { cx: 0.38, cy: 0.32, r: 0.75 },
      ),
    }),
    g(
      { clipPath: clipId, transform: `rotate(${rot})` },
      path(seams.join(''), { stroke: '#5a6280', strokeWidth: r * 0.025, fill: 'none' }),
      patches,
    ),
    circle(0, 0, r, {
      fill: doc.radial([
        [0.6, '#0b1130', 0],
        [1, '#0b1130', 0.45],
      ]),
    }),
    ellipse(-r * 0.35, -r * 0.42, r * 0.32, r * 0.16, {
      fill: shine(doc, 0.7),
      transform: pd`rotate(-35 ${-r * 0.35} ${-r * 0.42})`,
    }),
  );
}

const PAD =
  'M-60,-45L60,-45C85,-45 98,-30 104,-5L116,45C120,62 108,72 94,66C84,62 76,50 66,40L-66,40C-76,50 -84,62 -94,66C-108,72 -120,62 -116,45L-104,-5C-98,-30 -85,-45 -60,-45Z';

/** Gamepad; s = width. neon adds a glowing outline. */
export function controller(doc, { x, y, s, rot = 0, neon = C.cyan }) {
  const k = s / 240;
  const btn = (cx, cy, c) =>
    g(
      {},
      circle(cx, cy, 8.5, { fill: '#0b0f24' }),
      circle(cx, cy, 7, { fill: c, filter: doc.glow(2.5) }),
      circle(cx - 2, cy - 2.4, 2.2, { fill: '#fff', fillOpacity: 0.7 }),
    );
  const stick = (cx, cy) =>
    g(
      {},
      circle(cx, cy, 15, { fill: '#0b0f24' }),
      circle(cx, cy, 11.5, {
        fill: doc.radial(
          [
            [0, '#4a5272'],
            [1, '#1a1f36'],
          ],
          { cx: 0.4, cy: 0.35 },
        ),
      }),
      circle(cx, cy, 6, { fill: 'none', stroke: '#6b7391', strokeWidth: 1.5 }),
    );
  return g(
    { transform: pd`translate(${x} ${y}) rotate(${rot}) scale(${k})` },
    path(PAD, {
      fill: 'none',
      stroke: neon,
      strokeWidth: 10,
      filter: doc.blur(10),
      strokeOpacity: 0.9,
    }),
    path(PAD, {
      fill: doc.linear([
        [0, '#2b3360'],
        [0.5, '#161c3d'],
        [1, '#0b0f24'],
      ]),
    }),
    path(PAD, { fill: 'none', stroke: neon, strokeWidth: 3 }),
    path('M-56,-40L56,-40C78,-40 90,-28 95,-8', {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.25,
      strokeWidth: 3,
      strokeLinecap: 'round',
    }),
    path(
      'M-64,-18L-46,-18L-46,-10L-38,-10L-38,8L-46,8L-46,16L-64,16L-64,8L-72,8L-72,-10L-64,-10Z',
      { fill: '#0b0f24', transform: 'translate(0 -2)' },
    ),
    path('M-61,-16L-49,-16L-49,-7L-40,-7L-40,5L-49,5L-49,14L-61,14L-61,5L-70,5L-70,-7L-61,-7Z', {
      fill: '#3a4270',
      transform: 'translate(0 -2)',
    }),
    btn(55, -20, '#ffc53d'),
    btn(55, 12, '#1ed49a'),
    btn(39, -4, '#38d9ff'),
    btn(71, -4, '#ff3d5a'),
    stick(-28, 22),
    stick(28, 22),
    rect(-14, -24, 10, 5, { rx: 2.5, fill: '#4a5272' }),
    rect(4, -24, 10, 5, { rx: 2.5, fill: '#4a5272' }),
    circle(0, -4, 6, { fill: neon, filter: doc.glow(3) }),
  );
}

/** Fish facing right (flip for left); s = body length. */
export function fish(doc, { x, y, s, tone = 'orange', flip = false, rot = 0, stripes = true }) {
  const [light, base, dark] = TONES[tone];
  const k = s / 2;
  const body =
    'M1,0C0.8,-0.46 0.2,-0.56 -0.35,-0.32C-0.55,-0.22 -0.65,-0.1 -0.7,0C-0.65,0.1 -0.55,0.22 -0.35,0.32C0.2,0.56 0.8,0.46 1,0Z';
  const clipId = doc.clip(path(body));
  return g(
    {
      transform: pd`translate(${x} ${y}) rotate(${rot}) scale(${flip ? -k : k} ${k})`,
      filter: doc.shadow(0, 0.05, 0.04, '#000', 0.4),
    },
    path('M-0.6,0L-1.08,-0.46C-0.96,-0.16 -0.96,0.16 -1.08,0.46Z', {
      fill: doc.linear(
        [
          [0, light],
          [1, dark],
        ],
        { x1: 1, y1: 0, x2: 0, y2: 0 },
      ),
    }),
    path('M-0.15,-0.4C0,-0.78 0.38,-0.72 0.48,-0.42Z', { fill: base, fillOpacity: 0.85 }),
    path('M0.05,0.4C0.1,0.66 0.32,0.64 0.36,0.42Z', { fill: base, fillOpacity: 0.85 }),
    path(body, {
      fill: doc.linear(
        [
          [0, light],
          [0.45, base],
          [1, dark],
        ],
        { x1: 0.3, y1: 0, x2: 0.5, y2: 1 },
      ),
    }),
    stripes
      ? g(
          { clipPath: clipId },
          path('M0.38,-0.6C0.5,-0.2 0.5,0.2 0.38,0.6L0.24,0.6C0.34,0.2 0.34,-0.2 0.24,-0.6Z', {
            fill: '#ffffff',
            fillOpacity: 0.9,
          }),
          path(
            'M-0.2,-0.6C-0.1,-0.2 -0.1,0.2 -0.2,0.6L-0.32,0.6C-0.24,0.2 -0.24,-0.2 -0.32,-0.6Z',
            { fill: '#ffffff', fillOpacity: 0.9 },
          ),
        )
      : '',
    path('M0.44,-0.3C0.53,-0.1 0.53,0.1 0.44,0.3', {
      fill: 'none',
      stroke: dark,
      strokeOpacity: 0.55,
      strokeWidth: 0.035,
      strokeLinecap: 'round',
    }),
    circle(0.66, -0.1, 0.1, { fill: '#ffffff' }),
    circle(0.68, -0.1, 0.055, { fill: '#0b0f24' }),
    circle(0.65, -0.13, 0.02, { fill: '#ffffff' }),
    path('M-0.3,-0.22C0.1,-0.42 0.55,-0.38 0.82,-0.2', {
      fill: 'none',
      stroke: '#ffffff',
      strokeOpacity: 0.45,
      strokeWidth: 0.04,
      strokeLinecap: 'round',
    }),
  );
}

/** Air bubble. */
export function bubble(doc, x, y, r) {
  return g(
    {},
    circle(x, y, r, {
      fill: doc.radial([
        [0.6, '#bff4ff', 0.05],
        [1, '#e6fbff', 0.35],
      ]),
      stroke: '#d9f7ff',
      strokeOpacity: 0.55,
      strokeWidth: Math.max(1, r * 0.08),
    }),
    ellipse(x - r * 0.35, y - r * 0.4, r * 0.28, r * 0.16, {
      fill: '#ffffff',
      fillOpacity: 0.75,
      transform: pd`rotate(-35 ${x - r * 0.35} ${y - r * 0.4})`,
    }),
  );
}

/** Customer-service headset; (x, y) centre of the band, s = width. */
export function headset(doc, { x, y, s }) {
  const k = s / 200;
  const metal = doc.linear(
    [
      [0, '#e9ecf4'],
      [1, '#8d95ae'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const cup = (sx) =>
    g(
      { transform: `scale(${sx} 1)` },
      rect(-98, -10, 30, 78, {
        rx: 15,
        fill: doc.linear([
          [0, '#3a4270'],
          [1, '#141a38'],
        ]),
      }),
      rect(-86, -4, 26, 66, {
        rx: 13,
        fill: doc.linear([
          [0, '#38d9ff'],
          [1, '#2f7bff'],
        ]),
      }),
      rect(-80, 4, 10, 50, { rx: 5, fill: '#ffffff', fillOpacity: 0.3 }),
    );
  return g(
    { transform: pd`translate(${x} ${y}) scale(${k})`, filter: doc.shadow(0, 10, 12, '#000', 0.5) },
    path('M-78,20C-78,-70 78,-70 78,20', {
      fill: 'none',
      stroke: '#1a1f3d',
      strokeWidth: 20,
      strokeLinecap: 'round',
    }),
    path('M-78,20C-78,-70 78,-70 78,20', {
      fill: 'none',
      stroke: metal,
      strokeWidth: 12,
      strokeLinecap: 'round',
    }),
    cup(1),
    cup(-1),
    path('M-80,58C-80,96 -40,108 -8,104', {
      fill: 'none',
      stroke: '#1a1f3d',
      strokeWidth: 7,
      strokeLinecap: 'round',
    }),
    rect(-16, 96, 26, 16, {
      rx: 8,
      fill: doc.linear([
        [0, '#38d9ff'],
        [1, '#2f7bff'],
      ]),
    }),
  );
}

/** Speech bubble; (x, y) top-left. */
export function speechBubble(doc, { x, y, w, h, fill, tail = 'left' }) {
  const r = Math.min(h * 0.35, 28);
  const tx = tail === 'left' ? x + w * 0.22 : x + w * 0.78;
  const dir = tail === 'left' ? -1 : 1;
  const d =
    pd`M${x + r},${y}L${x + w - r},${y}Q${x + w},${y} ${x + w},${y + r}L${x + w},${y + h - r}Q${x + w},${y + h} ${x + w - r},${y + h}` +
    (tail === 'right'
      ? pd`L${tx + 10},${y + h}L${tx + dir * 16 + 10},${y + h + 22}L${tx - 12},${y + h}`
      : '') +
    (tail === 'left'
      ? pd`L${tx + 12},${y + h}L${tx + dir * 16 - 10},${y + h + 22}L${tx - 10},${y + h}`
      : '') +
    pd`L${x + r},${y + h}Q${x},${y + h} ${x},${y + h - r}L${x},${y + r}Q${x},${y} ${x + r},${y}Z`;
  return path(d, { fill, filter: doc.shadow(0, 8, 10, '#000', 0.4), strokeLinejoin: 'round' });
}

/** Rocket pointing up before rotation; (x, y) centre, s length. */
export function rocket(doc, { x, y, s, rot = 45 }) {
  const k = s / 160;
  return g(
    { transform: pd`translate(${x} ${y}) rotate(${rot}) scale(${k})` },
    path('M-14,40C-12,70 -5,88 0,112C5,88 12,70 14,40Z', {
      fill: doc.linear([
        [0, '#fff6c0'],
        [0.35, '#ffc53d'],
        [0.7, '#ff6a1c'],
        [1, '#ff3d5a', 0],
      ]),
      filter: doc.glow(6),
    }),
    path('M-24,6L-44,44L-22,38Z', {
      fill: doc.linear([
        [0, '#ff6b81'],
        [1, '#9e0a24'],
      ]),
    }),
    path('M24,6L44,44L22,38Z', {
      fill: doc.linear([
        [0, '#ff6b81'],
        [1, '#9e0a24'],
      ]),
    }),
    path('M0,-72C26,-48 30,-12 24,40L-24,40C-30,-12 -26,-48 0,-72Z', {
      fill: doc.linear(
        [
          [0, '#ffffff'],
          [0.55, '#dfe3ee'],
          [1, '#8d95ae'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }),
    path('M0,-72C12,-62 19,-50 22,-38L-22,-38C-19,-50 -12,-62 0,-72Z', {
      fill: doc.linear([
        [0, '#ff6b81'],
        [1, '#c8102e'],
      ]),
    }),
    circle(0, -10, 13, { fill: '#1a1f3d' }),
    circle(0, -10, 9.5, {
      fill: doc.radial(
        [
          [0, '#b5f3ff'],
          [1, '#2f7bff'],
        ],
        { cx: 0.35, cy: 0.3 },
      ),
    }),
    rect(-16, 38, 32, 8, { rx: 3, fill: '#4a5272' }),
    path('M-4,38L-4,-50', {
      stroke: '#ffffff',
      strokeOpacity: 0.6,
      strokeWidth: 4,
      strokeLinecap: 'round',
      transform: 'translate(-10 0)',
    }),
  );
}

/** Bomb (mines game). */
export function bomb(doc, { x, y, r }) {
  return g(
    { transform: pd`translate(${x} ${y})` },
    path(
      pd`M${r * 0.45},${-r * 0.75}C${r * 0.7},${-r * 1.2} ${r * 1.05},${-r * 1.15} ${r * 1.1},${-r * 1.4}`,
      { fill: 'none', stroke: '#c9a36b', strokeWidth: r * 0.12, strokeLinecap: 'round' },
    ),
    rect(r * 0.2, -r * 0.98, r * 0.4, r * 0.32, {
      rx: r * 0.06,
      fill: '#4a5272',
      transform: pd`rotate(35 ${r * 0.4} ${-r * 0.82})`,
    }),
    circle(0, 0, r, {
      fill: doc.radial(
        [
          [0, '#5a6280'],
          [0.5, '#262b45'],
          [1, '#07091a'],
        ],
        { cx: 0.35, cy: 0.3 },
      ),
    }),
    ellipse(-r * 0.35, -r * 0.38, r * 0.25, r * 0.13, {
      fill: '#ffffff',
      fillOpacity: 0.45,
      transform: pd`rotate(-40 ${-r * 0.35} ${-r * 0.38})`,
    }),
    g({ filter: doc.glow(3) }, sparkle(r * 1.12, -r * 1.42, r * 0.42, '#ffe07a')),
  );
}

/** Lottery drawing machine: glass globe with balls on a stand. (x, y) globe centre. */
export function lotteryGlobe(doc, { x, y, r, rand }) {
  const clipId = doc.clip(circle(x, y, r * 0.96));
  const tones = ['red', 'blue', 'green', 'gold', 'purple', 'orange'];
  const inside = [];
  for (let i = 0; i < 16; i += 1) {
    const a = rand.range(0, 360);
    const d = Math.sqrt(rand()) * r * 0.78;
    const [bx, by] = polar(x, y + r * 0.15, d, a);
    inside.push(
      ball(doc, {
        x: bx,
        y: Math.min(by, y + r * 0.7),
        r: r * 0.17,
        tone: tones[i % tones.length],
        num: '',
      }),
    );
  }
  return g(
    { filter: doc.shadow(0, 14, 14, '#000', 0.5) },
    path(
      pd`M${x - r * 0.42},${y + r * 1.42}L${x - r * 0.18},${y + r * 0.9}L${x + r * 0.18},${y + r * 0.9}L${x + r * 0.42},${y + r * 1.42}Z`,
      { fill: goldMetal(doc) },
    ),
    rect(x - r * 0.7, y + r * 1.38, r * 1.4, r * 0.2, {
      rx: r * 0.06,
      fill: doc.linear([
        [0, '#5b21b6'],
        [1, '#1e0752'],
      ]),
      stroke: goldLinear(doc),
      strokeWidth: 3,
    }),
    circle(x, y, r, {
      fill: doc.radial([
        [0, '#8fd0ff', 0.08],
        [0.8, '#8fd0ff', 0.14],
        [1, '#dff6ff', 0.45],
      ]),
    }),
    g({ clipPath: clipId }, inside),
    circle(x, y, r, { fill: 'none', stroke: goldMetal(doc), strokeWidth: r * 0.06 }),
    ellipse(x, y, r, r * 0.18, {
      fill: 'none',
      stroke: '#ffd052',
      strokeOpacity: 0.5,
      strokeWidth: 3,
    }),
    path(
      pd`M${x - r * 0.7},${y - r * 0.3}C${x - r * 0.62},${y - r * 0.62} ${x - r * 0.35},${y - r * 0.8} ${x - r * 0.05},${y - r * 0.82}`,
      {
        fill: 'none',
        stroke: '#ffffff',
        strokeOpacity: 0.7,
        strokeWidth: r * 0.06,
        strokeLinecap: 'round',
      },
    ),
    circle(x, y - r, r * 0.1, { fill: goldFace(doc) }),
  );
}
