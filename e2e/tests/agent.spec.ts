import { logInAgent } from '../support/referral';
import { expect, test } from '../support/test';

test('agent01 opens the agent centre, sees its team and opens a downline and its team', async ({ page }) => {
  await logInAgent(page);
  await page.getByRole('button', { name: 'Account menu for Agent' }).click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/agent=agentTeamOverview/);
  const centre = page.getByTestId('agent-centre');
  // The demo team: 3 named downlines and 106 generated members, and any player another spec
  // registers through agent01's invitation link meanwhile (so at least 109).
  const teamSize = centre.getByTestId('overview-teamSize').locator('dd');
  await expect(teamSize).toHaveText(/^\d[\d.,\s]*$/);
  expect(Number((await teamSize.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(109);

  await centre.getByTestId('overview-period-MONTHLY').click();
  await expect(page).toHaveURL(/period=MONTHLY/);
  await expect(centre.getByTestId('overview-chart')).toBeVisible();

  await centre.getByTestId('agent-entry-downlineManagmentView').click();
  await expect(page).toHaveURL(/agent=downlineManagmentView/);
  await centre.getByTestId('downlines-username').fill('team001');
  await centre.getByTestId('downlines-search').click();
  // The search finds team001 (and its own downlines, whose upline column names it).
  const open = centre.getByRole('button', { name: 'team001', exact: true });
  await expect(open).toBeVisible();
  await open.click();
  const detail = centre.getByTestId('downline-detail');
  await expect(detail).toContainText('Rebate per game type');
  await expect(detail.getByTestId('rebate-edit')).toBeVisible();

  await detail.getByTestId('downline-open-team').click();
  await expect(centre.getByTestId('downlines-trail')).toContainText('Team of team001');
  await expect(centre.getByTestId('downlines-count')).toContainText('members');
  await centre.getByRole('button', { name: 'My team' }).click();
  await expect(centre.getByTestId('downlines-trail')).not.toContainText('team001');
});
