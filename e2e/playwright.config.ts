import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChrome } from '../scripts/lib/chrome-path.mjs';

/* eslint-disable no-restricted-properties -- test tool configuration reads its own environment */
const chrome = findChrome() ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT || 8187);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorte-e2e-'));
/* eslint-enable no-restricted-properties */

export const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = {
  executablePath: chrome,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  workers: 2,
  // One retry, reported: a test that passes only on its retry is listed as flaky by the reporter
  // and in the `npm test` summary, so a timing problem stays visible without failing the run.
  retries: 1,
  // Generous waits: on a loaded 2-core machine a page with its lazy chunks can take 10 s or more
  // (a wait that is too short fails a correct test; one that is long only costs time on failure).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Chromium here composites in software: an endless CSS animation (the notice marquee, a
    // carousel's autoplay, a skeleton shimmer) costs about one core for every open page, which on
    // a 2-core machine starves the server and the other worker. Every page honours
    // prefers-reduced-motion (no autoplay, no marquee), so the suite asks for it; the specs that
    // test motion itself opt back in with `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    // A trace (DOM snapshots around every action, a screencast of every frame) costs the
    // recording about as much CPU as the test itself on this 2-core machine, so only a retry
    // records one: a failure on the retry keeps its trace, and a first attempt runs at full speed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions }, testIgnore: /global-state|\.mobile\.spec\.ts/ },
    {
      name: 'mobile',
      // A phone's layout at 390 px; device pixel ratio 1 instead of the Pixel's 2.6 (seven times
      // fewer pixels to rasterise in software; layout and behaviour are the same).
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions },
      testMatch: /\.mobile\.spec\.ts|layout(-shift)?\.spec\.ts/,
    },
    // Specs that switch site-wide state (maintenance) or change a shared demo account's password
    // (which ends its other sessions) run alone, one at a time, after the others.
    {
      name: 'global-state',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
      testMatch: /global-state/,
      dependencies: ['desktop', 'mobile'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: 'true',
      // Small proof-of-work challenges: the bot check stays real but solves in milliseconds.
      BOT_CHECK_MAX_NUMBER: '2000',
    },
  },
});
