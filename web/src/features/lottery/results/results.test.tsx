import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverSeedCommitment } from '@sorte/contracts/games/fair/rng';
import { drawIssue } from '@sorte/contracts/lottery/draw';
import { LOTTERY_ROUTES } from '@sorte/contracts/lottery/routes';
import type { VnResult } from '@sorte/contracts/lottery/rules';
import { sessionToken } from '../../../lib/session-token';
import { LotteryShell } from '../components/lottery-shell';
import { callsTo, mockApi } from '../../../testing/api';
import { axeViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render';
import { FairnessPanel } from './fairness-panel';
import { headTail } from './result-marks';
import { ResultsView } from './results-view';
import { TrendsView } from './trends-view';
import { hotAndCold } from './trend-stats';

/** A North result of 27 prizes (the official sheet of one day). */
const NORTH: VnResult = {
  DB: ['12345'],
  G1: ['67890'],
  G2: ['11223', '44556'],
  G3: ['10001', '20002', '30003', '40004', '50005', '60006'],
  G4: ['1234', '5678', '9012', '3456'],
  G5: ['7890', '2345', '6789', '0123', '4567', '8901'],
  G6: ['123', '456', '789'],
  G7: ['45', '67', '89', '01'],
};

const MENU = {
  gameMenus: [
    {
      gameGroupCode: 'NORTH',
      labelName: 'North Vietnam',
      games: [
        {
          gameCode: 'VN_MB',
          name: 'Miền Bắc',
          kind: 'VN',
          gameGroupCode: 'NORTH',
          region: 'NORTH',
          province: 'MB',
          intervalMinutes: null,
        },
      ],
    },
    {
      gameGroupCode: 'FAST_SSC',
      labelName: 'Fast 5D',
      games: [
        {
          gameCode: 'ELOTT_SSC_1',
          name: "Fast 5D 1'",
          kind: 'ELOTT_SSC',
          gameGroupCode: 'FAST_SSC',
          region: null,
          province: null,
          intervalMinutes: 1,
        },
      ],
    },
  ],
};

const issue = (over: Record<string, unknown> = {}) => ({
  gameCode: 'VN_MB',
  issueNo: '20261125',
  name: 'Miền Bắc',
  opensAt: '2026-11-24T11:15:00.000Z',
  closesAt: '2026-11-25T11:00:00.000Z',
  drawAt: '2026-11-25T11:15:00.000Z',
  status: 'settled',
  serverSeedHash: null,
  result: { kind: 'VN', prizes: NORTH },
  ...over,
});

const bet = (playType: string, numbers: string[], over: Record<string, unknown> = {}) => ({
  id: String(Math.random()),
  slipNo: 'S1',
  gameCode: 'VN_MB',
  issueNo: '20261125',
  playType,
  numbers,
  multiplier: 1,
  unitStake: '1.00',
  stakeUnits: 27,
  stake: '27.00',
  odds: '97.00',
  status: 'won',
  hits: 1,
  payout: '97.00',
  createdAt: '2026-11-25T05:00:00.000Z',
  closesAt: '2026-11-25T11:00:00.000Z',
  drawAt: '2026-11-25T11:15:00.000Z',
  result: null,
  ...over,
});

/** The query of the latest call to a path. */
const lastQuery = (api: ReturnType<typeof mockApi>, path: string) => {
  const input = callsTo(api, path).at(-1)?.[0];
  const href =
    typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');
  return new URL(href, 'http://localhost').searchParams;
};

afterEach(() => {
  sessionToken.clear();
  vi.unstubAllGlobals();
});

describe('results view', () => {
  it('lays the North result out as the official 27-prize sheet with its head / tail table', async () => {
    const api = mockApi({
      [LOTTERY_ROUTES.gameMenu.path]: { value: MENU },
      [LOTTERY_ROUTES.results.path]: { value: { date: '2026-11-25', list: [issue()] } },
    });
    renderWithProviders(<ResultsView />, {
      route: '/vnlottery?view=results&date=2026-11-25&group=NORTH',
    });
    const board = await screen.findByTestId('prize-board');
    const rows = within(board).getAllByRole('row');
    expect(rows.map((r) => r.getAttribute('data-tier'))).toEqual([
      'DB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
    ]);
    expect(rows.map((r) => within(r).queryAllByTestId('prize-number').length)).toEqual([
      1, 1, 2, 6, 4, 6, 3, 4,
    ]);
    expect(within(board).getAllByTestId('prize-number')).toHaveLength(27);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Special');
    expect(within(rows[0]!).getByTestId('prize-number')).toHaveTextContent('12345');
    expect(
      within(rows[7]!)
        .getAllByTestId('prize-number')
        .map((n) => n.textContent),
    ).toEqual(['45', '67', '89', '01']);
    // Heads: last-two numbers 45, 90, 23, 56, 01, 02, 03, 04, 05, 06, 34, 78, 12, 56, 90, 45, 89, 23, 67, 01, 23, 56, 89, 45, 67, 89, 01.
    expect(screen.getByTestId('head-0')).toHaveTextContent('1, 1, 1, 2, 3, 4, 5, 6');
    expect(screen.getByTestId('head-4')).toHaveTextContent('5, 5, 5');
    expect(screen.getByTestId('tail-9')).toHaveTextContent('8, 8, 8');
    expect(screen.queryByTestId('prize-mark')).toBeNull();
    expect(lastQuery(api, LOTTERY_ROUTES.results.path).get('date')).toBe('2026-11-25');
    expect(lastQuery(api, LOTTERY_ROUTES.results.path).get('gameGroupCode')).toBe('NORTH');
  });

  it('marks the logged-in player’s numbers: lô on every prize, đề on the special prize only', async () => {
    sessionToken.set('token-1');
    mockApi({
      [LOTTERY_ROUTES.gameMenu.path]: { value: MENU },
      [LOTTERY_ROUTES.results.path]: { value: { date: '2026-11-25', list: [issue()] } },
      [LOTTERY_ROUTES.myBets.path]: {
        value: {
          list: [
            bet('LO2', ['89']),
            bet('DE_DB', ['45']),
            bet('LO2', ['12'], { status: 'cancelled' }),
            bet('LO2', ['67'], { issueNo: '20261124' }),
          ],
          total: 4,
          totalPages: 1,
        },
      },
    });
    renderWithProviders(<ResultsView />, { route: '/vnlottery?date=2026-11-25&group=NORTH' });
    await waitFor(() => expect(screen.getAllByTestId('prize-mark').length).toBeGreaterThan(0));
    const marked = screen
      .getAllByTestId('prize-mark')
      .map((m) => [m.parentElement!.textContent, m.textContent]);
    // 89 ends 6789 (G5), 789 (G6) and 89 (G7); đề 45 marks the special prize, not G7's 45 or G5's 2345.
    expect(marked).toEqual([
      ['12345', '45'],
      ['6789', '89'],
      ['789', '89'],
      ['89', '89'],
    ]);
    expect(screen.getByTestId('your-numbers')).toHaveTextContent('Your numbers: 8945');
    expect(await axeViolations()).toEqual([]);
  });

  it('lists a fast game’s issues as digits and verifies one from its revealed seed', async () => {
    const seed = 'c'.repeat(64);
    const outcome = drawIssue('ELOTT_SSC', seed, 'ELOTT_SSC_1', '20261125-0002');
    const api = mockApi({
      [LOTTERY_ROUTES.gameMenu.path]: { value: MENU },
      [LOTTERY_ROUTES.results.path]: {
        value: {
          date: '2026-11-25',
          list: ['0002', '0001'].map((n) => ({
            ...issue({ gameCode: 'ELOTT_SSC_1', issueNo: `20261125-${n}`, name: "Fast 5D 1'" }),
            serverSeedHash: serverSeedCommitment(seed),
            result: outcome,
          })),
        },
      },
      [LOTTERY_ROUTES.currentIssue.path]: {
        value: {
          game: MENU.gameMenus[1]!.games[0],
          current: {
            ...issue({
              gameCode: 'ELOTT_SSC_1',
              issueNo: '20261125-0003',
              status: 'open',
              result: null,
            }),
            serverSeedHash: 'f'.repeat(64),
          },
          last: null,
          serverTime: '2026-11-25T10:00:00.000Z',
        },
      },
      [LOTTERY_ROUTES.fairness.path]: {
        value: {
          gameCode: 'ELOTT_SSC_1',
          issueNo: '20261125-0002',
          serverSeedHash: serverSeedCommitment(seed),
          serverSeed: seed,
          clientSeed: 'ELOTT_SSC_1-20261125-0002',
          nonce: 0,
          result: outcome,
        },
      },
    });
    const { user } = renderWithProviders(<ResultsView />, {
      route: '/elott?view=results&date=2026-11-25&group=FAST_SSC',
    });
    const issues = await screen.findAllByTestId('electronic-issue');
    expect(issues).toHaveLength(2);
    expect(lastQuery(api, LOTTERY_ROUTES.results.path).get('gameCode')).toBe('ELOTT_SSC_1');
    expect(within(issues[0]!).getByTestId('outcome-digits')).toHaveTextContent(
      `${outcome.kind === 'ELOTT_SSC' ? outcome.digits.join('') : ''}Sum`,
    );
    expect(await screen.findByTestId('open-draw-hash')).toHaveTextContent(
      `Draw 20261125-0003 is open now. Its seed hash, published before any bet was taken:${'f'.repeat(64)}`,
    );
    await user.click(within(issues[0]!).getByTestId('issue-details'));
    await user.click(await screen.findByTestId('fairness-verify'));
    expect(screen.getByTestId('fairness-verdict')).toHaveTextContent(
      'Result drawn again from the seed: match',
    );
  });

  it('asks for no bets while logged out', async () => {
    const api = mockApi({
      [LOTTERY_ROUTES.gameMenu.path]: { value: MENU },
      [LOTTERY_ROUTES.results.path]: { value: { date: '2026-11-25', list: [] } },
    });
    renderWithProviders(<ResultsView />, { route: '/vnlottery?date=2026-11-25&group=NORTH' });
    expect(await screen.findByTestId('results-empty')).toHaveTextContent(
      'No results for 2026-11-25 yet.',
    );
    expect(callsTo(api, LOTTERY_ROUTES.myBets.path)).toHaveLength(0);
  });
});

describe('lottery page tabs', () => {
  it('opens the results and trends tabs from the address, starting from the page’s game', async () => {
    const api = mockApi({
      [LOTTERY_ROUTES.gameMenu.path]: { value: MENU },
      [LOTTERY_ROUTES.results.path]: { value: { date: '2026-11-25', list: [issue()] } },
      [LOTTERY_ROUTES.trends.path]: {
        value: {
          gameCode: 'VN_MB',
          playType: 'LO2',
          issues: ['20261125'],
          numbers: [{ value: '00', frequency: 1, absent: 0 }],
        },
      },
    });
    const { user } = renderWithProviders(<LotteryShell variant="vnlottery" />, {
      route: '/vnlottery?view=results&date=2026-11-25&gameCode=VN_MB',
    });
    expect(await screen.findByTestId('prize-board')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-tab-results')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('results-group-NORTH')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByTestId('lottery-tab-trends'));
    expect(await screen.findByTestId('trend-chart')).toBeInTheDocument();
    expect(lastQuery(api, LOTTERY_ROUTES.trends.path).get('gameCode')).toBe('VN_MB');
  });
});

describe('head / tail', () => {
  it('groups the last two digits of every prize by tens and by units', () => {
    const rows = headTail({ DB: ['00017'], G7: ['71', '07'] });
    expect(rows[1]).toEqual({ digit: 1, tails: ['7'], heads: ['7'] });
    expect(rows[7]).toEqual({ digit: 7, tails: ['1'], heads: ['0', '1'] });
    expect(rows[0]!.tails).toEqual(['7']);
  });
});

describe('trends view', () => {
  const numbers = Array.from({ length: 100 }, (_, i) => ({
    value: String(i).padStart(2, '0'),
    frequency: i === 7 ? 9 : i % 3,
    absent: i === 7 ? 0 : i === 42 ? 30 : i % 5,
  }));

  it('shows each number’s absence, sorts by it and calls out hot and cold numbers', async () => {
    const api = mockApi({
      [LOTTERY_ROUTES.gameMenu.path]: { value: MENU },
      [LOTTERY_ROUTES.trends.path]: {
        value: {
          gameCode: 'VN_MB',
          playType: 'LO2',
          issues: Array.from({ length: 30 }, (_, i) => `2026110${i}`),
          numbers,
        },
      },
    });
    const { user } = renderWithProviders(<TrendsView />, { route: '/vnlottery?view=trends' });
    expect(await screen.findByTestId('trend-chart')).toBeInTheDocument();
    expect(screen.getByTestId('absent-42')).toHaveTextContent('30');
    expect(screen.getByTestId('absent-07')).toHaveTextContent('0');
    expect(screen.getByTestId('absent-13')).toHaveTextContent('3');
    expect(screen.getByTestId('trend-row-07')).toHaveTextContent('Hot');
    expect(screen.getByTestId('trend-row-42')).toHaveTextContent('Cold');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByTestId('trend-sort-absent'));
    const firstRow = () => within(screen.getByTestId('trend-table')).getAllByRole('row')[1]!;
    expect(firstRow()).toHaveAttribute('data-testid', 'trend-row-42');
    expect(screen.getByRole('columnheader', { name: /Draws absent/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.selectOptions(screen.getByTestId('trend-count'), '100');
    await waitFor(() => expect(callsTo(api, LOTTERY_ROUTES.trends.path).length).toBe(2));
    const query = lastQuery(api, LOTTERY_ROUTES.trends.path);
    expect([query.get('gameCode'), query.get('playType'), query.get('count')]).toEqual([
      'VN_MB',
      'LO2',
      '100',
    ]);
  });

  it('picks hot numbers by frequency and cold ones by absence', () => {
    const { hot, cold } = hotAndCold(numbers, 3);
    // 07 came 9 times; then the twice-drawn ones seen most recently (absent 0): 05, 20.
    expect([...hot]).toEqual(['07', '05', '20']);
    // 42 is absent 30 draws; then those absent 4 draws that never came: 09, 24.
    expect([...cold]).toEqual(['42', '09', '24']);
  });
});

describe('fairness', () => {
  const seed = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);
  const fairness = (serverSeed: string) => ({
    gameCode: 'ELOTT_SSC_1',
    issueNo: '20261125-0001',
    serverSeedHash: serverSeedCommitment(seed),
    serverSeed,
    clientSeed: 'ELOTT_SSC_1-20261125-0001',
    nonce: 0,
    result: drawIssue('ELOTT_SSC', seed, 'ELOTT_SSC_1', '20261125-0001'),
  });

  it('recomputes the hash and the result of an honest issue in the browser: both match', async () => {
    mockApi({ [LOTTERY_ROUTES.fairness.path]: { value: fairness(seed) } });
    const { user } = renderWithProviders(
      <main>
        <FairnessPanel gameCode="ELOTT_SSC_1" issueNo="20261125-0001" kind="ELOTT_SSC" />
      </main>,
    );
    await user.click(await screen.findByTestId('fairness-verify'));
    const verdict = screen.getByTestId('fairness-verdict');
    expect(await axeViolations()).toEqual([]);
    expect(verdict).toHaveTextContent('Seed against the published hash: match');
    expect(verdict).toHaveTextContent('Result drawn again from the seed: match');
    expect(verdict).not.toHaveTextContent('does not match');
  });

  it('catches a tampered seed: neither the hash nor the result matches', async () => {
    const tampered = `b${seed.slice(1)}`;
    mockApi({ [LOTTERY_ROUTES.fairness.path]: { value: fairness(tampered) } });
    const { user } = renderWithProviders(
      <FairnessPanel gameCode="ELOTT_SSC_1" issueNo="20261125-0001" kind="ELOTT_SSC" />,
    );
    await user.click(await screen.findByTestId('fairness-verify'));
    const verdict = screen.getByTestId('fairness-verdict');
    expect(verdict).toHaveTextContent('Seed against the published hash: does not match');
    expect(drawIssue('ELOTT_SSC', tampered, 'ELOTT_SSC_1', '20261125-0001')).not.toEqual(
      fairness(seed).result,
    );
    expect(verdict).toHaveTextContent('Result drawn again from the seed: does not match');
  });

  it('refuses a seed that is not 64 hex characters with a clear message', async () => {
    mockApi({ [LOTTERY_ROUTES.fairness.path]: { value: fairness(seed) } });
    const { user } = renderWithProviders(
      <FairnessPanel gameCode="ELOTT_SSC_1" issueNo="20261125-0001" kind="ELOTT_SSC" />,
    );
    const input = await screen.findByLabelText('Revealed seed');
    await user.clear(input);
    await user.type(input, 'xyz');
    await user.click(screen.getByTestId('fairness-verify'));
    expect(screen.getByRole('alert')).toHaveTextContent('A seed is 64 hexadecimal characters');
  });

  it('says the seed comes after the draw while it is not revealed', async () => {
    mockApi({
      [LOTTERY_ROUTES.fairness.path]: {
        value: { ...fairness(seed), serverSeed: null, result: null },
      },
    });
    renderWithProviders(
      <FairnessPanel gameCode="ELOTT_SSC_1" issueNo="20261125-0001" kind="ELOTT_SSC" />,
    );
    expect(await screen.findByText('The seed is revealed after the draw.')).toBeInTheDocument();
    expect(screen.getByTestId('fairness-hash')).toHaveTextContent(serverSeedCommitment(seed));
    expect(screen.queryByTestId('fairness-verify')).toBeNull();
  });
});
