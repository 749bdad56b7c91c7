import { ops, opsLogin } from '../support/ops';
import { expect, test } from '../support/test';

type Issue = { issueNo: string; result: { digits: number[] } | null };
const vnToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

// At 390x844 (mobile project): once a 1-minute 5D draw has been drawn by the server's job, a player
// opens its results, recomputes the issue from its revealed seed in the browser (both checks
// match) and finds the draws counted in the trends; nothing is wider than the phone.
test('verifies a drawn fast issue in the browser and finds it in the trends', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  // Asking for the open issue creates it; the browser-test hook makes it due now (instead of at
  // the end of its minute) and the server's draw job draws it on its next round.
  const current = await request.get('/lgw/vn/issue/current?gameCode=ELOTT_SSC_1');
  const { issueNo } = ((await current.json()) as { value: { current: { issueNo: string } } }).value
    .current;
  await ops(request, await opsLogin(request), 'POST', '/ops/api/lottery/test/draw-now', {
    gameCode: 'ELOTT_SSC_1',
    issueNo,
  });
  let drawn: Issue | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/lgw/vn/results?date=${vnToday()}&gameCode=ELOTT_SSC_1`);
        drawn = ((await res.json()) as { value: { list: Issue[] } }).value.list.find(
          (i) => i.issueNo === issueNo,
        );
        return Boolean(drawn?.result);
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);

  await page.goto('/elott?view=results&group=FAST_SSC&game=ELOTT_SSC_1');
  const issue = page.getByTestId('electronic-issue').filter({ hasText: drawn!.issueNo });
  await expect(issue.getByTestId('outcome-digits')).toContainText(drawn!.result!.digits.join(''));
  await issue.getByTestId('issue-details').click();
  await issue.getByTestId('fairness-verify').click();
  const verdict = issue.getByTestId('fairness-verdict');
  await expect(verdict).toContainText('Seed against the published hash: match');
  await expect(verdict).toContainText('Result drawn again from the seed: match');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('lottery-tab-trends').click();
  await page.getByTestId('trend-game').selectOption('ELOTT_SSC_1');
  await expect(page.getByTestId('trend-chart')).toBeVisible();
  // Each issue draws one first digit: the digits' frequencies add up to the issues looked at.
  // Summary and table are read in one snapshot (the server draws this game every minute, and the
  // page takes a new draw in between two separate reads).
  const rows = page.getByTestId('trend-table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const summary = document.querySelector('[data-testid="trend-summary"]')?.textContent ?? '';
        const issues = Number(/^(\d+) draws/.exec(summary.trim())?.[1]);
        const cells = [...document.querySelectorAll('[data-testid="trend-table"] tbody tr td:nth-of-type(1)')];
        const sum = cells.reduce((total, cell) => total + Number(cell.textContent), 0);
        return issues > 0 && sum === issues;
      }),
    )
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
