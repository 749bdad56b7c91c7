/** Route paths (docs/product.md, "Screens") and href builders. */
export const paths = {
  home: '/',
  register: '/register',
  pointMall: '/pointMall',
  lottery: '/lottery',
  vnlottery: '/vnlottery',
  elott: '/elott',
  rng: '/rng',
  pvp: '/pvp',
  live: '/live',
  fish: '/fish',
  sports: '/sports',
  esports: '/esports',
  inhouse: '/inhouse',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  help: '/help',
  helpmc: '/helpmc',
  game: '/game',
  down: '/down',
  login: '/login',
} as const;

export type LobbyKey = 'rng' | 'pvp' | 'live' | 'fish' | 'sports' | 'esports' | 'inhouse';

/** Game category code (server) -> lobby route. */
export const CATEGORY_ROUTES: Record<string, string> = {
  INHOUSE: paths.inhouse,
  RNG: paths.rng,
  LIVE: paths.live,
  FISH: paths.fish,
  PVP: paths.pvp,
  SPORTS: paths.sports,
  ESPORTS: paths.esports,
  LOTT: paths.lottery,
};

export const lobbyHref = (route: string, vendor?: string) =>
  vendor ? `${route}?page=${encodeURIComponent(vendor)}` : route;
