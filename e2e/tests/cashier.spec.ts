import type { APIRequestContext, Page } from '@playwright/test';
import { toMinor } from '@sorte/contracts/common/money';
import {
  goToMemberPage,
  memberGet,
  minorOf,
  openMemberPage,
  text,
  walletMinor,
  type Lang,
} from '../support/cashier';
import { newMember, type MemberOptions } from '../support/members';
import { ops, opsLogin } from '../support/ops';
import { expect, test } from '../support/test';

/**
 * The money screens against the real server that need a member of the test's own: deposit
 * through the sandbox gateway (en and pt, with the record and the bonus details) and a withdrawal
 * rejected by the operator (pt). Each test registers and funds its member (support/members.ts),
 * so the exact balance checks see no other test's money and the tests run beside every other
 * spec. The withdrawing member has payment password 246810 and a bound PIX account. The other
 * money journeys are in cashier.global-state.spec.ts.
 */

const PIN = '246810';

/** Funded, with a payment password and a bound PIX account. */
const WITHDRAWER: MemberOptions = { prefix: 'wd', deposit: '500.00', paymentPassword: PIN, pixHolder: 'Teste Saque' };

/** A member of the test's own (see support/members.ts); its session token. */
async function ownMember(request: APIRequestContext, options: MemberOptions): Promise<string> {
  return (await newMember(request, options)).token;
}

interface Withdrawal {
  id: string;
  status: string;
  amount: string;
}

async function withdrawalsOf(request: APIRequestContext, token: string): Promise<Withdrawal[]> {
  const value = await memberGet<{ list: Withdrawal[] }>(request, token, '/wps/v2/transaction/withdraw?pageNo=1&pageSize=50');
  return value.list;
}

/** The first text of a translation, up to its first placeholder (for texts with formatted money). */
const lead = (full: string) => full.split('{{')[0]!.trim();

async function headerBalanceMinor(page: Page): Promise<bigint> {
  return minorOf((await page.getByTestId('balance').textContent()) ?? '');
}

