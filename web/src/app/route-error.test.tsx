import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';
import { mountRoutes } from '../testing/render';

const reload = vi.fn();

afterEach(() => {
  vi.restoreAllMocks();
  reload.mockReset();
  vi.useRealTimers();
});

function renderBrokenRoute(load: () => Promise<{ default: () => null }>) {
  return mountRoutes(
    [
      {
        path: '/promotions',
        errorElement: <RouteError />,
        lazy: lazyPage('promotions', load, 1_000),
      },
    ],
    ['/promotions'],
    {},
  );
}

describe('RouteError', () => {
  it('names the chunk that failed and offers a retry that reloads the page', async () => {
    const { user } = renderBrokenRoute(() => Promise.reject(new Error('offline')));
    expect(await screen.findByTestId('chunk-load-failed')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load part of the page (promotions).')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    // jsdom's location.reload cannot be spied on; swap the whole location for the click.
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, reload },
    });
    try {
      await user.click(retry);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the page timed out when the chunk never arrived', async () => {
    renderBrokenRoute(() => new Promise<never>(() => {}));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Page load timeout, please check your connectivity.' },
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load part of the page (promotions).')).toBeInTheDocument();
  });

  it('shows a generic error with a way home for anything else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mountRoutes(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          Component: () => {
            throw new Error('boom');
          },
        },
      ],
      ['/'],
      {},
    );
    expect(await screen.findByTestId('route-error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
