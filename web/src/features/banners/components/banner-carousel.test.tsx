import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTWORK_SIZES, artworkImageProps } from '@sorte/contracts/system/artwork';
import type { BannerGroup } from '@sorte/contracts/system/constants';
import type { Banner } from '@sorte/contracts/system/system';
import { mockApi } from '../../../testing/api';
import { setTabHidden, stubIntersection } from '../../../testing/on-screen';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { bannersQueryOptions } from '../api/get-banners';
import { BannerCarousel } from './banner-carousel';
import { BannerPlaceholder } from './banner-placeholder';

const banner = (id: number, patch: Partial<Banner> = {}): Banner => ({
  bannerId: String(id),
  groupName: 'w_home',
  url: `/cdn/banners/home-${id}.svg`,
  title: `Banner title ${id}`,
  linkageType: 'NONE',
  linkage: null,
  ...patch,
});

/** Answers the notices call with `banners` for the asked group only. */
function serveBanners(banners: Banner[]) {
  return mockApi({
    '/wps/system/notices': (url) => {
      const group = url.searchParams.get('groups');
      return {
        value: {
          player: [],
          popup: [],
          promotion: [],
          banners: banners.filter((b) => b.groupName === group),
        },
      };
    },
  });
}

/**
 * jsdom has no layout: give the carousel a 1000 px viewport and 800 px slides so the carousel
 * engine finds one snap per slide.
 */
function fakeLayout() {
  const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.slideIndex !== undefined ? 800 : 1000;
  });
  const left = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Number(this.dataset.slideIndex ?? 0) * 800;
  });
  return () => {
    width.mockRestore();
    left.mockRestore();
  };
}

/** The carousel engine is a lazy chunk: the first wait may include loading it. */
const lazyChunk = { timeout: 4000 };

