import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../components/ui/dialog';
import { ui } from '../../../hooks/use-ui-store';
import { mockApi } from '../../../testing/api';
import { withFlags } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { Header } from './header';

const header = () => within(screen.getByTestId('header'));

afterEach(() => {
  vi.unstubAllGlobals();
  ui.reset();
});

describe('Header', () => {
  it('offers log in, register and free demo to visitors', async () => {
    const { user } = renderWithProviders(<Header />);
    await user.click(header().getByRole('button', { name: 'Log in' }));
    expect(ui.get().modal).toEqual({ key: 'login', section: undefined });
    await user.click(header().getByRole('button', { name: 'Register' }));
    expect(ui.get().modal).toEqual({ key: 'register', section: undefined });
    expect(header().getByRole('button', { name: 'Free demo' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-account')).not.toBeInTheDocument();
  });

  it('shows the register button only with flag DIRECTREG3', () => {
    renderWithProviders(<Header />, { permission: withFlags({ DIRECTREG3: false }) });
    expect(header().getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the free demo button only with flag FREE_PLAY', () => {
    renderWithProviders(<Header />, { permission: withFlags({ FREE_PLAY: false }) });
    expect(screen.queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('starts a free demo: a trial account logged in, shown as such', async () => {
    const api = mockApi({
      '/wps/session/login/freeplay': {
        value: { token: 'trial-token', firstTimeLogin: true, passwordExpired: false, isAgent: 4 },
      },
      '/wps/member/info': {
        value: {
          nickname: 'demo123',
          account: 'demo123',
          id: '9',
          type: 4,
          toUpline: false,
          clubLabel: { labelName: '', color: '', color2: '', rankLevel: 0 },
          memberLabel: [],
          avatar: 'a1',
          hasPassword: true,
          hasPaymentPassword: false,
          mobile: null,
          email: null,
          referralCode: 'X',
          createdAt: '2026-01-01T00:00:00Z',
        },
      },
      '/wps/member/info/icon': { value: { id: 'a1', url: '/cdn/avatars/a1.svg' } },
    });
    const { user } = renderWithProviders(<Header />);
    await user.click(header().getByRole('button', { name: 'Free demo' }));
    expect(await screen.findByTestId('trial-badge')).toHaveTextContent('Trial');
    expect(sessionStorage.getItem('token')).toBe('trial-token');
    const call = api.mock.calls.find(
      ([url]) => typeof url === 'string' && url.endsWith('/wps/session/login/freeplay'),
    );
    const body = JSON.parse(call?.[1]?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    expect(body.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof body.os).toBe('string');
    expect(await screen.findByTestId('header-avatar')).toHaveAttribute(
      'src',
      '/cdn/avatars/a1.svg',
    );
    await user.click(screen.getByTestId('trial-register'));
    expect(ui.get().modal?.key).toBe('register');
  });

  it('links the logo to home', () => {
    renderWithProviders(<Header />, { route: '/rng' });
    expect(header().getByRole('link', { name: 'Sorte – home' })).toHaveAttribute('href', '/');
  });

  it('switches the theme on <html> and remembers it', async () => {
    document.documentElement.dataset.theme = 'dark';
    const { user } = renderWithProviders(<Header />);
    const toggle = header().getByRole('button', { name: 'Light theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('toggles the navigation drawer from the menu button', async () => {
    const { user } = renderWithProviders(<Header />);
    const button = header().getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'side-menu');
    // Without a layout side menu the header brings the drawer itself, rendered once the
    // button is reached for (the pointer over it), so a page load does not render it.
    expect(document.getElementById('side-menu')).not.toBeInTheDocument();
    await user.hover(button);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toHaveAttribute(
      'id',
      'side-menu',
    );
    expect(ui.get().mobileNavOpen).toBe(false);

    await user.click(button);
    expect(ui.get().mobileNavOpen).toBe(true);
    expect(header().getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(header().getByRole('button', { name: 'Close menu' }));
    expect(ui.get().mobileNavOpen).toBe(false);
  });

  it('brings no drawer of its own beside the layout side menu', () => {
    renderWithProviders(<Header sideMenu />);
    expect(document.getElementById('side-menu')).not.toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-controls',
      'side-menu',
    );
  });

  it('refetches the balance when the tab becomes visible again (a game in another window moved money)', async () => {
    sessionStorage.setItem('token', 'abc');
    let balance = '200.00';
    mockApi({
      '/wps/member/info': {
        value: {
          nickname: 'Demo',
          account: 'demo01',
          id: '1',
          type: 0,
          toUpline: false,
          clubLabel: { labelName: '', color: '', color2: '', rankLevel: 0 },
          memberLabel: [],
        },
      },
      '/wps/v2/wallets/balance': () => ({ value: { sumBalance: balance, currency: 'BRL' } }),
    });
    renderWithProviders(<Header />);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('R$200.00'));
    balance = '197.96';
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('R$197.96'));
    focusManager.setFocused(undefined);
  });

  it('shows the account controls with a session token and signs out', async () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('merchantCode', 'SORTE01');
    sessionStorage.setItem('other', 'x');
    const api = mockApi({
      '/wps/member/info': {
        value: {
          nickname: 'Demo',
          account: 'demo01',
          id: '1',
          type: 0,
          toUpline: false,
          clubLabel: { labelName: '', color: '', color2: '', rankLevel: 0 },
          memberLabel: [],
        },
      },
      '/wps/session/logout': { value: {} },
      '/wps/v2/wallets/balance': { value: { sumBalance: '10250.50', currency: 'BRL' } },
    });
    const { user, router } = renderWithProviders(
      <>
        <Header />
        <DialogHost />
      </>,
      { route: '/rng?page=PG' },
    );
    expect(screen.getByTestId('header-account')).toBeInTheDocument();
    expect(header().queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    // The balance with the brand's currency symbol, two decimals and thousands separators.
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('R$10,250.50'));

    await user.click(await screen.findByRole('button', { name: 'Account menu for Demo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    // A confirmation first.
    const confirm = await within(await screen.findByTestId('dialog')).findByRole('button', {
      name: 'Sign out',
    });
    expect(sessionStorage.getItem('token')).toBe('abc');
    await user.click(confirm);

    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    const logoutCalls = api.mock.calls.filter(
      ([url, init]) => (url as string).endsWith('/wps/session/logout') && init?.method === 'DELETE',
    );
    expect(logoutCalls).toHaveLength(1);
    expect(sessionStorage.getItem('other')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('SORTE01');
    expect(router.state.location.pathname).toBe('/');
    expect(header().getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
