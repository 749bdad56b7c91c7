import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { LotteryShell } from '../components/lottery-shell';

const SERVER_NOW = '2026-11-26T05:00:00.000Z';

const current = {
  value: {
    game: {
      gameCode: 'VN_MB',
      name: 'Miền Bắc',
      kind: 'VN',
      gameGroupCode: 'NORTH',
      region: 'NORTH',
      province: 'MB',
      intervalMinutes: null,
      maxChaseIssues: 7,
    },
    current: {
      gameCode: 'VN_MB',
      issueNo: '20261126',
      opensAt: '2026-11-25T11:15:00.000Z',
      closesAt: '2026-11-26T11:00:00.000Z',
      drawAt: '2026-11-26T11:15:00.000Z',
      status: 'open',
      serverSeedHash: null,
      result: null,
    },
    last: null,
    serverTime: SERVER_NOW,
  },
};

const header = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];
const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string);

function setup(route: string, handlers: ApiHandlers = {}) {
  sessionStorage.setItem('token', 'abc');
  const api = mockApi({
    '/wps/member/info': {
      value: { account: 'demo01', nickname: 'demo', id: '1', type: 1, toUpline: false },
    },
    '/wps/v2/wallets/balance': { value: { sumBalance: '500.00', currency: 'BRL' } },
    '/lgw/vn/issue/current': current,
    ...handlers,
  });
  return { api, ...renderWithProviders(<LotteryShell variant="vnlottery" />, { route }) };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('chase in the bet slip', () => {
  it('shows the plan (draw, multiplier, stake, running total) and sends the chase in one slip', async () => {
    const { api, user } = setup('/vnlottery?gameCode=VN_MB', {
      '/lgw/vn/bets': {
        value: {
          slipNo: 'S9',
          chaseNo: 'C42',
          prizeMode: 'Lott',
          total: '189.00',
          lineCount: 3,
          createdAt: SERVER_NOW,
          bets: [],
        },
      },
    });
    await screen.findByTestId('lottery-board');
    await user.click(screen.getByRole('button', { name: '45' }));
    await user.click(screen.getByTestId('add-to-slip'));
    const slip = screen.getByTestId('bet-slip');
    await user.click(within(slip).getByTestId('chase-on'));
    const issues = within(slip).getByTestId('chase-issues');
    await user.clear(issues);
    await user.type(issues, '9');
    expect(within(slip).getByTestId('chase-error')).toHaveTextContent('Choose from 2 to 7 draws.');
    expect(within(slip).getByTestId('slip-confirm')).toBeDisabled();
    await user.clear(issues);
    await user.type(issues, '3');
    await user.click(within(slip).getByTestId('chase-kind-double'));
    const every = within(slip).getByTestId('chase-every');
    await user.clear(every);
    await user.type(every, '1');
    expect(rowsOf(within(slip).getByTestId('chase-plan'))).toEqual([
      ['20261126 ×1', 'R$ 27.00', 'R$ 27.00'],
      ['20261127 ×2', 'R$ 54.00', 'R$ 81.00'],
      ['20261128 ×4', 'R$ 108.00', 'R$ 189.00'],
    ]);
    expect(within(slip).getByTestId('slip-total')).toHaveTextContent('R$ 189.00');
    await user.click(within(slip).getByTestId('slip-confirm'));
    await waitFor(() => expect(callsTo(api, '/lgw/vn/bets')).toHaveLength(1));
    expect(bodyOf(callsTo(api, '/lgw/vn/bets')[0]?.[1])).toEqual({
      prizeMode: 'Lott',
      bets: [
        { gameCode: 'VN_MB', playType: 'LO2', numbers: ['45'], multiplier: 1, unitStake: '1.00' },
      ],
      chase: { issues: 3, plan: { kind: 'double', start: 1, every: 1 }, winStop: true },
    });
    expect(await within(slip).findByTestId('slip-success')).toHaveTextContent(
      'Chase placed: C42, R$ 189.00 debited for all its draws.',
    );
  });
});

describe('chases in my bets', () => {
  const chase = {
    chaseNo: 'C42',
    slipNo: 'S9',
    gameCode: 'VN_MB',
    prizeMode: 'Lott',
    plan: { kind: 'add', start: 1, step: 1 },
    winStop: true,
    status: 'running',
    total: '162.00',
    refunded: '0.00',
    payout: '0.00',
    createdAt: SERVER_NOW,
    bets: [{ playType: 'LO2', numbers: ['45'], multiplier: 1, unitStake: '1.00' }],
    issues: [
      {
        issueNo: '20261125',
        factor: 1,
        stake: '27.00',
        payout: '0.00',
        status: 'lost',
        closesAt: '2026-11-25T11:00:00.000Z',
        drawAt: '2026-11-25T11:15:00.000Z',
      },
      {
        issueNo: '20261126',
        factor: 2,
        stake: '54.00',
        payout: '0.00',
        status: 'open',
        closesAt: '2999-01-01T00:00:00.000Z',
        drawAt: '2999-01-01T00:15:00.000Z',
      },
      {
        issueNo: '20261127',
        factor: 3,
        stake: '81.00',
        payout: '0.00',
        status: 'open',
        closesAt: '2999-01-02T00:00:00.000Z',
        drawAt: '2999-01-02T00:15:00.000Z',
      },
    ],
  };

  it('lists a chase with its draws and cancels the remaining ones with an Idempotency-Key', async () => {
    const { api, user } = setup('/vnlottery?view=mybets', {
      '/lgw/vn/bets': { value: { list: [], totalPages: 0, total: 0 } },
      '/lgw/vn/chases': { value: { list: [chase], totalPages: 1, total: 1 } },
      '/lgw/vn/chases/cancel': {
        value: { chaseNo: 'C42', cancelledIssues: ['20261126', '20261127'], refund: '135.00' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Chases' }));
    const card = await screen.findByTestId('chase-C42');
    expect(within(card).getByTestId('chase-status')).toHaveTextContent('Running');
    expect(card).toHaveTextContent('1 of 3 draws settled · ×1, +1 each draw · Stop on win');
    expect(rowsOf(within(card).getByTestId('chase-issues-table'))).toEqual([
      ['20261125 ×1', 'R$ 27.00', 'Lost'],
      ['20261126 ×2', 'R$ 54.00', 'Open'],
      ['20261127 ×3', 'R$ 81.00', 'Open'],
    ]);
    await user.click(within(card).getByRole('button', { name: 'Cancel remaining draws (2)' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Remaining draws cancelled: 2. Refund R$ 135.00.',
    );
    const [call] = callsTo(api, '/lgw/vn/chases/cancel');
    expect(bodyOf(call?.[1])).toEqual({ chaseNo: 'C42' });
    expect(header(call?.[1], 'Idempotency-Key')).toMatch(/\S{16,}/);
  });
});
