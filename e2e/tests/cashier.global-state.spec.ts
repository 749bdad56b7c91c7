import {
  goToMemberPage,
  memberToken,
  minorOf,
  openMemberPage,
  text,
  walletMinor,
  type Lang,
} from '../support/cashier';
import { expect, test } from '../support/test';

/**
 * Transfer to the upline agent, in Portuguese, against the real server: demo02 sends to its agent
 * agent01, and both balances are checked through the API before and after. agent01's balance is
 * also moved by other specs (rebates, the agent centre), so this exact check runs in the
 * global-state project, alone, after the others; every other money journey uses members of its
 * own and is in cashier.spec.ts.
 */

test('transfer to the upline agent, which accepts transfers (pt)', async ({ page, request }) => {
  const lang: Lang = 'pt';
  const token = await memberToken(request, 'demo02');
  const agentToken = await memberToken(request, 'agent01', 'Agent#2026');
  const mine = await walletMinor(request, token);
  const agents = await walletMinor(request, agentToken);
  await openMemberPage(page, token, 'transferUpline', lang);
  const upline = page.getByTestId('transfer-upline');
  await expect(upline.getByTestId('upline-name')).toHaveText('agent01');
  await upline.getByTestId('upline-amount').fill('12,34');
  await upline.getByTestId('upline-submit').click();
  await expect(upline.getByTestId('upline-notice')).toBeVisible();
  expect(await walletMinor(request, token)).toBe(mine - 12_34n);
  expect(await walletMinor(request, agentToken)).toBe(agents + 12_34n);
  await expect.poll(async () => minorOf((await upline.getByTestId('upline-available').textContent()) ?? '0')).toBe(mine - 12_34n);

  await goToMemberPage(page, 'transactionHistory');
  await expect(page.getByTestId('transaction-history').locator('tbody tr').first()).toContainText(
    text(lang, 'records', 'txTypes.TRANSFER_UPLINE'),
  );
});
