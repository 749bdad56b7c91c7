// Which Debian Chromium the browser tests drive (never a downloaded browser).
//
// `chromium-headless-shell` (Debian package of the same name, built from the same Chromium
// source as `chromium`) is preferred when installed: it is Chromium's automation build without the
// browser UI, and on this 2-core machine it saves about 1.5 CPU seconds per browser context
// (the full browser renders its tab strip WebUI for every context, even headless). See
// docs/decisions.md. `/usr/bin/chromium` works too; CHROME_PATH overrides both.
import fs from 'node:fs';

export const CHROME_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The browser to drive: CHROME_PATH, else the first installed candidate, else undefined. */
export function findChrome(env = process.env) {
  if (env.CHROME_PATH) return fs.existsSync(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  return CHROME_CANDIDATES.find((file) => fs.existsSync(file));
}
