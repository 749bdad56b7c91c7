import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LobbyRoute from '../../../app/routes/lobby';
import { layout } from '../../../app/layout-handle';
import {
  permissionFixture,
  withModules,
  withPermission,
} from '../../../testing/fixtures/permission';
import { mockApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { LobbyPage } from './lobby-page';

beforeEach(() => {
  const empty = { value: { games: [], totalPages: 0, total: 0 } };
  mockApi({
    '/wps/relay/GLS_gameList': empty,
    '/wps/relay/GLS_hotGames': { value: { games: [] } },
    '/wps/relay/GLS_vendors': { value: { categories: [] } },
    '/wps/relay/GLS2_roomList': { value: { list: [], totalPages: 0, total: 0 } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const providers = () => screen.getByRole('navigation', { name: 'Game providers' });
const current = () => within(providers()).getByRole('link', { current: 'page' });

describe('LobbyPage', () => {
  it('shows the category, an "All" tab first and one tab per vendor with its icon', () => {
    renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng', path: '/rng' });
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByText('7 game providers')).toBeInTheDocument();
    const links = within(providers()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'All',
      'PG Soft',
      'JDB',
      'CQ9',
      'Fa Chai',
      'JILI',
      'Playtech',
      'EG Gaming',
    ]);
    expect(current()).toHaveTextContent('All');
    expect(links[0]).toHaveAttribute('href', '/rng');
    expect(links[1]).toHaveAttribute('href', '/rng?page=PG');
    const icon = links[1]!.querySelector('img');
    expect(icon).toHaveAttribute('src', '/cdn/RNG_LIST_VENDOR/PG-GRAY.png');
    expect(icon).toHaveAttribute('alt', '');
  });

  it('selects the vendor named in ?page= and titles the grid with it', async () => {
    renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng?page=PG', path: '/rng' });
    expect(current()).toHaveTextContent('PG Soft');
    expect(screen.getByRole('heading', { name: 'PG Soft games' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No games in this lobby yet' })).toBeInTheDocument();
  });

  it('falls back to "All" for an unknown ?page= value', () => {
    renderWithProviders(<LobbyPage lobby="rng" />, { route: '/rng?page=NOPE', path: '/rng' });
    expect(current()).toHaveTextContent('All');
    expect(screen.getByRole('heading', { name: 'All Slots games' })).toBeInTheDocument();
  });

  it('pushes /rng?page={vendor} when a tab is chosen, so Back returns to the previous tab', async () => {
    const { user, router } = renderWithProviders(<LobbyPage lobby="rng" />, {
      route: '/rng',
      path: '/rng',
    });
    await user.click(screen.getByRole('link', { name: 'JILI' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.pathname + router.state.location.search).toBe('/rng?page=JL');
    expect(current()).toHaveTextContent('JILI');
    await user.click(screen.getByRole('link', { name: 'CQ9' }));
    expect(router.state.location.search).toBe('?page=CQ9');
    await router.navigate(-1);
    expect(await screen.findByRole('link', { current: 'page', name: 'JILI' })).toBeInTheDocument();
  });

  it('has no tabs when the category has no vendors', () => {
    const permission = withPermission({
      categories: permissionFixture.categories.filter((c) => c.gameCategory !== 'FISH'),
    });
    renderWithProviders(<LobbyPage lobby="fish" />, { route: '/fish', path: '/fish', permission });
    expect(screen.getByRole('heading', { level: 1, name: 'Fishing' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Game providers' })).not.toBeInTheDocument();
    expect(
      screen.getByText('No game providers are connected to this lobby yet'),
    ).toBeInTheDocument();
  });

  it('says the lobby is not available when its module is switched off', () => {
    renderWithProviders(<LobbyPage lobby="pvp" />, {
      route: '/pvp',
      path: '/pvp',
      permission: withModules({ PVP: false }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cards is not available' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Game providers' })).not.toBeInTheDocument();
  });
});

describe('lobby route', () => {
  it('finds its lobby from the route handle', () => {
    renderWithProviders(<LobbyRoute />, {
      route: '/live?page=EVO',
      path: '/live',
      handle: layout({ header: true, lobby: 'live' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    expect(current()).toHaveTextContent('Evolution');
    expect(current()).toHaveAttribute('href', '/live?page=EVO');
  });

  it('uses each category code for the vendor icons', () => {
    renderWithProviders(<LobbyRoute />, {
      route: '/esports',
      path: '/esports',
      handle: layout({ lobby: 'esports' }),
    });
    const tf = screen.getByRole('link', { name: 'TF Gaming' });
    expect(tf.querySelector('img')).toHaveAttribute('src', '/cdn/ESPORTS_LIST_VENDOR/TF-GRAY.png');
  });
});
