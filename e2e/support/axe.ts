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
  await transitionsEnded(page);
}

/** Waits until the page's finite animations and transitions (fade-ins, theme colours) ended. */
async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The only axe rules whose outcome depends on colours: all a theme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious or critical axe violations of the page (or of `rootSelector`), as readable lines. */
async function seriousViolations(page: Page, rootSelector?: string, rules?: string[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async ({ selector, only }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (ctx: Element | Document, opts: object) => Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      const root = (selector && document.querySelector(selector)) || document;
      const options = only
        ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: only } }
        : { resultTypes: ['violations'] };
      return (await axe.run(root, options)).violations;
    },
    { selector: rootSelector, only: rules },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/**
 * Runs axe on the page as it is (or on the element matching `rootSelector`) and expects no
 * serious or critical violation. axe is injected as a script, which the site's CSP rightly
 * forbids: specs that use this set `test.use({ bypassCSP: true })`.
 */
export async function expectNoSeriousViolations(page: Page, rootSelector?: string) {
  await transitionsEnded(page);
  expect(await seriousViolations(page, rootSelector)).toEqual([]);
}

/**
 * The same in both themes from one page load: every rule in the page's current theme, then the
 * colour rules (contrast) in the other theme, and back. The theme is switched as the site follows
 * a theme chosen in another of its pages (stored, then announced by a storage event), so the
 * page's own state and the `data-theme` attribute the stylesheets key on change together; each
 * pass starts once the attribute says the theme and two frames have been drawn in it. A theme
 * changes colours only, so the structural rules would find the same in both.
 */
export async function expectNoSeriousViolationsInBothThemes(page: Page, rootSelector?: string) {
  await expectNoSeriousViolations(page, rootSelector);
  const theme = (await page.evaluate(() => document.documentElement.dataset.theme)) ?? 'dark';
  const other = theme === 'light' ? 'dark' : 'light';
  const switchTo = async (value: string) => {
    await page.evaluate((t) => {
      localStorage.setItem('theme', t);
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: t }));
    }, value);
    await expect(page.locator('html')).toHaveAttribute('data-theme', value);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    await transitionsEnded(page);
  };
  await switchTo(other);
  try {
    expect(await seriousViolations(page, rootSelector, COLOUR_RULES), `in the ${other} theme`).toEqual(
      [],
    );
  } finally {
    await switchTo(theme);
  }
}
