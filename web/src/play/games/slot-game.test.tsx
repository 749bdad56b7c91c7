import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Round, SessionState } from '@sorte/contracts/games/inhouse';
import { callsTo, mockApi } from '../../testing/api';
import { initTestI18n } from '../../testing/i18n';
import { SlotGame } from './slot-game';

const TOKEN = 'launch-token-abcdefghijklmnopqrstuvwxyz';
const CODE = 'launch-code-abcdefghijklmnopqrstuvwxyz01';
const exchange = { value: { token: TOKEN, expiresAt: '2026-11-22T12:00:00.000Z' } };
const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'mine', nonce: 3 };
const session: SessionState = {
  game: 'slot',
  gameCode: 'INHOUSE1314',
  username: 'demo01',
  currency: 'BRL',
  balance: '100.00',
  trial: false,
  language: 'en',
  minBet: '0.10',
  maxBet: '1000.00',
  fairness,
  openRound: null,
};
const round: Round = {
  roundId: 'Rabcdefghijklmnop',
  game: 'slot',
  status: 'settled',
  bet: '1.00',
  win: '0.50',
  currency: 'BRL',
  balanceBefore: '100.00',
  balanceAfter: '99.50',
  serverSeedHash: fairness.serverSeedHash,
  clientSeed: 'mine',
  nonce: 3,
  seedRevealed: false,
  outcome: {
    game: 'slot',
    stops: [0, 0, 0, 0, 0],
    grid: [
      ['cherry', 'lemon', 'bell'],
      ['cherry', 'grape', 'gem'],
      ['cherry', 'melon', 'crown'],
      ['seven', 'lemon', 'bell'],
      ['gem', 'grape', 'melon'],
    ],
    lineWins: [{ line: 2, symbol: 'cherry', count: 3, pay: 2 }],
    scatterCount: 0,
    scatterPay: 0,
  },
  createdAt: '2026-11-22T08:00:00.000Z',
  settledAt: '2026-11-22T08:00:01.000Z',
};

describe('SlotGame', () => {
  beforeEach(() => {
    initTestI18n();
    sessionStorage.clear();
    window.history.replaceState(null, '', `/play/slot?lang=en#code=${CODE}`);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('exchanges the launch code once, spins with the token, shows the win, the new balance and recall', async () => {
    let spun = false;
    const api = mockApi({
      '/play/api/session/exchange': exchange,
      '/play/api/session': { value: session },
      '/play/api/history': () => ({ value: { list: spun ? [round] : [] } }),
      '/play/api/slot/spin': () => {
        spun = true;
        return { value: { round, balance: '99.50', fairness: { ...fairness, nonce: 4 } } };
      },
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <SlotGame />
      </QueryClientProvider>,
    );
    const balance = await screen.findByTestId('play-balance');
    await waitFor(() => expect(balance).toHaveTextContent('R$ 100.00'));
    // The code left the address bar, was exchanged once (in a body), and the token is kept for
    // reloads of this tab; no address ever held the token.
    expect(window.location.search).toBe('?lang=en');
    expect(window.location.hash).toBe('');
    const exchanges = callsTo(api, '/play/api/session/exchange') as [string, RequestInit][];
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]![1].method).toBe('POST');
    expect(JSON.parse(exchanges[0]![1].body as string)).toEqual({ code: CODE });
    expect(sessionStorage.getItem('playToken:slot')).toBe(TOKEN);
    for (const [url] of api.mock.calls) {
      expect(url instanceof Request ? url.url : url.toString()).not.toContain(TOKEN);
    }

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('slot-result')).toHaveTextContent('Win 0.50'), {
      timeout: 4000,
    });
    expect(balance).toHaveTextContent('R$ 99.50');
    const [[, init]] = callsTo(api, '/play/api/slot/spin') as [[string, RequestInit]];
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(init.body as string)).toMatchObject({ bet: '1.00' });
    // The winning line's cells are highlighted and the recall lists the round.
    expect(document.querySelectorAll('.hit')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('recall')).toHaveTextContent('Before100.00'));
    expect(screen.getByTestId('recall')).toHaveTextContent('After99.50');
  }, 20_000); // The reels land on real timers (up to 2 s); a loaded machine needs more than the default 5 s.

  it('explains a missing launch token instead of showing a broken game', async () => {
    window.history.replaceState(null, '', '/play/slot');
    mockApi({});
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SlotGame />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Open this game from the lobby to play.',
    );
  });

  it('shows the refusal of a spent or expired launch code', async () => {
    const message =
      'This game link was already used or has expired: open the game again from the lobby.';
    const api = mockApi({
      '/play/api/session/exchange': { status: 401, code: 'LAUNCH_CODE_INVALID', message },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SlotGame />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(callsTo(api, '/play/api/session')).toHaveLength(0);
  });

  it('a reload of the game frame (code already spent) keeps playing with the token of this tab', async () => {
    sessionStorage.setItem('playToken:slot', TOKEN);
    const api = mockApi({
      '/play/api/session/exchange': { status: 401, code: 'LAUNCH_CODE_INVALID' },
      '/play/api/session': { value: session },
      '/play/api/history': { value: { list: [] } },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SlotGame />
      </QueryClientProvider>,
    );
    const balance = await screen.findByTestId('play-balance');
    await waitFor(() => expect(balance).toHaveTextContent('R$ 100.00'));
    const [[, init]] = callsTo(api, '/play/api/session') as [[string, RequestInit]];
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${TOKEN}`);
  });
});
