import { expectNoSeriousViolationsInBothThemes, settle, trackRequests } from '../support/axe';
import { goToMemberPage, memberToken, openMemberPage } from '../support/cashier';
import { expect, test } from '../support/test';

// axe is injected as a script; the site's CSP forbids that, so these tests bypass it (as a11y.spec).
test.use({ bypassCSP: true });

/**
 * The money pages of the member centre, read only (nothing is submitted), in both themes (the
 * dark one in full, the light one for its colours): per member one page load, the member's other
 * pages opened through the member centre's entries.
 */
const PAGES = [
  ['demo01', ['transferFund', 'depositv2', 'withdraw', 'transactionHistory', 'bonusDetails']],
  ['demo02', ['transferUpline']],
] as const;

for (const [user, memberPages] of PAGES) {
  test(`${memberPages.join(', ')} in both themes have no serious or critical axe violations`, async ({ page, request }) => {
    test.setTimeout(memberPages.length * 60_000);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const requests = trackRequests(page);
    await openMemberPage(page, await memberToken(request, user), memberPages[0], 'en');
    for (const memberPage of memberPages) {
      await test.step(memberPage, async () => {
        if (memberPage !== memberPages[0]) await goToMemberPage(page, memberPage);
        // Wait until the page has its data (no spinner left in the panel).
        await expect(page.getByTestId(`member-page-${memberPage}`).getByRole('status', { name: /loading/i })).toHaveCount(0);
        await settle(page, requests);
        await expectNoSeriousViolationsInBothThemes(page, '[data-testid="member-centre"]');
      });
    }
  });
}
