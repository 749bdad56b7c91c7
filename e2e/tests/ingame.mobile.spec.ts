import { ownAddress } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * An in-house game inside the site on a phone (390x844): the header balance follows each settled
 * round, and the round's "Verify" link, opened from inside the sandboxed game frame, shows the
 * verify page in a new tab with the round matching.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'en'));
});

/** "R$ 1.999,00", "R$1,999.00" or "BRL 1999.00" → 199900 (cents). */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('plays dice in the game frame: the header balance follows, and Verify opens and matches', async ({ page, context }) => {
  await ownAddress(page);
  // A fresh trial account: in-house games take demo money, and nothing else moves its balance.
  const login = await page.request.post('/wps/session/login/freeplay', {
    data: { os: 'Linux', platform: 'W', nonce: `e2e-${Date.now()}-ingame`, gatewayVersion: 3 },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { value: { token: string } }).value;
  await page.addLocatorHandler(page.getByRole('button', { name: 'Later' }), async (later) => later.click());
  await page.goto(`/?token=${token}`);
  await expect(page.getByTestId('header-account')).toBeVisible();
  await page.goto('/inhouse');
  const header = page.getByTestId('header-account').getByTestId('balance');
  await expect(header).toHaveText(/\d/);
  const headerBefore = cents((await header.textContent())!);

  const tile = page.getByTestId('lobby-grid').getByTestId('game-tile').filter({ hasText: 'Sorte Dice' });
  await tile.getByRole('button').first().click();
  await page.getByTestId('game-detail').getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByRole('heading', { name: 'Sorte Dice' })).toBeVisible();
  const balance = game.getByTestId('play-balance').locator('strong');
  await expect(balance).toHaveText(/\d/);
  expect(cents((await balance.textContent())!)).toBe(headerBefore);

  // A losing roll leaves 1.00 less, a winning one more: either way the header shows what the game shows.
  await game.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(game.getByTestId('recall').locator('li')).toHaveCount(1);
  await expect.poll(async () => cents((await balance.textContent())!)).not.toBe(headerBefore);
  const after = cents((await balance.textContent())!);
  await expect.poll(async () => cents((await header.textContent())!)).toBe(after);

  // Reveal the seed, then open the round's Verify link from inside the frame: a new tab.
  await game.getByRole('tab', { name: 'Fairness' }).click();
  await game.getByRole('button', { name: 'Rotate seed and reveal' }).click();
  await expect(game.getByTestId('revealed-seed')).toContainText('1 rounds played');
  await game.getByRole('tab', { name: 'Recent' }).click();
  const [verify] = await Promise.all([
    context.waitForEvent('page'),
    game.getByTestId('recall').getByRole('link', { name: 'Verify' }).click(),
  ]);
  await expect(verify).toHaveURL(/\/play\/verify\?round=R/);
  await expect(verify.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
  const checks = verify.getByTestId('verify-checks');
  await expect(checks).toContainText('Seed matches its commitment: matches');
  await expect(checks).toContainText('Recomputed outcome: matches');
});
