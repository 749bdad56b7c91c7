import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../../hooks/use-ui-store';
import { withFlags, withModules } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { AccountAccessPage } from './account-access-page';
import { GameFramePage } from './game-frame-page';
import { LotteryPage } from './lottery-page';
import { NotFoundPage } from './not-found-page';
import { PointMallPage } from './point-mall-page';
import { PromoDetailPage } from './promo-detail-page';
import { PromotionsPage } from './promotions-page';

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

describe('PromotionsPage', () => {
  it('has no filter chips without data and offers the announcements', async () => {
    const { user } = renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'No promotions are running right now' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read announcements' }));
    expect(ui.get().modal).toEqual({ key: 'announcements', section: undefined });
  });

  it('offers no announcements button when that module is off', () => {
    renderWithProviders(<PromotionsPage />, { permission: withModules({ ANNOUNCEMENT: false }) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('PromoDetailPage', () => {
  it('says an unknown promotion was not found and links back to the list', () => {
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=42' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Promotion not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/may have ended/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });

  it('explains a link without an id', () => {
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail' });
    expect(screen.getByText(/doesn't say which promotion/)).toBeInTheDocument();
  });
});

describe('LotteryPage', () => {
  it('reads gameCode and playType from the query', () => {
    renderWithProviders(<LotteryPage variant="lottery" />, {
      route: '/lottery?gameCode=VN_MB&playType=2D',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    const selection = screen.getByRole('list', { name: 'Selected lottery' });
    expect(within(selection).getByText('VN_MB')).toBeInTheDocument();
    expect(within(selection).getByText('2D')).toBeInTheDocument();
    expect(screen.getByText(/draw board for VN_MB opens here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('ignores codes that are not plain codes', () => {
    renderWithProviders(<LotteryPage variant="lottery" />, {
      route: '/lottery?gameCode=%3Cscript%3E',
    });
    expect(screen.queryByRole('list', { name: 'Selected lottery' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'No lottery draws are open right now' }),
    ).toBeInTheDocument();
  });

  it('reads only gameCode on /vnlottery', () => {
    renderWithProviders(<LotteryPage variant="vnlottery" />, {
      route: '/vnlottery?gameCode=MB&playType=X',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeInTheDocument();
    expect(screen.getByText('MB')).toBeInTheDocument();
    expect(screen.queryByText('Play type')).not.toBeInTheDocument();
  });

  it('is unavailable when the module is off', () => {
    renderWithProviders(<LotteryPage variant="elott" />, {
      permission: withModules({ ELOTT: false }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This lottery is not available' }),
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
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
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

describe('AccountAccessPage', () => {
  it('login: logo, heading, customer service and the way to register', () => {
    renderWithProviders(<AccountAccessPage variant="login" />, { route: '/login' });
    expect(screen.getByRole('img', { name: 'Sorte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByTestId('login-required-notice')).not.toBeInTheDocument();
  });

  it('login: explains the members-only guard after a redirect', () => {
    renderWithProviders(<AccountAccessPage variant="login" />, {
      route: '/login',
      state: { from: '/rng' },
      permission: withFlags({ LOGIN_REQUIRED_FOR_HOME: true }),
    });
    expect(screen.getByTestId('login-required-notice')).toHaveTextContent(
      'This site is open to members only',
    );
  });

  it('opens customer service in a popup, and says so when the popup is blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<AccountAccessPage variant="register" />, {
      route: '/register',
    });
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'sorte-customer-service',
      expect.stringContaining('width=440,height=750'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Customer service could not be opened',
    );
  });

  it('sends the popup to the decrypted live-chat link', async () => {
    const popup = { location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderWithProviders(<AccountAccessPage variant="login" />, {
      route: '/login',
    });
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    await vi.waitFor(() => expect(popup.location.href).toMatch(/^https?:\/\//));
    expect(popup.close).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('register: heading, link to log in, home and terms', () => {
    renderWithProviders(<AccountAccessPage variant="register" />, { route: '/register' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Terms and rules' })).toHaveAttribute('href', '/help');
  });

  it('hides customer service when the brand switched it off', () => {
    renderWithProviders(<AccountAccessPage variant="login" />, {
      permission: withModules({ CUSTOMER_SERVICE: false }),
    });
    expect(
      screen.queryByRole('button', { name: 'Contact customer service' }),
    ).not.toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
