import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type ApiReply } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { TransferFundPage } from './transfer-fund-page';

const WALLETS = {
  list: [
    { wallet: 'MAIN', balance: '9000.00', transferIn: true },
    { wallet: 'PG', balance: '1000.00', transferIn: true },
    { wallet: 'JDB', balance: '0.00', transferIn: true },
  ],
  currency: 'BRL',
};
const RESULT = {
  transactionId: '7',
  amount: '150.50',
  currency: 'BRL',
  createdAt: '2026-01-02T10:00:00Z',
  wallets: [],
  from: 'MAIN',
  to: 'PG',
};

const calls = callsTo;
const header = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];
const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string);

function setup(
  transfer: ApiReply | ((url: URL, init?: RequestInit) => Promise<ApiReply>),
  wallets: typeof WALLETS = WALLETS,
) {
  const api = mockApi({
    '/wps/v2/wallets': { value: wallets },
    '/wps/v2/wallets/balance': { value: { sumBalance: '10000.00', currency: 'BRL' } },
    '/wps/relay/GCS_walletTransfer': transfer,
    '/wps/relay/GCS_walletRecallAll': {
      value: { ...RESULT, amount: '1000.00', from: undefined, to: undefined },
    },
  });
  const view = renderWithProviders(<TransferFundPage />);
  return { api, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('transferFund page', () => {
  it('lists the main wallet and every vendor wallet with totals', async () => {
    setup({ value: RESULT });
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('R$ 10,000.00');
    expect(screen.getByTestId('wallet-main')).toHaveTextContent('R$ 9,000.00');
    expect(screen.getByTestId('wallet-in-games')).toHaveTextContent('R$ 1,000.00');
    expect(within(screen.getByTestId('wallet-PG')).getByText('PG Soft')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-PG')).toHaveTextContent('R$ 1,000.00');
    expect(screen.getByTestId('wallet-JDB')).toHaveTextContent('R$ 0.00');
    expect(screen.getByRole('heading', { name: 'Game wallets (2)' })).toBeInTheDocument();
  });

  it('shows only the wallets of transfer vendors, says seamless games use the main wallet, and lets a closed wallet only pay out', async () => {
    // CQ9 plays from its own wallet; FC was made seamless while holding 5.00 (listed, closed);
    // every other vendor is seamless and has no card at all.
    const { user } = setup({ value: RESULT }, {
      list: [
        { wallet: 'MAIN', balance: '100.00', transferIn: true },
        { wallet: 'CQ9', balance: '30.00', transferIn: true },
        { wallet: 'FC', balance: '5.00', transferIn: false },
      ],
      currency: 'BRL',
    });
    expect(await screen.findByTestId('wallet-CQ9')).toHaveTextContent('R$ 30.00');
    expect(screen.queryByTestId('wallet-PG')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Game wallets (2)' })).toBeInTheDocument();
    expect(screen.getByTestId('wallet-seamless-note')).toHaveTextContent(
      'Games of the other providers play straight from your main wallet: they need no transfer.',
    );
    const fc = within(screen.getByTestId('wallet-FC'));
    expect(fc.getByRole('button', { name: /Transfer in/ })).toBeDisabled();
    expect(fc.getByRole('button', { name: /Transfer out/ })).toBeEnabled();
    // Moving in offers CQ9 only; moving out offers both.
    const to = within(screen.getByTestId('transfer-to'));
    expect(to.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['CQ9']);
    await user.click(fc.getByRole('button', { name: /Transfer out/ }));
    const from = within(await screen.findByTestId('transfer-from'));
    expect(from.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['CQ9', 'FC']);
    expect(screen.getByTestId('transfer-from')).toHaveValue('FC');
  });

  it('checks the amount before sending: required, above zero, two decimals, within the balance', async () => {
    const { api, user } = setup({ value: RESULT });
    const amount = await screen.findByLabelText('Amount');
    const submit = screen.getByTestId('transfer-submit');
    await user.click(submit);
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    await user.type(amount, '0');
    await user.click(submit);
    expect(await screen.findByText('The amount must be greater than zero.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10.555');
    await user.click(submit);
    expect(
      await screen.findByText('Use digits with at most two decimals, e.g. 10.50.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '9000.01');
    await user.click(submit);
    expect(
      await screen.findByText('That is more than the wallet holds (9,000.00).'),
    ).toBeInTheDocument();
    expect(calls(api, '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('moves money into a vendor wallet once, with an Idempotency-Key, and refreshes the balance', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, user } = setup(async () => {
      await gate;
      return { value: RESULT };
    });
    await user.type(await screen.findByLabelText('Amount'), '150,5');
    const submit = screen.getByTestId('transfer-submit');
    await user.click(submit);
    // A double click while the first is on its way sends nothing more.
    await user.click(submit);
    expect(submit).toBeDisabled();
    release();
    expect(await screen.findByTestId('wallet-notice')).toHaveTextContent(
      'R$ 150.50 moved from Main wallet to PG Soft.',
    );
    const sent = calls(api, '/wps/relay/GCS_walletTransfer');
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0]![1])).toEqual({ from: 'MAIN', to: 'PG', amount: '150.50' });
    expect(header(sent[0]![1], 'Idempotency-Key')).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    // Every wallet query refetches: the header balance and the list.
    await waitFor(() => expect(calls(api, '/wps/v2/wallets').length).toBeGreaterThan(1));
  });

  it('retries a transfer that may not have arrived with the same key, and a new submit with a new key', async () => {
    let fail = true;
    const { api, user } = setup(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return { value: RESULT };
    });
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, '150.50');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-error')).toHaveTextContent(
      'Network abnormal, please try again.',
    );
    fail = false;
    await user.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('wallet-notice');
    await user.type(amount, '150.50');
    await user.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(calls(api, '/wps/relay/GCS_walletTransfer')).toHaveLength(3));
    const keys = calls(api, '/wps/relay/GCS_walletTransfer').map(([, init]) =>
      header(init, 'Idempotency-Key'),
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the server refusal in the player language under the amount', async () => {
    const { user } = setup({
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
      message: 'Saldo insuficiente.',
      fields: { amount: 'INVALID_VALUE' },
    });
    await user.type(await screen.findByLabelText('Amount'), '10');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('Saldo insuficiente.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
  });

  it('transfers out of a vendor wallet chosen on its card, with the whole balance', async () => {
    const { api, user } = setup({
      value: { ...RESULT, amount: '1000.00', from: 'PG', to: 'MAIN' },
    });
    await user.click(await screen.findByRole('button', { name: 'Transfer out (PG Soft)' }));
    expect(screen.getByRole('tab', { name: 'To the main wallet' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('transfer-from')).toHaveValue('PG');
    await user.click(screen.getByTestId('transfer-all'));
    expect(screen.getByLabelText('Amount')).toHaveValue('1000.00');
    await user.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('wallet-notice');
    expect(bodyOf(calls(api, '/wps/relay/GCS_walletTransfer')[0]![1])).toEqual({
      from: 'PG',
      to: 'MAIN',
      amount: '1000.00',
    });
    // An empty wallet offers no transfer out.
    expect(screen.getByRole('button', { name: 'Transfer out (JDB)' })).toBeDisabled();
  });

  it('recalls every vendor wallet to the main wallet', async () => {
    const { api, user } = setup({ value: RESULT });
    await user.click(await screen.findByTestId('recall-all'));
    expect(await screen.findByTestId('wallet-notice')).toHaveTextContent(
      'R$ 1,000.00 moved back to your main wallet.',
    );
    const sent = calls(api, '/wps/relay/GCS_walletRecallAll');
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0]![1])).toEqual({});
    expect(header(sent[0]![1], 'Idempotency-Key')).toBeTruthy();
  });
});
