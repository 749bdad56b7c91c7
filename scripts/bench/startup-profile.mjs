// What the main thread does while a page starts, at Lighthouse's mobile CPU slowdown (4x) on a
// 412 x 823 phone viewport: a Chrome trace (devtools.timeline) and a JS CPU profile of the first
// load of `/` and `/rng` (production build, demo data), from navigation until the network and
// the main thread are quiet. Reported per page: the main-thread time by kind (script evaluation
// per chunk, style recalculation, layout, paint, HTML and JSON parsing), the long tasks, the
// number of style recalculations and DOM nodes, and the functions with the most self time.
// Those counts and proportions do not depend on how busy the machine is; the milliseconds do
// (the 4x slowdown is applied on top of whatever else runs). Run it under the browser lock.
import fs from 'node:fs';
import path from 'node:path';
import { findChrome } from '../lib/chrome-path.mjs';

export const name = 'startup-profile';
export const title = 'Start-up main thread at 4x CPU slowdown (trace and CPU profile)';
export const order = 8;

const PAGES = (process.env.BENCH_STARTUP_PAGES ?? '/,/rng').split(',');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

const ms = (us) => us / 1000;
const short = (url) =>
  url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') : '';

/** Main-thread time by kind from a trace's complete events (self time: children subtracted). */
export function summariseTrace(events) {
  // The page's renderer: the renderer main thread with the most events (the first about:blank
  // renderer and any other renderer have a few).
  const count = new Map();
  for (const e of events)
    if (e.ph === 'X') count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort(
      (a, b) => (count.get(`${b.pid}:${b.tid}`) ?? 0) - (count.get(`${a.pid}:${a.tid}`) ?? 0),
    )[0];
  const pid = main?.pid;
  const tid = main?.tid;
  const mine = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const longTasks = tasks.filter((t) => t.dur > 50_000);
  const blocking = longTasks.reduce((sum, t) => sum + (t.dur - 50_000), 0);
  // Self time per event name (and per script for evaluation and function calls).
  const self = new Map();
  const stack = [];
  const add = (key, v) => self.set(key, (self.get(key) ?? 0) + v);
  const keyOf = (e) => {
    if (
      e.name === 'EvaluateScript' ||
      e.name === 'v8.compile' ||
      e.name === 'v8.compileModule' ||
      e.name === 'v8.evaluateModule'
    )
      return `${e.name} ${short(e.args?.data?.url ?? e.args?.fileName)}`;
    if (e.name === 'FunctionCall') return `FunctionCall ${short(e.args?.data?.url)}`;
    return e.name;
  };
  for (const e of mine) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.self -= e.dur;
    // A task's own time outside any traced event (V8 compilation, GC, untraced work) counts
    // under the task controller's name; the outer RunTask wrapper is left out.
    const node = { ts: e.ts, dur: e.dur, self: e.dur, key: keyOf(e), task: e.name === 'RunTask' };
    stack.push(node);
    e.node = node;
  }
  for (const e of mine) if (!e.node.task) add(e.node.key, e.node.self);
  const recalcs = mine.filter((e) => e.name === 'UpdateLayoutTree');
  const layouts = mine.filter((e) => e.name === 'Layout');
  const elements = recalcs.reduce((n, e) => n + (e.args?.elementCount ?? 0), 0);
  const nodes = Math.max(0, ...layouts.map((e) => e.args?.beginData?.totalObjects ?? 0));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  return {
    busy: ms(tasks.reduce((s, t) => s + t.dur, 0)),
    longTasks: longTasks.map((t) => ms(t.dur)),
    blocking: ms(blocking),
    self: [...self].map(([k, v]) => ({ key: k, ms: ms(v) })).sort((a, b) => b.ms - a.ms),
    recalcs: recalcs.length,
    recalcElements: elements,
    layouts: layouts.length,
    layoutObjects: nodes,
    fcp: nav && fcp ? ms(fcp.ts - nav.ts) : NaN,
    lcp: nav && lcp ? ms(lcp.ts - nav.ts) : NaN,
  };
}

/**
 * From a V8 CPU profile: self time per function (name, script and line) and per script (the
 * chunk whose code ran; native work such as style and layout is "(program)").
 */
export function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const scripts = new Map();
  const add = (map, key, v) => map.set(key, (map.get(key) ?? 0) + v);
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const f = node.callFrame;
    add(
      self,
      `${f.functionName || '(anonymous)'} ${short(f.url)}${f.url ? `:${f.lineNumber + 1}` : ''}`,
      dt,
    );
    add(scripts, f.url ? short(f.url) : f.functionName || '(native)', dt);
  }
  const list = (map) =>
    [...map].map(([k, v]) => ({ key: k, ms: ms(v) })).sort((a, b) => b.ms - a.ms);
  return { functions: list(self), scripts: list(scripts) };
}

async function quiet(page) {
  await page.waitForLoadState('networkidle');
  // Two seconds without a long task after the network went idle.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = Math.max(last, e.startTime + e.duration);
        }).observe({ type: 'longtask', buffered: true });
        const check = () => (performance.now() - last > 2000 ? resolve() : setTimeout(check, 250));
        check();
      }),
  );
}

