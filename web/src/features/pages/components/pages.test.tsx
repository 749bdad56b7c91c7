import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { GameFramePage } from './game-frame-page';
import { NotFoundPage } from './not-found-page';
import { PointMallPage } from './point-mall-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PointMallPage', () => {
  it('explains points, shows the empty catalogue and asks a visitor to log in', () => {
    renderWithProviders(<PointMallPage />, { route: '/pointMall' });
    expect(screen.getByRole('heading', { level: 1, name: 'Point mall' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Points never expire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No rewards in the mall yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to see your points' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('point-mall-history')).not.toBeInTheDocument();
  });

  it('shows a member the redeem history instead of the log-in prompt', () => {
    sessionStorage.setItem('token', 'abc');
    renderWithProviders(<PointMallPage />, { route: '/pointMall' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const history = screen.getByTestId('point-mall-history');
    expect(
      within(history).getByRole('heading', { name: 'No redemptions yet' }),
    ).toBeInTheDocument();
  });
});

describe('GameFramePage', () => {
  it('frames a same-origin launch URL in a sandboxed iframe', () => {
    renderWithProviders(<GameFramePage variant="game" />, {
      route: '/game?url=%2Fplay%2Fcrash%3Fs%3D1',
    });
    const frame = screen.getByTitle('Game');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/play/crash?s=1`);
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
  });

  it('refreshes the balance when the game reports a move, and on close brings a transfer wallet back', async () => {
    const mock = mockApi({
      '/wps/relay/GCS_walletRecallAll': { value: { transactionId: '9', amount: '5.00', currency: 'BRL', createdAt: '2026-11-22T00:00:00Z', wallets: [] } },
      
    });
    const { user, queryClient } = renderWithProviders(<GameFramePage variant="game" />, {
      route: '/game?url=%2Fvendor-sim%2Fgame%3Ftoken%3Dt&wallet=transfer',
      path: '/game',
    });
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { source: 'vendor-sim', type: 'balance' } }));
    });
    expect(spy).toHaveBeenCalledWith({ queryKey: ['wallet'] });
    spy.mockClear();
    // An in-house game announces each settled round the same way.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { source: 'sorte-play', type: 'balance' } }));
    });
    expect(spy).toHaveBeenCalledWith({ queryKey: ['wallet'] });
    spy.mockClear();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'balance' } }));
    });
    expect(spy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const recall = mock.mock.calls.find(([u]) => (u as string).includes('GCS_walletRecallAll'));
    expect(recall?.[1]?.headers).toMatchObject({ 'idempotency-key': expect.stringMatching(/^recall-/) });
    expect(spy).toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  it('refuses a foreign launch URL', () => {
    renderWithProviders(<GameFramePage variant="game" />, {
      route: '/game?url=https%3A%2F%2Fevil.example%2F',
    });
    expect(screen.queryByTitle('Game')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: "This game link can't be opened" }),
    ).toBeInTheDocument();
  });

  it('without a launch target links to the lobbies that have vendors', () => {
    renderWithProviders(<GameFramePage variant="seamless" />, { route: '/seamless' });
    expect(screen.getByRole('heading', { level: 1, name: 'No game selected' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Game lobbies' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/inhouse',
      '/rng',
      '/live',
      '/fish',
      '/pvp',
      '/sports',
      '/esports',
      '/lottery',
    ]);
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
