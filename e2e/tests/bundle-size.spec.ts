import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the benchmark
import { BUDGET, measureBundle } from '../../scripts/lib/bundle-size.mjs';

interface Measured {
  entry: { js: number; css: number };
  home: { js: number; css: number };
  routes: { route: string; chunkJs: number }[];
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

// Sizes are deterministic for a build, so they may be asserted (wall-clock times may not).
// The router gives each page a component at once, so the frame (header, menu, the page's banner
// from the first view) paints with the entry's JavaScript alone; the page's chunk follows.
test('the first paint stays within 140 kB gzip JS, / with its content within 144 kB, each route chunk within 60 kB', () => {
  const size = measureBundle(dist) as Measured;
  expect(size.entry.js).toBeLessThanOrEqual(BUDGET.firstPaintJs);
  expect(size.home.js).toBeLessThanOrEqual(BUDGET.homeJs);
  expect(size.routes.length).toBeGreaterThan(10);
  for (const r of size.routes) {
    expect(r.chunkJs, `route ${r.route}`).toBeLessThanOrEqual(BUDGET.routeChunk);
  }
});
