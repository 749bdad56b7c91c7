import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { layout } from './layout-handle';
import { lazyPage } from './lazy-page';
import { Spinner } from '../components/ui/spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const home = lazyPage('home', () => import('./routes/home'));
const register = lazyPage('register', () => import('./routes/register'));
const lobby = lazyPage('lobby', () => import('./routes/lobby'));
const full = { header: true, sidebar: true, footer: true } as const;

/** Every route of the site (docs/product.md, "Screens"), each page its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first route's lazy chunk loads (lazy routes have no data to hydrate).
    hydrateFallbackElement: <Spinner label="" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, handle: layout({ ...full, banner: 'w_home' }), lazy: home },
          { path: 'index', handle: layout({ ...full, banner: 'w_home' }), lazy: home },
          { path: 'index.html', handle: layout({ ...full, banner: 'w_home' }), lazy: home },
          { path: 'home', handle: layout({ ...full, banner: 'w_home' }), lazy: home },
          { path: 'register', handle: layout({ header: true, banner: 'w_reg', public: true }), lazy: register },
          { path: 'register.html', handle: layout({ header: true, banner: 'w_reg', public: true }), lazy: register },
          {
            path: 'pointMall',
            handle: layout({ header: true, footer: true, banner: 'w_shop' }),
            lazy: lazyPage('point-mall', () => import('./routes/point-mall')),
          },
          {
            path: 'lottery',
            handle: layout({ header: true }),
            lazy: lazyPage('lottery', () => import('./routes/lottery')),
          },
          {
            path: 'vnlottery',
            handle: layout({ header: true, sidebar: true, barsHiddenByDefault: true }),
            lazy: lazyPage('vnlottery', () => import('./routes/vnlottery')),
          },
          {
            path: 'elott',
            handle: layout({ ...full, banner: 'w_lott' }),
            lazy: lazyPage('elott', () => import('./routes/elott')),
          },
          { path: 'rng', handle: layout({ ...full, banner: 'w_rng', lobby: 'rng' }), lazy: lobby },
          { path: 'pvp', handle: layout({ ...full, banner: 'w_pvp', lobby: 'pvp' }), lazy: lobby },
          { path: 'live', handle: layout({ ...full, banner: 'w_live', lobby: 'live' }), lazy: lobby },
          { path: 'fish', handle: layout({ ...full, banner: 'w_fish', lobby: 'fish' }), lazy: lobby },
          { path: 'sports', handle: layout({ ...full, banner: 'w_sports', lobby: 'sports' }), lazy: lobby },
          { path: 'esports', handle: layout({ ...full, banner: 'w_esports', lobby: 'esports' }), lazy: lobby },
          { path: 'inhouse', handle: layout({ ...full, banner: 'w_inhouse', lobby: 'inhouse' }), lazy: lobby },
          {
            path: 'promotions',
            handle: layout({ ...full, banner: 'w_promotion' }),
            lazy: lazyPage('promotions', () => import('./routes/promotions')),
          },
          {
            path: 'promoDetail',
            handle: layout({ ...full }),
            lazy: lazyPage('promo-detail', () => import('./routes/promo-detail')),
          },
          {
            path: 'seamless',
            handle: layout({ header: true, sidebar: true, barsHiddenByDefault: true }),
            lazy: lazyPage('seamless', () => import('./routes/seamless')),
          },
          {
            path: 'help',
            handle: layout({ ...full, banner: 'w_home' }),
            lazy: lazyPage('help', () => import('./routes/help')),
          },
          {
            path: 'helpmc',
            handle: layout({ public: true }),
            lazy: lazyPage('helpmc', () => import('./routes/helpmc')),
          },
          {
            path: 'game',
            handle: layout({ header: true }),
            lazy: lazyPage('game', () => import('./routes/game')),
          },
          {
            path: 'down',
            handle: layout({ ...full, banner: 'w_down' }),
            lazy: lazyPage('down', () => import('./routes/down')),
          },
          {
            // The login guard lets visitors open /download; it is the same page as /down.
            path: 'download',
            handle: layout({ ...full, banner: 'w_down', public: true }),
            lazy: lazyPage('down', () => import('./routes/down')),
          },
          {
            path: 'login',
            handle: layout({ header: true, public: true }),
            lazy: lazyPage('login', () => import('./routes/login')),
          },
          {
            path: '*',
            handle: layout({ header: true, footer: true }),
            lazy: lazyPage('not-found', () => import('./routes/not-found')),
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;
export { paths };
