import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs the built server (server/dist/server.js) as a real child process, for tests about what
 * only a process shows: the DATA_DIR lock, signals, restarts and durability after SIGKILL.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUNDLE = path.join(REPO_ROOT, 'server', 'dist', 'server.js');

/** Builds server/dist if it is missing or older than the sources. */
export function ensureServerBundle(): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'lib', 'server-build.mjs')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** stdout and stderr so far. */
  output(): string;
  /** Settles when the process exits. */
  exited: Promise<Exit>;
}

const running = new Set<ChildProcess>();

export async function spawnServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  // eslint-disable-next-line no-restricted-properties -- test harness: the child inherits PATH etc.
  const inherited = { ...process.env };
  // The embedded database is under test: no PostgreSQL, and no loader flags from the runner.
  delete inherited.DATABASE_URL;
  delete inherited.TEST_DATABASE_URL;
  delete inherited.NODE_OPTIONS;
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/**
 * Spawns the server and waits until GET /wps/system/status answers 200. A first start in a new
 * DATA_DIR creates, migrates and seeds the database (about 10 s alone on this machine); in
 * `npm test` it shares the two cores with the lint and the other Vitest worker, so the wait is
 * generous (a wait that is too short fails a correct test; a long one costs time only on failure)
 * and still ends before the tests' own 120 s limit, so the server's output is what a failure shows.
 */
export async function startServer(dataDir: string, timeoutMs = 100_000): Promise<ServerProcess> {
  const server = await spawnServer(dataDir);
  let exit: Exit | undefined;
  void server.exited.then((e) => (exit = e));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(`server exited early (${JSON.stringify(exit)}):\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.url}/wps/system/status`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/** Resolves with the exit, or rejects if the process is still running after timeoutMs. */
export async function exitWithin(server: ServerProcess, timeoutMs: number): Promise<Exit> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGKILLs every server this module started that is still running. */
export async function killAllServers(): Promise<void> {
  const exits = [...running].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  );
  await Promise.all(exits);
}
