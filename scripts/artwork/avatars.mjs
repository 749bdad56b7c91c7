/**
 * Member avatars: 12 friendly characters, 128 x 128, each a distinct colour, head shape, ears or
 * headgear, eyes and mouth (server/assets/cdn/avatars/<id>.svg; ids 1..12 as in
 * server/src/modules/member/avatars.ts).
 */
import { Doc, circle, ellipse, g, path, pd, polyPath, starPoints } from './svg.mjs';

const INK = '#2B2140';

/** [id, background stops, head colour, head shadow, head, ears, eyes, mouth, extra] */
const CHARACTERS = [
  ['1', ['#FFB36B', '#FF6B6B'], '#FFD9A8', '#F2B77A', 'round', 'cat', 'round', 'smile', 'whiskers'],
  ['2', ['#7FD4FF', '#3D7BFF'], '#B98A62', '#9A6E4B', 'round', 'bear', 'round', 'open', 'muzzle'],
  ['3', ['#B8F27C', '#2FB36A'], '#7ED957', '#5DB83D', 'wide', 'none', 'frog', 'smile', 'cheeks'],
  ['4', ['#FFE27A', '#FFAE34'], '#FF8A3D', '#E06A20', 'round', 'fox', 'happy', 'smile', 'fox'],
  ['5', ['#D7C2FF', '#8C5CF6'], '#FFFFFF', '#E3E0F0', 'round', 'panda', 'panda', 'smile', 'cheeks'],
  ['6', ['#9EF0E6', '#16A8A0'], '#A7B4C8', '#8592A8', 'square', 'antenna', 'visor', 'grid', 'bolts'],
  ['7', ['#C8F7A4', '#57C84D'], '#B28DFF', '#9068E8', 'drop', 'none', 'three', 'open', 'spots'],
  ['8', ['#9DD8FF', '#2D6FB8'], '#2E3448', '#1E2233', 'round', 'none', 'penguin', 'beak', 'belly'],
  ['9', ['#FFC7E3', '#FF6FB1'], '#FFF4F8', '#F2D6E2', 'round', 'bunny', 'round', 'smile', 'cheeks'],
  ['10', ['#FFD36B', '#F08A24'], '#FFB347', '#E8922A', 'round', 'tiger', 'happy', 'fang', 'stripes'],
  ['11', ['#A8E6FF', '#5B8CFF'], '#7FE0C2', '#56C4A3', 'round', 'horns', 'round', 'fang', 'crest'],
  ['12', ['#FFE9A8', '#FFC23D'], '#FFFFFF', '#EDE7F6', 'ghost', 'crown', 'happy', 'open', 'cheeks'],
];

function head(shape, fill, shade) {
  switch (shape) {
    case 'wide':
      return [ellipse(64, 74, 40, 32, { fill: shade }), ellipse(64, 71, 40, 31, { fill })];
    case 'square':
      return [
        path(pd`M34,42h60a10,10 0 0 1 10,10v40a10,10 0 0 1 -10,10h-60a10,10 0 0 1 -10,-10v-40a10,10 0 0 1 10,-10Z`, { fill: shade }),
        path(pd`M34,40h60a10,10 0 0 1 10,10v40a10,10 0 0 1 -10,10h-60a10,10 0 0 1 -10,-10v-40a10,10 0 0 1 10,-10Z`, { fill }),
      ];
    case 'drop':
      return [
        path(pd`M64,26C86,46 100,62 100,80A36,30 0 0 1 28,80C28,62 42,46 64,26Z`, { fill: shade, transform: 'translate(0 3)' }),
        path(pd`M64,26C86,46 100,62 100,80A36,30 0 0 1 28,80C28,62 42,46 64,26Z`, { fill }),
      ];
    case 'ghost':
      return [
        path(pd`M30,70A34,34 0 0 1 98,70V104L90,98L82,104L74,98L66,104L58,98L50,104L42,98L34,104L30,100Z`, { fill: shade, transform: 'translate(0 2)' }),
        path(pd`M30,70A34,34 0 0 1 98,70V104L90,98L82,104L74,98L66,104L58,98L50,104L42,98L34,104L30,100Z`, { fill }),
      ];
    default:
      return [circle(64, 70, 36, { fill: shade }), circle(64, 67, 36, { fill })];
  }
}

