import type { BonusPage, HistoryPage } from '@sorte/contracts/wallet/cashier';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { BonusDetailsPage } from './bonus-details-page';
import { TransactionHistoryPage } from './transaction-history-page';

const HISTORY: HistoryPage = {
  list: [
    {
      id: '11',
      transactionId: '5',
      type: 'TRANSFER',
      amount: '-150.50',
      balanceAfter: '9849.50',
      wallet: 'MAIN',
      createdAt: '2026-01-02T10:00:00Z',
      reference: 'PG',
    },
    {
      id: '12',
      transactionId: '6',
      type: 'DEPOSIT',
      amount: '1234.00',
      balanceAfter: '11083.50',
      wallet: 'MAIN',
      createdAt: '2026-01-02T11:00:00Z',
      reference: 'D0123456789ABCDEFGHIJK',
    },
    {
      id: '13',
      transactionId: '7',
      type: 'GAME_BET',
      amount: '-2.00',
      balanceAfter: '11081.50',
      wallet: 'MAIN',
      createdAt: '2026-01-02T12:00:00Z',
      reference: 'PG:3f0c9a4e-8b1d-4c2e-9a77-1b2c3d9f3a1c',
    },
    {
      id: '14',
      transactionId: '8',
      type: 'SOME_FUTURE_TYPE',
      amount: '1.00',
      balanceAfter: '11082.50',
      wallet: 'MAIN',
      createdAt: '2026-01-02T13:00:00Z',
      reference: null,
    },
  ],
  totalPages: 3,
  total: 25,
  currency: 'BRL',
  from: '2025-12-27T00:00:00Z',
  to: '2026-01-03T00:00:00Z',
};
const queryOf = (call: [unknown, RequestInit?] | undefined) =>
  new URL(String(call?.[0]), 'http://x').searchParams;

afterEach(() => vi.unstubAllGlobals());

