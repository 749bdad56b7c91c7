import type { DepositChannel, DepositOrder } from '@sorte/contracts/wallet/cashier';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../components/ui/dialog';
import { callsTo, mockApi } from '../../../testing/api';
import { useWalletBalance } from '../../../hooks/use-wallet';
import { renderWithProviders } from '../../../testing/render';
import { DepositPage } from './deposit-page';

const PIX: DepositChannel = {
  id: '1',
  type: 'PIX',
  gateway: 'SANDBOX',
  name: 'PIX instantâneo',
  min: '20.00',
  max: '5000.00',
  fee: { fixed: '0.00', percent: '1.00' },
  bonus: { type: 'PERCENT', percent: '10.00', cap: '50.00', turnoverMultiplier: 5 },
  instructions: 'Pay from an account in your own name.',
  expiresMinutes: 30,
  bank: null,
  usdt: null,
};
const BANK: DepositChannel = {
  ...PIX,
  id: '2',
  type: 'BANK_TRANSFER',
  gateway: 'MANUAL',
  name: 'TED',
  fee: { fixed: '0.00', percent: '0.00' },
  bonus: { type: 'NONE' },
  bank: {
    bankCode: '341',
    bankName: 'Itaú',
    branch: '0001',
    accountNumber: '12345-6',
    holderName: 'Sorte Ltda',
  },
};
const ORDER: DepositOrder = {
  orderId: 'D0123456789ABCDEFGHIJK',
  channelId: '1',
  channelName: 'PIX instantâneo',
  type: 'PIX',
  status: 'PENDING',
  amount: '100.00',
  fee: '1.00',
  credit: '99.00',
  bonus: '10.00',
  currency: 'BRL',
  createdAt: '2026-01-02T10:00:00Z',
  expiresAt: '2999-01-02T10:30:00Z',
  settledAt: null,
  failReason: null,
  payment: {
    type: 'PIX',
    instructions: 'Pay from an account in your own name.',
    pixCode: '00020126580014br.gov.bcb.pix0136abc',
    bank: null,
    usdt: null,
    reference: 'D0123',
  },
  sandbox: { payUrl: '/sandbox-gateway/pay/D0123456789ABCDEFGHIJK' },
};

const base = {
  '/wps/v2/transaction/deposit/channels': { value: { list: [PIX, BANK], currency: 'BRL' } },
  '/wps/v2/wallets/balance': { value: { sumBalance: '10.00', currency: 'BRL' } },
};

afterEach(() => vi.unstubAllGlobals());

/** Stands in for the header: keeps the balance query active. */
function HeaderBalance() {
  useWalletBalance(true);
  return null;
}

