import { createRequire } from 'node:module';
import { memberToken, openMemberPage } from '../support/cashier';
import { expect, test } from '../support/test';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

// axe is injected as a script; the site's CSP forbids that, so these tests bypass it (as a11y.spec).
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The money pages of the member centre, read only (nothing is submitted), in both themes. */
const PAGES = [
  ['demo01', 'transferFund'],
  ['demo01', 'depositv2'],
  ['demo01', 'withdraw'],
  ['demo01', 'transactionHistory'],
  ['demo01', 'bonusDetails'],
  ['demo02', 'transferUpline'],
] as const;

for (const theme of ['dark', 'light'] as const) {
  for (const [user, memberPage] of PAGES) {
    test(`${memberPage} in the ${theme} theme has no serious or critical axe violations`, async ({ page, request }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await openMemberPage(page, await memberToken(request, user), memberPage, 'en');
      // Wait until the page has its data (no spinner left in the panel).
      await expect(page.getByTestId(`member-page-${memberPage}`).getByRole('status', { name: /loading/i })).toHaveCount(0);
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as {
          axe: { run: (ctx: Element | Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
        }).axe;
        const root = document.querySelector('[data-testid="member-centre"]') ?? document;
        return (await axe.run(root, { resultTypes: ['violations'] })).violations;
      });
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
      expect(serious).toEqual([]);
    });
  }
}
