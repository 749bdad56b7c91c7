import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromotionDetail, PromotionSummary } from '@sorte/contracts/promotions/routes';
import { ui } from '../../../hooks/use-ui-store';
import { mockApi } from '../../../testing/api';
import { withModules } from '../../../testing/fixtures/permission';
import { LocationProbe, renderWithProviders } from '../../../testing/render';
import { PromoDetailPage } from './promo-detail-page';
import { PromotionsPage } from './promotions-page';
import RegisterPromotions from './register-promotions';

const promo = (id: number, patch: Partial<PromotionSummary> = {}): PromotionSummary => ({
  id: String(id),
  category: 'new_player',
  title: `Promo ${id}`,
  summary: `Summary ${id}`,
  image: `promotions/p${id}.svg`,
  startsAt: '2026-01-10T00:00:00Z',
  endsAt: '2026-12-31T00:00:00Z',
  status: 'join',
  ...patch,
});

const CATEGORIES = [
  { category: 'new_player', count: 2 },
  { category: 'vip', count: 1 },
];

/** A list endpoint over `all` that honours category, pageNo and pageSize like the server. */
function serveList(all: PromotionSummary[]) {
  return mockApi({
    '/wps/promotions': (url) => {
      const category = url.searchParams.get('category');
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 12);
      const rows = all.filter((p) => !category || p.category === category);
      return {
        value: {
          list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          total: rows.length,
          totalPages: Math.ceil(rows.length / pageSize),
          categories: all.length ? CATEGORIES : [],
        },
      };
    },
  });
}