const renderCarousel = (group: BannerGroup) =>
  renderWithProviders(<BannerCarousel group={group} />, { path: '/', route: '/' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel', () => {
  it('renders nothing at all for a group without banners', async () => {
    const fetchMock = serveBanners([banner(1)]);
    const { container } = renderCarousel('w_rng');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for the group with the notice types B, PL, PU, PR on platform W', async () => {
    const fetchMock = serveBanners([banner(1)]);
    renderCarousel('w_home');
    await screen.findByRole('img', { name: 'Banner title 1' });
    const url = new URL(fetchMock.mock.calls[0]![0] as string, 'http://localhost');
    expect(url.searchParams.get('types')).toBe('B,PL,PU,PR');
    expect(url.searchParams.get('platform')).toBe('W');
    expect(url.searchParams.get('groups')).toBe('w_home');
  });

  it('shows one banner without loop, autoplay, arrows or pagination', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveBanners([banner(1)]);
    renderCarousel('w_home');
    const image = await screen.findByRole('img', { name: 'Banner title 1' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('src', '/cdn/banners/home-1.svg');
    // Its WebP renditions, the same list the server's preload of the first banner offers.
    expect(image).toHaveAttribute('srcset', artworkImageProps('/cdn/banners/home-1.svg').srcSet);
    expect(image).toHaveAttribute('sizes', ARTWORK_SIZES.banners);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('autoplays three home banners every 5000 ms with pagination dots', async () => {
    const restore = fakeLayout();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveBanners([banner(1), banner(2), banner(3)]);
    renderCarousel('w_home');
    const dots = await screen.findAllByTestId('banner-dot', {}, lazyChunk);
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    // Exact 5000 ms timing is tested on the hook (hooks/use-autoplay.test.ts); here, with the real
    // carousel engine, each interval moves to the next slide and the last loops to the first.
    // The engine may arm its timer a little after the dots render (later on a busy machine), so
    // step the clock in 500 ms slices until each move shows instead of jumping 5000 ms at once.
    for (const next of [1, 2, 0]) {
      await vi.waitFor(
        async () => {
          await act(() => vi.advanceTimersByTimeAsync(500));
          expect(dots[next]).toHaveAttribute('aria-current', 'true');
        },
        { timeout: 20_000, interval: 5 },
      );
    }

    // Only the first slide loads eagerly.
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    restore();
  });

  it('stops autoplay while scrolled off screen or while the tab is hidden', async () => {
    const restore = fakeLayout();
    const io = stubIntersection();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveBanners([banner(1), banner(2)]);
    renderCarousel('w_home');
    const dots = await screen.findAllByTestId('banner-dot', {}, lazyChunk);
    const carousel = screen.getByTestId('banner-carousel');
    expect(carousel).toHaveAttribute('data-autoplay', 'on');
    io.setOnScreen(carousel, false);
    expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    io.setOnScreen(carousel, true);
    expect(carousel).toHaveAttribute('data-autoplay', 'on');
    setTabHidden(true);
    expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    setTabHidden(false);
    // Back on screen in a visible tab it moves on again.
    await vi.waitFor(
      async () => {
        await act(() => vi.advanceTimersByTimeAsync(500));
        expect(dots[1]).toHaveAttribute('aria-current', 'true');
      },
      { timeout: 20_000, interval: 5 },
    );
    restore();
  });

  it('stops autoplay while paused by the player', async () => {
    const restore = fakeLayout();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveBanners([banner(1), banner(2)]);
    const { user } = renderCarousel('w_home');
    const dots = await screen.findAllByTestId('banner-dot', {}, lazyChunk);
    await user.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    // Leave the carousel (hover and focus pause it too) to see the pause button alone at work.
    await user.unhover(screen.getByTestId('banner-carousel'));
    screen.getByRole('button', { name: 'Play the slideshow' }).blur();
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    await user.unhover(screen.getByTestId('banner-carousel'));
    screen.getByRole('button', { name: 'Pause the slideshow' }).blur();
    await vi.waitFor(
      async () => {
        await act(() => vi.advanceTimersByTimeAsync(500));
        expect(dots[1]).toHaveAttribute('aria-current', 'true');
      },
      { timeout: 20_000, interval: 5 },
    );
    restore();
  });

  it('pauses while the pointer is over it', async () => {
    const restore = fakeLayout();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveBanners([banner(1), banner(2)]);
    const { user } = renderCarousel('w_home');
    const dots = await screen.findAllByTestId('banner-dot', {}, lazyChunk);
    await user.hover(screen.getByTestId('banner-carousel'));
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.unhover(screen.getByTestId('banner-carousel'));
    await vi.waitFor(
      async () => {
        await act(() => vi.advanceTimersByTimeAsync(500));
        expect(dots[1]).toHaveAttribute('aria-current', 'true');
      },
      { timeout: 20_000, interval: 5 },
    );
    restore();
  });

  it('never autoplays under prefers-reduced-motion', async () => {
    const restore = fakeLayout();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          onchange: null,
          addEventListener() {},
          removeEventListener() {},
          addListener() {},
          removeListener() {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveBanners([banner(1), banner(2)]);
    renderCarousel('w_home');
    const dots = await screen.findAllByTestId('banner-dot', {}, lazyChunk);
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    matchMedia.mockRestore();
    restore();
  });

  it('shows one slide per view elsewhere: no dots, the first image loaded eagerly and first', async () => {
    serveBanners([banner(1, { groupName: 'w_rng' }), banner(2, { groupName: 'w_rng' })]);
    renderCarousel('w_rng');
    // The first banner stands in (a carousel of its own) until the engine's chunk has loaded:
    // take the carousel once its controls are there, not the stand-in.
    await screen.findByRole('button', { name: 'Next banner' }, lazyChunk);
    const carousel = screen.getByTestId('banner-carousel');
    expect(within(carousel).queryAllByTestId('banner-dot')).toHaveLength(0);
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('loading')),
    ).toEqual(['eager', 'lazy']);
    // The first banner is the page's largest paint on every page (index.html preloads it).
    expect(within(carousel).getAllByRole('img')[0]).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('banner linkage', () => {
  it('opens a ROUTE banner in the app', async () => {
    serveBanners([banner(1, { linkageType: 'ROUTE', linkage: '/promotions' })]);
    const { user } = renderCarousel('w_home');
    await user.click(await screen.findByRole('link', { name: 'Banner title 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
  });

  it('opens a LOBBY banner at its category lobby', async () => {
    serveBanners([banner(1, { linkageType: 'LOBBY', linkage: 'LIVE' })]);
    const { user } = renderCarousel('w_home');
    const link = await screen.findByRole('link', { name: 'Banner title 1' });
    expect(link).toHaveTextContent('Play now');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/live');
  });

  it('opens a PROMOTION banner at its promotion detail', async () => {
    serveBanners([banner(1, { linkageType: 'PROMOTION', linkage: '42' })]);
    const { user } = renderCarousel('w_home');
    await user.click(await screen.findByRole('link', { name: 'Banner title 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/promoDetail?id=42');
  });

  it('opens a URL banner in a new tab without an opener', async () => {
    serveBanners([banner(1, { linkageType: 'URL', linkage: 'https://partner.example/offer' })]);
    renderCarousel('w_home');
    const link = await screen.findByRole('link', { name: 'Banner title 1' });
    expect(link).toHaveAttribute('href', 'https://partner.example/offer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('makes a NONE banner (and an unsafe URL) not clickable', async () => {
    serveBanners([banner(1), banner(2, { linkageType: 'URL', linkage: 'javascript:alert(1)' })]);
    renderCarousel('w_home');
    // The second banner shows once the carousel engine has loaded (the first stands in before).
    await screen.findByRole('img', { name: 'Banner title 2' }, lazyChunk);
    expect(screen.getByRole('img', { name: 'Banner title 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('BannerPlaceholder', () => {
  it("shows the first banner's artwork when the page's banners came with the first view", () => {
    const queryClient = createTestQueryClient();
    const rng = (id: number) =>
      banner(id, { groupName: 'w_rng', url: `/cdn/banners/rng-${id}.svg` });
    queryClient.setQueryData(bannersQueryOptions('w_rng', 'en').queryKey, [rng(1), rng(2)]);
    renderWithProviders(<BannerPlaceholder group="w_rng" />, { queryClient });
    const images = screen.getByTestId('banner-placeholder').querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/cdn/banners/rng-1.svg');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    // Decorative while it stands in: the carousel's own slide names the banner.
    expect(images[0]).toHaveAttribute('alt', '');
    expect(screen.getByTestId('banner-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an empty skeleton of the same box while no banners are known', () => {
    renderWithProviders(<BannerPlaceholder group="w_home" />);
    const placeholder = screen.getByTestId('banner-placeholder');
    expect(placeholder.querySelector('img')).toBeNull();
    expect(placeholder.querySelector('[class*="skeleton"]')).not.toBeNull();
  });
});
