/**
 * 24 x 24 UI icons drawn with currentColor only, so CSS can tint them.
 * Line icons use stroke-width 1.8 with round caps and joins; small solid
 * details use fill="currentColor".
 */
import { SVG_NS, fmt, polar, strokeGlyphs } from './svg.mjs';

const S = (d) => `<path d="${d}"/>`;
const F = (d) => `<path d="${d}" fill="currentColor" stroke="none"/>`;
const dot = (cx, cy, r = 1.1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="currentColor" stroke="none"/>`;
const circ = (cx, cy, r) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
const box = (x, y, w, h, rx) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/>`;

function footballIcon() {
  const pent = [0, 1, 2, 3, 4].map((i) => polar(12, 12, 3.3, -90 + i * 72));
  const d = pent.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join('') + 'Z';
  const seams = pent
    .map(([x, y], i) => {
      const a = -90 + i * 72;
      const [mx, my] = polar(12, 12, 6.2, a);
      const [lx, ly] = polar(12, 12, 9, a - 24);
      const [rx, ry] = polar(12, 12, 9, a + 24);
      return `M${fmt(x)} ${fmt(y)}L${fmt(mx)} ${fmt(my)}L${fmt(lx)} ${fmt(ly)}M${fmt(mx)} ${fmt(my)}L${fmt(rx)} ${fmt(ry)}`;
    })
    .join('');
  return circ(12, 12, 9) + F(d) + `<path d="${seams}" stroke-width="1.4"/>`;
}

function sunIcon() {
  const rays = [];
  for (let i = 0; i < 8; i += 1) {
    const [x1, y1] = polar(12, 12, 7, i * 45);
    const [x2, y2] = polar(12, 12, 9.3, i * 45);
    rays.push(`M${fmt(x1)} ${fmt(y1)}L${fmt(x2)} ${fmt(y2)}`);
  }
  return circ(12, 12, 4) + S(rays.join(''));
}

function ageIcon() {
  const { d } = strokeGlyphs('18+', 5.6, 8.4, 7.2, 0.25);
  return circ(12, 12, 9.5) + `<path d="${d}" stroke-width="1.6"/>`;
}

export const ICONS = {
  home: S('M3.5 10.5 12 3.5l8.5 7') + S('M5.5 9v11h13V9') + S('M10 20v-5.5h4V20'),
  inhouse:
    box(3.5, 3.5, 17, 17, 4) +
    dot(8.3, 8.3, 1.5) +
    dot(15.7, 8.3, 1.5) +
    dot(12, 12, 1.5) +
    dot(8.3, 15.7, 1.5) +
    dot(15.7, 15.7, 1.5),
  rng:
    circ(7.5, 16.5, 3.5) +
    circ(16.5, 17, 3.5) +
    S('M7.5 13c1-4.5 4-7.5 7-8.8M16.5 13.5c-.2-4-.9-6.8-2-9.3') +
    F('M14.5 4.2c1.2-2.2 4.6-2.8 6.7-1-1.4 2.1-4.6 2.7-6.7 1z'),
  live:
    circ(12, 7.5, 3.5) +
    S('M5 20.5c0-4 3.1-6.8 7-6.8s7 2.8 7 6.8') +
    F('M9.6 14.6 12 16l2.4-1.4v3.2L12 16.4l-2.4 1.4z'),
  fish:
    S(
      'M21.5 12c-2 3.3-5.1 5.5-8.8 5.5-3.4 0-6.2-2-8.2-5.5 2-3.5 4.8-5.5 8.2-5.5 3.7 0 6.8 2.2 8.8 5.5z',
    ) +
    S('M4.5 12 2 8.6v6.8z') +
    S('M13.6 9.4c.8 1.7.8 3.5 0 5.2') +
    dot(17.3, 11.2, 1.1),
  pvp:
    S('M8.5 5.6 4.7 6.3c-1.1.2-1.8 1.2-1.6 2.3l1.9 10.3c.2 1.1 1.2 1.8 2.3 1.6l1.2-.2') +
    box(9, 3.5, 11.5, 16, 2) +
    F(
      'M14.75 7.8c-.9 1.4-3 2.7-3 4.4 0 1 .8 1.7 1.6 1.7.4 0 .8-.1 1.1-.4-.1.7-.4 1.2-.9 1.6h2.4c-.5-.4-.8-.9-.9-1.6.3.3.7.4 1.1.4.9 0 1.6-.7 1.6-1.7 0-1.7-2.1-3-3-4.4z',
    ),
  sports: footballIcon(),
  esports:
    S(
      'M7.5 7h9c2.2 0 3.6 1.2 4.1 3.3l1 4.7c.4 2-1.7 3.2-3.2 1.8L16.6 15H7.4l-1.8 1.8C4.1 18.2 2 17 2.4 15l1-4.7C3.9 8.2 5.3 7 7.5 7z',
    ) +
    S('M7.5 9.8v3.4M5.8 11.5h3.4') +
    dot(15.5, 10.4, 1) +
    dot(17.6, 12.5, 1),
  lottery:
    circ(12, 12, 9) +
    circ(12, 12, 4.6) +
    S('M10.3 10.2h3.4l-2 4.2') +
    S('M6.4 8.1a6.8 6.8 0 0 1 2.6-2.6'),
  promotions:
    box(3.5, 8, 17, 4.5, 1) +
    S('M5 12.5V20h14v-7.5M12 8v12') +
    S(
      'M12 8c-1.4-3.3-5.5-4.4-5.5-1.8C6.5 7.6 9 8 12 8zM12 8c1.4-3.3 5.5-4.4 5.5-1.8 0 1.4-2.5 1.8-5.5 1.8z',
    ),
  'point-mall': S('M5.2 7.5h13.6l-1 13H6.2z') + S('M9 10V6.8a3 3 0 0 1 6 0V10'),
  language:
    circ(12, 12, 9) +
    S(
      'M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3zM3.6 9h16.8M3.6 15h16.8',
    ),
  'customer-service':
    S('M4.5 14v-2.5a7.5 7.5 0 0 1 15 0V14') +
    box(3, 13, 4, 6, 1.6) +
    box(17, 13, 4, 6, 1.6) +
    S('M19 19c0 1.4-1.3 2.3-3.2 2.3H13'),
  'live-chat':
    S(
      'M6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 3.5V17A2.5 2.5 0 0 1 4 14.5v-8A2.5 2.5 0 0 1 6.5 4z',
    ) +
    dot(8.5, 10.5) +
    dot(12, 10.5) +
    dot(15.5, 10.5),
  chat: S(
    'M12 4c4.7 0 8.5 3.2 8.5 7.2s-3.8 7.2-8.5 7.2c-1 0-2-.1-2.9-.4L4.5 20l1.3-3.6C4.4 15 3.5 13.2 3.5 11.2 3.5 7.2 7.3 4 12 4z',
  ),
  messages: box(3, 5.5, 18, 13, 2.2) + S('M3.6 7.2 12 13l8.4-5.8'),
  announcement:
    S('M3.5 10.2v3.6c0 .7.5 1.2 1.2 1.2H7l8 4.5V4.5L7 9H4.7c-.7 0-1.2.5-1.2 1.2z') +
    S('M7 15l1.3 4.8M18.5 9a4 4 0 0 1 0 6'),
  help: circ(12, 12, 9) + S('M9.4 9.4a2.7 2.7 0 0 1 5.2 1c0 1.8-2.6 2.3-2.6 4') + dot(12, 17.3),
  'speed-test':
    S('M4.2 17.5a9 9 0 1 1 15.6 0') +
    S('M12 14l4-5M6.6 12.5h1M12 6.6v1M17.4 12.5h-1') +
    dot(12, 14, 1.7),
  download: S(
    'M12 3.8v11M7.5 10.5 12 15l4.5-4.5M4.5 16.5v2A1.5 1.5 0 0 0 6 20h12a1.5 1.5 0 0 0 1.5-1.5v-2',
  ),
  android:
    S('M4.5 18h15v-1.5a7.5 7.5 0 0 0-15 0z') +
    S('M8 10.5 6.3 7.2M16 10.5l1.7-3.3') +
    dot(9, 14.4) +
    dot(15, 14.4),
  ios:
    box(6.5, 2.5, 11, 19, 2.8) +
    `<rect x="10" y="4.6" width="4" height="1.6" rx=".8" fill="currentColor" stroke="none"/>` +
    S('M10.5 18.8h3'),
  'menu-collapse': S('M11.5 6.5 6 12l5.5 5.5M18 6.5 12.5 12l5.5 5.5'),
  'menu-expand': S('M6 6.5l5.5 5.5L6 17.5M12.5 6.5 18 12l-5.5 5.5'),
  'chat-room':
    circ(9, 8.5, 3) +
    S('M3.5 19.5c0-3.1 2.5-5.5 5.5-5.5s5.5 2.4 5.5 5.5') +
    S('M15.5 5.7a2.8 2.8 0 0 1 0 5.6M17 14.2c2.2.5 3.8 2.6 3.8 5.3'),
  sun: sunIcon(),
  moon: S('M20 14.5A8.2 8.2 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z'),
  refresh: S('M20 12a8 8 0 1 1-2.3-5.7') + S('M20 4v4.5h-4.5'),
  eye: S('M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z') + circ(12, 12, 3),
  'eye-off':
    S(
      'M9.9 5.8A9.4 9.4 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.4 3.2M6.5 7.3C4 9 2.5 12 2.5 12S6 18.5 12 18.5c1.7 0 3.2-.5 4.5-1.2',
    ) +
    S('M9.9 9.9a3 3 0 0 0 4.2 4.2') +
    S('M3.5 3.5l17 17'),
  wallet:
    box(3, 6.5, 18, 13.5, 2.5) +
    S('M5.5 6.5 15.3 3.7c.9-.3 1.7.4 1.7 1.3v1.5') +
    S('M21 10.8h-4a2 2 0 0 0 0 4h4') +
    dot(17, 12.8, 0.9),
  deposit: box(3, 11, 18, 10, 2) + S('M3 15h18') + S('M12 2.5v6M9 5.8l3 3 3-3'),
  withdraw: box(3, 11, 18, 10, 2) + S('M3 15h18') + S('M12 8.6V2.6M9 5.3l3-3 3 3'),
  user: circ(12, 8, 3.8) + S('M4.5 20.5c0-4 3.4-6.8 7.5-6.8s7.5 2.8 7.5 6.8'),
  logout: S('M9.5 20.5H6a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h3.5') + S('M10 12h10.5M16.5 8l4 4-4 4'),
  close: S('M6 6l12 12M18 6 6 18'),
  'chevron-down': S('M6 9.5l6 6 6-6'),
  'chevron-right': S('M9.5 6l6 6-6 6'),
  search: circ(10.5, 10.5, 6.5) + S('M15.5 15.5l5 5'),
  record:
    S('M9 6.5h11M9 12h11M9 17.5h11') + dot(4.8, 6.5, 1.3) + dot(4.8, 12, 1.3) + dot(4.8, 17.5, 1.3),
  agent:
    circ(12, 5.5, 2.5) +
    circ(5.5, 18.5, 2.5) +
    circ(18.5, 18.5, 2.5) +
    S('M12 8v5.5M5.5 16v-2.5h13V16'),
  bell: S('M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z') + S('M10 21a2.2 2.2 0 0 0 4 0'),
  'age-18': ageIcon(),
  facebook: box(3.5, 3.5, 17, 17, 4) + S('M15.5 7.5h-1.8c-1.5 0-2.2.8-2.2 2.3v10.7M9 12.5h5.5'),
  tiktok: S('M14 3.5v11.3a3.7 3.7 0 1 1-3.7-3.7') + S('M14 3.5c.4 2.6 2.3 4.3 5 4.5'),
  youtube: box(2.5, 5.5, 19, 13, 4) + F('M10 9.2v5.6l4.8-2.8z'),
  twitter: S('M4.5 4h4l11 16h-4z') + S('M19 4l-6.1 7M11.1 13 5 20'),
  instagram: box(3.5, 3.5, 17, 17, 5) + circ(12, 12, 3.8) + dot(16.9, 7.1, 1),
  telegram:
    S(
      'M20.6 4.2 3.2 11.1c-.7.3-.7 1.3 0 1.5l4.4 1.5 1.7 5.3c.2.6 1 .8 1.4.3l2.5-2.7 4.6 3.3c.6.4 1.4.1 1.5-.6L21.9 5.3c.2-.8-.6-1.4-1.3-1.1z',
    ) + S('M7.6 14.1 17.5 8l-7.2 7.5'),
};

export function iconSvg(body) {
  return (
    `<svg xmlns="${SVG_NS}" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ` +
    `stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`
  );
}

export function buildIcons() {
  return Object.entries(ICONS).map(([name, body]) => ({
    path: `web/src/assets/icons/${name}.svg`,
    content: iconSvg(body),
  }));
}
