import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type ApiHandlers, type ApiReply } from '../../../testing/api';
import { ui } from '../../../hooks/use-ui-store';
import { withModules } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { LotteryShell } from '../components/lottery-shell';
import { formatCountdown } from '../utils/clock';
import { resetFavouritesCache } from '../utils/favourites';

const SERVER_NOW = '2026-11-26T05:00:00.000Z';

const game = (gameCode: string, extra: Record<string, unknown> = {}) => ({
  gameCode,
  name: gameCode === 'VN_MB' ? 'Miền Bắc' : "Fast VN 1'",
  kind: gameCode === 'VN_MB' ? 'VN' : 'ELOTT_VN',
  gameGroupCode: gameCode === 'VN_MB' ? 'NORTH' : 'FAST_VN',
  region: gameCode === 'VN_MB' ? 'NORTH' : null,
  province: gameCode === 'VN_MB' ? 'MB' : null,
  intervalMinutes: gameCode === 'VN_MB' ? null : 1,
  ...extra,
});

const issue = (gameCode: string, issueNo: string, closesAt: string) => ({
  gameCode,
  issueNo,
  opensAt: '2026-11-26T04:00:00.000Z',
  closesAt,
  drawAt: closesAt,
  status: 'open',
  serverSeedHash: null,
  result: null,
});

const current = (gameCode: string) => ({
  value: {
    game: game(gameCode),
    current: issue(gameCode, '20261126', '2026-11-26T11:00:00.000Z'),
    last: {
      ...issue(gameCode, '20261125', '2026-11-25T11:00:00.000Z'),
      status: 'settled',
      result: { kind: 'VN', prizes: { DB: ['12345'], G1: ['54321'] } },
    },
    serverTime: SERVER_NOW,
  },
});

const SLIP = {
  slipNo: 'S1',
  prizeMode: 'Lott',
  total: '54.00',
  lineCount: 2,
  createdAt: SERVER_NOW,
  bets: [],
};

const OPEN_BET = {
  id: '7',
  slipNo: 'S1',
  gameCode: 'VN_MB',
  issueNo: '20261126',
  playType: 'LO2',
  numbers: ['45'],
  multiplier: 1,
  unitStake: '1.00',
  stakeUnits: 27,
  stake: '27.00',
  odds: '96.00',
  status: 'open',
  hits: null,
  payout: '0.00',
  createdAt: SERVER_NOW,
  closesAt: '2999-01-01T00:00:00.000Z',
  drawAt: '2999-01-01T00:00:00.000Z',
  result: null,
};

const header = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];
const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string);

function setup(route: string, handlers: ApiHandlers = {}, loggedIn = true) {
  if (loggedIn) sessionStorage.setItem('token', 'abc');
  const api = mockApi({
    '/wps/member/info': {
      value: { account: 'demo01', nickname: 'demo', id: '1', type: 1, toUpline: false },
    },
    '/wps/v2/wallets/balance': { value: { sumBalance: '100.00', currency: 'BRL' } },
    '/lgw/vn/issue/current': (url) => current(url.searchParams.get('gameCode')!),
    ...handlers,
  });
  const view = renderWithProviders(<LotteryShell variant="vnlottery" />, { route });
  return { api, ...view };
}

beforeEach(() => resetFavouritesCache());
afterEach(() => vi.unstubAllGlobals());

describe('formatCountdown', () => {
  it('shows mm:ss under an hour, h:mm:ss under a day and the days apart beyond', () => {
    expect(formatCountdown(0)).toEqual({ days: 0, clock: '00:00' });
    expect(formatCountdown(59_001)).toEqual({ days: 0, clock: '01:00' });
    expect(formatCountdown(5 * 60_000 + 7_000)).toEqual({ days: 0, clock: '05:07' });
    expect(formatCountdown(3_600_000 + 62_000)).toEqual({ days: 0, clock: '1:01:02' });
    expect(formatCountdown(86_400_000 + 3_723_000)).toEqual({ days: 1, clock: '01:02:03' });
    expect(formatCountdown(-5)).toEqual({ days: 0, clock: '00:00' });
  });
});

