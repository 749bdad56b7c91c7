import { confirmSlip } from '../support/lottery';
import { newMember } from '../support/members';
import { expect, test } from '../support/test';

// At 390x844 (mobile project): a player picks a 1-minute fast draw, is asked to log in by the slip,
// confirms the bets and finds them in My bets; nothing is wider than the phone. The draw may close
// while the player picks and logs in: the bets are then moved to the next draw, as a player would.
test('bets on a fast draw from a phone', async ({ page, request }) => {
  const member = await newMember(request, { prefix: 'lot', deposit: '500.00' });
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await page.goto('/elott');
  const card = page.getByTestId('lottery-game-ELOTT_VN_1');
  await expect(card.getByTestId('countdown')).toBeVisible();
  await card.getByRole('link').click();

  const board = page.getByTestId('lottery-board');
  await expect(board.getByRole('heading', { name: 'Fast VN lottery · 1 min' })).toBeVisible();
  const grid = board.getByTestId('number-grid');
  await grid.getByRole('button', { name: '12', exact: true }).click();
  await grid.getByRole('button', { name: '34', exact: true }).click();
  // Fast VN lô 2 số costs 27 stakes a point: two numbers at 1.00.
  await expect(board.getByTestId('bet-total')).toContainText('54.00');
  await board.getByTestId('add-to-slip').click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-line')).toHaveCount(1);
  await slip.getByTestId('slip-confirm').click();
  const prompt = slip.getByTestId('slip-login');
  await expect(prompt).toContainText('Log in to place your bets.');
  await prompt.getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username').fill(member.username);
  await modal.getByLabel('Password', { exact: true }).fill(member.password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(modal).toBeHidden();

  await expect(slip.getByTestId('slip-line')).toHaveCount(1);
  await confirmSlip(page, slip);
  await expect(slip.getByTestId('slip-success')).toContainText('54.00');
  await expect(slip.getByTestId('slip-line')).toHaveCount(0);

  await page.getByTestId('lottery-tab-mybets').click();
  const bets = page.getByTestId('lottery-mybets').getByRole('listitem');
  await expect(bets).toHaveCount(2);
  await expect(bets.first()).toContainText('Fast VN lottery · 1 min');
  await expect(bets.first()).toContainText('Open');
  await expect(bets.first().getByRole('button', { name: 'Cancel bet' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
