// `npm start`: builds whatever is stale (server bundle, web app), then runs the server
// (`--build-only`: builds and stops).
// Signals are forwarded so Ctrl-C and SIGTERM shut the server down cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      if (p.endsWith('node_modules') || p.endsWith(`${path.sep}dist`)) return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return latest;
}

function builtAt(file) {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
}

function run(label, command, args, env = {}) {
  console.log(`[start] ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[start] ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const contracts = ['contracts/src', 'contracts/package.json'];
if (builtAt('server/dist/server.js') < newest(['server/src', 'server/build.mjs', 'server/package.json', ...contracts])) {
  run('building the server', process.execPath, ['server/build.mjs']);
}
// The build writes the server-rendered first view's module last: a build without it is stale.
if (
  Math.min(builtAt('web/dist/index.html'), builtAt('web/dist/.ssr/first-view.mjs')) <
  newest([
    'web/src',
    'web/public',
    'web/index.html',
    'web/play.html',
    'web/vite.config.ts',
    'web/package.json',
    'scripts/lib/precompress.mjs',
    'scripts/lib/locale-assets.mjs',
    'scripts/lib/icon-assets.mjs',
    ...contracts,
  ])
) {
  // Always a production build: NODE_ENV=test or development here would ship React's dev build.
  run('building the web app', 'npm', ['run', 'build', '-w', '@sorte/web'], { NODE_ENV: 'production' });
}

// `--build-only`: build what is stale and stop (`npm test` builds beside its other checks).
if (process.argv.includes('--build-only')) process.exit(0);

const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
