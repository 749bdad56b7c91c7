// Builds server/dist when it is missing or older than its sources. Used by `npm run bench` and
// the process-level tests; run directly (`node scripts/lib/server-build.mjs`) it does the same.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_BUNDLE = path.join(REPO_ROOT, 'server', 'dist', 'server.js');

const SOURCES = ['server/src', 'contracts/src', 'server/build.mjs', 'server/package.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when dist/server.js is missing or any server/contracts source is newer. */
export function serverBuildIsStale() {
  if (!fs.existsSync(SERVER_BUNDLE)) return true;
  if (!fs.existsSync(path.join(REPO_ROOT, 'server', 'dist', 'migrations'))) return true;
  const built = fs.statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.some((rel) => newestMtime(path.join(REPO_ROOT, rel)) > built);
}

/** Builds the server bundle if stale; returns whether it built. Throws if the build fails. */
export function ensureServerBuild({ quiet = false } = {}) {
  if (!serverBuildIsStale()) return false;
  if (!quiet) console.log('Building the server bundle (server/dist is missing or stale)...');
  const result = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.join(REPO_ROOT, 'server'),
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) throw new Error(`server build failed (exit ${result.status})`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureServerBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
