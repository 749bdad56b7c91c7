import type { BetRecordDetail, BetRecordPage, ProfitLoss, Winners } from '@sorte/contracts/games/records';
import { maskPlayer } from '@sorte/contracts/games/records-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { BettingRecordPage } from './betting-record-page';
import { ProfitLossPage } from './profit-loss-page';
import { WinnersBoard } from './winners-board';

const BETS = '/wps/relay/GLS_betRecords';
const DETAIL = '/wps/relay/GLS_betRecordDetail';
const PROFIT = '/wps/relay/GLS_profitLoss';
const WINNERS = '/lgw/games/winners';

const PAGE: BetRecordPage = {
  list: [
    {
      id: '41',
      roundId: 'slot-9f2c',
      vendor: 'INHOUSE',
      gameCode: 'INHOUSE1314',
      gameName: 'Sorte Slot',
      gameType: 'INHOUSE',
      bet: '2.00',
      win: '50.00',
      profit: '48.00',
      status: 'SETTLED',
      createdAt: '2026-01-02T10:00:00Z',
      settledAt: '2026-01-02T10:00:01Z',
    },
    {
      id: '42',
      roundId: 'pg-77',
      vendor: 'PG',
      gameCode: 'PG-1001',
      gameName: 'Fortune Tiger',
      gameType: 'RNG',
      bet: '10.00',
      win: '0.00',
      profit: '-10.00',
      status: 'SETTLED',
      createdAt: '2026-01-02T11:00:00Z',
      settledAt: '2026-01-02T11:00:02Z',
    },
    {
      id: '43',
      roundId: 'pg-78',
      vendor: 'PG',
      gameCode: 'PG-1001',
      gameName: 'Fortune Tiger',
      gameType: 'RNG',
      bet: '5.00',
      win: '0.00',
      profit: '0.00',
      status: 'ROLLED_BACK',
      createdAt: '2026-01-02T12:00:00Z',
      settledAt: '2026-01-02T12:00:05Z',
    },
  ],
  total: 23,
  totalPages: 3,
  currency: 'BRL',
  from: '2025-12-27T00:00:00Z',
  to: '2026-01-03T00:00:00Z',
  summary: { rounds: 23, bet: '117.00', win: '150.00', profit: '38.00' },
};

const DETAIL_VALUE: BetRecordDetail = {
  ...PAGE.list[0]!,
  balanceBefore: '100.00',
  balanceAfter: '148.00',
  postings: [
    { kind: 'BET', transactionId: 'tx-bet-1', amount: '-2.00', createdAt: '2026-01-02T10:00:00Z' },
    { kind: 'WIN', transactionId: 'tx-win-1', amount: '50.00', createdAt: '2026-01-02T10:00:01Z' },
  ],
  fairness: {
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'my-lucky-seed',
    nonce: 7,
    serverSeed: null,
    verifyUrl: '/play/verify?game=slot&round=slot-9f2c',
  },
};

const last = (api: ReturnType<typeof mockApi>, path: string) => {
  const input = callsTo(api, path).at(-1)?.[0];
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');
  return new URL(href, 'http://x').searchParams;
};

afterEach(() => vi.unstubAllGlobals());