for (const lang of ['en', 'pt'] as const satisfies Lang[]) {
  test(`deposit through the sandbox gateway credits the wallet exactly once (${lang})`, async ({ page, request }) => {
    const token = await ownMember(request, { prefix: 'dep' });
    const before = await walletMinor(request, token);
    const withBonus = lang === 'en';
    await openMemberPage(page, token, 'depositv2', lang);

    const form = page.getByTestId('deposit-form');
    // Bad input first: too many decimals and below the channel minimum, translated, nothing sent.
    await form.getByTestId('deposit-amount').fill('10.555');
    await form.getByTestId('deposit-submit').click();
    await expect(form.getByRole('alert')).toHaveText(text(lang, 'cashier', 'amount.format'));
    await form.getByTestId('deposit-amount').fill('5');
    await form.getByTestId('deposit-submit').click();
    await expect(form.getByRole('alert')).toContainText(lead(text(lang, 'cashier', 'amount.range')));

    await form.getByTestId('deposit-amount').fill('100');
    const bonusBox = form.getByTestId('deposit-bonus');
    // Never pre-ticked: the bonus and its wagering are opted into.
    await expect(bonusBox).not.toBeChecked();
    if (withBonus) await bonusBox.check();
    await form.getByTestId('deposit-submit').click();

    const order = page.getByTestId('deposit-order');
    await expect(order.getByTestId('order-status')).toHaveText(text(lang, 'cashier', 'status.deposit.PENDING'));
    await expect(order.getByTestId('pix-code')).toContainText('br.gov.bcb.pix');
    // Nothing moves before the gateway says so.
    expect(await walletMinor(request, token)).toBe(before);

    const [gateway] = await Promise.all([page.waitForEvent('popup'), order.getByTestId('sandbox-pay').click()]);
    await gateway.getByTestId('sandbox-pay').click();
    await expect(gateway.getByTestId('sandbox-status')).toHaveText('PAID');
    const payUrl = new URL(gateway.url()).pathname;

    const credit = 100_00n + (withBonus ? 10_00n : 0n);
    // The order page polls and shows the payment; the header balance follows.
    await expect(order.getByTestId('order-status')).toHaveText(text(lang, 'cashier', 'status.deposit.PAID'), {
      timeout: 15_000,
    });
    await expect(order.getByTestId('order-result')).toBeVisible();
    expect(await walletMinor(request, token)).toBe(before + credit);
    const sum = await memberGet<{ sumBalance: string }>(request, token, '/wps/v2/wallets/balance');
    await expect.poll(() => headerBalanceMinor(page)).toBe(toMinor(sum.sumBalance));

    // The gateway page submitted again (a replayed payment): the order is paid once.
    const replay = await request.post(payUrl, { form: { action: 'PAY' }, maxRedirects: 0 });
    expect(replay.status()).toBeLessThan(500);
    expect(await walletMinor(request, token)).toBe(before + credit);
    await gateway.close();

    // The account record shows the credit (and the bonus) at the top, also under its type.
    await goToMemberPage(page, 'transactionHistory');
    const history = page.getByTestId('transaction-history');
    const depositRow = history
      .locator('tbody tr')
      .filter({ has: page.getByText(text(lang, 'records', 'txTypes.DEPOSIT'), { exact: true }) })
      .first();
    await expect(depositRow).toBeVisible();
    expect(minorOf((await depositRow.locator('td').nth(2).textContent()) ?? '')).toBe(100_00n);
    await history.getByTestId('history-type').selectOption('DEPOSIT');
    await history.getByTestId('period-TODAY').click();
    await expect(history.getByTestId('period-TODAY')).toHaveAttribute('aria-pressed', 'true');
    const rows = history.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.locator('td').nth(1)).toContainText(text(lang, 'records', 'txTypes.DEPOSIT'));
    }

    if (withBonus) {
      await goToMemberPage(page, 'bonusDetails');
      const bonus = page.getByTestId('bonus-details');
      await expect(bonus.locator('[data-testid^="bonus-row-"]').first()).toBeVisible();
      expect(minorOf((await bonus.getByTestId('bonus-total').textContent()) ?? '')).toBeGreaterThanOrEqual(10_00n);
      // Turnover: 5 x (100.00 + 10.00) still open.
      expect(minorOf((await bonus.getByTestId('bonus-remaining').textContent()) ?? '')).toBeGreaterThanOrEqual(550_00n);
    }
  });
}

test('withdrawal: a rejection releases the hold and shows the reason (pt)', async ({ page, request }) => {
  const lang: Lang = 'pt';
  const token = await ownMember(request, WITHDRAWER);
  const opsToken = await opsLogin(request);
  const before = await walletMinor(request, token);
  await openMemberPage(page, token, 'withdraw', lang);
  const form = page.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-amount').fill('45,50');
  await form.getByTestId('withdraw-pin').fill('000000');
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert')).toHaveText(text(lang, 'errors', 'codes.PAYMENT_PASSWORD_WRONG'));
  await form.getByTestId('withdraw-pin').fill(PIN);
  await form.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-notice')).toBeVisible();
  const request1 = (await withdrawalsOf(request, token))[0]!;
  expect(request1.amount).toBe('45.50');
  expect(await walletMinor(request, token)).toBe(before - 45_50n);

  await ops(request, opsToken, 'POST', `/ops/api/cashier/withdrawals/${request1.id}/reject`, {
    reason: 'Conta PIX não confere',
  });
  expect(await walletMinor(request, token)).toBe(before);
  await page.reload();
  await page.getByTestId('member-page-withdraw').waitFor();
  const item = page.getByTestId(`withdrawal-${request1.id}`);
  await expect(item.getByTestId(`withdrawal-status-${request1.id}`)).toHaveText(
    text(lang, 'cashier', 'status.withdraw.REJECTED'),
  );
  await expect(item).toContainText(text(lang, 'cashier', 'requests.reason', { reason: 'Conta PIX não confere' }));
  await expect.poll(() => page.getByTestId('withdraw-balance').textContent().then((t) => minorOf(t ?? ''))).toBe(before);

  await goToMemberPage(page, 'transactionHistory');
  const history = page.getByTestId('transaction-history');
  await history.getByTestId('history-type').selectOption('WITHDRAW');
  await expect(history.locator('tbody tr').first()).toContainText(text(lang, 'records', 'txTypes.WITHDRAW_REFUND'));
});