function ears(kind, fill, shade) {
  switch (kind) {
    case 'cat':
      return [
        path('M32,52L36,22L56,38Z', { fill }),
        path('M96,52L92,22L72,38Z', { fill }),
        path('M37,44L39,30L50,39Z', { fill: '#FF9EB5' }),
        path('M91,44L89,30L78,39Z', { fill: '#FF9EB5' }),
      ];
    case 'bear':
      return [circle(36, 38, 12, { fill }), circle(92, 38, 12, { fill }), circle(36, 38, 6, { fill: shade }), circle(92, 38, 6, { fill: shade })];
    case 'panda':
      return [circle(36, 38, 12, { fill: INK }), circle(92, 38, 12, { fill: INK })];
    case 'fox':
      return [path('M30,54L32,16L58,38Z', { fill }), path('M98,54L96,16L70,38Z', { fill }), path('M35,44L36,26L50,38Z', { fill: '#FFF1E0' }), path('M93,44L92,26L78,38Z', { fill: '#FFF1E0' })];
    case 'tiger':
      return [circle(38, 38, 11, { fill }), circle(90, 38, 11, { fill }), circle(38, 38, 5, { fill: '#FFF1E0' }), circle(90, 38, 5, { fill: '#FFF1E0' })];
    case 'bunny':
      return [
        ellipse(48, 22, 9, 24, { fill, transform: 'rotate(-10 48 22)' }),
        ellipse(80, 22, 9, 24, { fill, transform: 'rotate(10 80 22)' }),
        ellipse(48, 24, 4, 17, { fill: '#FFB3CF', transform: 'rotate(-10 48 24)' }),
        ellipse(80, 24, 4, 17, { fill: '#FFB3CF', transform: 'rotate(10 80 24)' }),
      ];
    case 'antenna':
      return [path('M64,40V22', { stroke: shade, strokeWidth: 4, strokeLinecap: 'round' }), circle(64, 18, 6, { fill: '#FF5A7A' }), circle(62, 16, 2, { fill: '#FFFFFF', opacity: 0.8 })];
    case 'horns':
      return [path('M40,44C34,30 38,20 44,16C44,26 48,34 52,38Z', { fill: '#FFF3C4' }), path('M88,44C94,30 90,20 84,16C84,26 80,34 76,38Z', { fill: '#FFF3C4' })];
    case 'crown':
      return [
        path('M44,40L46,20L56,30L64,16L72,30L82,20L84,40Z', { fill: '#FFC928', stroke: '#E39B00', strokeWidth: 2, strokeLinejoin: 'round' }),
        circle(64, 30, 3, { fill: '#FF4F79' }),
      ];
    default:
      return [];
  }
}

function eyes(kind) {
  const pupil = (x, y, r = 5) => [circle(x, y, r, { fill: INK }), circle(x + r * 0.35, y - r * 0.4, r * 0.35, { fill: '#FFFFFF' })];
  switch (kind) {
    case 'happy':
      return [
        path('M44,66Q51,58 58,66', { fill: 'none', stroke: INK, strokeWidth: 4, strokeLinecap: 'round' }),
        path('M70,66Q77,58 84,66', { fill: 'none', stroke: INK, strokeWidth: 4, strokeLinecap: 'round' }),
      ];
    case 'frog':
      return [circle(46, 44, 13, { fill: '#7ED957' }), circle(82, 44, 13, { fill: '#7ED957' }), circle(46, 44, 9, { fill: '#FFFFFF' }), circle(82, 44, 9, { fill: '#FFFFFF' }), ...pupil(47, 45), ...pupil(83, 45)];
    case 'panda':
      return [
        ellipse(49, 64, 10, 12, { fill: INK, transform: 'rotate(-20 49 64)' }),
        ellipse(79, 64, 10, 12, { fill: INK, transform: 'rotate(20 79 64)' }),
        circle(50, 63, 4, { fill: '#FFFFFF' }),
        circle(78, 63, 4, { fill: '#FFFFFF' }),
      ];
    case 'visor':
      return [
        path('M38,56h52a6,6 0 0 1 6,6v6a6,6 0 0 1 -6,6h-52a6,6 0 0 1 -6,-6v-6a6,6 0 0 1 6,-6Z', { fill: INK }),
        ellipse(52, 65, 6, 4, { fill: '#5CF2FF' }),
        ellipse(76, 65, 6, 4, { fill: '#5CF2FF' }),
      ];
    case 'three':
      return [circle(64, 54, 9, { fill: '#FFFFFF' }), ...pupil(64, 55, 4.5), circle(46, 66, 8, { fill: '#FFFFFF' }), ...pupil(46, 67, 4), circle(82, 66, 8, { fill: '#FFFFFF' }), ...pupil(82, 67, 4)];
    case 'penguin':
      return [circle(50, 62, 8, { fill: '#FFFFFF' }), circle(78, 62, 8, { fill: '#FFFFFF' }), ...pupil(51, 63, 4), ...pupil(79, 63, 4)];
    default:
      return [circle(50, 64, 8, { fill: '#FFFFFF' }), circle(78, 64, 8, { fill: '#FFFFFF' }), ...pupil(51, 65), ...pupil(79, 65)];
  }
}