describe('depositv2 page', () => {
  it('shows the channels, quick amounts, limits, fee and bonus', async () => {
    mockApi({
      ...base,
      '/wps/v2/transaction/deposit': { value: { list: [], totalPages: 0, total: 0 } },
    });
    const { user } = renderWithProviders(<DepositPage />);
    expect(await screen.findByRole('radio', { name: /PIX instantâneo/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText('Minimum R$ 20.00, maximum R$ 5,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '100' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    const summary = screen.getByTestId('deposit-summary');
    expect(summary).toHaveTextContent('FeeR$ 1.00');
    expect(summary).toHaveTextContent('Your wallet receivesR$ 99.00');
    // The bonus (and its wagering) is opted into, never pre-ticked.
    expect(screen.getByTestId('deposit-bonus')).not.toBeChecked();
    expect(summary).toHaveTextContent('BonusR$ 0.00');
    await user.click(screen.getByTestId('deposit-bonus'));
    expect(summary).toHaveTextContent('BonusR$ 10.00');
    await user.click(screen.getByRole('radio', { name: /TED/ }));
    expect(screen.getByTestId('deposit-summary')).toHaveTextContent('No fee');
    expect(screen.queryByTestId('deposit-bonus')).not.toBeInTheDocument();
  });

  it('refuses an amount outside the channel limits before sending', async () => {
    const api = mockApi({
      ...base,
      '/wps/v2/transaction/deposit': { value: { list: [], totalPages: 0, total: 0 } },
    });
    const { user } = renderWithProviders(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount'), '10');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(
      await screen.findByText('Enter an amount from R$ 20.00 to R$ 5,000.00.'),
    ).toBeInTheDocument();
    expect(
      callsTo(api, '/wps/v2/transaction/deposit').filter(([, i]) => i?.method === 'POST'),
    ).toHaveLength(0);
  });

  it('creates an order, shows the PIX QR code and polls until it is paid', async () => {
    let status: DepositOrder['status'] = 'PENDING';
    const api = mockApi({
      ...base,
      '/wps/v2/transaction/deposit': (_url, init) =>
        init?.method === 'POST'
          ? { value: ORDER }
          : { value: { list: [], totalPages: 0, total: 0 } },
      [`/wps/v2/transaction/deposit/${ORDER.orderId}`]: () => ({ value: { ...ORDER, status } }),
    });
    const { user } = renderWithProviders(
      <>
        <DepositPage />
        <HeaderBalance />
      </>,
    );
    await user.type(await screen.findByLabelText('Amount'), '100');
    await user.click(screen.getByTestId('deposit-bonus'));
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Waiting for payment');
    const post = callsTo(api, '/wps/v2/transaction/deposit').find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      channelId: '1',
      amount: '100.00',
      bonus: true,
    });
    expect((post[1]!.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect(screen.getByTestId('qr-code')).toHaveAttribute('data-value', ORDER.payment.pixCode);
    expect(screen.getByTestId('pix-code')).toHaveTextContent(ORDER.payment.pixCode!);
    const pay = screen.getByTestId('sandbox-pay');
    expect(pay).toHaveAttribute('href', ORDER.sandbox!.payUrl);
    expect(pay).toHaveAttribute('target', '_blank');
    status = 'PAID';
    expect(
      await screen.findByText(
        'Payment received: R$ 99.00 and a bonus of R$ 10.00 were added to your main wallet.',
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
    // The header balance refreshes once the order is paid.
    await waitFor(() => expect(callsTo(api, '/wps/v2/wallets/balance').length).toBeGreaterThan(2));
  }, 10_000);

  it('shows the bank account to pay to with copy buttons, and cancels after confirming', async () => {
    const bankOrder: DepositOrder = {
      ...ORDER,
      type: 'BANK_TRANSFER',
      channelId: '2',
      channelName: 'TED',
      bonus: '0.00',
      payment: { ...ORDER.payment, type: 'BANK_TRANSFER', pixCode: null, bank: BANK.bank },
      sandbox: null,
    };
    let current = bankOrder;
    const api = mockApi({
      ...base,
      '/wps/v2/transaction/deposit': { value: { list: [bankOrder], totalPages: 1, total: 1 } },
      [`/wps/v2/transaction/deposit/${ORDER.orderId}`]: () => ({ value: current }),
      [`/wps/v2/transaction/deposit/${ORDER.orderId}/cancel`]: () => {
        current = { ...bankOrder, status: 'CANCELLED' };
        return { value: current };
      },
    });
    const { user } = renderWithProviders(
      <>
        <DepositPage />
        <DialogHost />
      </>,
    );
    // A pending order is offered again.
    await user.click(await screen.findByTestId(`open-order-${ORDER.orderId}`));
    const bank = screen.getByTestId('bank-details');
    expect(bank).toHaveTextContent('Itaú (341)');
    expect(bank).toHaveTextContent('12345-6');
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    await user.click(screen.getByTestId('order-cancel'));
    await user.click(
      await within(await screen.findByTestId('dialog')).findByRole('button', {
        name: 'Cancel order',
      }),
    );
    expect(await screen.findByText('You cancelled this order.')).toBeInTheDocument();
    expect(callsTo(api, `/wps/v2/transaction/deposit/${ORDER.orderId}/cancel`)).toHaveLength(1);
  });

  it('shows the server refusal', async () => {
    mockApi({
      ...base,
      '/wps/v2/transaction/deposit': (_url, init) =>
        init?.method === 'POST'
          ? { status: 400, code: 'PENDING_ORDERS_LIMIT', message: 'Demasiados pedidos por pagar.' }
          : { value: { list: [], totalPages: 0, total: 0 } },
    });
    const { user } = renderWithProviders(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount'), '50');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent(
      'Demasiados pedidos por pagar.',
    );
  });
});
