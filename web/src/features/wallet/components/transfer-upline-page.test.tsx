import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { TransferUplinePage } from './transfer-upline-page';

const WALLETS = { list: [{ wallet: 'MAIN', balance: '1500.00' }], currency: 'BRL' };
const calls = callsTo;

afterEach(() => vi.unstubAllGlobals());

describe('transferUpline page', () => {
  it('sends money to the upline agent with an Idempotency-Key', async () => {
    const api = mockApi({
      '/wps/v2/wallets': { value: WALLETS },
      '/wps/v2/wallets/upline': { value: { upline: 'agent01', allowed: true } },
      '/wps/relay/GCS_transferUpline': {
        value: {
          transactionId: '9',
          amount: '200.00',
          currency: 'BRL',
          createdAt: '2026-01-02T10:00:00Z',
          wallets: [{ wallet: 'MAIN', balance: '1300.00' }],
          upline: 'agent01',
        },
      },
    });
    const { user } = renderWithProviders(<TransferUplinePage />);
    expect(await screen.findByTestId('upline-name')).toHaveTextContent('agent01');
    expect(screen.getByTestId('upline-available')).toHaveTextContent('R$ 1,500.00');
    await user.type(screen.getByLabelText('Amount'), '1500.01');
    await user.click(screen.getByTestId('upline-submit'));
    expect(
      await screen.findByText('That is more than the wallet holds (1,500.00).'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '200');
    await user.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByTestId('upline-notice')).toHaveTextContent(
      'R$ 200.00 sent to agent01.',
    );
    const sent = calls(api, '/wps/relay/GCS_transferUpline');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]![1]!.body as string)).toEqual({ amount: '200.00' });
    expect((sent[0]![1]!.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(calls(api, '/wps/v2/wallets').length).toBeGreaterThan(1));
  });

  it('says so when the upline does not accept transfers, with no form', async () => {
    mockApi({
      '/wps/v2/wallets': { value: WALLETS },
      '/wps/v2/wallets/upline': { value: { upline: 'agent01', allowed: false } },
    });
    renderWithProviders(<TransferUplinePage />);
    expect(await screen.findByTestId('upline-closed')).toHaveTextContent(
      'agent01 does not accept transfers at the moment.',
    );
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  it('shows the server refusal as sent', async () => {
    mockApi({
      '/wps/v2/wallets': { value: WALLETS },
      '/wps/v2/wallets/upline': { value: { upline: 'agent01', allowed: true } },
      '/wps/relay/GCS_transferUpline': {
        status: 403,
        code: 'UPLINE_TRANSFER_NOT_ALLOWED',
        message: 'O seu agente não aceita transferências.',
      },
    });
    const { user } = renderWithProviders(<TransferUplinePage />);
    await user.type(await screen.findByLabelText('Amount'), '10');
    await user.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O seu agente não aceita transferências.',
    );
  });
});
