// Starts the built server (server/dist/server.js) as a child process on a free port and waits
// until it answers. Used by the benchmarks; the server's own process tests have a typed twin in
// server/test/server-process.ts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT, SERVER_BUNDLE } from './server-build.mjs';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** VENDOR_SECRET_KEY of the servers this process starts (throwaway, per run). */
export const BENCH_VENDOR_SECRET_KEY = randomBytes(32).toString('hex');

/**
 * Spawns the server with the embedded database in dataDir and resolves once `readyPath` answers
 * 200. `readyMs` is the time from spawn to that first answer. `stop()` sends SIGTERM and waits.
 */
export async function startServer({
  dataDir,
  env = {},
  readyPath = '/wps/system/status',
  timeoutMs = 60_000,
}) {
  const port = await freePort();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Production requires a bot-check key; a throwaway one per benchmark server.
      BOT_CHECK_HMAC_KEY: randomBytes(32).toString('hex'),
      // ...and a vendor secret key (the provider benchmark signs with secrets derived from it).
      VENDOR_SECRET_KEY: BENCH_VENDOR_SECRET_KEY,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exit;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    child,
    output: () => output,
    exited,
    readyMs: 0,
    async stop(signal = 'SIGTERM') {
      if (!exit) child.kill(signal);
      return exited;
    },
  };

  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (exit) throw new Error(`server exited early (${JSON.stringify(exit)}):\n${output}`);
    try {
      const res = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) {
        server.readyMs = performance.now() - started;
        return server;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready after ${timeoutMs} ms:\n${output}`);
}
