import { expect, test } from '../support/test';

// The whole tile opens the game: a click on the picture or on the vendor line (not only the
// title's button, which is the tile's one focus stop) opens the detail panel.
test('lobby tile: the picture and the name both open the game', async ({ page }) => {
  await page.goto('/rng?page=PG');
  const tile = page.getByTestId('lobby-grid').getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  await tile.scrollIntoViewIfNeeded();
  const box = (await tile.locator('img').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('game-detail')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-detail')).toBeHidden();
  const vendor = (await tile.locator('p').boundingBox())!;
  await page.mouse.click(vendor.x + vendor.width / 2, vendor.y + vendor.height / 2);
  await expect(page.getByTestId('game-detail')).toBeVisible();
});
