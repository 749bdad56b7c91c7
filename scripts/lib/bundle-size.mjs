// Gzip sizes of the built web app, from Vite's manifest (web/dist/.vite/manifest.json).
// Used by the benchmark (scripts/bench/bundle.mjs) and the budget check (e2e/tests/bundle-size.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Bundle budgets (gzip bytes): the first paint of any page (the entry: the frame, with the page's
 * banner from the first view, renders before the page's own chunk arrives), `/` with its home
 * content (entry + home route), and any one route's own chunk.
 */
export const BUDGET = { firstPaintJs: 140 * 1024, homeJs: 144 * 1024, routeChunk: 60 * 1024 };

const gz = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

export function measureBundle(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
    }
    return { js: [...js], css: [...css] };
  };
  const sum = (files) => files.reduce((total, f) => total + gz(path.join(dist, f)), 0);

  // The site's entry (index.html); play.html is the in-house games' own small entry.
  const entryKey =
    (manifest['index.html']?.isEntry ? 'index.html' : undefined) ??
    Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  const entryKeys = closure(entryKey);
  const routes = Object.keys(manifest)
    .filter((k) => /src\/app\/routes\/[^/]+\.tsx$/.test(k))
    .map((key) => {
      const own = manifest[key];
      const extra = [...closure(key)].filter((k) => k !== key && !entryKeys.has(k));
      const files = filesOf([key]);
      const shared = filesOf(extra);
      return {
        route: key.replace(/^.*src\/app\/routes\//, '').replace(/\.tsx$/, ''),
        chunkJs: gz(path.join(dist, own.file)),
        chunkCss: sum(files.css),
        sharedJs: sum(shared.js),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const entryFiles = filesOf(entryKeys);
  const homeKey = Object.keys(manifest).find((k) => /src\/app\/routes\/home\.tsx$/.test(k));
  const homeFiles = homeKey ? filesOf([...closure(homeKey)].filter((k) => !entryKeys.has(k))) : { js: [], css: [] };
  return {
    entry: { js: sum(entryFiles.js), css: sum(entryFiles.css) },
    // What `/` needs before its content paints: the entry closure plus the home route's chunks.
    home: {
      js: sum(entryFiles.js) + sum(homeFiles.js),
      css: sum(entryFiles.css) + sum(homeFiles.css),
    },
    routes,
  };
}
