import type { APIRequestContext } from '@playwright/test';
import { confirmSlip } from '../support/lottery';
import { newMember, type TestMember } from '../support/members';
import { ops, opsLogin } from '../support/ops';
import { expect, test } from '../support/test';

type Game = {
  gameCode: string;
  gameGroupCode: string;
  current: { issueNo: string; drawAt: string } | null;
};
type Bet = {
  gameCode: string;
  issueNo: string;
  numbers: string[];
  status: string;
  stake: string;
  odds: string;
  payout: string;
  result: { kind: string; dice?: number[] } | null;
};

/** A South result where, of the numbers bet, only 45 comes out (once, on the special prize). */
const SOUTH_RESULT = {
  DB: ['100045'],
  G1: ['10001'],
  G2: ['10002'],
  G3: ['10003', '10004'],
  G4: ['10005', '10006', '10007', '10008', '10009', '10010', '10011'],
  G5: ['1012'],
  G6: ['1013', '1014', '1015'],
  G7: ['116'],
  G8: ['17'],
};

const cents = (money: string) => Math.round(Number(money) * 100);

async function myBets(request: APIRequestContext, member: TestMember): Promise<Bet[]> {
  const res = await request.get('/lgw/vn/bets?pageSize=20', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  return ((await res.json()) as { value: { list: Bet[] } }).value.list;
}

async function balance(request: APIRequestContext, member: TestMember): Promise<number> {
  const res = await request.get('/wps/v2/wallets/balance', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  return cents(((await res.json()) as { value: { sumBalance: string } }).value.sumBalance);
}

// At 390x844 (mobile project), in English then Vietnamese: a player picks numbers for the next
// South official draw and a 1-minute fast 3-dice draw, confirms ONE slip (kept across the page
// load between the two games), sees the countdown; two operators enter and confirm the South
// result through the operator API, the server's draw job draws the fast issue (made due at once
// through the browser-test hook); the player finds both
// settled and paid exactly what the results say, and verifies the fast draw in the browser. A fast
// draw that closes before the confirmation has the line moved to the next draw, as a player would.
test('bets on the South draw and a fast draw in one slip, is paid and verifies the fast draw', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await newMember(request, { prefix: 'jrn', deposit: '500.00' });
  const list = await request.get('/lgw/vn/games/lottery_list?prizeMode=ZY');
  const games = ((await list.json()) as { value: { games: Game[] } }).value.games;
  const south = games
    .filter((g) => g.gameGroupCode === 'SOUTH' && g.current)
    .sort((a, b) => Date.parse(a.current!.drawAt) - Date.parse(b.current!.drawAt))[0]!;

  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await page.goto(`/?token=${member.token}`);
  await expect(page).not.toHaveURL(/token=/);

  await page.goto(`/lottery?gameCode=${south.gameCode}`);
  let board = page.getByTestId('lottery-board');
  await expect(board.getByTestId('countdown')).toContainText('Closes in');
  let grid = board.getByTestId('number-grid');
  await grid.getByRole('button', { name: '45', exact: true }).click();
  await grid.getByRole('button', { name: '99', exact: true }).click();
  await board.getByTestId('add-to-slip').click();

  // The slip is kept across the page load to the fast draw.
  await page.goto('/lottery?gameCode=ELOTT_K3_1');
  board = page.getByTestId('lottery-board');
  await expect(board.getByTestId('countdown')).toBeVisible();
  await board.getByTestId('play-type-K3_SUM').click();
  grid = board.getByTestId('number-grid');
  await grid.getByRole('button', { name: '10', exact: true }).click();
  await board.getByTestId('add-to-slip').click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-line')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const before = await balance(request, member);
  await confirmSlip(page, slip);
  await expect(slip.getByTestId('slip-line')).toHaveCount(0);

  const placed = await myBets(request, member);
  expect(placed).toHaveLength(3);
  const staked = placed.reduce((sum, b) => sum + cents(b.stake), 0);
  expect(await balance(request, member)).toBe(before - staked);
  const fastIssue = placed.find((b) => b.gameCode === 'ELOTT_K3_1')!.issueNo;

  // Two operators: one enters the South result, the other confirms it (the issue is closed now
  // through the browser-test hook instead of waiting for the evening).
  const [admin, checker] = [
    await opsLogin(request),
    await opsLogin(request, { username: 'checker', password: 'Checker#2026' }),
  ];
  await ops(request, admin, 'POST', '/ops/api/lottery/test/draw-now', {
    gameCode: south.gameCode,
    issueNo: south.current!.issueNo,
  });
  const entered = (await ops(request, admin, 'POST', '/ops/api/lottery/results', {
    gameCode: south.gameCode,
    issueNo: south.current!.issueNo,
    prizes: SOUTH_RESULT,
  })) as { value: { id: string } };
  await ops(request, checker, 'POST', `/ops/api/lottery/results/${entered.value.id}/confirm`);

  // The fast issue is made due now (instead of at the end of its minute); the server's draw job
  // draws and settles it on its next round.
  await ops(request, admin, 'POST', '/ops/api/lottery/test/draw-now', {
    gameCode: 'ELOTT_K3_1',
    issueNo: fastIssue,
  });
  let settled: Bet[] = [];
  await expect
    .poll(
      async () => {
        settled = await myBets(request, member);
        return settled.filter((b) => b.status === 'open').length;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(0);
  const south45 = settled.find((b) => b.gameCode === south.gameCode && b.numbers[0] === '45')!;
  const south99 = settled.find((b) => b.gameCode === south.gameCode && b.numbers[0] === '99')!;
  const fast = settled.find((b) => b.gameCode === 'ELOTT_K3_1')!;
  expect(south45).toMatchObject({ status: 'won', payout: (cents(south45.odds) / 100).toFixed(2) });
  expect(south99).toMatchObject({ status: 'lost', payout: '0.00' });
  const sum = fast.result!.dice!.reduce((a, b) => a + b, 0);
  expect(fast.status).toBe(sum === 10 ? 'won' : 'lost');
  expect(cents(fast.payout)).toBe(sum === 10 ? cents(fast.odds) : 0);
  const paid = settled.reduce((total, b) => total + cents(b.payout), 0);
  expect(await balance(request, member)).toBe(before - staked + paid);

  // In Vietnamese: my bets shows the outcomes, the results page verifies the fast draw.
  await page.evaluate(() => localStorage.setItem('hisLang', 'vi'));
  await page.goto('/lottery?view=mybets');
  const mybets = page.getByTestId('lottery-mybets');
  await expect(mybets.getByRole('listitem')).toHaveCount(3);
  // The status chips: "Thắng" (won) on the winners, "Thua" (lost) on the others.
  await expect(mybets.getByRole('listitem').getByText('Thắng', { exact: true })).toHaveCount(
    1 + (fast.status === 'won' ? 1 : 0),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/elott?view=results&group=FAST_K3&game=ELOTT_K3_1');
  const issue = page.getByTestId('electronic-issue').filter({ hasText: fastIssue });
  await issue.getByTestId('issue-details').click();
  await issue.getByTestId('fairness-verify').click();
  const verdict = issue.getByTestId('fairness-verdict');
  await expect(verdict).toContainText('Hạt giống so với mã băm đã công bố: khớp');
  await expect(verdict).toContainText('Kết quả quay lại từ hạt giống: khớp');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
