// Lighthouse, mobile preset (its default: a mid-range phone, 4x CPU slowdown and a slow 4G
// network, simulated), performance, accessibility and best-practices categories, against the production build on the embedded
// database with demo data, driving Debian's Chromium headless (CHROME_PATH overrides it; a
// browser is never downloaded). Pages: home, a game lobby, the live lobby, registration,
// promotions and the two lottery lobbies (VN and electronic draws).
// BENCH_LIGHTHOUSE_RUNS (default 1) runs each page that many times and keeps the median run
// (by score). Run it under the browser lock: it builds the web app and loads a browser.
import fs from 'node:fs';

export const name = 'lighthouse';
export const title = 'Lighthouse, mobile (score, FCP, LCP, TBT, CLS, bytes)';
export const order = 7;

const PAGES = ['/', '/rng', '/live', '/register', '/promotions', '/vnlottery', '/elott'];
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const seconds = (ms) => (ms / 1000).toFixed(2);

export async function run(ctx) {
  if (!fs.existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME} (set CHROME_PATH)`);
  // Loaded here, not at the top: listing or running other sections does not pay for them.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1) || 1);
  const outDir = ctx.buildWeb('sorte-lighthouse-');
  const server = await ctx.startServer({ env: { WEB_DIST: outDir } });
  /**
   * One Lighthouse run in a browser of its own (a browser reused for the next page sometimes
   * records no navigation start, NO_NAVSTART); a run that fails is tried once more.
   */
  const measure = async (url) => {
    for (let attempt = 1; ; attempt += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (!result) throw new Error('no result');
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        return result.lhr;
      } catch (error) {
        if (attempt >= 2) throw error;
        ctx.log(`  failed (${error instanceof Error ? error.message : error}), once more...`);
      } finally {
        chrome.kill();
      }
    }
  };
  const rows = [];
  try {
    for (const page of PAGES) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        ctx.log(`lighthouse ${page} (run ${i + 1} of ${runs})...`);
        const lhr = await measure(`${server.url}${page}`);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const category = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        results.push({
          score: category('performance'),
          a11y: category('accessibility'),
          practices: category('best-practices'),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
        });
      }
      results.sort((a, b) => a.score - b.score);
      const median = results[Math.floor(results.length / 2)];
      rows.push({
        page,
        score: median.score,
        fcp: seconds(median.fcp),
        lcp: seconds(median.lcp),
        tbt: Math.round(median.tbt),
        cls: median.cls.toFixed(3),
        kb: (median.bytes / 1024).toFixed(0),
        spread: runs > 1 ? `${results[0].score} to ${results.at(-1).score}` : '',
        // The lowest of the runs: these categories do not depend on the machine's speed.
        a11y: Math.min(...results.map((r) => r.a11y)),
        practices: Math.min(...results.map((r) => r.practices)),
      });
    }
  } finally {
    await server.stop();
  }
  ctx.table(
    `Lighthouse mobile (simulated mid-range phone), median of ${runs} run(s) per page`,
    [
      { key: 'page', label: 'page', align: 'left' },
      { key: 'score', label: 'score' },
      { key: 'fcp', label: 'FCP s' },
      { key: 'lcp', label: 'LCP s' },
      { key: 'tbt', label: 'TBT ms' },
      { key: 'cls', label: 'CLS' },
      { key: 'kb', label: 'total kB' },
      ...(runs > 1 ? [{ key: 'spread', label: 'scores' }] : []),
      { key: 'a11y', label: 'a11y' },
      { key: 'practices', label: 'best pr.' },
    ],
    rows,
  );
}
