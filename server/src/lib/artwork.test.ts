// Checks the generated artwork (scripts/generate-artwork.mjs): every SVG is standalone and
// offline-safe, and every vendor menu icon the side menu asks for exists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CDN = path.join(REPO, 'server', 'assets', 'cdn');
const WEB_ASSETS = path.join(REPO, 'web', 'src', 'assets');
const FAVICON = path.join(REPO, 'web', 'public', 'favicon.svg');

const NAMESPACES = new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink']);

const MENU_VENDORS: Record<string, string[]> = {
  INHOUSE: ['INHOUSE'],
  RNG: ['PG', 'JDB', 'CQ9', 'FC', 'JL', 'PT', 'EG2'],
  LIVE: ['EVO', 'BGS', 'PT', 'SEXY'],
  FISH: ['JDB', 'FC', 'JL', 'CQ9'],
  PVP: ['KY', 'JL', 'V8'],
  SPORTS: ['SABA', 'BTI'],
  ESPORTS: ['IA', 'TF', 'IMES'],
  LOTT: ['SORTE'],
};

const BANNERS = [
  'home-1',
  'home-2',
  'home-3',
  'home-4',
  'rng-1',
  'rng-2',
  'live-1',
  'fish-1',
  'pvp-1',
  'sports-1',
  'esports-1',
  'lott-1',
  'down-1',
  'promotion-1',
  'shop-1',
  'help-1',
  'reg-1',
  'inhouse-1',
];

function svgFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...svgFiles(full));
    else if (entry.name.endsWith('.svg')) out.push(full);
  }
  return out.sort();
}

/** Problems with one SVG document; an empty list when it is fine. */
function svgProblems(source: string): string[] {
  const problems: string[] = [];
  const text = source.trim();
  if (!text.startsWith('<svg')) problems.push('does not start with <svg');
  if (!text.endsWith('</svg>')) problems.push('does not end with </svg>');
  const opened = (text.match(/<svg[\s>]/g) ?? []).length;
  const closed = (text.match(/<\/svg>/g) ?? []).length;
  if (opened !== closed) problems.push(`${opened} <svg> but ${closed} </svg>`);
  if (!text.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('no SVG xmlns');
  if (!/<svg[^>]*\sviewBox="[^"]+"/.test(text)) problems.push('no viewBox on the root');
  for (const url of text.match(/https?:\/\/[^\s"'<>)]*/g) ?? []) {
    if (!NAMESPACES.has(url)) problems.push(`external reference ${url}`);
  }
  if (/<script/i.test(text)) problems.push('contains <script');
  if (/<foreignObject/i.test(text)) problems.push('contains <foreignObject');
  if (/<image/i.test(text)) problems.push('contains <image');
  return problems;
}

const files = [
  ...svgFiles(CDN),
  ...svgFiles(WEB_ASSETS),
  ...(fs.existsSync(FAVICON) ? [FAVICON] : []),
];

describe('generated artwork', () => {
  it('finds the artwork folders', () => {
    expect(svgFiles(CDN).length).toBeGreaterThan(0);
    expect(svgFiles(WEB_ASSETS).length).toBeGreaterThan(0);
  });

  it('has only standalone, offline-safe SVG files', () => {
    const report: Record<string, string[]> = {};
    for (const file of files) {
      const problems = svgProblems(fs.readFileSync(file, 'utf8'));
      if (problems.length > 0) report[path.relative(REPO, file)] = problems;
    }
    expect(report).toEqual({});
  });

  it('has every vendor menu icon', () => {
    const missing: string[] = [];
    for (const [category, codes] of Object.entries(MENU_VENDORS)) {
      for (const code of codes) {
        const file = path.join(CDN, `${category}_LIST_VENDOR`, `${code}-GRAY.svg`);
        if (!fs.existsSync(file)) missing.push(path.relative(REPO, file));
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every page banner, 1200 x 400 and without text', () => {
    const problems: string[] = [];
    for (const name of BANNERS) {
      const file = path.join(CDN, 'banners', `${name}.svg`);
      if (!fs.existsSync(file)) {
        problems.push(`${name}: missing`);
        continue;
      }
      const text = fs.readFileSync(file, 'utf8');
      if (!/<svg[^>]*\swidth="1200"[^>]*\sheight="400"/.test(text))
        problems.push(`${name}: not 1200 x 400`);
      if (/<text[\s>]/.test(text)) problems.push(`${name}: contains <text>`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the UI icons small and tintable with currentColor', () => {
    const problems: string[] = [];
    for (const file of svgFiles(path.join(WEB_ASSETS, 'icons'))) {
      const text = fs.readFileSync(file, 'utf8');
      const name = path.basename(file);
      if (Buffer.byteLength(text) >= 1536)
        problems.push(`${name}: ${Buffer.byteLength(text)} bytes`);
      if (!text.includes('viewBox="0 0 24 24"')) problems.push(`${name}: viewBox is not 0 0 24 24`);
      for (const [, attr, value] of text.matchAll(/\s(fill|stroke)="([^"]*)"/g)) {
        if (value !== 'currentColor' && value !== 'none')
          problems.push(`${name}: ${attr}="${value}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
