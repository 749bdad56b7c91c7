import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFlags } from '../testing/fixtures/permission';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const guarded = withFlags({ LOGIN_REQUIRED_FOR_HOME: true });
const path = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('login-required guard', () => {
  it('sends a visitor from /rng to /login when the flag is on', async () => {
    const { router } = renderApp({ route: '/rng?page=PG', permission: guarded });
    await waitFor(() => expect(path(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/rng?page=PG' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('login-required-notice')).toHaveTextContent('members only');
  });

  it.each(['/login', '/register', '/register.html', '/helpmc', '/download'])(
    'lets a visitor open %s',
    async (route) => {
      const { router } = renderApp({ route, permission: guarded });
      // Give the guard time to act; then the visitor must still be where they asked to be.
      await screen.findByTestId('app-shell').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(path(router)).toBe(route);
    },
  );

  it.each(['/', '/promotions', '/pointMall', '/down', '/help'])(
    'redirects %s too',
    async (route) => {
      const { router } = renderApp({ route, permission: guarded });
      await waitFor(() => expect(path(router)).toBe('/login'));
    },
  );

  it('does not redirect when the flag is off', async () => {
    const { router } = renderApp({ route: '/rng' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(path(router)).toBe('/rng');
  });

  it('does not redirect a member with a session token', async () => {
    sessionStorage.setItem('token', 'member-token');
    const { router } = renderApp({ route: '/rng', permission: guarded });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(path(router)).toBe('/rng');
  });
});

describe('app routes', () => {
  it('renders a reloaded deep link /rng?page=PG as the RNG lobby with PG selected', async () => {
    renderApp({ route: '/rng?page=PG' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Game providers' });
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('PG Soft');
  });

  it.each([
    ['/live', 'Live casino'],
    ['/fish', 'Fishing'],
    ['/pvp', 'Cards'],
    ['/sports', 'Sports'],
    ['/esports', 'Esports'],
    ['/inhouse', 'In-house'],
  ])('%s is its own lobby', async (route, heading) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders an unknown path as "page not found" inside the layout with header and footer', async () => {
    renderApp({ route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    const shell = screen.getByTestId('app-shell');
    expect(within(shell).getByRole('banner')).toBeInTheDocument();
    expect(within(shell).getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('not-found'));
  });

  it.each([
    ['/pointMall', 'Point mall'],
    ['/promotions', 'Promotions'],
    ['/promoDetail?id=7', 'Promotion not found'],
    ['/lottery?gameCode=VN_MB', 'Lottery'],
    ['/vnlottery', 'Vietnam lottery'],
    ['/elott', 'E-lottery'],
    ['/seamless', 'No game selected'],
    ['/game', 'No game selected'],
    ['/login', 'Log in'],
    ['/register', 'Create your account'],
    ['/register.html', 'Create your account'],
  ])('%s renders its page', async (route, heading) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
