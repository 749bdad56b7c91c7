import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  fillCaptcha,
  fillSmsCode,
  ownAddress,
  uniqueBrazilMobile,
  uniqueUsername,
} from './accounts';
import { ops, opsLogin } from './ops';
import { expect } from './test';

/**
 * The referral journey (agent-referral.spec.ts at desktop width, agent-referral.mobile.spec.ts on a
 * phone, 390x844 in the mobile project): agent01 makes a referral link in the register centre, a
 * new player registers through it, deposits and plays one real-money round of an
 * in-house game, the operator runs the rebate payout job, and agent01 finds the player in its team,
 * the round in team betting and the rebate in my income.
 */

/** agent01 logs in through the API and the app picks the token up from the URL (English). */
export async function logInAgent(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await ownAddress(page);
  const res = await page.request.post('/wps/session/login', {
    data: { type: 'username', username: 'agent01', password: 'Agent#2026' },
  });
  expect(res.ok()).toBe(true);
  const { token } = ((await res.json()) as { value: { token: string } }).value;
  await page.goto(`/?token=${token}`);
  await expect(page.getByTestId('header-account')).toBeVisible();
}

/** Opens an agent-centre page from the left menu, or from the page select on a phone. */
async function openPage(page: Page, centre: Locator, key: string) {
  const select = centre.getByTestId('agent-page-select');
  if (await select.isVisible()) await select.selectOption(key);
  else await centre.getByTestId(`agent-entry-${key}`).click();
  await expect(page).toHaveURL(new RegExp(`agent=${key}`));
}

