import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './test';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Counts the page's requests in flight, so a test that moves within the page (no new load event)
 * can wait until the data of what it opened has arrived. Call before the first navigation.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<unknown>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return {
    get count() {
      return inFlight.size;
    },
  };
}

/**
 * Waits for the page to settle before measuring it: no loading indicator, no request in flight,
 * and finite transitions ended (fade-ins change the computed contrast).
 */
export async function settle(page: Page, requests: { count: number }) {
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  await expect.poll(() => requests.count).toBe(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page as it is (or on the element matching `rootSelector`) and expects no
 * serious or critical violation. axe is injected as a script, which the site's CSP rightly
 * forbids: specs that use this set `test.use({ bypassCSP: true })`.
 */
export async function expectNoSeriousViolations(page: Page, rootSelector?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Element | Document, opts: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const root = (selector && document.querySelector(selector)) || document;
    return (await axe.run(root, { resultTypes: ['violations'] })).violations;
  }, rootSelector);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious).toEqual([]);
}
