import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_ROUTES } from '@sorte/contracts/system/routes';
import { ui } from '../../../hooks/use-ui-store';
import { api } from '../../../lib/api-client';
import {
  permissionFixture,
  withModules,
  withPermission,
} from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { SideMenu } from './side-menu';

const nav = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

afterEach(() => {
  vi.restoreAllMocks();
});

// jsdom matches no width: the menu is a drawer, drawn once the menu button has been reached for
// (the first test below checks that).
beforeEach(() => {
  ui.wantMobileNav();
});

// The menu's lower part (language, service, app, social) is its own lazy chunk: render it once
// so every test below sees the whole menu from its first render, as after the chunk arrived.
beforeAll(async () => {
  ui.wantMobileNav();
  renderWithProviders(<SideMenu />);
  await screen.findByTestId('side-menu-social');
  cleanup();
});

describe('SideMenu', () => {
  it('renders a closed drawer menu only once the menu button is reached for', async () => {
    ui.reset();
    renderWithProviders(<SideMenu />);
    // The column's empty frame stands in (hidden by the phone layout); no menu, no icons.
    expect(screen.getByTestId('side-menu-frame')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    act(() => ui.wantMobileNav());
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).not.toHaveClass('open');
    expect(ui.get().mobileNavOpen).toBe(false);
  });

  it('renders the column without waiting on a wide screen', async () => {
    ui.reset();
    const narrow = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...narrow(query),
      matches: true,
    }));
    renderWithProviders(<SideMenu />);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(ui.get().mobileNavWanted).toBe(false);
  });

  it('lists home, in-house, the categories, promotions and point mall in order', () => {
    renderWithProviders(<SideMenu />);
    const list = nav().getAllByRole('list')[0]!;
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Home',
      'In-house',
      'Slots',
      'Live casino',
      'Fishing',
      'Cards',
      'Sports',
      'Esports',
      'Lottery',
      'Promotions',
      'Point mall',
    ]);
    expect(nav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav().getByRole('link', { name: 'In-house' })).toHaveAttribute('href', '/inhouse');
    expect(nav().getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(nav().getByRole('link', { name: 'Point mall' })).toHaveAttribute('href', '/pointMall');
  });

  it('leaves out categories without vendors', () => {
    const permission = withPermission({
      categories: permissionFixture.categories.map((c) =>
        c.gameCategory === 'PVP' ? { ...c, vendors: [] } : c,
      ),
    });
    renderWithProviders(<SideMenu />, { permission });
    expect(nav().queryByRole('button', { name: 'Cards' })).not.toBeInTheDocument();
    expect(nav().getByRole('button', { name: 'Slots' })).toBeInTheDocument();
  });

  it('links the lottery straight to /lottery, with no children', () => {
    renderWithProviders(<SideMenu />);
    const lottery = nav().getByRole('link', { name: 'Lottery' });
    expect(lottery).toHaveAttribute('href', '/lottery');
    expect(lottery).not.toHaveAttribute('aria-expanded');
    expect(nav().queryByRole('button', { name: 'Lottery' })).not.toBeInTheDocument();
  });

  it('expands a category into an "All" child and one child per vendor', async () => {
    const { user } = renderWithProviders(<SideMenu />);
    const slots = nav().getByRole('button', { name: 'Slots' });
    expect(slots).toHaveAttribute('aria-expanded', 'false');
    await user.click(slots);
    expect(slots).toHaveAttribute('aria-expanded', 'true');

    const vendors = within(screen.getByRole('list', { name: 'Slots providers' }));
    expect(vendors.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/rng');
    const pg = vendors.getByRole('link', { name: 'PG Soft' });
    expect(pg).toHaveAttribute('href', '/rng?page=PG');
    const icon = within(pg).getByRole('img', { name: 'PG Soft' });
    expect(icon).toHaveAttribute('src', '/cdn/RNG_LIST_VENDOR/PG-GRAY.png');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(icon).toHaveAttribute('width');
    expect(icon).toHaveAttribute('height');
    expect(vendors.getAllByRole('link')).toHaveLength(1 + 7);

    await user.click(slots);
    expect(slots).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Slots providers' })).not.toBeInTheDocument();
  });

  it('marks the current page and opens its category', () => {
    renderWithProviders(<SideMenu />, { route: '/rng?page=PG' });
    expect(nav().getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav().getByRole('link', { name: 'PG Soft' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getByRole('link', { name: 'JDB' })).not.toHaveAttribute('aria-current');
    expect(nav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks home as current on /', () => {
    renderWithProviders(<SideMenu />, { route: '/' });
    expect(nav().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores a click on the page already shown', async () => {
    const { user, router } = renderWithProviders(<SideMenu />, { route: '/promotions' });
    const before = router.state.location.key;
    await user.click(nav().getByRole('link', { name: 'Promotions' }));
    expect(router.state.location.key).toBe(before);
    expect(router.state.historyAction).toBe('POP');

    await user.click(nav().getByRole('link', { name: 'Point mall' }));
    expect(router.state.location.pathname).toBe('/pointMall');
  });

  it('does not render switched-off modules', async () => {
    const permission = withModules({
      RNG: false,
      PROMOTIONS: false,
      POINT_MALL: false,
      INHOUSE: false,
      SOCIAL: false,
      APP_DOWNLOAD: false,
    });
    const { user } = renderWithProviders(<SideMenu />, { permission });
    expect(nav().queryByRole('button', { name: 'Slots' })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Point mall' })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'In-house' })).not.toBeInTheDocument();
    expect(nav().queryByRole('button', { name: 'App download' })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(nav().getByRole('button', { name: 'Live casino' })).toBeInTheDocument();

    // Customer service: chat, messages and the chat room are off in the demo brand.
    await user.click(nav().getByRole('button', { name: 'Customer service' }));
    const service = within(screen.getByTestId('customer-service-group'));
    expect(service.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Live chat',
      'Announcements',
      'Help centre',
      'Speed test',
    ]);
    expect(screen.queryByText(/chat room/i)).not.toBeInTheDocument();
  });

  it('hides the customer-service group when its module is off', () => {
    renderWithProviders(<SideMenu />, { permission: withModules({ CUSTOMER_SERVICE: false }) });
    expect(nav().queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it('opens the announcement, help and speed-test modals', async () => {
    const { user } = renderWithProviders(<SideMenu />);
    await user.click(nav().getByRole('button', { name: 'Customer service' }));
    await user.click(nav().getByRole('button', { name: 'Announcements' }));
    expect(ui.get().modal).toEqual({ key: 'announcements', section: undefined });
    await user.click(nav().getByRole('button', { name: 'Help centre' }));
    expect(ui.get().modal?.key).toBe('help');
    await user.click(nav().getByRole('button', { name: 'Speed test' }));
    expect(ui.get().modal?.key).toBe('speedTest');
  });

  it('opens customer service in a popup window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<SideMenu />);
    await user.click(nav().getByRole('button', { name: 'Customer service' }));
    await user.click(nav().getByRole('button', { name: 'Live chat' }));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'sorte-customer-service',
      expect.stringContaining('width=440,height=750'),
    );
  });

  it('shows Android and iOS QR codes and the installation guide', async () => {
    // The operator's app links (the demo brand publishes none).
    const apps = (['ANDROID_APP', 'IOS_APP'] as const).map((resourceType, i) => ({
      id: `app${i}`,
      resourceType,
      url: `https://dl.sorte.example/${resourceType}`,
      qrCodeUrl: null,
      labelNameEn: resourceType,
    }));
    const { user } = renderWithProviders(<SideMenu />, {
      permission: withPermission({ resources: [...permissionFixture.resources, ...apps] }),
    });
    await user.click(nav().getByRole('button', { name: 'App download' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to download the Android app' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code to download the iOS app' }),
    ).toBeInTheDocument();
    await user.click(nav().getByRole('button', { name: 'Installation guide' }));
    expect(ui.get().modal?.key).toBe('appDownload');
  });

  it('links the social networks that have a resource, in a new tab', () => {
    renderWithProviders(<SideMenu />);
    const social = within(screen.getByTestId('side-menu-social'));
    expect(social.getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'TikTok',
      'YouTube',
      'Instagram',
      'Telegram',
    ]);
    const facebook = social.getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/sorte');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('collapses to mini mode, keeps labels as tooltips and remembers it', async () => {
    const { user } = renderWithProviders(<SideMenu />);
    await user.click(nav().getByRole('button', { name: 'Collapse menu' }));
    expect(localStorage.getItem('sideMenuMini')).toBe('1');
    expect(ui.get().sidebarMini).toBe(true);
    const home = nav().getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('title', 'Home');
    // Categories open their lobby directly in mini mode.
    expect(nav().getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');

    await user.click(nav().getByRole('button', { name: 'Expand menu' }));
    expect(localStorage.getItem('sideMenuMini')).toBe('0');
    expect(nav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('title');
  });

  it('widens the mini menu when a group is opened', async () => {
    ui.setSidebarMini(true);
    const { user } = renderWithProviders(<SideMenu />);
    await user.click(nav().getByRole('button', { name: 'Customer service' }));
    expect(ui.get().sidebarMini).toBe(false);
    expect(nav().getByRole('button', { name: 'Customer service' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('hides the language picker when the brand has one language', () => {
    renderWithProviders(<SideMenu />, {
      permission: withPermission({ brand: { languages: ['pt'] } }),
    });
    expect(nav().queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('shows the languages by native name and switches language', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ language: 'pt' });
    const { user } = renderWithProviders(<SideMenu />, {
      permission: withPermission({ brand: { languages: ['pt', 'en', 'th'] } }),
    });
    const picker = nav().getByRole('button', { name: /Language/ });
    expect(picker).toHaveTextContent('English');
    await user.click(picker);
    const options = within(screen.getByTestId('language-picker')).getAllByRole('button', {
      pressed: false,
    });
    expect(options.map((o) => o.textContent)).toEqual(['Português', 'ไทย']);
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Português' }));
    expect(localStorage.getItem('hisLang')).toBe('pt');
    expect(localStorage.getItem('lang')).toBe('pt');
    expect(call).toHaveBeenCalledWith(SYSTEM_ROUTES.language, { body: { language: 'pt' } });
  });

  it('ignores a failed language notification', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new Error('offline'));
    const { user } = renderWithProviders(<SideMenu />);
    await user.click(nav().getByRole('button', { name: /Language/ }));
    await user.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
    expect(localStorage.getItem('hisLang')).toBe('vi');
  });

  describe('as a drawer', () => {
    it('closes on Escape, on the backdrop and on navigation', async () => {
      const { user } = renderWithProviders(<SideMenu />);
      act(() => ui.setMobileNav(true));
      await user.keyboard('{Escape}');
      expect(ui.get().mobileNavOpen).toBe(false);

      act(() => ui.setMobileNav(true));
      fireEvent.click(screen.getByTestId('side-menu-backdrop'));
      expect(ui.get().mobileNavOpen).toBe(false);

      act(() => ui.setMobileNav(true));
      await user.click(nav().getByRole('link', { name: 'Promotions' }));
      expect(ui.get().mobileNavOpen).toBe(false);
    });

    it('moves focus into the drawer when it opens', () => {
      renderWithProviders(<SideMenu />);
      act(() => ui.setMobileNav(true));
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toContainElement(
        document.activeElement as HTMLElement,
      );
    });
  });
});
