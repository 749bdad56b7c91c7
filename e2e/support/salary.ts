import type { Page } from '@playwright/test';
import { ownAddress } from './accounts';
import { ops, opsLogin } from './ops';
import { expect } from './test';

const DAY = 86_400_000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Logs `username` in through the API; the app picks the token up from the URL (English). */
async function logIn(page: Page, username: string, password: string): Promise<string> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await ownAddress(page);
  const res = await page.request.post('/wps/session/login', {
    data: { type: 'username', username, password },
  });
  expect(res.ok()).toBe(true);
  const { token } = ((await res.json()) as { value: { token: string } }).value;
  await page.goto(`/?token=${token}`);
  await expect(page.getByTestId('header-account')).toBeVisible();
  return token;
}

/** Opens an agent centre page by its address (the left menu on a desktop, the select on a phone). */
async function openPage(page: Page, key: string, extra = '') {
  await page.goto(`/?agent=${key}${extra}`);
  await expect(page.getByTestId(`agent-page-${key}`)).toBeVisible();
}

/**
 * agent01 offers a daily salary contract to its sub-agent `sub` from the downline's details, the
 * sub-agent logs in and accepts it, the operator runs the settlement job for today, and both see
 * the record (the holder as its own, agent01 as its downline's) and open it line by line.
 */
export async function salaryJourney(agentPage: Page, subPage: Page, sub: string) {
  const agentToken = await logIn(agentPage, 'agent01', 'Agent#2026');
  // A contract left open by an earlier run on the same data: agent01 ends it first.
  const auth = { authorization: `Bearer ${agentToken}` };
  const mine = await agentPage.request.get('/wps/agent/contracts', { headers: auth });
  type Row = { id: string; type: string; status: string; downline: { username: string } };
  for (const c of ((await mine.json()) as { value: { list: Row[] } }).value.list) {
    if (
      c.downline.username === sub &&
      c.type === 'DAILY_SALARY' &&
      (c.status === 'OFFERED' || c.status === 'ACTIVE')
    ) {
      const ended = await agentPage.request.post(`/wps/agent/contracts/${c.id}/terminate`, {
        headers: auth,
      });
      expect(ended.ok()).toBe(true);
    }
  }

  await openPage(agentPage, 'downlineManagmentView');
  const centre = agentPage.getByTestId('agent-centre');
  await centre.getByTestId('downlines-username').fill(sub);
  await centre.getByTestId('downlines-search').click();
  await centre.getByRole('button', { name: sub, exact: true }).click();
  const detail = centre.getByTestId('downline-detail');
  await detail.getByTestId('downline-offer-contract').click();
  const form = detail.getByTestId('offer-form');
  await expect(form).toContainText(`Offer a contract to ${sub}`);
  await form.getByTestId('offer-type').selectOption('DAILY_SALARY');
  await form.getByTestId('offer-threshold-0').fill('0');
  await form.getByTestId('offer-active-0').fill('0');
  await form.getByTestId('offer-value-0').fill('12');
  await form.getByTestId('offer-submit').click();
  await expect(form).toBeHidden();

  await openPage(agentPage, 'agentContracts');
  const given = agentPage.getByTestId('contracts-given');
  // By the status chip: every row also says "Offered <date>", and the tiers say "active members".
  const status = (page: Page, text: string) =>
    page.locator('[data-testid^="contract-status-"]', { hasText: new RegExp(`^${text}$`) });
  const offered = given
    .locator('li', { hasText: `to ${sub}` })
    .filter({ has: status(agentPage, 'Offered') });
  await expect(offered).toHaveCount(1);
  await expect(offered).toContainText('From R$ 0.00 turnover and 0 active members: R$ 12.00');

  // The sub-agent accepts.
  await logIn(subPage, sub, 'Demo#2026');
  await openPage(subPage, 'agentContracts');
  const incoming = subPage.getByTestId('contracts-incoming');
  await incoming.getByRole('button', { name: 'Accept' }).click();
  const held = subPage
    .getByTestId('contracts-mine')
    .locator('li', { hasText: 'from agent01' })
    .filter({ has: status(subPage, 'Active') });
  await expect(held.filter({ hasText: 'Daily salary' })).toHaveCount(1);

  // The operator runs the daily settlement for today (the job the schedule runs after midnight UTC).
  const now = Date.now();
  const request = agentPage.request;
  const opsToken = await opsLogin(request);
  const at = new Date(Math.floor(now / DAY) * DAY + DAY + 60_000).toISOString();
  const run = (await ops(request, opsToken, 'POST', '/ops/api/agent-contracts/settlements/run', {
    type: 'DAILY_SALARY',
    at,
  })) as {
    value: { settled: number };
  };
  expect(run.value.settled).toBeGreaterThanOrEqual(1);

  const range = `&period=CUSTOM&start=${utcDate(now - DAY)}&end=${utcDate(now + DAY)}`;
  // The holder sees its own record, paid.
  await openPage(subPage, 'agentDailyWages2', `${range}&scope=mine`);
  const subRow = subPage
    .getByTestId('agent-page-agentDailyWages2')
    .locator('tbody tr', { hasText: 'R$ 12.00' })
    .first();
  await expect(subRow).toContainText('Paid');
  await subRow.getByRole('button').first().click();
  const record = subPage.getByTestId('settlement-detail');
  await expect(record.getByTestId('settlement-amount')).toContainText('R$ 12.00');
  await expect(record).toContainText('Tier pays the team');

  // agent01 sees it as its downline's record.
  await openPage(agentPage, 'agentDailyWages2', `${range}&scope=team&user=${sub}`);
  const agentRow = agentPage
    .getByTestId('agent-page-agentDailyWages2')
    .locator('tbody tr', { hasText: sub })
    .filter({ hasText: 'R$ 12.00' });
  await expect(agentRow.first()).toContainText('my downline');
}
