import type { Page } from '@playwright/test';
import { ownAddress } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * In-house games: launch Sorte Slot through POST /wps/game/launchGame, spin, see
 * the balance change and the round in the recall list, rotate the seed and verify the round.
 */
// Assertions use the English texts (the verify page has no ?lang= and reads the stored language).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'en'));
});

async function launch(page: Page, nodeId: string): Promise<string> {
  await ownAddress(page);
  const login = await page.request.post('/wps/session/login', {
    data: { type: 'username', username: 'demo01', password: 'Demo#2026' },
  });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { value: { token: string } }).value;
  const res = await page.request.post('/wps/game/launchGame', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    data: { nodeId, accountType: 1, launchMode: 'GLS', platform: 'html5-desktop', language: 'en' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { value: { game_url: string } }).value.game_url;
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `.artifacts/inhouse-${name}-${test.info().project.name}.png`,
    fullPage: true,
  });

test('a free-demo player launches Sorte Slot from /inhouse, spins, sees the balance change, rotates and verifies the round', async ({
  page,
}) => {
  await ownAddress(page);
  // A fresh trial account (in-house games take demo money): no other spec moves its balance
  // between the reading before the spin and the recall's "Before". Logged in through the
  // start-up token parameter, then the in-house lobby.
  const login = await page.request.post('/wps/session/login/freeplay', {
    data: { os: 'Linux', platform: 'W', nonce: `e2e-${Date.now()}-inhouse`, gatewayVersion: 3 },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { value: { token: string } }).value;
  // A login may greet with the security-centre prompt whenever it appears: dismiss it.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Later' }), async (later) =>
    later.click(),
  );
  await page.goto(`/?token=${token}`);
  await expect(page.getByTestId('header-account')).toBeVisible();
  await page.goto('/inhouse');
  const headerBalance = page.getByTestId('header-account').getByTestId('balance');
  await expect(headerBalance).toHaveText(/\d/);
  const headerBefore = (await headerBalance.textContent())!;

  const tile = page
    .getByTestId('lobby-grid')
    .getByTestId('game-tile')
    .filter({ hasText: 'Sorte Slot 5x3' });
  await tile.getByRole('button').first().click();
  await page.getByTestId('game-detail').getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByRole('heading', { name: 'Sorte Slot 5x3' })).toBeVisible();

  const balance = game.getByTestId('play-balance');
  await expect(balance).not.toContainText('···');
  const before = (await balance.locator('strong').textContent())!.trim();
  await game.getByRole('tab', { name: 'Fairness' }).click();
  const hash = (await game.getByTestId('server-seed-hash').textContent())!.trim();
  await game.getByRole('tab', { name: 'Recent' }).click();

  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByTestId('slot-result')).toContainText(/Win|No win/, { timeout: 15_000 });
  // Recall: bet 1.00, the balance before the spin and after it, which the balance pill shows.
  const round = game.getByTestId('recall').locator('li').first();
  await expect(round).toContainText('Bet1.00');
  const [, amountBefore] = before.split(' ');
  await expect(round).toContainText(`Before${amountBefore}`);
  const after = (await round.locator('div').last().locator('span').last().textContent())!.trim();
  await expect(balance).toContainText(after);
  const win = (await round.locator('div').first().locator('span').last().textContent())!.trim();
  if (win !== '+1.00') expect(after).not.toBe(amountBefore);

  // Rotate: the old seed is revealed and a new commitment shown.
  await game.getByRole('tab', { name: 'Fairness' }).click();
  await game.getByRole('button', { name: 'Rotate seed and reveal' }).click();
  await expect(game.getByTestId('revealed-seed')).toContainText('1 rounds played');
  await expect(game.getByTestId('server-seed-hash')).not.toHaveText(hash);
  await game.getByRole('tab', { name: 'Recent' }).click();
  const href = await round.getByRole('link', { name: 'Verify' }).getAttribute('href');
  expect(href).toMatch(/^\/play\/verify\?round=R/);

  // Closing the game shows the new balance in the site header (unless the spin won exactly 1.00).
  await page.getByRole('button', { name: 'Close game' }).click();
  // Closing goes back in history: wait for it, or the next page.goto races the traversal.
  await expect(page).toHaveURL(/\/inhouse$/);
  if (win !== '+1.00') await expect(headerBalance).not.toHaveText(headerBefore);

  await page.goto(href!);
  await expect(page.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
  const checks = page.getByTestId('verify-checks');
  await expect(checks).toContainText('Seed matches its commitment: matches');
  await expect(checks).toContainText('Recomputed outcome: matches');
  // The form is prefilled from the round; recomputing shows the commitment and the same reels.
  await page.getByRole('button', { name: 'Recompute', exact: true }).click();
  const computed = page.getByTestId('verify-computed');
  await expect(computed).toContainText(hash);
  const symbols = (scope: ReturnType<Page['getByTestId']>) =>
    scope.locator('svg').evaluateAll((els) => els.map((el) => el.getAttribute('data-symbol')));
  const recomputed = await symbols(computed.getByTestId('verify-outcome'));
  expect(recomputed).toHaveLength(15);
  expect(recomputed).toEqual(
    await symbols(page.getByTestId('verify-round').getByTestId('verify-outcome')),
  );
  await shot(page, 'verify');
});

test('plays dice and mines pages', async ({ page }) => {
  await page.goto(await launch(page, 'INHOUSE-INHOUSE-1315'));
  await expect(page.getByRole('heading', { name: 'Sorte Dice' })).toBeVisible();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /You won|No luck/ })).toBeVisible();
  await expect(page.getByTestId('recall').locator('li')).toHaveCount(1);
  await shot(page, 'dice');

  await page.goto(await launch(page, 'INHOUSE-INHOUSE-1316'));
  await expect(page.getByRole('heading', { name: 'Sorte Mines' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Cell 13' }).click();
  // Either a gem (cash out offered) or a mine (round over).
  await expect(
    page.getByRole('button', { name: /Cash out/ }).or(page.getByText('Boom! You hit a mine.')),
  ).toBeVisible();
  if (await page.getByRole('button', { name: /Cash out/ }).isVisible()) {
    // A reload ("tab closed") resumes the open round.
    await page.reload();
    await expect(page.getByRole('button', { name: /Cash out/ })).toBeVisible();
    await page.getByRole('button', { name: /Cash out/ }).click();
    await expect(page.getByText(/Cashed out/)).toBeVisible();
  }
  await shot(page, 'mines');
});

test('fits a 390 px wide /game iframe in the dark theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  for (const [nodeId, name] of [
    ['INHOUSE-INHOUSE-1314', 'Spin'],
    ['INHOUSE-INHOUSE-1315', 'Roll'],
    ['INHOUSE-INHOUSE-1316', 'Start'],
  ] as const) {
    await page.goto(await launch(page, nodeId));
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByTestId('play-balance')).not.toContainText('···');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, `mobile-${name.toLowerCase()}`);
  }
  await page.goto('/play/verify');
  await expect(page.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'mobile-verify');
});
