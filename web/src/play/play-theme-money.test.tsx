import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@sorte/contracts/games/inhouse';
import ptBrPlay from '../i18n/locales/pt-BR/play.json';
import { mockApi } from '../testing/api';
import { initTestI18n } from '../testing/i18n';
import { DiceGame } from './games/dice-game';
import { startPlayTheme } from './theme';

const TOKEN = 'launch-token-abcdefghijklmnopqrstuvwxyz';
const session: SessionState = {
  game: 'dice',
  gameCode: 'INHOUSE1315',
  username: 'demo01',
  currency: 'BRL',
  balance: '1197.96',
  trial: false,
  language: 'pt-BR',
  minBet: '0.10',
  maxBet: '1000.00',
  fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'mine', nonce: 3 },
  openRound: null,
};

/** The system prefers light: the game must still follow the site (dark unless chosen light). */
const preferLight = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('light'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('a game page inside the site', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    delete document.documentElement.dataset.theme;
    preferLight();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    initTestI18n('en');
  });

  it('opens in the site theme: dark by default, the stored choice, and follows a change', () => {
    startPlayTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');

    localStorage.setItem('theme', 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    expect(document.documentElement.dataset.theme).toBe('light');

    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('launched in pt-BR in the dark site, shows the balance as the site does ("R$ 1.197,96")', async () => {
    const i18n = initTestI18n('pt-BR');
    i18n.addResourceBundle('pt-BR', 'play', ptBrPlay, true, true);
    localStorage.setItem('theme', 'dark');
    window.history.replaceState(null, '', '/play/dice?lang=pt-BR#code=launch-code-abcdefghijklmnopqrstuvwxyz01');
    startPlayTheme();
    mockApi({
      '/play/api/session/exchange': { value: { token: TOKEN, expiresAt: '2026-11-22T12:00:00.000Z' } },
      '/play/api/session': { value: session },
      '/play/api/history': { value: { list: [] } },
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <DiceGame />
      </QueryClientProvider>,
    );
    const balance = await screen.findByTestId('play-balance');
    await waitFor(() => expect(balance).toHaveTextContent('R$ 1.197,96'));
    expect(balance).toHaveTextContent(ptBrPlay.balance);
    expect(document.documentElement.dataset.theme).toBe('dark');
    // The payout of the default stake (1.00 under 50.00: 1.00 x 9900 / 5000) in the same format.
    expect(
      screen.getByText(ptBrPlay.dice.payoutOnWin.replace('{{amount}}', '1,98')),
    ).toBeInTheDocument();
  });
});
