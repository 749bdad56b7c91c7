import type { PayoutAccount, WithdrawInfo, Withdrawal } from '@sorte/contracts/wallet/cashier';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../testing/api';
import { DialogHost } from '../../../components/ui/dialog';
import { renderWithProviders } from '../../../testing/render';
import { WithdrawPage } from './withdraw-page';

const PIX_ACCOUNT: PayoutAccount = {
  id: '5',
  type: 'PIX',
  holderName: 'Demo Player',
  bankCode: null,
  bankName: null,
  branch: null,
  pixKeyType: 'CPF',
  masked: '***.456.789-**',
  createdAt: '2026-01-02T10:00:00Z',
};
const INFO: WithdrawInfo = {
  currency: 'BRL',
  balance: '1000.00',
  min: '50.00',
  max: '20000.00',
  dailyCount: 3,
  usedToday: 1,
  fee: { fixed: '2.00', percent: '0.00' },
  turnover: {
    required: '500.00',
    progress: '200.00',
    remaining: '300.00',
    met: false,
    bonus: '40.00',
  },
  payoutAccounts: [PIX_ACCOUNT],
  hasPaymentPassword: true,
  payeeName: 'Demo Player',
  receiptAutoConfirmMinutes: 1440,
};
const PAID: Withdrawal = {
  id: '77',
  status: 'PAID',
  amount: '300.00',
  fee: '2.00',
  payout: '298.00',
  currency: 'BRL',
  payoutAccount: PIX_ACCOUNT,
  rejectReason: null,
  createdAt: '2026-01-02T10:00:00Z',
  reviewedAt: '2026-01-02T11:00:00Z',
  paidAt: '2026-01-02T12:00:00Z',
  receipt: {
    status: null,
    receivedAmount: '0.00',
    remainingAmount: '298.00',
    confirmedAt: null,
    autoConfirmAt: '2026-01-03T12:00:00Z',
    hasProof: false,
  },
};
const REJECTED: Withdrawal = {
  ...PAID,
  id: '78',
  status: 'REJECTED',
  rejectReason: 'Name mismatch',
};
const page = (list: Withdrawal[]) => ({ value: { list, totalPages: 1, total: list.length } });
const bodyOf = (call: [unknown, RequestInit?] | undefined) => JSON.parse(call?.[1]?.body as string);

afterEach(() => vi.unstubAllGlobals());

