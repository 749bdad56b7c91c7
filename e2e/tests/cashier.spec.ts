import type { APIRequestContext, Page } from '@playwright/test';
import { toMinor } from '@sorte/contracts/common/money';
import {
  goToMemberPage,
  memberGet,
  minorOf,
  openMemberPage,
  text,
  TINY_PNG,
  walletMinor,
  type Lang,
} from '../support/cashier';
import { newMember, type MemberOptions } from '../support/members';
import { ops, opsLogin } from '../support/ops';
import { expect, test } from '../support/test';

/**
 * The money screens against the real server, in English and Portuguese: deposit through the
 * sandbox gateway (with the record and the bonus details), withdrawal with operator review and
 * receipt confirmation, a withdrawal rejected by the operator, two tabs withdrawing at once,
 * transfers between wallets with recall all, and the account record's filters and pagination.
 * Each test registers and funds a member of its own (support/members.ts), so the exact balance
 * checks see no other test's money ("exactly once" is measured through the API before and after,
 * not assumed) and the tests run beside every other spec. Withdrawing members have payment
 * password 246810 and a bound PIX account. The transfer to an upline agent, whose balance other
 * specs also move, is in cashier.global-state.spec.ts.
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

// English with the bonus opted into, Portuguese without.
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

test('withdrawal: held while pending, operator approves and pays, the player confirms receipt (en)', async ({
  page,
  request,
}) => {
  const lang: Lang = 'en';
  const token = await ownMember(request, WITHDRAWER);
  const opsToken = await opsLogin(request);
  const before = await walletMinor(request, token);
  const countBefore = (await withdrawalsOf(request, token)).length;
  await openMemberPage(page, token, 'withdraw', lang);
  const form = page.getByTestId('withdraw-form');

  // Bad input: more than the wallet holds, too many decimals, a wrong payment password.
  await form.getByTestId('withdraw-amount').fill(String(Number(before / 100n) + 1));
  await form.getByTestId('withdraw-pin').fill(PIN);
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert').first()).toContainText(lead(text(lang, 'cashier', 'amount.overBalance')));
  await form.getByTestId('withdraw-amount').fill('20.001');
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert').first()).toHaveText(text(lang, 'cashier', 'amount.format'));
  await form.getByTestId('withdraw-amount').fill('120');
  await form.getByTestId('withdraw-pin').fill('135790');
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert')).toHaveText(text(lang, 'errors', 'codes.PAYMENT_PASSWORD_WRONG'));
  await expect(form.getByTestId('withdraw-pin')).toHaveAttribute('aria-invalid', 'true');
  expect(await walletMinor(request, token)).toBe(before);

  // A real request, double-clicked: one request, the amount held at once.
  await form.getByTestId('withdraw-pin').fill(PIN);
  await form.getByTestId('withdraw-submit').dblclick();
  await expect(page.getByTestId('withdraw-notice')).toBeVisible();
  const mine = await withdrawalsOf(request, token);
  expect(mine).toHaveLength(countBefore + 1);
  const request1 = mine[0]!;
  expect(request1.amount).toBe('120.00');
  expect(request1.status).toBe('PENDING_REVIEW');
  expect(await walletMinor(request, token)).toBe(before - 120_00n);
  const item = page.getByTestId(`withdrawal-${request1.id}`);
  await expect(item.getByTestId(`withdrawal-status-${request1.id}`)).toHaveText(
    text(lang, 'cashier', 'status.withdraw.PENDING_REVIEW'),
  );
  await expect.poll(() => page.getByTestId('withdraw-balance').textContent().then((t) => minorOf(t ?? ''))).toBe(
    before - 120_00n,
  );

  // The operator approves and pays it through /ops/api.
  await ops(request, opsToken, 'POST', `/ops/api/cashier/withdrawals/${request1.id}/approve`);
  await ops(request, opsToken, 'POST', `/ops/api/cashier/withdrawals/${request1.id}/paid`);
  expect(await walletMinor(request, token)).toBe(before - 120_00n);

  await page.reload();
  await page.getByTestId('member-page-withdraw').waitFor();
  await expect(item.getByTestId(`withdrawal-status-${request1.id}`)).toHaveText(text(lang, 'cashier', 'status.withdraw.PAID'));

  // Receipt: asked as a question about the paid amount; "Not yet" reports part received
  // (70 of 120), then not received with a proof, then "Yes" confirms all received.
  await expect(item.getByTestId(`receipt-question-${request1.id}`)).toContainText(/120/);
  await item.getByTestId(`receipt-open-${request1.id}`).click();
  const receipt = page.getByTestId(`receipt-form-${request1.id}`);
  await receipt.getByTestId('receipt-result-RECEIVED').click();
  await receipt.getByTestId('receipt-amount').fill('70');
  await receipt.getByTestId('receipt-submit').click();
  await expect(item.getByTestId(`receipt-status-${request1.id}`)).toHaveText(
    text(lang, 'cashier', 'receipt.status.RECEIVED'),
  );
  expect(minorOf((await item.getByTestId(`received-${request1.id}`).textContent()) ?? '')).toBe(70_00n);
  expect(minorOf((await item.getByTestId(`remaining-${request1.id}`).textContent()) ?? '')).toBe(50_00n);

  await item.getByTestId(`receipt-open-${request1.id}`).click();
  await receipt.getByTestId('receipt-result-NOT_RECEIVED').click();
  await receipt.getByTestId('receipt-submit').click();
  await expect(receipt.getByRole('alert').first()).toHaveText(text(lang, 'cashier', 'receipt.proofRequired'));
  await receipt.getByTestId('receipt-proof').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: TINY_PNG });
  await receipt.getByTestId('receipt-submit').click();
  await expect(item.getByTestId(`receipt-status-${request1.id}`)).toHaveText(
    text(lang, 'cashier', 'receipt.status.NOT_RECEIVED'),
  );

  await item.getByTestId(`receipt-yes-${request1.id}`).click();
  await expect(item.getByTestId(`receipt-status-${request1.id}`)).toHaveText(
    text(lang, 'cashier', 'receipt.status.ALL_RECEIVED'),
  );
  await expect(item.getByTestId(`receipt-open-${request1.id}`)).toHaveCount(0);

  // The account record shows the withdrawal.
  await goToMemberPage(page, 'transactionHistory');
  const row = page.getByTestId('transaction-history').locator('tbody tr').first();
  await expect(row).toContainText(text(lang, 'records', 'txTypes.WITHDRAW'));
  expect(minorOf((await row.locator('td').nth(2).textContent()) ?? '')).toBe(120_00n);
});

test('two tabs withdrawing at once: one request is held, the other is refused in words (en)', async ({
  context,
  request,
}) => {
  const lang: Lang = 'en';
  const token = await ownMember(request, WITHDRAWER);
  const opsToken = await opsLogin(request);
  const before = await walletMinor(request, token);
  // More than half of the balance each: both cannot be paid.
  const amount = (before / 100n / 2n + 1n).toString();
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await openMemberPage(tab, token, 'withdraw', lang);
    const form = tab.getByTestId('withdraw-form');
    await form.getByTestId('withdraw-amount').fill(amount);
    await form.getByTestId('withdraw-pin').fill(PIN);
  }
  await Promise.all(tabs.map((tab) => tab.getByTestId('withdraw-submit').click()));
  const outcomes = await Promise.all(
    tabs.map(async (tab) => {
      const notice = tab.getByTestId('withdraw-notice');
      const refused = tab.getByTestId('withdraw-form').getByRole('alert');
      await expect(notice.or(refused)).toBeVisible();
      return (await notice.isVisible()) ? 'held' : ((await refused.textContent()) ?? '');
    }),
  );
  expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
  expect(outcomes.find((o) => o !== 'held')).toBe(text(lang, 'errors', 'codes.INSUFFICIENT_BALANCE'));
  expect(await walletMinor(request, token)).toBe(before - BigInt(amount) * 100n);

  // The held request is released again: the amount returns.
  const held = (await withdrawalsOf(request, token))[0]!;
  await ops(request, opsToken, 'POST', `/ops/api/cashier/withdrawals/${held.id}/reject`, { reason: 'Test' });
  expect(await walletMinor(request, token)).toBe(before);
});

// One language per journey (the journeys alternate between English and Portuguese); that every
// locale has every text is checked by the unit tests, so a second run in another language adds time, not coverage.
for (const lang of ['en'] as const satisfies Lang[]) {
  test(`transfer from the main wallet to a game wallet and back, then recall all (${lang})`, async ({ page, request }) => {
    const token = await ownMember(request, { prefix: 'tf', deposit: '200.00' });
    const main = await walletMinor(request, token);
    const pg = await walletMinor(request, token, 'CQ9');
    await openMemberPage(page, token, 'transferFund', lang);
    const form = page.getByTestId('transfer-form');

    // Bad input: above the balance, too many decimals.
    await form.getByTestId('transfer-amount').fill(String(Number(main / 100n) + 1));
    await form.getByTestId('transfer-submit').click();
    await expect(form.getByRole('alert').first()).toContainText(lead(text(lang, 'common', 'amount.tooHigh')));
    await form.getByTestId('transfer-amount').fill('1.234');
    await form.getByTestId('transfer-submit').click();
    await expect(form.getByRole('alert').first()).toHaveText(text(lang, 'common', 'amount.format'));

    // MAIN -> CQ9 30.25 (the demo's transfer vendor; seamless vendors such as PG Soft have no wallet).
    await expect(page.getByTestId('wallet-PG')).toHaveCount(0);
    await form.getByTestId('transfer-to').selectOption('CQ9');
    await form.getByTestId('transfer-amount').fill('30.25');
    await form.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('wallet-notice')).toBeVisible();
    expect(await walletMinor(request, token)).toBe(main - 30_25n);
    expect(await walletMinor(request, token, 'CQ9')).toBe(pg + 30_25n);
    await expect.poll(async () => minorOf((await page.getByTestId('wallet-CQ9-balance').textContent()) ?? '0')).toBe(pg + 30_25n);

    // CQ9 -> MAIN 10.25 with the card's "Transfer out".
    await page
      .getByTestId('wallet-CQ9')
      .getByRole('button', { name: text(lang, 'wallet', 'transfer.outShort') })
      .click();
    await form.getByTestId('transfer-amount').fill('10.25');
    await form.getByTestId('transfer-submit').click();
    await expect.poll(() => walletMinor(request, token, 'CQ9')).toBe(pg + 20_00n);
    expect(await walletMinor(request, token)).toBe(main - 20_00n);

    // Recall all brings the rest home in one go.
    await page.getByTestId('recall-all').click();
    await expect(page.getByTestId('wallet-notice')).toContainText(text(lang, 'wallet', 'recall.done').split('}}')[1]!.trim());
    await expect.poll(() => walletMinor(request, token, 'CQ9')).toBe(0n);
    expect(await walletMinor(request, token)).toBe(main + pg);
    await expect.poll(async () => minorOf((await page.getByTestId('wallet-main').textContent()) ?? '0')).toBe(main + pg);

    // The record lists the transfers and the recall.
    await goToMemberPage(page, 'transactionHistory');
    const history = page.getByTestId('transaction-history');
    await history.getByTestId('history-type').selectOption('TRANSFER');
    await expect(history.locator('tbody tr').first()).toContainText(text(lang, 'records', 'txTypes.RECALL_ALL'));
    await expect(history.locator('tbody tr').filter({ hasText: text(lang, 'records', 'txTypes.TRANSFER') }).first()).toBeVisible();
  });
}

test('account record: type and period filters and pagination (en)', async ({ page, request }) => {
  const lang: Lang = 'en';
  const token = await ownMember(request, { prefix: 'rec', deposit: '50.00' });
  // Twelve movements through the API (six there and back), so the record has more than a page.
  for (let i = 0; i < 6; i += 1) {
    for (const [from, to] of [
      ['MAIN', 'CQ9'],
      ['CQ9', 'MAIN'],
    ]) {
      const res = await request.post('/wps/relay/GCS_walletTransfer', {
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-record-${Date.now()}-${i}-${from}` },
        data: { from, to, amount: '1.00' },
      });
      expect(res.ok()).toBe(true);
    }
  }
  await openMemberPage(page, token, 'transactionHistory', lang);
  const history = page.getByTestId('transaction-history');
  await history.getByTestId('history-type').selectOption('TRANSFER');
  await history.getByTestId('period-TODAY').click();
  await expect(history.locator('tbody tr')).toHaveCount(10);
  const pager = history.getByRole('navigation', { name: text(lang, 'records', 'pages.nav') });
  await pager.getByRole('button', { name: text(lang, 'records', 'pages.page', { page: 2 }) }).click();
  await expect(pager.getByRole('button', { name: text(lang, 'records', 'pages.page', { page: 2 }) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(history.locator('tbody tr').first()).toBeVisible();
  // Only transfers, on either wallet.
  for (const row of await history.locator('tbody tr').all()) {
    await expect(row.locator('td').nth(1)).toContainText(/Transfer|Recall all/);
  }
  // Yesterday: none of today's rows.
  await history.getByTestId('period-YESTERDAY').click();
  await expect(history.getByTestId('history-empty')).toHaveText(text(lang, 'records', 'empty'));
  // A custom range ending before it starts is refused in words.
  await history.getByTestId('period-CUSTOM').click();
  await history.getByTestId('history-start').fill('2026-01-10');
  await history.getByTestId('history-end').fill('2026-01-01');
  await expect(history.getByRole('alert')).toBeVisible();
});