export async function profilePage(browser, url) {
  const open = async () => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return { context, page, cdp };
  };
  // Pass 1: the trace.
  const a = await open();
  const events = [];
  a.cdp.on('Tracing.dataCollected', (m) => events.push(...m.value));
  const done = new Promise((resolve) => a.cdp.once('Tracing.tracingComplete', resolve));
  await a.cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await a.page.goto(url);
  await quiet(a.page);
  await a.cdp.send('Tracing.end');
  await done;
  const dom = await a.page.evaluate(() => globalThis.document.getElementsByTagName('*').length);
  await a.context.close();
  // Pass 2: the JS CPU profile (a separate load: the sampler would slow the trace's figures).
  const b = await open();
  await b.cdp.send('Profiler.enable');
  await b.cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await b.cdp.send('Profiler.start');
  await b.page.goto(url);
  await quiet(b.page);
  const { profile } = await b.cdp.send('Profiler.stop');
  await b.context.close();
  return {
    trace: summariseTrace(events),
    profile: summariseProfile(profile),
    dom,
    events,
    cpuProfile: profile,
  };
}

export async function run(ctx) {
  const chrome = findChrome();
  if (!chrome) throw new Error('no Chromium (set CHROME_PATH)');
  const { chromium } = await import('playwright-core');
  const outDir = ctx.buildWeb('sorte-startup-');
  const server = await ctx.startServer({ env: { WEB_DIST: outDir } });
  const browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const keep = process.env.BENCH_STARTUP_KEEP;
  const rows = [];
  try {
    // A first load warms the server's caches (answer cache, compressed artwork).
    const warm = await browser.newPage();
    await warm.goto(server.url + PAGES[0]);
    await warm.waitForLoadState('networkidle');
    await warm.close();
    for (const page of PAGES) {
      ctx.log(`profiling ${page}...`);
      const r = await profilePage(browser, server.url + page);
      if (keep) {
        fs.mkdirSync(keep, { recursive: true });
        const base = path.join(keep, page === '/' ? 'home' : page.slice(1).replace(/\W/g, '-'));
        fs.writeFileSync(`${base}.trace.json`, JSON.stringify({ traceEvents: r.events }));
        fs.writeFileSync(`${base}.cpuprofile`, JSON.stringify(r.cpuProfile));
      }
      const t = r.trace;
      ctx.log(
        `${page}: FCP ${t.fcp.toFixed(0)} ms, LCP ${t.lcp.toFixed(0)} ms, busy ${t.busy.toFixed(0)} ms, ` +
          `long tasks ${t.longTasks.map((x) => x.toFixed(0)).join(' ')} (blocking ${t.blocking.toFixed(0)} ms), ` +
          `${t.recalcs} style recalcs over ${t.recalcElements} elements, ${t.layouts} layouts, ` +
          `${r.dom} DOM elements`,
      );
      ctx.log('  main thread by kind:');
      for (const s of t.self.slice(0, 25))
        ctx.log(`    ${s.ms.toFixed(1).padStart(8)} ms  ${s.key}`);
      ctx.log('  scripts by self time (CPU profile, a second load):');
      for (const s of r.profile.scripts.slice(0, 15))
        ctx.log(`    ${s.ms.toFixed(1).padStart(8)} ms  ${s.key}`);
      ctx.log('  functions by self time:');
      for (const s of r.profile.functions.slice(0, 25))
        ctx.log(`    ${s.ms.toFixed(1).padStart(8)} ms  ${s.key}`);
      const kind = (re) => t.self.filter((s) => re.test(s.key)).reduce((n, s) => n + s.ms, 0);
      rows.push({
        page,
        busy: t.busy.toFixed(0),
        blocking: t.blocking.toFixed(0),
        script: kind(
          /^(EvaluateScript|FunctionCall|v8\.|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.)/,
        ).toFixed(0),
        style: kind(/^UpdateLayoutTree$/).toFixed(0),
        layout: kind(/^Layout$/).toFixed(0),
        paint: kind(/^(Paint|PrePaint|Layerize|UpdateLayer|Commit|PaintImage|Decode)/).toFixed(0),
        parse: kind(/^(ParseHTML|ParseAuthorStyleSheet)$/).toFixed(0),
        recalcs: t.recalcs,
        dom: r.dom,
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  ctx.table(
    'Start-up main thread at 4x CPU slowdown, 412 x 823 (ms are load-dependent; counts are not)',
    [
      { key: 'page', label: 'page', align: 'left' },
      { key: 'busy', label: 'busy ms' },
      { key: 'blocking', label: 'blocking ms' },
      { key: 'script', label: 'script ms' },
      { key: 'style', label: 'style ms' },
      { key: 'layout', label: 'layout ms' },
      { key: 'paint', label: 'paint ms' },
      { key: 'parse', label: 'parse ms' },
      { key: 'recalcs', label: 'recalcs' },
      { key: 'dom', label: 'DOM elements' },
    ],
    rows,
  );
}
