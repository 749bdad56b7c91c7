import {
  goToMemberPage,
  memberGet,
  memberToken,
  minorOf,
  openMemberPage,
  text,
  walletMinor,
  type Lang,
} from '../support/cashier';
import { ops, opsLogin } from '../support/ops';
import { expect, test } from '../support/test';

/**
 * The money pages on a phone (390 x 844): the member centre's entries are one scrolling row above
 * the page. vip01 (50000.00, no payment password, no payout account yet) is used only here, so the
 * desktop spec can run beside it.
 */
test.describe.configure({ mode: 'default' });

test('wallet on a phone: transfer to a game wallet and back, recall all (pt)', async ({ page, request }) => {
  const lang: Lang = 'pt';
  const token = await memberToken(request, 'vip01');
  const main = await walletMinor(request, token);
  await openMemberPage(page, token, 'transferFund', lang);
  await expect(page.getByTestId('member-entry-transferFund')).toBeInViewport();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const form = page.getByTestId('transfer-form');
  await form.getByTestId('transfer-to').selectOption('CQ9');
  await form.getByTestId('transfer-amount').fill('75,5');
  await form.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('wallet-notice')).toBeVisible();
  expect(await walletMinor(request, token, 'CQ9')).toBe(75_50n);
  await page
    .getByTestId('wallet-CQ9')
    .getByRole('button', { name: text(lang, 'wallet', 'transfer.outShort') })
    .click();
  await form.getByTestId('transfer-amount').fill('0.5');
  await form.getByTestId('transfer-submit').click();
  await expect.poll(() => walletMinor(request, token, 'CQ9')).toBe(75_00n);
  await page.getByTestId('recall-all').click();
  await expect.poll(() => walletMinor(request, token, 'CQ9')).toBe(0n);
  expect(await walletMinor(request, token)).toBe(main);
  await expect.poll(async () => minorOf((await page.getByTestId('wallet-total').textContent()) ?? '0')).toBe(main);
});

test('deposit on a phone: USDT through the sandbox gateway, the fee kept once (en)', async ({ page, request }) => {
  const lang: Lang = 'en';
  const token = await memberToken(request, 'vip01');
  const before = await walletMinor(request, token);
  await openMemberPage(page, token, 'depositv2', lang);
  await expect(page.getByTestId('member-entry-depositv2')).toBeInViewport();
  await page.getByRole('radio', { name: /USDT/ }).click();
  const form = page.getByTestId('deposit-form');
  await form.getByTestId('deposit-amount').fill('200');
  await form.getByTestId('deposit-submit').click();
  const order = page.getByTestId('deposit-order');
  await expect(order.getByTestId('order-status')).toHaveText(text(lang, 'cashier', 'status.deposit.PENDING'));
  // 200.00 at 5.40 a USDT.
  await expect(order).toContainText('37.037038 USDT');
  const [gateway] = await Promise.all([page.waitForEvent('popup'), order.getByTestId('sandbox-pay').click()]);
  await gateway.getByTestId('sandbox-pay').click();
  await expect(gateway.getByTestId('sandbox-status')).toHaveText('PAID');
  await gateway.close();
  await expect(order.getByTestId('order-status')).toHaveText(text(lang, 'cashier', 'status.deposit.PAID'), {
    timeout: 15_000,
  });
  // 1 % fee: 198.00 reaches the wallet.
  expect(await walletMinor(request, token)).toBe(before + 198_00n);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('withdraw on a phone: set a payment password, bind a PIX account, request, rejected (en)', async ({
  page,
  request,
}) => {
  const lang: Lang = 'en';
  const token = await memberToken(request, 'vip01');
  const info = await memberGet<{ hasPaymentPassword: boolean; payoutAccounts: unknown[] }>(
    request,
    token,
    '/wps/v2/transaction/withdraw/info',
  );
  await openMemberPage(page, token, 'withdraw', lang);
  if (!info.hasPaymentPassword) {
    // No payment password: the page sends the player to the security centre.
    await expect(page.getByTestId('withdraw-needs-pin')).toContainText(text(lang, 'cashier', 'withdraw.needsPin'));
    await page.getByTestId('withdraw-set-pin').click();
    await expect(page.getByTestId('member-page-securityCenter')).toBeVisible();
    await page.getByTestId('security-payment-toggle').click();
    await page.getByTestId('payment-login-password').fill('Demo#2026');
    await page.getByTestId('payment-new').fill('135792');
    await page.getByTestId('payment-confirm').fill('135792');
    await page.getByTestId('payment-submit').click();
    await expect(page.getByTestId('security-notice')).toBeVisible();
    // Straight back: the withdraw page knows about the new payment password at once.
    await goToMemberPage(page, 'withdraw');
    await expect(page.getByTestId('withdraw-needs-pin')).toHaveCount(0);
  }
  if (info.payoutAccounts.length === 0) {
    await expect(page.getByTestId('withdraw-needs-account')).toBeVisible();
    await page.getByTestId('payout-add').click();
    const payout = page.getByTestId('payout-form');
    await payout.getByRole('combobox').selectOption('EMAIL');
    await payout.getByTestId('payout-pixKey').fill('vip01@example.com');
    await payout.getByTestId('payout-holderName').fill('V');
    await payout.getByTestId('payout-save').click();
    await expect(payout.getByRole('alert').first()).toBeVisible();
    await payout.getByTestId('payout-holderName').fill('Vera Importante');
    await payout.getByTestId('payout-save').click();
    await expect(page.getByTestId('withdraw-form')).toBeVisible();
  }

  const opsToken = await opsLogin(request);
  const before = await walletMinor(request, token);
  const form = page.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-amount').fill('25');
  await form.getByTestId('withdraw-pin').fill('135792');
  await form.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-notice')).toBeVisible();
  expect(await walletMinor(request, token)).toBe(before - 25_00n);
  const { list } = await memberGet<{ list: { id: string; status: string }[] }>(
    request,
    token,
    '/wps/v2/transaction/withdraw?pageNo=1&pageSize=10',
  );
  const id = list[0]!.id;
  await ops(request, opsToken, 'POST', `/ops/api/cashier/withdrawals/${id}/reject`, { reason: 'Test rejection' });
  expect(await walletMinor(request, token)).toBe(before);
  await page.reload();
  await expect(page.getByTestId(`withdrawal-status-${id}`)).toHaveText(text(lang, 'cashier', 'status.withdraw.REJECTED'));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('account record on a phone: one card per movement, the open entry in view (pt)', async ({ page, request }) => {
  const lang: Lang = 'pt';
  const token = await memberToken(request, 'vip01');
  await openMemberPage(page, token, 'transactionHistory', lang);
  // The entry sits beyond the first screen width of the row: it was scrolled into view.
  await expect(page.getByTestId('member-entry-transactionHistory')).toBeInViewport();
  const history = page.getByTestId('transaction-history');
  await history.getByTestId('period-TODAY').click();
  const rows = history.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await expect(history).toContainText(text(lang, 'records', 'txTypes.RECALL_ALL'));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await goToMemberPage(page, 'bonusDetails');
  await expect(page.getByTestId('member-entry-bonusDetails')).toBeInViewport();
  await expect(page.getByTestId('bonus-empty')).toHaveText(text(lang, 'records', 'bonus.empty'));
});