describe('transactionHistory page', () => {
  it('lists movements with sign, balance after and reference, and pages', async () => {
    const api = mockApi({ '/wps/v2/transaction/history': { value: HISTORY } });
    const { user } = renderWithProviders(<TransactionHistoryPage />);
    const out = await screen.findByTestId('history-row-11');
    expect(out).toHaveTextContent('Transfer');
    expect(out).toHaveTextContent('Main wallet');
    expect(out).toHaveTextContent('−R$ 150.50');
    expect(out).toHaveTextContent('R$ 9,849.50');
    expect(screen.getByTestId('history-row-12')).toHaveTextContent('+R$ 1,234.00');
    expect(screen.getByTestId('history-range')).toHaveTextContent('25 movements');
    const first = queryOf(callsTo(api, '/wps/v2/transaction/history')[0]);
    expect(first.get('period')).toBe('LAST_7_DAYS');
    expect(first.get('pageNo')).toBe('1');
    expect(first.get('tzOffset')).toMatch(/^-?\d+$/);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(queryOf(callsTo(api, '/wps/v2/transaction/history').at(-1)).get('pageNo')).toBe('2'),
    );
  });

  it('names every entry type in words and shows short references with a copy button', async () => {
    mockApi({ '/wps/v2/transaction/history': { value: HISTORY } });
    const { user } = renderWithProviders(<TransactionHistoryPage />);
    const bet = await screen.findByTestId('history-row-13');
    expect(bet).toHaveTextContent('Game bet');
    expect(bet).not.toHaveTextContent('GAME_BET');
    // A type the page does not know yet still reads as words, never a raw code.
    expect(screen.getByTestId('history-row-14')).toHaveTextContent('Other');
    expect(screen.getByTestId('history-row-14')).not.toHaveTextContent('SOME_FUTURE_TYPE');
    // Long ids are shortened; the full id is what gets copied, with a "Copied" confirmation.
    const ref = within(bet).getByTestId('history-ref');
    expect(ref).toHaveTextContent('PG:…9f3a1c');
    expect(bet).not.toHaveTextContent('3f0c9a4e-8b1d');
    expect(within(screen.getByTestId('history-row-11')).getByTestId('history-ref')).toHaveTextContent(/^PG$/);
    expect(within(screen.getByTestId('history-row-12')).getByTestId('history-ref')).toHaveTextContent('D012…FGHIJK');
    await user.click(within(bet).getByRole('button', { name: 'Copy reference PG:…9f3a1c' }));
    expect(await navigator.clipboard.readText()).toBe('PG:3f0c9a4e-8b1d-4c2e-9a77-1b2c3d9f3a1c');
    expect(await within(bet).findByText('Copied')).toBeVisible();
  });

  it('filters by type and period, back to page 1', async () => {
    const api = mockApi({ '/wps/v2/transaction/history': { value: HISTORY } });
    const { user } = renderWithProviders(<TransactionHistoryPage />);
    await screen.findByTestId('history-row-11');
    await user.selectOptions(screen.getByTestId('history-type'), 'WITHDRAW');
    await user.click(screen.getByTestId('period-SEMIMONTHLY'));
    await waitFor(() => {
      const last = queryOf(callsTo(api, '/wps/v2/transaction/history').at(-1));
      expect(last.get('type')).toBe('WITHDRAW');
      expect(last.get('period')).toBe('SEMIMONTHLY');
      expect(last.get('pageNo')).toBe('1');
    });
  });

  it('searches a custom range only once it is valid', async () => {
    const api = mockApi({ '/wps/v2/transaction/history': { value: HISTORY } });
    const { user } = renderWithProviders(<TransactionHistoryPage />);
    await screen.findByTestId('history-row-11');
    await user.click(screen.getByTestId('period-CUSTOM'));
    fireEvent.change(screen.getByTestId('history-start'), { target: { value: '2025-12-10' } });
    fireEvent.change(screen.getByTestId('history-end'), { target: { value: '2025-12-01' } });
    expect(
      await screen.findByText('The start date must not be after the end date.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('history-start'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByTestId('history-end'), { target: { value: '2025-12-01' } });
    expect(await screen.findByText('Choose at most 93 days.')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('history-start'), { target: { value: '2025-11-20' } });
    await waitFor(() => {
      const last = queryOf(callsTo(api, '/wps/v2/transaction/history').at(-1));
      expect(last.get('period')).toBe('CUSTOM');
      expect(last.get('start')).toBe('2025-11-20');
      expect(last.get('end')).toBe('2025-12-01');
    });
  });

  it('reads type, period and page from the address, and a filter change goes back to page 1', async () => {
    const api = mockApi({ '/wps/v2/transaction/history': { value: HISTORY } });
    const { user } = renderWithProviders(<TransactionHistoryPage />, {
      route: '/?type=DEPOSIT&period=MONTHLY&pageNo=2',
    });
    await screen.findByTestId('history-row-11');
    const first = queryOf(callsTo(api, '/wps/v2/transaction/history')[0]);
    expect(first.get('type')).toBe('DEPOSIT');
    expect(first.get('period')).toBe('MONTHLY');
    expect(first.get('pageNo')).toBe('2');
    expect(screen.getByTestId('history-type')).toHaveValue('DEPOSIT');
    expect(screen.getByTestId('period-MONTHLY')).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByTestId('history-type'), 'BONUS');
    await waitFor(() => {
      const last = queryOf(callsTo(api, '/wps/v2/transaction/history').at(-1));
      expect(last.get('type')).toBe('BONUS');
      expect(last.get('period')).toBe('MONTHLY');
      expect(last.get('pageNo')).toBe('1');
    });
  });

  it('says so when a period has no movements', async () => {
    mockApi({
      '/wps/v2/transaction/history': { value: { ...HISTORY, list: [], total: 0, totalPages: 0 } },
    });
    renderWithProviders(<TransactionHistoryPage />);
    expect(await screen.findByTestId('history-empty')).toHaveTextContent(
      'No movements in this period.',
    );
  });
});

describe('bonusDetails page', () => {
  it('shows bonus totals and each bonus with its turnover', async () => {
    const bonus: BonusPage = {
      list: [
        {
          id: '1',
          source: 'DEPOSIT_BONUS',
          reference: 'D0123456789ABCDEFGHIJK',
          bonus: '50.00',
          turnoverRequired: '2750.00',
          turnoverProgress: '275.00',
          status: 'ACTIVE',
          createdAt: '2026-01-02T10:00:00Z',
          completedAt: null,
        },
        {
          id: '2',
          source: 'DEPOSIT_BONUS',
          reference: 'D2',
          bonus: '5.00',
          turnoverRequired: '275.00',
          turnoverProgress: '20.00',
          status: 'FORFEITED',
          createdAt: '2026-01-01T10:00:00Z',
          completedAt: '2026-01-01T12:00:00Z',
        },
      ],
      totalPages: 1,
      total: 2,
      currency: 'BRL',
      totalBonus: '50.00',
      turnover: { required: '2750.00', progress: '275.00', remaining: '2475.00', met: false, bonus: '50.00' },
    };
    mockApi({ '/wps/v2/transaction/bonus': { value: bonus } });
    renderWithProviders(<BonusDetailsPage />);
    expect(await screen.findByTestId('bonus-total')).toHaveTextContent('R$ 50.00');
    expect(screen.getByTestId('bonus-remaining')).toHaveTextContent('R$ 2,475.00');
    const row = screen.getByTestId('bonus-row-1');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('Deposit bonus');
    expect(screen.getByTestId('bonus-row-2')).toHaveTextContent('Forfeited');
    expect(screen.getAllByRole('progressbar', { name: 'Turnover' })[0]).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
  });
});