describe('betting board', () => {
  it('shows the open draw with a countdown from the server clock and the last result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-26T05:00:00.000Z') });
    try {
      setup('/vnlottery?gameCode=VN_MB');
      expect(await screen.findByRole('heading', { name: 'Miền Bắc' })).toBeInTheDocument();
      expect(screen.getByText('Draw 20261126')).toBeInTheDocument();
      // 11:00 close, server at 05:00: six hours.
      expect(screen.getByTestId('countdown')).toHaveTextContent('Closes in6:00:00');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
      expect(screen.getByTestId('countdown')).toHaveTextContent('5:59:58');
      expect(screen.getByLabelText('Special prize: 1 2 3 4 5')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('quick picks add their numbers and clear empties the pick', async () => {
    const { user } = setup('/vnlottery?gameCode=VN_MB');
    await screen.findByTestId('lottery-board');
    await user.click(screen.getByRole('button', { name: 'Doubles' }));
    const grid = screen.getByTestId('number-grid');
    const pressed = () =>
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.textContent);
    expect(pressed()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    await user.selectOptions(screen.getByLabelText('Tail'), '3');
    expect(pressed()).toHaveLength(19); // 33 was already picked
    expect(screen.getByTestId('bet-selected')).toHaveTextContent('Numbers picked: 19');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(pressed()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Big 50-99' }));
    expect(pressed()).toHaveLength(50);
    expect(pressed()[0]).toBe('50');
  });

  it('points out the parts of a paste it cannot take and adds the rest', async () => {
    const { user } = setup('/vnlottery?gameCode=VN_MB');
    await screen.findByTestId('lottery-board');
    await user.type(
      screen.getByLabelText('Type or paste numbers of 2 digits'),
      '12, 3x 456; 12 07',
    );
    const problems = screen.getByTestId('paste-problems');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '“3x” is not a number.',
      '“456” does not have 2 digits.',
      '“12” is given twice: it is taken once.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add numbers (2)' }));
    expect(screen.getByTestId('bet-selected')).toHaveTextContent('Numbers picked: 2');
    expect(screen.getByRole('button', { name: '12' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '07' })).toHaveAttribute('aria-pressed', 'true');
    // What could not be taken stays in the box to be fixed.
    expect(screen.getByLabelText('Type or paste numbers of 2 digits')).toHaveValue('3x 456 12');
  });

  it('totals with the play type’s stake units (North lô: 27 a point) and the multiplier', async () => {
    const { user } = setup('/vnlottery?gameCode=VN_MB');
    await screen.findByTestId('lottery-board');
    await user.click(screen.getByRole('button', { name: '45' }));
    await user.click(screen.getByRole('button', { name: '12' }));
    expect(screen.getByTestId('bet-total')).toHaveTextContent('R$ 54.00');
    const multiplier = screen.getByLabelText('Multiplier');
    await user.clear(multiplier);
    await user.type(multiplier, '3');
    const stake = screen.getByLabelText('Stake per point');
    await user.clear(stake);
    await user.type(stake, '0.5');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('R$ 81.00');
    // Đề costs one unit a point.
    await user.click(screen.getByTestId('play-type-DE_DB'));
    await user.click(screen.getByRole('button', { name: '45' }));
    expect(screen.getByTestId('bet-total')).toHaveTextContent('R$ 1.50');
    // Xiên 2: three numbers make three pairs.
    await user.click(screen.getByTestId('play-type-XIEN2'));
    await user.click(screen.getByRole('button', { name: '01' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Pick at least 2 numbers for this bet type.',
    );
    expect(screen.getByTestId('add-to-slip')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '02' }));
    await user.click(screen.getByRole('button', { name: '03' }));
    expect(screen.getByTestId('bet-selected')).toHaveTextContent('lines: 3');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('R$ 4.50');
  });

  it('confirms the slip once with an Idempotency-Key, clears it and refreshes the balance', async () => {
    let resolve: (reply: ApiReply) => void = () => {};
    const { api, user, queryClient } = setup('/vnlottery?gameCode=VN_MB', {
      '/lgw/vn/bets': () => new Promise<ApiReply>((r) => (resolve = r)),
    });
    // The header's balance, as it sits in the cache.
    queryClient.setQueryData(['wallet', 'balance'], { sumBalance: '100.00', currency: 'BRL' });
    await screen.findByTestId('lottery-board');
    await user.click(screen.getByRole('button', { name: '45' }));
    await user.click(screen.getByRole('button', { name: '12' }));
    await user.click(screen.getByTestId('add-to-slip'));
    expect(screen.getByRole('status')).toHaveTextContent('Added to the slip (2 numbers).');
    await user.click(screen.getByTestId('play-type-DE_DB'));
    await user.click(screen.getByRole('button', { name: '99' }));
    await user.click(screen.getByTestId('add-to-slip'));
    const slip = screen.getByTestId('bet-slip');
    expect(within(slip).getAllByTestId('slip-line')).toHaveLength(2);
    expect(within(slip).getByTestId('slip-total')).toHaveTextContent('R$ 55.00');

    await user.click(within(slip).getByTestId('slip-confirm'));
    await user.click(within(slip).getByTestId('slip-confirm')); // a double click sends nothing more
    await waitFor(() => expect(callsTo(api, '/lgw/vn/bets')).toHaveLength(1));
    const init = callsTo(api, '/lgw/vn/bets')[0]?.[1];
    expect(header(init, 'Idempotency-Key')).toMatch(/\S{16,}/);
    expect(bodyOf(init)).toEqual({
      prizeMode: 'Lott',
      bets: [
        {
          gameCode: 'VN_MB',
          issueNo: '20261126',
          playType: 'LO2',
          numbers: ['45', '12'],
          multiplier: 1,
          unitStake: '1.00',
        },
        {
          gameCode: 'VN_MB',
          issueNo: '20261126',
          playType: 'DE_DB',
          numbers: ['99'],
          multiplier: 1,
          unitStake: '1.00',
        },
      ],
    });
    resolve({ value: { ...SLIP, total: '55.00' } });
    expect(await within(slip).findByTestId('slip-success')).toHaveTextContent(
      'Bets placed: slip S1, R$ 55.00.',
    );
    expect(within(slip).queryAllByTestId('slip-line')).toHaveLength(0);
    expect(within(slip).getByTestId('slip-total')).toHaveTextContent('R$ 0.00');
    expect(within(slip).getByTestId('slip-confirm')).toBeDisabled();
    expect(queryClient.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true);
  });

  it('reuses the key when a confirmation may not have arrived, and shows a closed draw next to the slip', async () => {
    const replies: ApiReply[] = [
      { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Unavailable' },
      { status: 409, code: 'LOTTERY_ISSUE_CLOSED', message: 'Betting on draw 20261126 is closed.' },
    ];
    const { api, user } = setup('/vnlottery?gameCode=VN_MB', {
      '/lgw/vn/bets': () => replies.shift()!,
    });
    await screen.findByTestId('lottery-board');
    await user.click(screen.getByRole('button', { name: '45' }));
    await user.click(screen.getByTestId('add-to-slip'));
    const slip = screen.getByTestId('bet-slip');
    await user.click(within(slip).getByTestId('slip-confirm'));
    expect(await within(slip).findByTestId('slip-error')).toHaveTextContent('Unavailable');
    await user.click(within(slip).getByTestId('slip-confirm'));
    await waitFor(() =>
      expect(within(slip).getByTestId('slip-error')).toHaveTextContent(
        'Betting on draw 20261126 is closed.',
      ),
    );
    const keys = callsTo(api, '/lgw/vn/bets').map(([, init]) => header(init, 'Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    // The slip is kept so the player can fix it.
    expect(within(slip).getAllByTestId('slip-line')).toHaveLength(1);
  });

  it('asks a visitor to log in instead of sending the slip', async () => {
    const { api, user } = setup('/vnlottery?gameCode=VN_MB', {}, false);
    await screen.findByTestId('lottery-board');
    await user.click(screen.getByRole('button', { name: '45' }));
    await user.click(screen.getByTestId('add-to-slip'));
    await user.click(screen.getByTestId('slip-confirm'));
    expect(screen.getByTestId('slip-login')).toHaveTextContent('Log in to place your bets.');
    expect(callsTo(api, '/lgw/vn/bets')).toHaveLength(0);
    // The login popup opens and keeps the player on this page (the slip stays).
    await user.click(
      within(screen.getByTestId('slip-login')).getByRole('button', { name: 'Log in' }),
    );
    expect(ui.get().modal).toEqual({ key: 'login', section: 'stay' });
    ui.reset();
  });
});

describe('page', () => {
  it('says so when the brand does not offer the page’s lottery', () => {
    mockApi();
    renderWithProviders(<LotteryShell variant="elott" />, {
      route: '/elott',
      permission: withModules({ ELOTT: false }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This lottery is not available' }),
    ).toBeInTheDocument();
  });

  it('shows the bet and my-bets tabs, chosen by the view parameter', async () => {
    setup('/vnlottery?view=mybets', {
      '/lgw/vn/bets': {
        value: {
          list: [
            {
              id: '7',
              slipNo: 'S1',
              gameCode: 'VN_MB',
              issueNo: '20261126',
              playType: 'LO2',
              numbers: ['45'],
              multiplier: 1,
              unitStake: '1.00',
              stakeUnits: 27,
              stake: '27.00',
              odds: '96.00',
              status: 'open',
              hits: null,
              payout: '0.00',
              createdAt: SERVER_NOW,
              closesAt: '2999-01-01T00:00:00.000Z',
              drawAt: '2999-01-01T00:00:00.000Z',
              result: null,
            },
          ],
          totalPages: 1,
          total: 1,
        },
      },
    });
    expect(screen.getByRole('tab', { name: 'My bets' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bet', 'My bets', 'Results', 'Trends']);
    const bet = await screen.findByTestId('bet-7');
    expect(bet).toHaveTextContent('Draw 20261126');
    expect(bet).toHaveTextContent('R$ 27.00');
    expect(within(bet).getByRole('button', { name: 'Cancel bet' })).toBeInTheDocument();
  });

  it('cancels an open bet with an Idempotency-Key and shows why the server refused', async () => {
    const { api, user } = setup('/vnlottery?view=mybets', {
      '/lgw/vn/bets': { value: { list: [OPEN_BET], totalPages: 1, total: 1 } },
      '/lgw/vn/bets/cancel': {
        status: 409,
        code: 'LOTTERY_BET_NOT_CANCELLABLE',
        message: 'This bet can no longer be cancelled: its draw has closed or it is settled.',
      },
    });
    const bet = await screen.findByTestId('bet-7');
    await user.click(within(bet).getByRole('button', { name: 'Cancel bet' }));
    expect(await within(bet).findByRole('alert')).toHaveTextContent(
      'This bet can no longer be cancelled',
    );
    const [call] = callsTo(api, '/lgw/vn/bets/cancel');
    expect(bodyOf(call?.[1])).toEqual({ betIds: ['7'] });
    expect(header(call?.[1], 'Idempotency-Key')).toMatch(/\S{16,}/);
  });
});

describe('lobby', () => {
  const list = {
    games: [
      {
        ...game('VN_MB'),
        current: issue('VN_MB', '20261126', '2026-11-26T11:00:00.000Z'),
        last: null,
      },
      {
        ...game('ELOTT_VN_1'),
        current: issue('ELOTT_VN_1', '202611260001', '2026-11-26T05:00:50.000Z'),
        last: null,
      },
    ],
    serverTime: SERVER_NOW,
  };
  const menu = {
    gameMenus: [
      { gameGroupCode: 'NORTH', labelName: 'North Vietnam', games: [game('VN_MB')] },
      { gameGroupCode: 'FAST_VN', labelName: 'Fast VN lottery', games: [game('ELOTT_VN_1')] },
    ],
  };

  it('lists the page’s games by group and shows a starred game first, per username', async () => {
    const { user } = setup('/vnlottery', {
      '/lgw/vn/games/game_menu': { value: menu },
      '/lgw/vn/games/lottery_list': { value: list },
    });
    const lobby = await screen.findByTestId('lottery-lobby');
    // /vnlottery shows the official draws only.
    expect(within(lobby).getByRole('heading', { name: 'North Vietnam' })).toBeInTheDocument();
    expect(within(lobby).queryByTestId('lottery-game-ELOTT_VN_1')).not.toBeInTheDocument();
    const card = within(lobby).getByTestId('lottery-game-VN_MB');
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/vnlottery?gameCode=VN_MB&view=bet',
    );
    await user.click(await within(card).findByRole('button', { name: 'Favourite: Miền Bắc' }));
    expect(localStorage.getItem('lotteryFavourites:demo01')).toBe('["VN_MB"]');
    const headings = within(lobby)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Favourites', 'North Vietnam']);
  });
});
