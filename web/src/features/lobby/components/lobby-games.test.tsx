import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@sorte/contracts/games/games';
import { ui } from '../../../hooks/use-ui-store';
import { sessionToken } from '../../../lib/session-token';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { LobbyPage } from './lobby-page';
import { IMAGE_RETRIES, LazyImage } from './lazy-image';

function makeGame(n: number, extra: Partial<Game> = {}): Game {
  return {
    id: String(n),
    nodeId: `RNG-PG-${n}`,
    vassalage: 'PG',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    gameName: `Golden Game ${n}`,
    code: `PG${n}`,
    defaultPlayType: 'SLOT',
    accountTypeName: 'REAL',
    vendor: 'PG',
    vendorName: 'PG Soft',
    gameCode: `PG${n}`,
    isGame: 'GAME',
    minBet: '0.20',
    minLineNum: 20,
    isHot: n === 1,
    demo: true,
    image: `games/PG/PG${n}.svg`,
    ...extra,
  };
}

const VENDORS = {
  categories: [
    {
      gameCategory: 'RNG',
      gameCount: 100,
      vendors: [{ vendor: 'PG', vassalage: 'PG', name: 'PG Soft', gameType: 'RNG', gameCount: 100 }],
      classifies: [
        { gameClassify: 'SLOT', gameCount: 80 },
        { gameClassify: 'MEGAWAYS', gameCount: 20 },
      ],
    },
  ],
};

let favourites: Game[] = [];
function handlers(extra: ApiHandlers = {}): ApiHandlers {
  return {
    '/wps/relay/GLS_gameList': (url) => {
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const q = url.searchParams.get('gameName');
      if (q === 'nothing') return { value: { games: [], totalPages: 0, total: 0 } };
      const games = Array.from({ length: pageNo === 3 ? 16 : 42 }, (_, i) => makeGame((pageNo - 1) * 42 + i + 1));
      return { value: { games, totalPages: 3, total: 100 } };
    },
    '/wps/relay/GLS_hotGames': { value: { games: [makeGame(1), makeGame(2, { isHot: true })] } },
    '/wps/relay/GLS_vendors': { value: VENDORS },
    '/wps/relay/GLS_recentGames': { value: { list: [], totalPages: 0, total: 0 } },
    '/wps/relay/GLS_favourites': (url, init) => {
      if (init?.method === 'POST' || init?.method === 'DELETE') {
        const body = JSON.parse(init.body as string) as { nodeId: string };
        const add = init.method === 'POST';
        favourites = add ? [...favourites, makeGame(Number(body.nodeId.split('-')[2]))] : favourites.filter((g) => g.nodeId !== body.nodeId);
        return { value: { nodeId: body.nodeId, favourite: add } };
      }
      return { value: { content: favourites, totalPages: 1, total: favourites.length } };
    },
    '/wps/relay/GLS2_roomList': {
      value: {
        list: [{ roomId: 'PVP-KY-1:BEGINNER', nodeId: 'PVP-KY-1', gameName: "Texas Hold'em KY", vendor: 'KY', vendorName: 'Kaiyuan', gameClassify: 'POKER', level: 'BEGINNER', minBet: '1.00', seats: 9, image: 'games/KY/KY1.svg' }],
        totalPages: 1,
        total: 1,
      },
    },
    ...extra,
  };
}

const listCalls = (mock: ReturnType<typeof mockApi>) =>
  mock.mock.calls
    .map(([input]) => new URL(input as string, 'http://localhost'))
    .filter((u) => u.pathname === '/wps/relay/GLS_gameList');

beforeEach(() => {
  favourites = [];
});