function mouth(kind) {
  const stroke = { fill: 'none', stroke: INK, strokeWidth: 3.5, strokeLinecap: 'round', strokeLinejoin: 'round' };
  switch (kind) {
    case 'open':
      return [path('M54,80Q64,96 74,80Z', { fill: INK }), path('M58,87Q64,92 70,87Q64,84 58,87Z', { fill: '#FF7A9A' })];
    case 'grid':
      return [path('M50,82h28v8h-28Z', { fill: INK }), path('M57,82v8M64,82v8M71,82v8', { stroke: '#A7B4C8', strokeWidth: 2 })];
    case 'beak':
      return [path('M56,76L72,76L64,86Z', { fill: '#FFB020', stroke: '#E08A00', strokeWidth: 1.5, strokeLinejoin: 'round' })];
    case 'fang':
      return [path('M54,80Q64,90 74,80', stroke), path('M58,83L60,89L62,84Z', { fill: '#FFFFFF', stroke: INK, strokeWidth: 1 })];
    default:
      return [path('M54,80Q64,90 74,80', stroke)];
  }
}

function extra(kind, shade) {
  switch (kind) {
    case 'whiskers':
      return [path('M28,76L44,78M28,84L44,82M100,76L84,78M100,84L84,82', { stroke: INK, strokeWidth: 2, strokeLinecap: 'round', opacity: 0.6 }), path('M61,74L67,74L64,77Z', { fill: '#FF7A9A' })];
    case 'muzzle':
      return [ellipse(64, 80, 14, 10, { fill: '#E8C9A6' }), ellipse(64, 75, 5, 3.5, { fill: INK })];
    case 'cheeks':
      return [ellipse(40, 78, 7, 4.5, { fill: '#FF8FB1', opacity: 0.7 }), ellipse(88, 78, 7, 4.5, { fill: '#FF8FB1', opacity: 0.7 })];
    case 'fox':
      return [path('M40,72Q64,104 88,72Q76,84 64,84Q52,84 40,72Z', { fill: '#FFF1E0' }), ellipse(64, 76, 4.5, 3, { fill: INK })];
    case 'bolts':
      return [circle(30, 70, 5, { fill: shade }), circle(98, 70, 5, { fill: shade })];
    case 'spots':
      return [circle(46, 46, 4, { fill: shade }), circle(86, 50, 5, { fill: shade }), circle(76, 92, 3.5, { fill: shade })];
    case 'belly':
      return [ellipse(64, 74, 24, 22, { fill: '#FFFFFF', opacity: 0.12 })];
    case 'stripes':
      return [path('M64,32V44M56,34L58,44M72,34L70,44M30,62L40,64M30,70L40,70M98,62L88,64M98,70L88,70', { stroke: '#7A3A10', strokeWidth: 3.5, strokeLinecap: 'round' })];
    case 'crest':
      return [path('M56,32L64,22L72,32Z', { fill: '#FFF3C4' })];
    default:
      return [];
  }
}

function avatar([id, bg, fill, shade, shape, earKind, eyeKind, mouthKind, extraKind]) {
  const doc = new Doc(`avatar${id}`);
  const background = doc.linear([[0, bg[0]], [1, bg[1]]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  const sparkle = polyPath(starPoints(106, 22, 7, 2.6, 4));
  const body = [
    circle(64, 64, 64, { fill: background }),
    circle(64, 64, 60, { fill: '#FFFFFF', opacity: 0.08 }),
    path(sparkle, { fill: '#FFFFFF', opacity: 0.7 }),
    circle(22, 100, 3, { fill: '#FFFFFF', opacity: 0.5 }),
    ellipse(64, 112, 30, 6, { fill: '#000000', opacity: 0.12 }),
    g({}, ...ears(earKind, fill, shade)),
    g({}, ...head(shape, fill, shade)),
    g({}, ...extra(extraKind, shade)),
    g({}, ...eyes(eyeKind)),
    g({}, ...mouth(mouthKind)),
  ];
  return doc.render(128, 128, body, { role: 'img' });
}

export function buildAvatars() {
  return CHARACTERS.map((c) => ({ path: `server/assets/cdn/avatars/${c[0]}.svg`, content: avatar(c) }));
}
