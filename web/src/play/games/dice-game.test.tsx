import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Round, SessionState } from '@sorte/contracts/games/inhouse';
import { mockApi } from '../../testing/api';
import { initTestI18n } from '../../testing/i18n';
import { PLAY_BALANCE_MESSAGE } from '../announce';
import { DiceGame } from './dice-game';

const TOKEN = 'launch-token-dice-abcdefghijklmnopqrstuvwxyz';
const fairness = { serverSeedHash: 'b'.repeat(64), clientSeed: 'mine', nonce: 0 };
const session: SessionState = {
  game: 'dice',
  gameCode: 'INHOUSE1315',
  username: 'demo01',
  currency: 'BRL',
  balance: '200.00',
  trial: false,
  language: 'en',
  minBet: '0.10',
  maxBet: '1000.00',
  fairness,
  openRound: null,
};
const round: Round = {
  roundId: 'Rdiceabcdefghijkl',
  game: 'dice',
  status: 'settled',
  bet: '1.00',
  win: '0.00',
  currency: 'BRL',
  balanceBefore: '200.00',
  balanceAfter: '199.00',
  serverSeedHash: fairness.serverSeedHash,
  clientSeed: 'mine',
  nonce: 0,
  seedRevealed: false,
  outcome: { game: 'dice', direction: 'under', target: 5000, roll: 7792, win: false, multiplier: '1.98' },
  createdAt: '2026-11-22T08:00:00.000Z',
  settledAt: '2026-11-22T08:00:01.000Z',
};

describe('DiceGame inside the site', () => {
  const host = { postMessage: vi.fn() };
  beforeEach(() => {
    initTestI18n();
    sessionStorage.clear();
    host.postMessage.mockClear();
    // jsdom has no frame around the page: the site tab that opened the game stands in for it.
    Object.defineProperty(window, 'opener', { value: host, configurable: true });
    window.history.replaceState(null, '', '/play/dice?lang=en#code=launch-code-dice-abcdefghijklmnopqrstuvw');
  });
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
    vi.unstubAllGlobals();
  });

  it('tells the site, on this origin only, that the balance moved after a settled roll', async () => {
    mockApi({
      '/play/api/session/exchange': { value: { token: TOKEN, expiresAt: '2026-11-22T12:00:00.000Z' } },
      '/play/api/session': { value: session },
      '/play/api/history': { value: { list: [] } },
      '/play/api/dice/roll': { value: { round, balance: '199.00', fairness: { ...fairness, nonce: 1 } } },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DiceGame />
      </QueryClientProvider>,
    );
    const balance = await screen.findByTestId('play-balance');
    await waitFor(() => expect(balance).toHaveTextContent('200.00'));
    expect(host.postMessage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(balance).toHaveTextContent('199.00'));
    expect(host.postMessage).toHaveBeenCalledOnce();
    expect(host.postMessage).toHaveBeenCalledWith(PLAY_BALANCE_MESSAGE, window.location.origin);
  });
});
