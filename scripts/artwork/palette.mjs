/** Shared colours and gradient presets. */

export const C = {
  ink: '#050816',
  navy900: '#070b1f',
  navy800: '#0b1130',
  navy700: '#111a44',
  navy600: '#1b2660',
  purple900: '#140a31',
  purple800: '#1f0d4a',
  purple700: '#2e1568',
  violet: '#7b4dff',
  magenta: '#e040fb',
  pink: '#ff4fa3',
  gold: '#ffc53d',
  goldLight: '#ffe7a0',
  goldPale: '#fff6d6',
  goldDeep: '#d98a0b',
  bronze: '#8a4b06',
  amber: '#ff9f1c',
  emerald: '#1ed49a',
  emeraldDeep: '#0a8f62',
  teal: '#14b8a6',
  cyan: '#38d9ff',
  blue: '#3b82f6',
  red: '#ff3d5a',
  ruby: '#c8102e',
  white: '#ffffff',
  silver: '#c9cfdb',
};

/** Three-tone sets: [light, base, dark]. */
export const TONES = {
  red: ['#ff8fa0', '#ff3d5a', '#9e0a24'],
  ruby: ['#ff6b7f', '#d0142f', '#6e0616'],
  blue: ['#9ad6ff', '#2f7bff', '#132a86'],
  cyan: ['#b5f3ff', '#22c7f0', '#0a5d86'],
  green: ['#9ff7cf', '#1ed49a', '#066b4b'],
  gold: ['#fff1a8', '#ffc53d', '#b8680a'],
  purple: ['#dcc2ff', '#8c4dff', '#3b138e'],
  magenta: ['#ffc2f7', '#e040fb', '#7a0f8f'],
  orange: ['#ffd3a3', '#ff8a1c', '#a84806'],
  black: ['#6b7391', '#262b45', '#0b0e1d'],
  white: ['#ffffff', '#e9ecf4', '#a6aec4'],
};

export const GOLD_STOPS = [
  [0, '#fff3b8'],
  [0.38, '#ffd052'],
  [0.72, '#f0a018'],
  [1, '#a65d06'],
];

/** Horizontal metallic gold (bright band left of centre). */
export const GOLD_METAL = [
  [0, '#8a4b06'],
  [0.22, '#e9a21a'],
  [0.42, '#fff1b8'],
  [0.62, '#ffc53d'],
  [0.85, '#c27810'],
  [1, '#7a4205'],
];

export const goldLinear = (doc, o = {}) => doc.linear(GOLD_STOPS, o);
export const goldMetal = (doc) => doc.linear(GOLD_METAL, { x1: 0, y1: 0, x2: 1, y2: 0 });
export const goldFace = (doc) =>
  doc.radial(
    [
      [0, '#fffbe6'],
      [0.3, '#ffe07a'],
      [0.7, '#f3a91c'],
      [1, '#b8680a'],
    ],
    { cx: 0.38, cy: 0.32, r: 0.75 },
  );

/** Soft white highlight blob fading to transparent. */
export const shine = (doc, opacity = 0.85) =>
  doc.radial([
    [0, '#ffffff', opacity],
    [1, '#ffffff', 0],
  ]);

/** Radial colour blob fading to transparent. */
export const blob = (doc, color, opacity = 0.6) =>
  doc.radial([
    [0, color, opacity],
    [0.55, color, opacity * 0.35],
    [1, color, 0],
  ]);

/** Sphere shading for a given tone set. */
export const sphere = (doc, [light, base, dark]) =>
  doc.radial(
    [
      [0, light],
      [0.45, base],
      [1, dark],
    ],
    { cx: 0.36, cy: 0.3, r: 0.78 },
  );