/** The number in a money text ("R$ 1,234.56" -> 1234.56). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** A new player opens the referral link in a tab of its own, registers, deposits and plays. */
async function playerJoinsAndPlays(
  agentPage: Page,
  context: BrowserContext,
  viewport: { width: number; height: number },
  url: string,
) {
  // A tab of its own: the session lives in the tab's sessionStorage, apart from agent01's.
  const page = await context.newPage();
  // The active tab: a tab left in the background may get no animation frames, and a click
  // waits for the element to hold still over two of them (seen as a Spin click that never came).
  await page.bringToFront();
  await page.setViewportSize(viewport);
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await ownAddress(page);
  await page.goto(url);
  await page.getByTestId('header-register').click();
  const form = page.getByTestId('register-modal').getByTestId('register-form-popup');
  const code = new URL(url).searchParams.get('referralCode')!;
  await expect(form.getByTestId('register-affiliateCode')).toHaveValue(code);
  const username = uniqueUsername('ref');
  await form.getByTestId('register-username').fill(username);
  await form.getByTestId('register-password').fill('Sorte#2026');
  await form.getByTestId('register-confirmPassword').fill('Sorte#2026');
  const mobile = uniqueBrazilMobile();
  if (await form.getByTestId('register-mobileNum').count())
    await form.getByTestId('register-mobileNum').fill(mobile);
  if (await form.getByTestId('register-verificationCode').count()) {
    await fillSmsCode(page, form, 'register-verificationCode', mobile);
  }
  if (await form.getByTestId('register-captcha').count())
    await fillCaptcha(page, form, 'register-captcha');
  await form.getByTestId('register-submit').click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  // A new account may be greeted by the security-centre prompt: put it off.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Later' }), async (later) =>
    later.click(),
  );

  // Real money for a real round: a deposit order the operator confirms (the manual-transfer path).
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}` };
  const channels = (await (
    await page.request.get('/wps/v2/transaction/deposit/channels', { headers: auth })
  ).json()) as {
    value: { list: { id: string; type: string }[] };
  };
  const channel = channels.value.list.find((c) => c.type === 'PIX') ?? channels.value.list[0]!;
  const order = await page.request.post('/wps/v2/transaction/deposit', {
    headers: { ...auth, 'idempotency-key': randomUUID() },
    data: { channelId: channel.id, amount: '50.00' },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { orderId } = ((await order.json()) as { value: { orderId: string } }).value;
  await ops(
    page.request,
    await opsLogin(page.request),
    'POST',
    `/ops/api/cashier/deposits/${orderId}/confirm`,
  );

  // One spin of Sorte Slot (bet 1.00) from the in-house lobby.
  await page.goto('/inhouse');
  const tile = page
    .getByTestId('lobby-grid')
    .getByTestId('game-tile')
    .filter({ hasText: 'Sorte Slot 5x3' });
  await tile.getByRole('button').first().click();
  await page.getByTestId('game-detail').getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('play-balance')).not.toContainText('···');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByTestId('slot-result')).toContainText(/Win|No win/, { timeout: 15_000 });
  await expect(game.getByTestId('recall').locator('li').first()).toContainText('Bet1.00');
  await page.close();
  await agentPage.bringToFront();
  return username;
}

/** The whole journey, at the page's own size (its project's device). */
export async function referralJourney(page: Page, context: BrowserContext): Promise<void> {
  await logInAgent(page);
  const menu = page.getByRole('button', { name: 'Account menu for Agent' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  } else {
    // The phone header has no account drop-down: the agent centre's address opens it.
    await page.goto('/?agent=agentTeamOverview');
  }
  const centre = page.getByTestId('agent-centre');
  await expect(centre.getByTestId('overview-teamSize')).toBeVisible();

  // My income today before the round (the rest of the team may have earned some already).
  await openPage(page, centre, 'agentRevenueReport');
  const accrued = centre.getByTestId('income-accrued').locator('dd');
  await expect(accrued).toHaveText(/\d/);
  const before = amountOf(await accrued.textContent());

  // Register centre: a new link with 0 % for the player, so agent01 keeps its whole rate.
  await openPage(page, centre, 'registerCenter');
  // agent01 is shared with other specs (and this one's other width): the new link is found by
  // the code the create call answers, not by counting the list.
  const [created] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wps/agent/links',
    ),
    centre.getByTestId('link-create').click(),
  ]);
  const { code } = ((await created.json()) as { value: { code: string } }).value;
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(centre.getByTestId(`link-${code}`)).toBeVisible();
  const url = (await centre.getByTestId(`link-url-${code}`).textContent())!;
  expect(url).toContain(`referralCode=${code}`);

  const username = await playerJoinsAndPlays(page, context, page.viewportSize()!, url);

  // The operator runs the payout job (finished days only: today's rebate waits for tomorrow).
  const run = await ops(
    page.request,
    await opsLogin(page.request),
    'POST',
    '/ops/api/agents/rebate-payouts/run',
    {},
  );
  expect(run.value).toMatchObject({ payouts: expect.any(Number), paid: expect.any(String) });

  // The link counts the registration.
  await page.reload();
  await expect(centre.getByTestId(`link-count-${code}`)).toHaveText('1');

  // Downline management: the player, direct under agent01.
  await openPage(page, centre, 'downlineManagmentView');
  await centre.getByTestId('downlines-username').fill(username);
  await centre.getByTestId('downlines-search').click();
  await expect(centre.getByRole('button', { name: username, exact: true })).toBeVisible();

  // Team betting: the player's round.
  await openPage(page, centre, 'agentPersonalHistoryCopy');
  await centre.getByTestId('bets-username').fill(username);
  await centre.getByTestId('bets-search').click();
  await expect(page).toHaveURL(new RegExp(`user=${username}`));
  const bets = centre.getByTestId('bets');
  await expect(bets).toContainText(username);
  await expect(bets).toContainText('Sorte Slot');

  // My income: today's rebate grew by agent01's 1.00 % of the 1.00 bet.
  await openPage(page, centre, 'agentRevenueReport');
  await expect
    .poll(async () => amountOf(await accrued.textContent()))
    .toBeGreaterThanOrEqual(Number((before + 0.01).toFixed(2)));
}
