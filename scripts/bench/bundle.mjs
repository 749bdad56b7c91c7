// Bundle weight: gzip bytes of the JS and CSS of the first paint (the entry) and of `/` with its
// home content (the CSS split
// into index.html's render-blocking stylesheets and the home route's own), and of each route's own
// chunk, against the budgets in lib/bundle-size.mjs. Builds the web app (production)
// to a temp dir.
import { BUDGET, measureBundle } from '../lib/bundle-size.mjs';

export const name = 'bundle';
export const title = 'Web bundle (gzip, level 9)';
export const order = 5;

const kb = (bytes) => (bytes / 1024).toFixed(1);

export async function run(ctx) {
  const outDir = ctx.buildWeb('sorte-bundle-');
  const size = measureBundle(outDir);
  ctx.table(
    'First paint (entry) and / with its content (entry + home route)',
    [
      { key: 'part', label: 'part', align: 'left' },
      { key: 'js', label: 'JS kB' },
      { key: 'css', label: 'CSS kB' },
      { key: 'budget', label: 'JS budget kB' },
    ],
    [
      {
        part: 'entry (framework, frame: the first paint)',
        js: kb(size.entry.js),
        css: kb(size.entry.css),
        budget: kb(BUDGET.firstPaintJs),
      },
      { part: '/ total', js: kb(size.home.js), css: kb(size.home.css), budget: kb(BUDGET.homeJs) },
    ],
  );
  ctx.table(
    'CSS before the first paint of /',
    [
      { key: 'part', label: 'part', align: 'left' },
      { key: 'css', label: 'CSS kB' },
    ],
    [
      { part: "index.html's stylesheets (render-blocking, every page)", css: kb(size.entry.css) },
      { part: "the home route's own (arrives with its chunk)", css: kb(size.home.css - size.entry.css) },
      { part: '/ total', css: kb(size.home.css) },
    ],
    ["(the side menu's navigation, the banner strip and the parts below the fold bring theirs later)"],
  );
  ctx.table(
    'Route chunks',
    [
      { key: 'route', label: 'route module', align: 'left' },
      { key: 'chunk', label: 'own JS kB' },
      { key: 'css', label: 'own CSS kB' },
      { key: 'shared', label: '+ shared JS kB' },
    ],
    size.routes.map((r) => ({ route: r.route, chunk: kb(r.chunkJs), css: kb(r.chunkCss), shared: kb(r.sharedJs) })),
    [`(budget per route chunk: ${kb(BUDGET.routeChunk)} kB)`],
  );
}