describe('betting record page', () => {
  it('lists rounds with game, vendor, amounts, signed profit and status, with totals', async () => {
    const api = mockApi({ [BETS]: { value: PAGE } });
    renderWithProviders(<BettingRecordPage />);
    const win = await screen.findByTestId('bet-row-41');
    expect(win).toHaveTextContent('Sorte Slot');
    expect(win).toHaveTextContent('Sorte Originals · In-house');
    expect(win).toHaveTextContent('+R$ 48.00');
    expect(win).toHaveTextContent('Settled');
    expect(screen.getByTestId('bet-row-42')).toHaveTextContent('−R$ 10.00');
    const refunded = screen.getByTestId('bet-row-43');
    expect(refunded).toHaveTextContent('Refunded');
    expect(refunded).toHaveTextContent('R$ 0.00');
    expect(screen.getByTestId('bets-profit')).toHaveTextContent('+R$ 38.00');
    expect(screen.getByTestId('bets-summary')).toHaveTextContent('R$ 117.00');
    expect(screen.getByTestId('bets-range')).toHaveTextContent('23 rounds');
    const first = last(api, BETS);
    expect(first.get('period')).toBe('LAST_7_DAYS');
    expect(first.get('pageNo')).toBe('1');
    expect(first.get('pageSize')).toBe('10');
    expect(first.get('tzOffset')).toMatch(/^-?\d+$/);
  });

  it('filters by category, vendor and period (back to page 1) and pages', async () => {
    const api = mockApi({ [BETS]: { value: PAGE } });
    const { user } = renderWithProviders(<BettingRecordPage />);
    await screen.findByTestId('bet-row-41');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last(api, BETS).get('pageNo')).toBe('2'));
    await user.selectOptions(screen.getByTestId('bets-category'), 'RNG');
    // Only the category's vendors are offered.
    const vendorOptions = within(screen.getByTestId('bets-vendor'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(vendorOptions).toContain('PG');
    expect(vendorOptions).not.toContain('INHOUSE');
    await user.selectOptions(screen.getByTestId('bets-vendor'), 'PG');
    await user.click(screen.getByTestId('bets-period-MONTHLY'));
    await waitFor(() => {
      const q = last(api, BETS);
      expect(q.get('gameType')).toBe('RNG');
      expect(q.get('vendor')).toBe('PG');
      expect(q.get('period')).toBe('MONTHLY');
      expect(q.get('pageNo')).toBe('1');
    });
    // Another category without that vendor clears the vendor.
    await user.selectOptions(screen.getByTestId('bets-category'), 'INHOUSE');
    await waitFor(() => {
      const q = last(api, BETS);
      expect(q.get('gameType')).toBe('INHOUSE');
      expect(q.get('vendor')).toBeNull();
    });
  });

  it('searches a custom range only once it is valid', async () => {
    const api = mockApi({ [BETS]: { value: PAGE } });
    const { user } = renderWithProviders(<BettingRecordPage />);
    await screen.findByTestId('bet-row-41');
    await user.click(screen.getByTestId('bets-period-CUSTOM'));
    fireEvent.change(screen.getByTestId('bets-start'), { target: { value: '2025-12-10' } });
    fireEvent.change(screen.getByTestId('bets-end'), { target: { value: '2025-12-01' } });
    expect(
      await screen.findByText('The start date must not be after the end date.'),
    ).toBeInTheDocument();
    // The invalid range was not searched.
    expect(last(api, BETS).get('start')).not.toBe('2025-12-10');
    fireEvent.change(screen.getByTestId('bets-start'), { target: { value: '2025-11-20' } });
    await waitFor(() => {
      const q = last(api, BETS);
      expect(q.get('period')).toBe('CUSTOM');
      expect(q.get('start')).toBe('2025-11-20');
      expect(q.get('end')).toBe('2025-12-01');
    });
  });

  it('opens a round with its postings and fairness data, and goes back to the same list', async () => {
    const api = mockApi({ [BETS]: { value: PAGE }, [DETAIL]: { value: DETAIL_VALUE } });
    const { user } = renderWithProviders(<BettingRecordPage />);
    await screen.findByTestId('bet-row-41');
    await user.selectOptions(screen.getByTestId('bets-vendor'), 'INHOUSE');
    await user.click(screen.getByTestId('bet-detail-41'));
    const detail = await screen.findByTestId('bet-detail');
    expect(last(api, DETAIL).get('id')).toBe('41');
    expect(screen.getByTestId('bet-detail-round')).toHaveTextContent('slot-9f2c');
    expect(screen.getByTestId('bet-detail-profit')).toHaveTextContent('+R$ 48.00');
    expect(screen.getByTestId('bet-detail-balance-after')).toHaveTextContent('R$ 148.00');
    expect(screen.getByTestId('posting-BET')).toHaveTextContent('−R$ 2.00');
    expect(screen.getByTestId('posting-WIN')).toHaveTextContent('tx-win-1');
    const fair = screen.getByTestId('bet-fairness');
    expect(fair).toHaveTextContent('a'.repeat(64));
    expect(fair).toHaveTextContent('my-lucky-seed');
    expect(fair).toHaveTextContent('Hidden until you rotate the seed pair in the game.');
    expect(within(detail).getByTestId('bet-verify')).toHaveAttribute(
      'href',
      '/play/verify?game=slot&round=slot-9f2c',
    );
    await user.click(screen.getByTestId('bet-detail-back'));
    expect(await screen.findByTestId('bet-row-41')).toBeInTheDocument();
    expect(screen.getByTestId('bets-vendor')).toHaveValue('INHOUSE');
  });

  it('shows the translated error of a round that is not the member’s', async () => {
    mockApi({
      [BETS]: { value: PAGE },
      [DETAIL]: { status: 404, code: 'BET_RECORD_NOT_FOUND', message: 'Bet record not found.' },
    });
    const { user } = renderWithProviders(<BettingRecordPage />);
    await user.click(await screen.findByTestId('bet-detail-42'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bet record not found.');
  });

  it('says so when a period has no bets', async () => {
    mockApi({
      [BETS]: {
        value: { ...PAGE, list: [], total: 0, totalPages: 0, summary: { rounds: 0, bet: '0.00', win: '0.00', profit: '0.00' } },
      },
    });
    renderWithProviders(<BettingRecordPage />);
    expect(await screen.findByTestId('bets-empty')).toHaveTextContent('No bets in this period.');
  });
});

describe('profit and loss page', () => {
  const PL: ProfitLoss = {
    currency: 'BRL',
    from: '2025-12-27T00:00:00Z',
    to: '2026-01-03T00:00:00Z',
    total: { rounds: 12, bet: '100.00', win: '80.00', profit: '-20.00' },
    categories: [
      { gameType: 'INHOUSE', rounds: 4, bet: '20.00', win: '45.00', profit: '25.00' },
      { gameType: 'RNG', rounds: 8, bet: '80.00', win: '35.00', profit: '-45.00' },
    ],
    days: [
      { date: '2026-01-01', rounds: 5, bet: '50.00', win: '10.00', profit: '-40.00' },
      { date: '2026-01-02', rounds: 7, bet: '50.00', win: '70.00', profit: '20.00' },
    ],
  };

  it('shows the period total, each category and each day', async () => {
    const api = mockApi({ [PROFIT]: { value: PL } });
    const { user } = renderWithProviders(<ProfitLossPage />);
    expect(await screen.findByTestId('profit-total-profit')).toHaveTextContent('−R$ 20.00');
    expect(screen.getByTestId('profit-row-INHOUSE')).toHaveTextContent('In-house');
    expect(screen.getByTestId('profit-row-INHOUSE')).toHaveTextContent('+R$ 25.00');
    expect(screen.getByTestId('profit-row-RNG')).toHaveTextContent('−R$ 45.00');
    expect(screen.getByTestId('profit-day-2026-01-01')).toHaveTextContent('−R$ 40.00');
    expect(screen.getByTestId('profit-day-2026-01-02')).toHaveTextContent('+R$ 20.00');
    expect(last(api, PROFIT).get('period')).toBe('LAST_7_DAYS');
    await user.click(screen.getByTestId('profit-period-YESTERDAY'));
    await waitFor(() => expect(last(api, PROFIT).get('period')).toBe('YESTERDAY'));
  });

  it('says so when nothing was played', async () => {
    mockApi({
      [PROFIT]: {
        value: { ...PL, total: { rounds: 0, bet: '0.00', win: '0.00', profit: '0.00' }, categories: [], days: [] },
      },
    });
    renderWithProviders(<ProfitLossPage />);
    expect(await screen.findByTestId('profit-empty')).toBeInTheDocument();
    expect(screen.getByTestId('profit-total-profit')).toHaveTextContent('R$ 0.00');
  });
});

describe('winners board', () => {
  const WINNERS_VALUE: Winners = {
    currency: 'BRL',
    list: [
      {
        id: '9',
        player: maskPlayer('demo01'),
        gameName: 'Sorte Slot',
        gameType: 'INHOUSE',
        vendor: 'INHOUSE',
        prize: '1250.00',
        multiplier: '125.00',
        time: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
    ],
  };

  it('shows masked players, game, prize and how long ago', async () => {
    const api = mockApi({ [WINNERS]: { value: WINNERS_VALUE } });
    renderWithProviders(<WinnersBoard />);
    const row = await screen.findByTestId('winner-row');
    expect(row).toHaveTextContent('de***01');
    expect(row).toHaveTextContent('Sorte Slot');
    expect(row).toHaveTextContent('R$ 1,250.00');
    expect(row).toHaveTextContent('×125.00');
    expect(row).toHaveTextContent('5 minutes ago');
    expect(last(api, WINNERS).get('count')).toBe('10');
  });

  it('invites to play when there are no big wins yet', async () => {
    mockApi({ [WINNERS]: { value: { currency: 'BRL', list: [] } } });
    renderWithProviders(<WinnersBoard />);
    expect(await screen.findByTestId('winners-empty')).toHaveTextContent('The next one could be yours!');
  });
});

describe('maskPlayer', () => {
  it('keeps the first two and last two characters', () => {
    expect(maskPlayer('demo01')).toBe('de***01');
    expect(maskPlayer('vip01')).toBe('vi***01');
    expect(maskPlayer('ab12')).toBe('a***');
    expect(maskPlayer('x')).toBe('x***');
  });
});