/** The grid once the first page arrived (before that it shows skeletons). */
async function readyGrid() {
  const grid = await screen.findByTestId('lobby-grid');
  await within(grid).findAllByTestId('game-tile');
  return screen.getByTestId('lobby-grid');
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('lobby games', () => {
  it('lists page 1 (42 games) of the category with the total and the hot row', async () => {
    const mock = mockApi(handlers());
    renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    expect(within(grid).getAllByTestId('game-tile')).toHaveLength(42);
    expect(screen.getByTestId('lobby-total')).toHaveTextContent('100 games');
    const call = listCalls(mock)[0]!;
    expect(call.searchParams.get('gameType')).toBe('RNG');
    expect(call.searchParams.get('pageSize')).toBe('42');
    const hot = await screen.findByTestId('lobby-hot');
    expect(within(hot).getAllByTestId('game-tile')).toHaveLength(2);
    expect(within(grid).getAllByText('Hot')).toHaveLength(1);
  });

  it('asks for the vendor of the selected tab and hides the shelves', async () => {
    const mock = mockApi(handlers());
    renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng?page=PG', path: '/rng' });
    await readyGrid();
    expect(listCalls(mock).at(-1)!.searchParams.get('vendor')).toBe('PG');
    expect(screen.getByRole('heading', { name: 'PG Soft games' })).toBeInTheDocument();
    expect(screen.queryByTestId('lobby-hot')).not.toBeInTheDocument();
  });

  it('holds the place of the hot shelf, the type filter and the tiles while they load', async () => {
    let answerHot!: () => void;
    let answerVendors!: () => void;
    const hotAnswered = new Promise<void>((r) => (answerHot = r));
    const vendorsAnswered = new Promise<void>((r) => (answerVendors = r));
    sessionStorage.clear();
    mockApi(
      handlers({
        '/wps/relay/GLS_hotGames': async () => {
          await hotAnswered;
          return { value: { games: [makeGame(1)] } };
        },
        '/wps/relay/GLS_vendors': async () => {
          await vendorsAnswered;
          return { value: VENDORS };
        },
      }),
    );
    renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    // Loading: the shelf with its title and skeleton tiles, a disabled type filter.
    const shelf = await screen.findByTestId('lobby-hot');
    expect(shelf).toHaveAttribute('aria-busy', 'true');
    expect(within(shelf).getByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(within(shelf).getAllByTestId('game-tile-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByTestId('filter-classify')).toBeDisabled();
    answerHot();
    answerVendors();
    await waitFor(() => expect(within(screen.getByTestId('lobby-hot')).getAllByTestId('game-tile')).toHaveLength(1));
    expect(screen.getByTestId('lobby-hot')).not.toHaveAttribute('aria-busy');
    expect(within(screen.getByTestId('lobby-hot')).queryByTestId('game-tile-skeleton')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('filter-classify')).toBeEnabled());
  });

  it('keeps search, filters and page in the URL and sends them to the server', async () => {
    const mock = mockApi(handlers());
    const { user, router } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    await readyGrid();
    await user.selectOptions(await screen.findByTestId('filter-classify'), 'MEGAWAYS');
    await user.selectOptions(screen.getByTestId('filter-min-bet'), '1.00');
    await user.selectOptions(screen.getByTestId('filter-lines'), '20');
    await user.type(screen.getByTestId('lobby-search'), 'golden');
    await waitFor(() => expect(router.state.location.search).toContain('q=golden'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ classify: 'MEGAWAYS', minBet: '1.00', lines: '20', q: 'golden' });
    await waitFor(() => expect(listCalls(mock).at(-1)!.searchParams.get('gameName')).toBe('golden'));
    const last = listCalls(mock).at(-1)!.searchParams;
    expect(last.get('gameClassify')).toBe('MEGAWAYS');
    expect(last.get('minBet')).toBe('1.00');
    expect(last.get('minLineNum')).toBe('20');
    expect(screen.getByRole('option', { name: 'Min. bet up to R$ 1.00' })).toBeInTheDocument();
  });


  it('keeps both filters when two are picked before the page renders again', async () => {
    mockApi(handlers());
    const { router } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    await readyGrid();
    await waitFor(() => expect(screen.getByTestId('filter-classify')).toBeEnabled());
    act(() => {
      fireEvent.change(screen.getByTestId('filter-classify'), { target: { value: 'MEGAWAYS' } });
      fireEvent.change(screen.getByTestId('filter-min-bet'), { target: { value: '1.00' } });
    });
    await waitFor(() => expect(router.state.location.search).toContain('minBet=1.00'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ classify: 'MEGAWAYS', minBet: '1.00' });
  });
  it('paginates with the shared widget (page range 3, margin 1)', async () => {
    const mock = mockApi(handlers());
    const { user, router } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    await readyGrid();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageNo=3'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(16));
    expect(listCalls(mock).at(-1)!.searchParams.get('pageNo')).toBe('3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing matches and clears the filters', async () => {
    mockApi(handlers());
    const { user, router } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng?q=nothing&classify=SLOT', path: '/rng' });
    expect(await screen.findByRole('heading', { name: 'No games match your search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByTestId('lobby-grid')).toBeInTheDocument();
  });

  it('opens the login modal when a guest taps a heart, without calling the API', async () => {
    const mock = mockApi(handlers());
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    await user.click(within(grid).getAllByRole('button', { name: /Add .* to favourites/ })[0]!);
    expect(ui.get().modal).toEqual({ key: 'login', section: undefined });
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('adds and removes a favourite for a member, and lists favourites in their own row', async () => {
    sessionToken.set('token-1');
    const mock = mockApi(handlers());
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    await user.click(within(grid).getByRole('button', { name: 'Add Golden Game 5 to favourites' }));
    const post = mock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ nodeId: 'RNG-PG-5', vendor: 'PG', gameType: 'RNG' });
    const shelf = await screen.findByTestId('lobby-favourites');
    expect(within(shelf).getByText('Golden Game 5')).toBeInTheDocument();
    const heart = within(grid).getByRole('button', { name: 'Remove Golden Game 5 from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    await waitFor(() => expect(screen.queryByTestId('lobby-favourites')).not.toBeInTheDocument());
    expect(mock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('opens a detail panel on tile click with the game facts and a play button', async () => {
    mockApi(handlers());
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    await user.click(within(grid).getByRole('button', { name: 'Golden Game 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Golden Game 3' });
    expect(within(dialog).getByTestId('detail-min-bet')).toHaveTextContent('R$ 0.20');
    expect(within(dialog).getByText('PG Soft')).toBeInTheDocument();
    expect(within(dialog).getByText('Video slots')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Play now' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
  });

  it('a guest who taps play gets the login modal and no launch call', async () => {
    const mock = mockApi(handlers());
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    await user.click(within(grid).getByRole('button', { name: 'Golden Game 3' }));
    await user.click(await screen.findByRole('button', { name: 'Play now' }));
    expect(ui.get().modal).toEqual({ key: 'login', section: undefined });
    expect(mock.mock.calls.some(([u]) => (u as string).includes('launchGame'))).toBe(false);
    act(() => ui.closeModal());
  });

  it('a member launches the game with the launch fields and lands on /game with the launch address', async () => {
    sessionToken.set('token-1');
    let body: Record<string, unknown> = {};
    mockApi(
      handlers({
        '/wps/member/info': { value: { type: 0, nickname: 'demo' } },
        '/wps/game/launchGame': (_url, init) => {
          body = JSON.parse(init!.body as string) as Record<string, unknown>;
          return { value: { game_url: '/vendor-sim/game?lang=en#code=abc', game_url2: '/vendor-sim/game?lang=en#code=abc', walletMode: 'seamless' } };
        },
      }),
    );
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    await user.click(within(grid).getByRole('button', { name: 'Golden Game 3' }));
    await user.click(await screen.findByRole('button', { name: 'Play now' }));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe(`/game?url=${encodeURIComponent('/vendor-sim/game?lang=en#code=abc')}`);
    expect(body).toMatchObject({ gameId: '3', nodeId: 'RNG-PG-3', accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3 });
    sessionToken.clear();
  });

  it('a game of a transfer vendor asks for the transfer step, moves the money in once, then launches with confirmTrans 1', async () => {
    sessionToken.set('token-1');
    const launches: Record<string, unknown>[] = [];
    const mock = mockApi(
      handlers({
        '/wps/member/info': { value: { type: 0, nickname: 'demo' } },
        '/wps/v2/wallets': {
          value: {
            list: [
              { wallet: 'MAIN', balance: '200.00', transferIn: true },
              { wallet: 'PG', balance: '0.00', transferIn: true },
            ],
            currency: 'BRL',
          },
        },
        '/wps/relay/GCS_walletTransfer': {
          value: { transactionId: '5', amount: '30.00', currency: 'BRL', createdAt: '2026-11-26T10:00:00Z', wallets: [], from: 'MAIN', to: 'PG' },
        },
        '/wps/game/launchGame': (_url, init) => {
          const body = JSON.parse(init!.body as string) as Record<string, unknown>;
          launches.push(body);
          if (body.confirmTrans !== 1) {
            return { status: 409, code: 'GAME_TRANSFER_REQUIRED', message: 'This game plays from its own wallet: move money into it, then start the game.' };
          }
          return { value: { game_url: '/vendor-sim/game?token=abc&lang=en', game_url2: '/vendor-sim/game?token=abc&lang=en', walletMode: 'transfer' } };
        },
      }),
    );
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    await user.click(within(grid).getByRole('button', { name: 'Golden Game 3' }));
    await user.click(await screen.findByRole('button', { name: 'Play now' }));
    const step = await screen.findByTestId('transfer-step');
    expect(within(step).getByRole('heading', { name: 'Play from the PG Soft wallet' })).toBeInTheDocument();
    expect(await within(step).findByTestId('transfer-step-main')).toHaveTextContent('R$ 200.00');
    expect(within(step).getByTestId('transfer-step-vendor')).toHaveTextContent('R$ 0.00');
    // Nothing in the PG wallet: an amount is needed, and no more than MAIN holds.
    await user.click(within(step).getByRole('button', { name: 'Move and play' }));
    expect(await within(step).findByText('Enter an amount.')).toBeInTheDocument();
    await user.type(within(step).getByLabelText('Amount to move in'), '300');
    await user.click(within(step).getByRole('button', { name: 'Move and play' }));
    expect(await within(step).findByText(/more than/i)).toBeInTheDocument();
    expect(callsTo(mock, '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
    await user.clear(within(step).getByLabelText('Amount to move in'));
    await user.type(within(step).getByLabelText('Amount to move in'), '30');
    await user.click(within(step).getByRole('button', { name: 'Move and play' }));
    const location = await screen.findByTestId('location');
    await waitFor(() => expect(location.textContent).toContain('wallet=transfer'));
    const transfers = callsTo(mock, '/wps/relay/GCS_walletTransfer');
    expect(transfers).toHaveLength(1);
    const [, init] = transfers[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ from: 'MAIN', to: 'PG', amount: '30.00' });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect(launches.map((b) => b.confirmTrans)).toEqual([0, 1]);
    sessionToken.clear();
  });

  it('opens the game in a new window when the player chose so (kept in local storage)', async () => {
    sessionToken.set('token-1');
    mockApi(
      handlers({
        '/wps/member/info': { value: { type: 0, nickname: 'demo' } },
        '/wps/game/launchGame': { value: { game_url: '/play/dice?lang=en#code=c', game_url2: '/play/dice?lang=en#code=c', walletMode: 'seamless' } },
      }),
    );
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    await user.click(within(grid).getByRole('button', { name: 'Golden Game 3' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Open games in a new window' }));
    expect(localStorage.getItem('gameNewWindow')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(popup.location.href).toBe('/play/dice?lang=en#code=c'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    localStorage.removeItem('gameNewWindow');
    sessionToken.clear();
  });

  it('a trial account cannot play a game without demo money; a refused launch shows its message', async () => {
    sessionToken.set('token-1');
    mockApi(
      handlers({
        '/wps/member/info': { value: { type: 4, nickname: 'trial' } },
        '/wps/relay/GLS_gameList': { value: { games: [makeGame(1, { demo: false }), makeGame(2)], totalPages: 1, total: 2 } },
        '/wps/game/launchGame': { status: 403, code: 'GAME_DISABLED', message: 'This game is not available right now.' },
      }),
    );
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    await user.click(within(grid).getByRole('button', { name: 'Golden Game 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Golden Game 1' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Play now' })).toBeDisabled());
    expect(within(dialog).getByTestId('detail-trial-blocked')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(grid).getByRole('button', { name: 'Golden Game 2' }));
    const second = await screen.findByRole('dialog', { name: 'Golden Game 2' });
    await user.click(within(second).getByRole('button', { name: 'Play now' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent('This game is not available right now.');
    sessionToken.clear();
  });

  it('a VASSALAGE entry opens the popup list of its vendor\'s games', async () => {
    sessionToken.set('token-1');
    const mock = mockApi(
      handlers({
        '/wps/member/info': { value: { type: 0, nickname: 'demo' } },
        '/wps/relay/GLS_gameList': (url) =>
          url.searchParams.get('vendor') === 'EVO'
            ? { value: { games: [makeGame(7, { vendor: 'EVO', vendorName: 'Evolution', gameName: 'Lightning Roulette' })], totalPages: 1, total: 1 } }
            : { value: { games: [makeGame(9, { isGame: 'VASSALAGE', vendor: 'EVO', vendorName: 'Evolution', gameName: 'Evolution lobby' })], totalPages: 1, total: 1 } },
      }),
    );
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const grid = await readyGrid();
    await user.click(within(grid).getByRole('button', { name: 'Evolution lobby' }));
    const list = await screen.findByRole('dialog', { name: 'Evolution games' });
    expect(await within(list).findByText('Lightning Roulette')).toBeInTheDocument();
    expect(mock.mock.calls.some(([u]) => (u as string).includes('vendor=EVO'))).toBe(true);
    sessionToken.clear();
  });

  it('routes lottery games to their pages without a launch call: /lottery, /vnlottery, the SEA window', async () => {
    sessionToken.set('token-1');
    const lott = (n: number, name: string, extra: Partial<Game>) =>
      makeGame(n, { gameType: 'LOTT', gameClassify: 'LOTTO', defaultPlayType: 'STD', gameName: name, ...extra });
    const mock = mockApi(
      handlers({
        '/wps/member/info': { value: { type: 0, nickname: 'demo' } },
        '/wps/relay/GLS_gameList': {
          value: {
            games: [
              lott(1, 'Mega Lotto', { gameCode: 'MEGA645' }),
              lott(2, 'Mien Bac', { gameCode: 'VN_MB', vendor: 'VN', vassalage: 'VN' }),
              lott(3, 'SEA Lotto', { gameCode: 'SEA4D', accountTypeName: 'SEA' }),
            ],
            totalPages: 1,
            total: 3,
          },
        },
      }),
    );
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { user, router } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    const play = async (name: string) => {
      const grid = await readyGrid();
      await user.click(within(grid).getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name });
      await user.click(within(dialog).getByRole('button', { name: 'Play now' }));
    };
    const at = () => router.state.location.pathname + router.state.location.search;

    await play('SEA Lotto');
    expect(open).toHaveBeenCalledWith('/lottery?gameCode=SEA4D', 'sea-lottery', expect.stringContaining('popup'));
    expect(at()).toBe('/rng');
    await user.click(within(screen.getByRole('dialog', { name: 'SEA Lotto' })).getByRole('button', { name: 'Close' }));

    await play('Mien Bac');
    await waitFor(() => expect(at()).toBe('/vnlottery?gameCode=VN_MB'));
    await act(() => router.navigate('/rng'));

    await play('Mega Lotto');
    await waitFor(() => expect(at()).toBe('/lottery?gameCode=MEGA645&playType=STD'));
    expect(mock.mock.calls.some(([u]) => (u as string).includes('launchGame'))).toBe(false);
    sessionToken.clear();
  });

  it('keeps the vendor data in session storage and refreshes it on demand', async () => {
    const mock = mockApi(handlers());
    const { user } = renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    await readyGrid();
    await waitFor(() => expect(sessionStorage.getItem('gameVendors')).toContain('MEGAWAYS'));
    const vendorCalls = () => mock.mock.calls.filter(([u]) => (u as string).includes('GLS_vendors')).length;
    const before = vendorCalls();
    await user.click(screen.getByRole('button', { name: 'Refresh providers and games' }));
    await waitFor(() => expect(vendorCalls()).toBeGreaterThan(before));
  });

  it('joins a PVP room: the launch request carries the roomId', async () => {
    sessionToken.set('token-1');
    let body: Record<string, unknown> = {};
    mockApi(
      handlers({
        '/wps/member/info': { value: { type: 0, nickname: 'demo' } },
        '/wps/game/launchGame': (_url, init) => {
          body = JSON.parse(init!.body as string) as Record<string, unknown>;
          return { value: { game_url: '/vendor-sim/game?lang=en#code=r', game_url2: '/vendor-sim/game?lang=en#code=r', walletMode: 'seamless' } };
        },
      }),
    );
    const { user } = renderWithProviders(<LobbyPage lobby="pvp" />, { route: '/pvp', path: '/pvp' });
    const rooms = await screen.findByTestId('lobby-rooms');
    await user.click(within(rooms).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/game\?url=/));
    expect(body).toMatchObject({ roomId: 'PVP-KY-1:BEGINNER', nodeId: 'PVP-KY-1', launchMode: 'GLS' });
    expect(body).not.toHaveProperty('gameId');
    sessionToken.clear();
  });

  it('shows the PVP room list in the cards lobby', async () => {
    mockApi(handlers());
    renderWithProviders(<LobbyPage lobby="pvp" />, { route: '/pvp', path: '/pvp' });
    const rooms = await screen.findByTestId('lobby-rooms');
    expect(within(rooms).getByText("Texas Hold'em KY")).toBeInTheDocument();
    expect(within(rooms).getByText('Beginner')).toBeInTheDocument();
    expect(within(rooms).getByText(/9 seats/)).toBeInTheDocument();
  });
});

describe('LazyImage', () => {
  it('keeps its box, retries a failed load 3 times, then shows a placeholder', () => {
    vi.useFakeTimers();
    const { container } = renderWithProviders(<LazyImage src="/cdn/x.svg" alt="X" width={300} height={400} />);
    const frame = container.querySelector('[data-state]') as HTMLElement;
    expect(frame.style.aspectRatio).toBe('300 / 400');
    for (let i = 0; i < IMAGE_RETRIES; i += 1) {
      fireEvent.error(container.querySelector('img')!);
      act(() => void vi.advanceTimersByTime(400 * 2 ** i));
      expect(container.querySelector('img')!.getAttribute('src')).toBe(`/cdn/x.svg?retry=${i + 1}`);
    }
    fireEvent.error(container.querySelector('img')!);
    expect(frame.dataset.state).toBe('failed');
    expect(screen.getByRole('img', { name: 'X' })).toBeInTheDocument();
  });
});
