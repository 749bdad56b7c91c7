// `npm run bench`: performance figures for docs/benchmarks.md. Never part of `npm test`.
//
// Each section is a module in scripts/bench/ exporting `name`, `title`, optional `order` (lower
// runs first) and `run(ctx)`. A section measures, then calls `ctx.table(...)` with its rows.
// Add a section by adding a file; run one with `--only <name>` (repeatable, or comma-separated).
//
// Options: --only <name>   --duration <seconds per load test, default 8>
//          --connections <n, default 50>   --list
// The server runs from server/dist (built here if stale) with a fresh temporary DATA_DIR,
// NODE_ENV=production, demo data on, LOG_LEVEL=warn (per-request info logs would dominate) and
// TRUST_PROXY=true for the load tests (see scripts/bench/http.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, REPO_ROOT } from './lib/server-build.mjs';
import { startServer } from './lib/server-process.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    list: { type: 'boolean', default: false },
  },
});

async function loadSections() {
  const dir = path.join(REPO_ROOT, 'scripts', 'bench');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const sections = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(dir, file)).href);
    if (typeof mod.run !== 'function' || typeof mod.name !== 'string') {
      throw new Error(`scripts/bench/${file} must export name and run(ctx)`);
    }
    sections.push({
      name: mod.name,
      title: mod.title ?? mod.name,
      order: mod.order ?? 100,
      run: mod.run,
    });
  }
  return sections.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** Renders rows (objects) as an aligned text table; numbers are right-aligned. */
export function formatTable(columns, rows) {
  const cells = rows.map((row) => columns.map((c) => String(row[c.key] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.label.length, ...cells.map((r) => r[i].length)));
  const line = (values) =>
    values
      .map((v, i) => (columns[i].align === 'left' ? v.padEnd(widths[i]) : v.padStart(widths[i])))
      .join('  ');
  return [
    line(columns.map((c) => c.label)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map(line),
  ].join('\n');
}

const sections = await loadSections();
if (args.list) {
  for (const s of sections) console.log(`${s.name.padEnd(14)} ${s.title}`);
  process.exit(0);
}
const only = (args.only ?? [])
  .flatMap((v) => v.split(','))
  .map((v) => v.trim())
  .filter(Boolean);
const unknown = only.filter((n) => !sections.some((s) => s.name === n));
if (unknown.length) {
  console.error(
    `Unknown section(s): ${unknown.join(', ')}. Known: ${sections.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = only.length ? sections.filter((s) => only.includes(s.name)) : sections;

ensureServerBuild();

const tempDirs = [];
const servers = new Set();
let shared;
const tables = [];

const ctx = {
  repoRoot: REPO_ROOT,
  duration: Number(args.duration),
  connections: Number(args.connections),
  log: (...parts) => console.log('  ', ...parts),
  tempDir(prefix = 'sorte-bench-') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  },
  /**
   * Builds the web app for production into a fresh temp dir and returns that dir (a server
   * serves it with `env: { WEB_DIST: dir }`).
   */
  buildWeb(prefix = 'sorte-web-') {
    const outDir = path.join(ctx.tempDir(prefix), 'dist');
    ctx.log('building the web app (production)...');
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: path.join(REPO_ROOT, 'web'),
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    return outDir;
  },
  /** Starts a server on dataDir (a fresh temp dir if omitted); stopped at the end if still up. */
  async startServer(options = {}) {
    const server = await startServer({ dataDir: options.dataDir ?? ctx.tempDir(), ...options });
    servers.add(server);
    void server.exited.then(() => servers.delete(server));
    return server;
  },
  /**
   * One server shared by the load-test sections, started on first use (with `options.env`
   * added to the defaults; the first caller's options win).
   */
  async server(options = {}) {
    shared ??= await ctx.startServer(options);
    return shared;
  },
  table(title, columns, rows, notes = []) {
    const text = formatTable(columns, rows);
    tables.push({ title, text, notes, rows });
    console.log(`\n${title}\n${text}`);
    for (const note of notes) console.log(note);
  },
};

async function cleanup() {
  await Promise.all([...servers].map((s) => s.stop()));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  void cleanup().finally(() => process.exit(130));
});

let failed = false;
try {
  for (const section of selected) {
    console.log(`\n== ${section.title} (${section.name})`);
    try {
      await section.run(ctx);
    } catch (error) {
      failed = true;
      console.error(
        `section ${section.name} failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
} finally {
  await cleanup();
}

let commit = '';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).trim();
} catch {
  // Not a git checkout.
}
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(
  `\n==== Summary (${new Date().toISOString().slice(0, 10)}, ${machine}${commit ? `, ${commit}` : ''})`,
);
for (const t of tables) {
  console.log(`\n${t.title}\n${t.text}`);
  for (const note of t.notes) console.log(note);
}
fs.mkdirSync(path.join(REPO_ROOT, '.bench'), { recursive: true });
fs.writeFileSync(
  path.join(REPO_ROOT, '.bench', 'latest.json'),
  JSON.stringify({ date: new Date().toISOString(), machine, commit, tables }, null, 2),
);
process.exitCode = failed ? 1 : 0;