describe('withdraw page', () => {
  it('shows what can be withdrawn, limits, fee and the turnover progress', async () => {
    mockApi({
      '/wps/v2/transaction/withdraw/info': { value: INFO },
      '/wps/v2/transaction/withdraw': page([REJECTED]),
    });
    renderWithProviders(<WithdrawPage onNavigate={vi.fn()} />);
    expect(await screen.findByTestId('withdraw-balance')).toHaveTextContent('R$ 1,000.00');
    expect(screen.getByTestId('withdraw-left')).toHaveTextContent('2 of 3 left');
    expect(screen.getByRole('progressbar', { name: 'Turnover requirement' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Bet R$ 300.00 more to unlock withdrawals.')).toBeInTheDocument();
    expect(screen.getByTestId('turnover-required')).toHaveTextContent('R$ 500.00');
    expect(screen.getByTestId('turnover-done')).toHaveTextContent('R$ 200.00');
    expect(screen.getByTestId('turnover-remaining')).toHaveTextContent('R$ 300.00');
    expect(await screen.findByTestId('withdrawal-status-78')).toHaveTextContent('Rejected');
    expect(screen.getByText('Reason: Name mismatch')).toBeInTheDocument();
  });

  it('shows a failed load with the shared retry, which loads the page again', async () => {
    let failing = true;
    mockApi({
      '/wps/v2/transaction/withdraw/info': () =>
        failing
          ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try again in a moment.' }
          : { value: INFO },
      '/wps/v2/transaction/withdraw': page([]),
    });
    const { user } = renderWithProviders(<WithdrawPage onNavigate={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a moment.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdraw-balance')).toHaveTextContent('R$ 1,000.00');
  });

  it('sends amount, payout account and PIN with an Idempotency-Key', async () => {
    const api = mockApi({
      '/wps/v2/transaction/withdraw/info': { value: INFO },
      '/wps/v2/transaction/withdraw': (_url, init) =>
        init?.method === 'POST' ? { value: { ...PAID, status: 'PENDING_REVIEW' } } : page([]),
    });
    const { user } = renderWithProviders(<WithdrawPage onNavigate={vi.fn()} />);
    await user.type(await screen.findByLabelText('Amount'), '1000.01');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(
      await screen.findByText('That is more than your main wallet holds (R$ 1,000.00).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter your payment password.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.type(screen.getByTestId('withdraw-pin'), '123456');
    expect(screen.getByTestId('withdraw-payout')).toHaveTextContent('R$ 298.00');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-notice')).toHaveTextContent(
      'Withdrawal of R$ 300.00 requested.',
    );
    const post = callsTo(api, '/wps/v2/transaction/withdraw').filter(
      ([, i]) => i?.method === 'POST',
    );
    expect(post).toHaveLength(1);
    expect(bodyOf(post[0])).toEqual({
      amount: '300.00',
      payoutAccountId: '5',
      paymentPassword: '123456',
    });
    expect((post[0]![1]!.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it('puts a wrong PIN under the PIN field', async () => {
    mockApi({
      '/wps/v2/transaction/withdraw/info': { value: INFO },
      '/wps/v2/transaction/withdraw': (_url, init) =>
        init?.method === 'POST'
          ? {
              status: 400,
              code: 'PAYMENT_PASSWORD_WRONG',
              message: 'A palavra-passe de pagamento está errada.',
              fields: { paymentPassword: 'INVALID_VALUE' },
            }
          : page([]),
    });
    const { user } = renderWithProviders(<WithdrawPage onNavigate={vi.fn()} />);
    await user.type(await screen.findByLabelText('Amount'), '100');
    await user.type(screen.getByTestId('withdraw-pin'), '000000');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(
      await screen.findByText('A palavra-passe de pagamento está errada.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-pin')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a member without a payment password to the security centre', async () => {
    const onNavigate = vi.fn();
    mockApi({
      '/wps/v2/transaction/withdraw/info': { value: { ...INFO, hasPaymentPassword: false } },
      '/wps/v2/transaction/withdraw': page([]),
    });
    const { user } = renderWithProviders(<WithdrawPage onNavigate={onNavigate} />);
    await user.click(await screen.findByTestId('withdraw-set-pin'));
    expect(onNavigate).toHaveBeenCalledWith('securityCenter');
  });

  it('adds a PIX payout account in the payee name', async () => {
    const api = mockApi({
      '/wps/v2/transaction/withdraw/info': { value: { ...INFO, payoutAccounts: [] } },
      '/wps/v2/transaction/withdraw': page([]),
      '/wps/v2/payout-accounts': { value: PIX_ACCOUNT },
    });
    const { user } = renderWithProviders(<WithdrawPage onNavigate={vi.fn()} />);
    expect(await screen.findByTestId('withdraw-needs-account')).toBeInTheDocument();
    await user.click(screen.getByTestId('payout-add'));
    await user.click(screen.getByTestId('payout-save'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByTestId('payout-holderName')).toHaveValue('Demo Player');
    await user.type(screen.getByTestId('payout-pixKey'), '123.456.789-09');
    await user.click(screen.getByTestId('payout-save'));
    await waitFor(() => expect(callsTo(api, '/wps/v2/payout-accounts')).toHaveLength(1));
    expect(bodyOf(callsTo(api, '/wps/v2/payout-accounts')[0])).toEqual({
      type: 'PIX',
      pixKeyType: 'CPF',
      pixKey: '123.456.789-09',
      holderName: 'Demo Player',
    });
  });

  it('checks a bank account before calling and shows the server problem under its field', async () => {
    const api = mockApi({
      '/wps/v2/transaction/withdraw/info': {
        value: { ...INFO, payoutAccounts: [], payeeName: null },
      },
      '/wps/v2/transaction/withdraw': page([]),
      '/wps/v2/payout-accounts': {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Unknown bank code.',
        fields: { bankCode: 'INVALID_VALUE' },
      },
    });
    const { user } = renderWithProviders(<WithdrawPage onNavigate={vi.fn()} />);
    await user.click(await screen.findByTestId('payout-add'));
    await user.click(screen.getByRole('tab', { name: 'Bank account' }));
    await user.type(screen.getByTestId('payout-holderName'), 'D');
    await user.click(screen.getByTestId('payout-save'));
    expect(
      await screen.findByText('Enter the full name of the account holder.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(callsTo(api, '/wps/v2/payout-accounts')).toHaveLength(0);
    await user.type(screen.getByTestId('payout-holderName'), 'emo Player');
    await user.type(screen.getByTestId('payout-bankCode'), '999');
    await user.type(screen.getByTestId('payout-bankName'), 'Banco');
    await user.type(screen.getByTestId('payout-accountNumber'), '12345');
    await user.click(screen.getByTestId('payout-save'));
    expect(await screen.findByText('Unknown bank code.')).toBeInTheDocument();
    expect(screen.getByTestId('payout-bankCode')).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(callsTo(api, '/wps/v2/payout-accounts')[0])).toEqual({
      type: 'BANK',
      bankCode: '999',
      bankName: 'Banco',
      accountNumber: '12345',
      holderName: 'Demo Player',
    });
  });

  it('words a paid withdrawal as paid and asks whether the money arrived; Yes confirms all of it', async () => {
    const api = mockApi({
      '/wps/v2/transaction/withdraw/info': { value: INFO },
      '/wps/v2/transaction/withdraw': page([PAID]),
      '/wps/v2/transaction/withdraw/77/receipt': { value: PAID },
    });
    const { user } = renderWithProviders(<WithdrawPage onNavigate={vi.fn()} />);
    const item = await screen.findByTestId('withdrawal-77');
    expect(within(item).getByTestId('payout-77')).toHaveTextContent('R$ 298.00');
    // Nothing reads as missing before the player said so.
    expect(within(item).queryByTestId('remaining-77')).toBeNull();
    expect(item).not.toHaveTextContent(/missing|remaining|still to arrive/i);
    const question = within(item).getByRole('group', { name: 'Did you receive R$ 298.00?' });
    expect(within(question).getByRole('button', { name: 'Not yet – report' })).toBeEnabled();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(callsTo(api, '/wps/v2/transaction/withdraw/77/receipt')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(api, '/wps/v2/transaction/withdraw/77/receipt')[0])).toEqual({
      result: 'ALL_RECEIVED',
    });
    expect(await screen.findByTestId('withdraw-notice')).toHaveTextContent('received in full');
  });

  it('asks about the rest after a partial receipt', async () => {
    const partial: Withdrawal = {
      ...PAID,
      receipt: {
        ...PAID.receipt,
        status: 'RECEIVED',
        receivedAmount: '200.00',
        remainingAmount: '98.00',
      },
    };
    mockApi({
      '/wps/v2/transaction/withdraw/info': { value: INFO },
      '/wps/v2/transaction/withdraw': page([partial]),
    });
    renderWithProviders(<WithdrawPage onNavigate={vi.fn()} />);
    const item = await screen.findByTestId('withdrawal-77');
    expect(within(item).getByTestId('received-77')).toHaveTextContent('R$ 200.00');
    expect(within(item).getByTestId('remaining-77')).toHaveTextContent('R$ 98.00');
    expect(within(item).getByTestId('receipt-status-77')).toHaveTextContent('Partly received');
    expect(
      within(item).getByRole('group', { name: 'Did the remaining R$ 98.00 arrive?' }),
    ).toBeInTheDocument();
  });

  it('confirms the receipt of a paid withdrawal: part received, then not received with proof', async () => {
    const api = mockApi({
      '/wps/v2/transaction/withdraw/info': { value: INFO },
      '/wps/v2/transaction/withdraw': page([PAID]),
      '/wps/v2/transaction/withdraw/77/receipt': { value: PAID },
    });
    const { user } = renderWithProviders(<WithdrawPage onNavigate={vi.fn()} />);
    const item = await screen.findByTestId('withdrawal-77');
    await user.click(within(item).getByRole('button', { name: 'Not yet – report' }));
    await user.click(within(item).getByRole('tab', { name: 'Part received' }));
    await user.type(within(item).getByTestId('receipt-amount'), '300');
    await user.click(within(item).getByTestId('receipt-submit'));
    expect(
      await within(item).findByText('More than was paid out (R$ 298.00).'),
    ).toBeInTheDocument();
    await user.clear(within(item).getByTestId('receipt-amount'));
    await user.type(within(item).getByTestId('receipt-amount'), '100');
    await user.click(within(item).getByTestId('receipt-submit'));
    await waitFor(() =>
      expect(callsTo(api, '/wps/v2/transaction/withdraw/77/receipt')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(api, '/wps/v2/transaction/withdraw/77/receipt')[0])).toEqual({
      result: 'RECEIVED',
      receivedAmount: '100.00',
    });
    expect(await screen.findByTestId('withdraw-notice')).toHaveTextContent(
      'the amount received so far was recorded',
    );

    await user.click(within(item).getByTestId('receipt-open-77'));
    await user.click(within(item).getByRole('tab', { name: 'Not received' }));
    await user.click(within(item).getByTestId('receipt-submit'));
    expect(
      await within(item).findByText('Add a screenshot of your bank statement.'),
    ).toBeInTheDocument();
    const input = within(item).getByTestId('receipt-proof');
    // The picker offers png and jpg only, but a dropped or forced file is checked too.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'proof.gif', { type: 'image/gif' })] },
    });
    expect(
      await within(item).findByText('Only PNG or JPG images are accepted.'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(item).findByText('The image is larger than 5 MB.')).toBeInTheDocument();
    fireEvent.change(input, {
      target: {
        files: [new File([new Uint8Array([137, 80, 78, 71])], 'ok.png', { type: 'image/png' })],
      },
    });
    await user.click(within(item).getByTestId('receipt-submit'));
    await waitFor(() =>
      expect(callsTo(api, '/wps/v2/transaction/withdraw/77/receipt')).toHaveLength(2),
    );
    expect(bodyOf(callsTo(api, '/wps/v2/transaction/withdraw/77/receipt')[1])).toEqual({
      result: 'NOT_RECEIVED',
      proof: { contentType: 'image/png', data: 'iVBORw==' },
    });
  });

  it('forfeits the open bonus only after the confirm dialog, with an Idempotency-Key, then shows withdrawals open', async () => {
    let forfeited = false;
    const api = mockApi({
      '/wps/v2/transaction/withdraw/info': () => ({
        value: forfeited
          ? {
              ...INFO,
              turnover: {
                required: '0.00',
                progress: '0.00',
                remaining: '0.00',
                met: true,
                bonus: '0.00',
              },
            }
          : INFO,
      }),
      '/wps/v2/transaction/withdraw': page([]),
      '/wps/v2/transaction/bonus/forfeit': () => {
        forfeited = true;
        return {
          value: {
            transactionId: '901',
            forfeited: '40.00',
            closed: 1,
            currency: 'BRL',
            createdAt: '2026-01-02T10:00:00Z',
          },
        };
      },
    });
    const { user } = renderWithProviders(
      <>
        <WithdrawPage onNavigate={vi.fn()} />
        <DialogHost />
      </>,
    );
    const forfeitPosts = () => callsTo(api, '/wps/v2/transaction/bonus/forfeit');

    // Keeping the bonus sends nothing.
    await user.click(await screen.findByTestId('withdraw-forfeit'));
    let box = await screen.findByTestId('dialog');
    expect(box).toHaveTextContent('Forfeit your bonus?');
    expect(box).toHaveTextContent('Your open bonus of R$ 40.00 goes back to the house');
    await user.click(within(box).getByRole('button', { name: 'Keep bonus' }));
    await waitFor(() => expect(screen.queryByTestId('dialog')).not.toBeInTheDocument());
    expect(forfeitPosts()).toHaveLength(0);

    // Confirming forfeits once; the page then shows the turnover met.
    await user.click(screen.getByTestId('withdraw-forfeit'));
    box = await screen.findByTestId('dialog');
    await user.click(within(box).getByRole('button', { name: 'Forfeit bonus' }));
    expect(await screen.findByTestId('withdraw-notice')).toHaveTextContent(
      'Bonus forfeited: R$ 40.00 went back to the house. You can withdraw now.',
    );
    expect(forfeitPosts()).toHaveLength(1);
    const [, init] = forfeitPosts()[0]!;
    expect(init?.method).toBe('POST');
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('withdraw-turnover')).not.toBeInTheDocument());
    expect(screen.queryByTestId('withdraw-forfeit')).not.toBeInTheDocument();
  });

  it('shows a refused forfeit as an alert and keeps the requirement', async () => {
    mockApi({
      '/wps/v2/transaction/withdraw/info': { value: INFO },
      '/wps/v2/transaction/withdraw': page([]),
      '/wps/v2/transaction/bonus/forfeit': {
        status: 400,
        code: 'NO_OPEN_BONUS',
        message: 'There is no open bonus to forfeit.',
      },
    });
    const { user } = renderWithProviders(
      <>
        <WithdrawPage onNavigate={vi.fn()} />
        <DialogHost />
      </>,
    );
    await user.click(await screen.findByTestId('withdraw-forfeit'));
    await user.click(
      within(await screen.findByTestId('dialog')).getByRole('button', { name: 'Forfeit bonus' }),
    );
    expect(await screen.findByTestId('withdraw-problem')).toHaveTextContent(
      'There is no open bonus to forfeit.',
    );
    expect(screen.getByTestId('withdraw-turnover')).toBeInTheDocument();
  });
});
