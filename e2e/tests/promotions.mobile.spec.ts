import { settled } from '../support/motion';
import { expect, test } from '../support/test';

// At 390x844 (mobile project): the promotions list, its chips and a detail fit a phone.
test('browses promotions on a phone', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await page.goto('/promotions');
  const cards = page.getByTestId('promo-card');
  await expect(cards).toHaveCount(6);
  // one card per row, nothing wider than the screen (measured once the cards' fade-in has ended)
  await settled(page);
  const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const chips = page.getByTestId('promo-chips');
  await chips.getByRole('button', { name: /Events/ }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('promo-status')).toHaveAttribute('data-status', 'close');
  await cards.first().getByRole('link').click();
  const detail = page.getByTestId('promo-detail');
  await expect(detail.getByRole('heading', { level: 1, name: 'Mines launch week' })).toBeVisible();
  await expect(detail.getByTestId('promo-note')).toContainText('has ended');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
