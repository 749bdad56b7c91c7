// `npm test`: typecheck, lint, unit and integration tests (Vitest), then the browser tests
// (Playwright) when Chromium is installed. Output streams as each step runs. The last line is
// the test totals over Vitest and Playwright: `N passed, N failed[, N skipped]`. A step that
// fails without reporting a failing test (typecheck, lint, a crash) counts as one failure, so
// "0 failed" always means every step passed. Exit code: 0 only when every step passed.
//
// Env: CHROME_PATH (default: Debian's chromium-headless-shell, else chromium; see lib/chrome-path.mjs); E2E=required makes a missing Chromium a failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_CANDIDATES, findChrome } from './lib/chrome-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorte-test-'));
const chromePath = findChrome();
const e2eRequired = process.env.E2E === 'required';

/** @typedef {{ passed: number, failed: number, skipped: number, flaky?: number }} Counts */
/** @type {{ name: string, ok: boolean, ms: number, counts?: Counts, note?: string }[]} */
const results = [];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function banner(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

/**
 * `.ci/run` sets SORTE_STAGE_TIMES to a file and lists each step's time from it with its own
 * stages (one `name<TAB>milliseconds` line per step).
 */
function recordStageTime(name, ms) {
  const file = process.env.SORTE_STAGE_TIMES;
  if (file) fs.appendFileSync(file, `${name}\t${ms}\n`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON reporter (Jest-compatible shape). */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report || typeof report.numTotalTests !== 'number') return undefined;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter: flaky tests passed on retry. */
function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  if (!stats || typeof stats.expected !== 'number') return undefined;
  return {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  };
}

/**
 * The slowest browser tests of a Playwright JSON report (every attempt, retries included), so a
 * run that is slower than the last one shows where the time went.
 */
function slowestPlaywrightTests(file, count = 12) {
  const report = readJson(file);
  if (!report) return;
  const rows = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          rows.push({
            ms: result.duration,
            title: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  rows.sort((a, b) => b.ms - a.ms);
  const total = rows.reduce((sum, r) => sum + r.ms, 0);
  console.log(
    `\nBrowser tests: ${rows.length} attempts, ${seconds(total)} of test time in all; the slowest:`,
  );
  for (const r of rows.slice(0, count)) console.log(`  ${seconds(r.ms).padStart(7)}  ${r.title}`);
}

/** The machine's load when a step starts: a slow step on a busy machine is the machine's. */
const loadNote = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

async function step(name, command, args, { env, report } = {}) {
  banner(`${name} (${loadNote()})`);
  const started = Date.now();
  const code = await run(command, args, env);
  const counts = report?.();
  const ms = Date.now() - started;
  results.push({ name, ok: code === 0, ms, counts });
  console.log(`\n${name}: ${code === 0 ? 'done' : 'FAILED'} in ${seconds(ms)}`);
  recordStageTime(name, ms);
  return code === 0;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/**
 * Runs one command with its output held back (so concurrent steps do not interleave), then prints
 * the output under the step's banner once it has ended.
 */
function runCaptured(command, args) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not start ${command}: ${error.message}\n`));
      resolve({ code: 1, output: Buffer.concat(chunks).toString() });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/**
 * Steps that do not depend on each other run at the same time: on two cores they overlap instead
 * of queueing. ESLint is single-threaded (the type-aware lint is the longest of the checks, and
 * once the typecheck has ended it leaves a core idle), so Vitest runs beside them instead of after
 * the lint: in CI the stage took 283 s, where the lint and then Vitest alone would take about
 * 216 s + 165 s (docs/benchmarks.md, "CI run time"). A step with `after` starts when that step has
 * ended (Vitest needs the production build: its
 * process-level files start the built server). Each step is reported as its own step, Vitest with
 * its test counts; the group's wall time is recorded too. A step with `live` streams its output
 * as it runs; the others print theirs under their banner once they have ended, so they do not
 * interleave.
 */
async function concurrentSteps(group, steps) {
  const started = Date.now();
  console.log(`\n━━━ ${group}: ${steps.map((s) => s.name).join(', ')} (at the same time)`);
  const done = new Map();
  const runStep = async ({ name, command, args, env, live, report, after }) => {
    if (after) await done.get(after);
    const stepStarted = Date.now();
    let code;
    if (live) {
      banner(`${name} (${loadNote()})`);
      code = await run(command, args, env);
    } else {
      const captured = await runCaptured(command, args);
      code = captured.code;
      banner(name);
      process.stdout.write(captured.output);
    }
    const ms = Date.now() - stepStarted;
    console.log(`\n${name}: ${code === 0 ? 'done' : 'FAILED'} in ${seconds(ms)}`);
    results.push({ name, ok: code === 0, ms, counts: report?.() });
    recordStageTime(`  ${name}`, ms);
    return code === 0;
  };
  for (const s of steps) done.set(s.name, runStep(s));
  const outcomes = await Promise.all(done.values());
  const ms = Date.now() - started;
  console.log(`\n${group}: ${seconds(ms)} in all`);
  recordStageTime(group, ms);
  return outcomes.every(Boolean);
}

const vitestReport = path.join(reportDir, 'vitest.json');
const buildStep = 'build (server, web app)';
await concurrentSteps('checks, builds and Vitest', [
  { name: 'typecheck', command: npm, args: ['run', 'typecheck'] },
  // One lint run: split into halves (the web app; the rest) they took 234 s and 221 s beside the
  // typecheck and the builds in CI, against 202 s for one run, because each half builds the
  // TypeScript programs of the shared contracts again and four processes crowded two cores.
  { name: 'lint', command: npm, args: ['run', 'lint'] },
  // What the browser tests' server runs (and the process-level Vitest files start): built here,
  // beside the checks, instead of inside the browser test step.
  { name: buildStep, command: process.execPath, args: ['scripts/start.mjs', '--build-only'] },
  {
    name: 'vitest',
    command: npx,
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    after: buildStep,
    live: true,
    report: () => vitestCounts(vitestReport),
  },
]);

let e2eNote;
if (chromePath) {
  const playwrightReport = path.join(reportDir, 'playwright.json');
  await step(
    'browser tests (Playwright)',
    npm,
    ['run', 'test', '-w', '@sorte/e2e', '--', '--reporter=list,json'],
    {
      env: {
        CHROME_PATH: chromePath,
        PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      },
      report: () => playwrightCounts(playwrightReport),
    },
  );
  slowestPlaywrightTests(playwrightReport);
} else {
  e2eNote =
    `Browser tests ${e2eRequired ? 'FAILED' : 'SKIPPED'}: Chromium not found at ` +
    `${process.env.CHROME_PATH || CHROME_CANDIDATES.join(' or ')}. ` +
    'Install it with: apt-get install -y chromium-headless-shell chromium (or set CHROME_PATH).';
  results.push({ name: 'browser tests (Playwright)', ok: !e2eRequired, ms: 0, note: e2eNote });
}

fs.rmSync(reportDir, { recursive: true, force: true });

// Summary: one line per step, then the skip notice (if any), then the totals line, last.
const totals = { passed: 0, failed: 0, skipped: 0 };
banner('summary');
for (const r of results) {
  const c = r.counts;
  if (c) {
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
  }
  // A failing step with no failing test to show for it still counts once.
  if (!r.ok && !(c && c.failed > 0)) totals.failed += 1;
  const status = r.note ? (r.ok ? 'skipped' : 'FAILED ') : r.ok ? 'ok     ' : 'FAILED ';
  const detail = c
    ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` +
      (c.flaky ? ` (${c.flaky} flaky: passed on retry, see above)` : '')
    : r.note
      ? 'Chromium not found'
      : r.counts === undefined && ['vitest', 'browser tests (Playwright)'].includes(r.name)
        ? 'no test report'
        : '';
  const time = r.ms ? seconds(r.ms) : '';
  console.log(`  ${status} ${r.name.padEnd(28)} ${time.padStart(7)}  ${detail}`);
}
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
console.log(
  failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nAll steps passed.',
);
if (e2eNote) console.log(e2eNote);
console.log(
  `${totals.passed} passed, ${totals.failed} failed` +
    (totals.skipped ? `, ${totals.skipped} skipped` : ''),
);
process.exitCode = failedSteps.length ? 1 : 0;
