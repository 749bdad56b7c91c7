import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the benchmark
import { BUDGET, measureBundle } from '../../scripts/lib/bundle-size.mjs';

interface Measured {
  home: { js: number; css: number };
  routes: { route: string; chunkJs: number }[];
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

// Sizes are deterministic for a build, so they may be asserted (wall-clock times may not).
test('first paint of / stays within 140 kB gzip JS and each route chunk within 60 kB', () => {
  const size = measureBundle(dist) as Measured;
  expect(size.home.js).toBeLessThanOrEqual(BUDGET.homeJs);
  expect(size.routes.length).toBeGreaterThan(10);
  for (const r of size.routes) {
    expect(r.chunkJs, `route ${r.route}`).toBeLessThanOrEqual(BUDGET.routeChunk);
  }
});
