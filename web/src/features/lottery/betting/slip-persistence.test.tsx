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

function render(handlers: ApiHandlers = {}) {
  sessionStorage.setItem('token', 'abc');
  const api = mockApi({
    '/wps/member/info': {
      value: { account: 'demo01', nickname: 'demo', id: '1', type: 1, toUpline: false },
    },
    '/wps/v2/wallets/balance': { value: { sumBalance: '500.00', currency: 'BRL' } },
    '/lgw/vn/issue/current': current,
    '/lgw/vn/bets': {
      value: {
        slipNo: 'S1',
        chaseNo: null,
        prizeMode: 'Lott',
        total: '27.00',
        lineCount: 1,
        createdAt: SERVER_NOW,
        bets: [],
      },
    },
    ...handlers,
  });
  return {
    api,
    ...renderWithProviders(<LotteryShell variant="vnlottery" />, {
      route: '/vnlottery?gameCode=VN_MB',
    }),
  };
}

const stored = () => JSON.parse(localStorage.getItem('lotterySlip:demo01') ?? 'null') as unknown;

describe('bet slip persistence', () => {
  it('keeps the slip per username across a reload', async () => {
    const first = render();
    await screen.findByTestId('lottery-board');
    await first.user.click(screen.getByRole('button', { name: '45' }));
    await first.user.click(screen.getByTestId('add-to-slip'));
    await waitFor(() =>
      expect(stored()).toEqual([
        {
          gameCode: 'VN_MB',
          issueNo: '20261126',
          playType: 'LO2',
          numbers: ['45'],
          multiplier: 1,
          unitStake: '1.00',
        },
      ]),
    );
    first.unmount();

    render();
    const slip = await screen.findByTestId('bet-slip');
    expect(await within(slip).findAllByTestId('slip-line')).toHaveLength(1);
    expect(within(slip).getByTestId('slip-total')).toHaveTextContent('R$ 27.00');
    expect(within(slip).queryByTestId('slip-stale')).not.toBeInTheDocument();
  });

  it('points out a bet whose draw closed and moves it to the draw open now', async () => {
    localStorage.setItem(
      'lotterySlip:demo01',
      JSON.stringify([
        {
          gameCode: 'VN_MB',
          issueNo: '20261125',
          playType: 'DE_DB',
          numbers: ['07'],
          multiplier: 2,
          unitStake: '1.00',
        },
        {
          gameCode: 'VN_MB',
          playType: 'NOT_A_TYPE',
          numbers: ['1'],
          multiplier: 1,
          unitStake: '1.00',
        },
      ]),
    );
    const { api, user } = render();
    const slip = await screen.findByTestId('bet-slip');
    const note = await within(slip).findByTestId('slip-stale');
    // The unreadable line is dropped; the other one is kept and flagged.
    expect(within(slip).getAllByTestId('slip-line')).toHaveLength(1);
    expect(note).toHaveTextContent(
      'Draw 20261125 has closed: this bet can no longer be placed on it.',
    );
    await user.click(within(note).getByRole('button', { name: 'Move to draw 20261126' }));
    expect(within(slip).queryByTestId('slip-stale')).not.toBeInTheDocument();
    await waitFor(() =>
      expect((stored() as Array<{ issueNo: string }>)[0]!.issueNo).toBe('20261126'),
    );
    await user.click(within(slip).getByTestId('slip-confirm'));
    await waitFor(() => expect(callsTo(api, '/lgw/vn/bets')).toHaveLength(1));
    const body = JSON.parse(callsTo(api, '/lgw/vn/bets')[0]![1]!.body as string) as {
      bets: Array<{ issueNo: string }>;
    };
    expect(body.bets[0]!.issueNo).toBe('20261126');
    // A placed slip is cleared from the browser too.
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('offers to move the bets when the server refuses the draw as closed before the page noticed', async () => {
    let closed = false;
    const next = {
      value: {
        ...current.value,
        current: { ...current.value.current, issueNo: '20261127' },
      },
    };
    const { user } = render({
      '/lgw/vn/issue/current': () => (closed ? next : current),
      '/lgw/vn/bets': () => {
        closed = true;
        return {
          status: 409,
          code: 'LOTTERY_ISSUE_CLOSED',
          message: 'Betting on draw 20261126 is closed.',
        };
      },
    });
    await screen.findByTestId('lottery-board');
    await user.click(screen.getByRole('button', { name: '45' }));
    await user.click(screen.getByTestId('add-to-slip'));
    const slip = screen.getByTestId('bet-slip');
    await user.click(within(slip).getByTestId('slip-confirm'));
    expect(await within(slip).findByTestId('slip-error')).toBeInTheDocument();
    // The page asks for the draw open now at once, so the line offers to move to it.
    const note = await within(slip).findByTestId('slip-stale');
    expect(within(note).getByRole('button', { name: 'Move to draw 20261127' })).toBeInTheDocument();
  });
});