afterEach(() => {
  ui.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PromotionsPage', () => {
  const three = [
    promo(1),
    promo(2, { status: 'coming_soon', startsAt: '2027-02-01T00:00:00Z', endsAt: null }),
    promo(3, { category: 'vip', status: 'close', title: 'VIP season', startsAt: null }),
  ];

  it('shows cards with cover, title, status and period, linking to the detail', async () => {
    serveList(three);
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('promo-card');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Promo 1' })).toBeInTheDocument();
    expect(first.getByRole('link')).toHaveAttribute('href', '/promoDetail?id=1');
    expect(first.getByTestId('promo-status')).toHaveTextContent('Running');
    expect(first.getByTestId('promo-period')).toHaveTextContent(/Jan.*2026 – Dec.*2026/);
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/cdn/promotions/p1.svg');
    expect(within(cards[1]!).getByTestId('promo-status')).toHaveTextContent('Coming soon');
    expect(within(cards[1]!).getByTestId('promo-period')).toHaveTextContent(/^From /);
    expect(within(cards[2]!).getByTestId('promo-status')).toHaveTextContent('Closed');
    expect(within(cards[2]!).getByTestId('promo-period')).toHaveTextContent(/^Until /);
  });

  it('filters with the category chips (All + the categories present) and keeps it in the URL', async () => {
    const fetchMock = serveList(three);
    const { user } = renderWithProviders(
      <>
        <PromotionsPage />
        <LocationProbe />
      </>,
      { route: '/promotions' },
    );
    const chips = await screen.findByTestId('promo-chips');
    const buttons = within(chips).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['All3', 'New players2', 'VIP1']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chips).getByRole('button', { name: /VIP/ }));
    await waitFor(() => expect(screen.getAllByTestId('promo-card')).toHaveLength(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions?category=vip');
    expect(within(chips).getByRole('button', { name: /VIP/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const last = new URL(fetchMock.mock.calls.at(-1)![0] as string, 'http://localhost');
    expect(last.searchParams.get('category')).toBe('vip');
    await user.click(within(chips).getByRole('button', { name: /All/ }));
    await waitFor(() => expect(screen.getAllByTestId('promo-card')).toHaveLength(3));
  });

  it('pages 12 at a time', async () => {
    serveList(Array.from({ length: 14 }, (_, i) => promo(i + 1)));
    const { user } = renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(await screen.findAllByTestId('promo-card')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('promo-card')).toHaveLength(2));
  });

  it('says so when there is no promotion, and offers the announcements', async () => {
    serveList([]);
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(
      await screen.findByRole('heading', { name: 'No promotions are running right now' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('promo-chips')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read announcements' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({ '/wps/promotions': { status: 503, code: 'SERVICE_UNAVAILABLE' } });
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(
      await screen.findByRole('heading', { name: 'Promotions could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('PromoDetailPage', () => {
  const detail: PromotionDetail = {
    ...promo(7, { title: 'Welcome pack' }),
    content:
      '<p>Deposit <strong>now</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
  };

  it('shows the cover, status, period and the sanitised content, with the way back', async () => {
    mockApi({ '/wps/promotions/7': { value: detail } });
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=7' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome pack' }),
    ).toBeInTheDocument();
    const content = await screen.findByTestId('promo-content');
    expect(content.querySelector('strong')).toHaveTextContent('now');
    expect(content.querySelector('script, img')).toBeNull();
    expect(content.querySelector('a')).not.toHaveAttribute('href');
    expect(screen.getByTestId('promo-status')).toHaveTextContent('Running');
    expect(screen.getByTestId('promo-back')).toHaveAttribute('href', '/promotions');
    // joining comes with the bonus engine: no dead join button, only the guest's way in
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Create account']);
  });

  it('offers a guest registration on a new_player promotion', async () => {
    mockApi({ '/wps/promotions/7': { value: detail } });
    const { user } = renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=7' });
    await user.click(await screen.findByTestId('promo-register'));
    expect(ui.get().modal?.key).toBe('register');
  });

  it('shows a member no buttons at all', async () => {
    sessionStorage.setItem('token', 'tok');
    mockApi({ '/wps/promotions/7': { value: detail } });
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=7' });
    await screen.findByTestId('promo-content');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    sessionStorage.clear();
  });

  it('explains a promotion that has not started', async () => {
    mockApi({
      '/wps/promotions/7': {
        value: { ...detail, status: 'coming_soon', startsAt: '2027-01-01T00:00:00Z' },
      },
    });
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=7' });
    expect(await screen.findByTestId('promo-note')).toHaveTextContent('has not started yet');
  });

  it('says an unknown promotion was not found and links back to the list', async () => {
    mockApi({ '/wps/promotions/42': { status: 404, code: 'PROMOTION_NOT_FOUND' } });
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=42' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotion not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/may have ended/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });

  it('explains a link without an id (no call made)', () => {
    const fetchMock = mockApi({});
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail' });
    expect(screen.getByText(/doesn't say which promotion/)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([u]) => (u as string).includes('/wps/promotions')),
    ).toHaveLength(0);
  });
});

/** jsdom has no layout: a 400 px viewport and 400 px slides give one snap per slide. */
function fakeLayout() {
  const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => 400);
  const left = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Number(this.dataset.slideIndex ?? 0) * 400;
  });
  return () => {
    width.mockRestore();
    left.mockRestore();
  };
}

describe('RegisterPromotions (new_player slider)', () => {
  it('asks for new_player promotions and shows one without autoplay or dots', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serveList([promo(1)]);
    renderWithProviders(<RegisterPromotions />, { route: '/register' });
    const slider = await screen.findByTestId('register-promo-slider');
    expect(slider).toHaveAttribute('data-autoplay', 'off');
    const url = new URL(fetchMock.mock.calls[0]![0] as string, 'http://localhost');
    expect(url.searchParams.get('category')).toBe('new_player');
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(within(slider).queryAllByRole('button')).toHaveLength(0);
    expect(within(slider).getByRole('link')).toHaveAttribute('href', '/promoDetail?id=1');
  });

  it('autoplays two promotions every 5000 ms and a click opens the detail', async () => {
    const restore = fakeLayout();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveList([promo(1), promo(2), promo(3, { status: 'close' })]);
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(
      <>
        <RegisterPromotions onNavigate={onNavigate} />
        <LocationProbe />
      </>,
      { route: '/register' },
    );
    const slider = await screen.findByTestId('register-promo-slider');
    // a closed one is left out
    expect(slider).toHaveAttribute('data-count', '2');
    expect(slider).toHaveAttribute('data-autoplay', 'on');
    const dots = within(slider).getAllByRole('button');
    expect(dots).toHaveLength(2);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    for (const next of [1, 0]) {
      await vi.waitFor(
        async () => {
          await act(() => vi.advanceTimersByTimeAsync(500));
          expect(dots[next]).toHaveAttribute('aria-current', 'true');
        },
        { timeout: 20_000, interval: 5 },
      );
    }
    await user.click(within(slider).getAllByTestId('register-promo-link')[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/promoDetail?id=1');
    expect(onNavigate).toHaveBeenCalled();
    restore();
  });

  it("holds the slider's box while the list loads, so the form below does not move", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const served = serveList([promo(1), promo(2)]);
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await answered;
      return served(...args);
    });
    renderWithProviders(<RegisterPromotions />, { route: '/register' });
    expect(await screen.findByTestId('register-promo-placeholder')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.queryByTestId('register-promo-slider')).toBeNull();
    answer();
    expect(await screen.findByTestId('register-promo-slider')).toBeInTheDocument();
    expect(screen.queryByTestId('register-promo-placeholder')).toBeNull();
  });

  it('shows nothing without new_player promotions or with the promotions module off', async () => {
    const fetchMock = serveList([]);
    const { container } = renderWithProviders(<RegisterPromotions />, { route: '/register' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="register-promo-slider"]')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('register-promo-placeholder')).toBeNull());

    const off = serveList([promo(1), promo(2)]);
    renderWithProviders(<RegisterPromotions />, {
      route: '/register',
      permission: withModules({ PROMOTIONS: false }),
    });
    expect(off).not.toHaveBeenCalled();
    expect(screen.queryByTestId('register-promo-placeholder')).toBeNull();
  });
});
