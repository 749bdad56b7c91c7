import { randomUUID } from 'node:crypto';
import { fillCaptcha, fillSmsCode, ownAddress, uniqueBrazilMobile, uniqueUsername } from '../support/accounts';
import { openMemberPage, text, walletMinor } from '../support/cashier';
import { expect, test } from '../support/test';

/**
 * At 390x844: a new player takes the 10 % PIX deposit bonus (turnover 5x), then forfeits it from
 * the withdraw page after the confirmation: the bonus goes back to the house and withdrawals open.
 * A freshly registered member, so no demo member's state changes.
 */
test('forfeits an open deposit bonus from the withdraw page on a phone (en)', async ({ page, request }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await ownAddress(page);
  const username = uniqueUsername('bf');
  const mobile = uniqueBrazilMobile();
  await page.goto('/register');
  const form = page.getByTestId('register-form-page');
  await form.getByTestId('register-username').fill(username);
  await form.getByTestId('register-password').fill('Sorte#2026');
  await form.getByTestId('register-confirmPassword').fill('Sorte#2026');
  await form.getByTestId('register-mobileNum').fill(mobile);
  await fillSmsCode(page, form, 'register-verificationCode', mobile);
  await fillCaptcha(page, form, 'register-captcha');
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-account')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const auth = { authorization: `Bearer ${token!}` };

  // 100.00 by PIX with the bonus, paid on the sandbox gateway's page: 110.00, 550.00 to wager.
  const channels = (await (await request.get('/wps/v2/transaction/deposit/channels', { headers: auth })).json()) as {
    value: { list: { id: string; type: string }[] };
  };
  const pix = channels.value.list.find((c) => c.type === 'PIX')!;
  const created = await request.post('/wps/v2/transaction/deposit', {
    headers: { ...auth, 'idempotency-key': randomUUID() },
    data: { channelId: pix.id, amount: '100.00', bonus: true },
  });
  const order = ((await created.json()) as { value: { orderId: string } }).value;
  await request.post(`/sandbox-gateway/pay/${order.orderId}`, { form: { action: 'PAY' } });
  await expect.poll(() => walletMinor(request, token!)).toBe(110_00n);

  await openMemberPage(page, token!, 'withdraw', 'en');
  const panel = page.getByTestId('withdraw-turnover');
  await expect(panel.getByTestId('turnover-required')).toHaveText('R$ 550.00');
  await expect(panel.getByTestId('turnover-done')).toHaveText('R$ 0.00');
  await expect(panel.getByTestId('turnover-remaining')).toHaveText('R$ 550.00');

  await panel.getByTestId('withdraw-forfeit').click();
  const confirm = page.getByTestId('dialog');
  await expect(confirm).toContainText(text('en', 'cashier', 'withdraw.forfeitTitle'));
  await expect(confirm).toContainText('R$ 10.00');
  await confirm.getByRole('button', { name: text('en', 'cashier', 'withdraw.forfeitConfirm') }).click();
  await expect(page.getByTestId('withdraw-notice')).toHaveText(
    text('en', 'cashier', 'withdraw.forfeitDone', { amount: 'R$ 10.00' }),
  );
  await expect(page.getByTestId('withdraw-turnover')).toHaveCount(0);
  expect(await walletMinor(request, token!)).toBe(100_00n);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
