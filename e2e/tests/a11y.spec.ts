import { expectNoSeriousViolationsInBothThemes, settle, trackRequests } from '../support/axe';
import { navigateInPage } from '../support/navigate';
import { expect, test } from '../support/test';

// axe is injected as a script; the site's CSP (rightly) forbids that, so only these tests bypass it.
test.use({ bypassCSP: true });

/**
 * Whole pages in a real browser, in both themes: what axe can only judge with layout and colours
 * (contrast above all). Structural checks of the components (names, roles, labels) run on each
 * component in the web project's tests (web/src/testing/axe.ts). One page load: the first page is
 * loaded, the others are opened as the app navigates; each is checked in the dark theme and then,
 * for its colours, in the light one.
 */
const PAGES = ['/', '/rng?page=PG', '/register', '/promotions', '/promoDetail?id=1'];

test('whole pages and the game detail panel in both themes have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(PAGES.length * 60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('hisLang', 'en');
  });
  const requests = trackRequests(page);
  await page.goto(PAGES[0]!);
  for (const url of PAGES) {
    await test.step(url, async () => {
      if (url !== PAGES[0]) await navigateInPage(page, url);
      await expect(page.getByTestId('app-shell')).toBeVisible();
      await settle(page, requests);
      await expectNoSeriousViolationsInBothThemes(page);
      if (url !== '/rng?page=PG') return;
      // The lobby with the game detail panel open.
      const tile = page.getByTestId('lobby-grid').getByTestId('game-tile').first();
      await tile.getByRole('button').first().click();
      const detail = page.getByTestId('game-detail');
      await expect(detail.getByRole('button', { name: 'Play now' })).toBeVisible();
      await settle(page, requests);
      await expectNoSeriousViolationsInBothThemes(page);
    });
  }
});
