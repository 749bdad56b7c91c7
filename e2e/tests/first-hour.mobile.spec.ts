import { fillCaptcha, ownAddress, uniqueUsername } from '../support/accounts';
import { minorOf, text } from '../support/cashier';
import { expect, test } from '../support/test';

/**
 * A new player's first hour on a phone (390 x 844, mobile project), with the operator's default
 * field settings (mobile number shown but optional, SMS verification on): registers by username
 * without a phone or an SMS code, deposits without a bonus through the sandbox gateway, plays an
 * in-house dice game inside the site with the header balance following each round, and opens the
 * round's "Verify" page from inside the game, which matches.
 */
/** The amount a balance shows, in minor units; undefined while it shows a placeholder. */
const shown = (text: string | null) => (text && /\d/.test(text) ? minorOf(text) : undefined);

test('registers by username, deposits without a bonus, plays dice and verifies the round on a phone', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await ownAddress(page);
  const username = uniqueUsername('first');

  // Sign-up: no amount promised in the heading, no phone, no SMS code.
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('register-modal');
  await expect(modal.getByRole('heading', { level: 2, name: 'Create your account' })).toBeVisible();
  await expect(modal).not.toContainText('1000VND');
  await modal.getByTestId('register-username').fill(username);
  await modal.getByTestId('register-password').fill('Sorte#2026');
  await modal.getByTestId('register-confirmPassword').fill('Sorte#2026');
  await expect(modal.getByTestId('register-mobileNum')).toHaveAttribute(
    'placeholder',
    'Your mobile number',
  );
  await expect(modal.getByTestId('register-verificationCode')).toHaveCount(0);
  await fillCaptcha(page, modal, 'register-captcha');
  const register = page.waitForResponse(
    (r) => r.url().endsWith('/wps/member/register') && r.request().method() === 'PUT',
  );
  await modal.getByTestId('register-submit').click();
  expect((await register).status()).toBe(200);
  await expect(page.getByTestId('dialog')).toContainText('Registered successfully');
  await page.keyboard.press('Escape');
  // From here on, the install suggestion is put off whenever it shows.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Later' }), async (later) =>
    later.click(),
  );
  const account = page.getByTestId('header-account');
  const header = account.getByTestId('balance');
  await expect.poll(async () => shown(await header.textContent())).toBe(0n);
  const info = await page.evaluate(async () => {
    const res = await fetch('/wps/member/info', {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    return ((await res.json()) as { value: { account: string; mobile: string | null } }).value;
  });
  expect(info).toMatchObject({ account: username, mobile: null });

  // Deposit 100.00 from the header's deposit button; the bonus is not ticked and stays so.
  await account.getByRole('link', { name: 'Deposit' }).click();
  const form = page.getByTestId('deposit-form');
  await form.getByTestId('deposit-amount').fill('100');
  await expect(form.getByTestId('deposit-bonus')).not.toBeChecked();
  await form.getByTestId('deposit-submit').click();
  const order = page.getByTestId('deposit-order');
  await expect(order.getByTestId('order-status')).toHaveText(
    text('en', 'cashier', 'status.deposit.PENDING'),
  );
  const [gateway] = await Promise.all([
    page.waitForEvent('popup'),
    order.getByTestId('sandbox-pay').click(),
  ]);
  await gateway.getByTestId('sandbox-pay').click();
  await expect(gateway.getByTestId('sandbox-status')).toHaveText('PAID');
  await gateway.close();
  await expect(order.getByTestId('order-status')).toHaveText(
    text('en', 'cashier', 'status.deposit.PAID'),
    {
      timeout: 15_000,
    },
  );
  // No bonus: exactly the 100.00 paid, and the header shows it.
  await expect.poll(async () => shown(await header.textContent())).toBe(100_00n);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Dice inside the site: the game's balance is the header's, and the header follows the round.
  await page.goto('/inhouse');
  const tile = page
    .getByTestId('lobby-grid')
    .getByTestId('game-tile')
    .filter({ hasText: 'Sorte Dice' });
  await tile.getByRole('button').first().click();
  await page.getByTestId('game-detail').getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByRole('heading', { name: 'Sorte Dice' })).toBeVisible();
  const balance = game.getByTestId('play-balance').locator('strong');
  await expect.poll(async () => shown(await balance.textContent())).toBe(100_00n);
  await game.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(game.getByTestId('recall').locator('li')).toHaveCount(1);
  await expect
    .poll(async () => {
      const now = shown(await balance.textContent());
      return now !== undefined && now !== 100_00n;
    })
    .toBe(true);
  const after = shown(await balance.textContent());
  await expect.poll(async () => shown(await header.textContent())).toBe(after);

  // Reveal the seed, then open the round's Verify link from inside the game: a new tab that matches.
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
