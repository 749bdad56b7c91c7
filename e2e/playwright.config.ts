import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/* eslint-disable no-restricted-properties -- test tool configuration reads its own environment */
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
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
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions }, testIgnore: /global-state|\.mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      testMatch: /\.mobile\.spec\.ts|layout\.spec\.ts/,
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
