import { screen, waitFor, within } from '@testing-library/react';
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
    expect(header().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(header().getByRole('link', { name: 'Free demo' })).toHaveAttribute(
      'href',
      '/login?mode=freeplay',
    );
    expect(screen.queryByTestId('header-account')).not.toBeInTheDocument();
  });

  it('shows the register button only with flag DIRECTREG3', () => {
    renderWithProviders(<Header />, { permission: withFlags({ DIRECTREG3: false }) });
    expect(header().getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the free demo button only with flag FREE_PLAY', () => {
    renderWithProviders(<Header />, { permission: withFlags({ FREE_PLAY: false }) });
    expect(screen.queryByRole('link', { name: 'Free demo' })).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Register' })).toBeInTheDocument();
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
    // Without a layout side menu the header brings the drawer itself.
    expect(document.getElementById('side-menu')).toBeInTheDocument();

    await user.click(button);
    expect(ui.get().mobileNavOpen).toBe(true);
    expect(header().getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(header().getByRole('button', { name: 'Close menu' }));
    expect(ui.get().mobileNavOpen).toBe(false);
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
    // No wallet yet (its module is off): no balance pill, rather than a skeleton that never fills.
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();

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
