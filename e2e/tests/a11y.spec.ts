import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

// axe is injected as a script; the site's CSP (rightly) forbids that, so only these tests bypass it.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Measure the settled page: finite transitions (fade-ins change computed contrast) must end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the page as it is and expects no serious or critical violation. */
async function expectNoSeriousViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious).toEqual([]);
}

for (const url of ['/', '/rng?page=PG', '/register', '/promotions', '/promoDetail?id=1']) {
  for (const theme of ['dark', 'light']) {
    test(`${url} in the ${theme} theme has no serious or critical axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(url);
      await expect(page.getByTestId('app-shell')).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  }
}

for (const theme of ['dark', 'light']) {
  test(`the game detail panel in the ${theme} theme has no serious or critical axe violations`, async ({ page }) => {
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('hisLang', 'en');
    }, theme);
    await page.goto('/rng?page=PG');
    const tile = page.getByTestId('lobby-grid').getByTestId('game-tile').first();
    await tile.getByRole('button').first().click();
    const detail = page.getByTestId('game-detail');
    await expect(detail.getByRole('button', { name: 'Play now' })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page);
  });
}
