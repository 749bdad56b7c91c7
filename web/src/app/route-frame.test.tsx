import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_GROUPS } from '@sorte/contracts/system/constants';
import type { Banner } from '@sorte/contracts/system/system';
import { axeViolations } from '../testing/axe';
import { withFlags } from '../testing/fixtures/permission';
import { ROUTE_FRAMES } from '../testing/fixtures/route-frames';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The route table (shared with the browser spec); what only a browser can tell (the column is
 * visible at desktop width, the drawer opens on a phone, nothing overflows sideways) is in
 * e2e/tests/layout.spec.ts. */
const ROUTES = ROUTE_FRAMES;

/**
 * The routes whose page is checked with axe here: one per page component (aliases such as /index
 * or /register.html and the other lobbies render the same components as a route listed here),
 * except the pages the browser checks whole with every axe rule (e2e/tests/a11y.spec.ts: the home
 * page, the /rng lobby, /register, /promotions and /promoDetail).
 */
const AXE_ROUTES = new Set([
  '/pointMall',
  '/lottery?gameCode=VN1&playType=LOTT',
  '/vnlottery',
  '/elott',
  '/seamless',
  '/help',
  '/helpmc',
  '/game',
  '/down',
  '/login',
  '/no-such-page',
]);

/** One banner in every group, so a route that shows its group's strip has something to show. */
const BANNERS: Banner[] = BANNER_GROUPS.map((groupName, i) => ({
  bannerId: String(i + 1),
  groupName,
  url: `/cdn/banners/${groupName}.svg`,
  title: `Banner ${groupName}`,
  linkageType: 'NONE',
  linkage: null,
}));

const api = {
  '/wps/system/notices': (url: URL) => ({
    value: {
      player: [],
      popup: [],
      promotion: [],
      banners: BANNERS.filter((b) => b.groupName === url.searchParams.get('groups')),
    },
  }),
};

/** Renders the app at `route` and waits until its page and the frame's data have arrived. */
async function renderSettled(route: string, options: Parameters<typeof renderApp>[0] = {}) {
  const result = renderApp({ route, api, ...options });
  const shell = await screen.findByTestId('app-shell', {}, { timeout: 15_000 });
  const main = shell.querySelector('main#main');
  await waitFor(() => {
    expect(main).not.toBeEmptyDOMElement();
    expect(result.router.state.navigation.state).toBe('idle');
    expect(result.queryClient.isFetching()).toBe(0);
  });
  return result;
}

/** The layout's side menu column, as opposed to the header's drawer-only menu. */
const sideMenuColumn = () =>
  screen.queryAllByTestId('side-menu').filter((nav) => !nav.classList.contains('drawerOnly'));

describe('route frame', () => {
  it.each(ROUTES)(
    '$path shows its frame',
    async (route) => {
      await renderSettled(route.path);
      // /help opens the help centre over the home page: checked (axe too) with it open.
      if (route.path === '/help') await screen.findByTestId('help-modal', {}, { timeout: 5000 });
      expect(screen.queryByTestId('header') !== null, 'header').toBe(route.header);
      // The footer's and the side menu's code load after the first paint.
      await waitFor(() =>
        expect(screen.queryByTestId('footer') !== null, 'footer').toBe(route.footer),
      );
      // The side menu is a drawer here (jsdom matches no width): its menu renders once the menu
      // button is reached for.
      const menuButton = document.getElementById('shell-menu-button');
      if (menuButton) fireEvent.pointerDown(menuButton);
      await waitFor(() =>
        expect(sideMenuColumn().length, 'side menu column').toBe(route.sidebar ? 1 : 0),
      );
      if (route.banner) {
        expect(await screen.findAllByTestId('banner-carousel', {}, { timeout: 5000 })).toHaveLength(
          1,
        );
      } else {
        // Not even the strip's placeholder: the layout renders no strip at all.
        expect(screen.queryByTestId('banner-placeholder'), 'banner placeholder').toBeNull();
        expect(screen.queryByTestId('banner-carousel'), 'banner strip').toBeNull();
      }
      // Whoever has the header can open the menu: the column on phones, else the drawer-only menu.
      if (route.header) {
        expect(document.getElementById('shell-menu-button')).toHaveAttribute(
          'aria-controls',
          'side-menu',
        );
        expect(document.getElementById('side-menu')).not.toBeNull();
      }
      // Structure only (jsdom has no layout): contrast is checked on whole pages in the browser.
      if (AXE_ROUTES.has(route.path)) expect(await axeViolations(), 'axe').toEqual([]);
      // A whole app page and an axe pass: more than the default 5 s on a loaded 2-core machine.
    },
    30_000,
  );

  it.each(['/seamless', '/vnlottery'])(
    '%s shows the header and side menu when the operator flag says so',
    async (path) => {
      await renderSettled(path, { permission: withFlags({ SHOW_BARS_ON_SEAMLESS: true }) });
      expect(screen.getByTestId('header')).toBeInTheDocument();
      // A drawer here (jsdom matches no width): drawn once the menu button is reached for.
      fireEvent.pointerDown(document.getElementById('shell-menu-button')!);
      await waitFor(() => expect(sideMenuColumn()).toHaveLength(1));
      expect(screen.queryByTestId('footer')).toBeNull();
    },
  );
});
