import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { settled } from '../support/motion';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

// Runs in the desktop and the mobile (390 x 844) projects. Nothing on the first view may move
// once painted: the page reserves the space of what is still loading (skeletons of the real
// size, a main region at least a screen tall), so the footer never paints on screen only to be
// pushed down by the content.

interface Shift {
  value: number;
  sources: string[];
}

/** Before any page script: records every layout shift not caused by input, with its sources. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const id = node.closest('[data-testid]')?.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}${id ? ` in ${id}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({ value: entry.value, sources: entry.sources.map((s) => name(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Before any page script: records every layout shift (recordShifts), and where the footer was
 * first painted.
 * The page's data requests are held until the footer has been painted, so the test always sees
 * the order a slow phone network gives: the shell first, the content after it.
 */
async function observeShifts(page: Page) {
  let release!: () => void;
  const footerPainted = new Promise<void>((resolve) => (release = resolve));
  await page.exposeBinding('__footerPainted', () => release());
  await page.route(
    (url) => url.pathname.startsWith('/wps/') && !url.pathname.startsWith('/wps/system/permission'),
    async (route) => {
      await footerPainted;
      await route.continue();
    },
  );
  await recordShifts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __footerFirstTop?: number; __footerPainted?: () => void };
    // The footer's top (in page coordinates) in the first frame it is painted.
    const watch = () => {
      const footer = document.querySelector('footer');
      if (footer && w.__footerFirstTop === undefined) {
        w.__footerFirstTop = footer.getBoundingClientRect().top + window.scrollY;
        // One more frame, so the footer is on screen before the content is let through.
        requestAnimationFrame(() => w.__footerPainted?.());
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

async function result(page: Page) {
  // The content is in: now let every finite transition end before measuring anything.
  await settled(page);
  return page.evaluate(() => {
    const w = window as unknown as { __shifts: Shift[]; __footerFirstTop?: number };
    const footer = document.querySelector('footer')!;
    return {
      shifts: w.__shifts,
      cls: w.__shifts.reduce((sum, s) => sum + s.value, 0),
      footerFirstTop: w.__footerFirstTop,
      footerTop: footer.getBoundingClientRect().top + window.scrollY,
      viewportHeight: window.innerHeight,
    };
  });
}

function expectStable(r: Awaited<ReturnType<typeof result>>) {
  const detail = JSON.stringify(r.shifts, null, 1);
  test.info().annotations.push({ type: 'layout shift', description: r.cls.toFixed(4) });
  expect(r.cls, detail).toBeLessThan(0.05);
  expect(r.footerFirstTop, 'the footer was painted').toBeDefined();
  // Either the footer was first painted below the first screen (where moving is no shift) or
  // it is still where it was painted.
  if (r.footerFirstTop! < r.viewportHeight) expect(r.footerTop).toBe(r.footerFirstTop);
  for (const shift of r.shifts) {
    expect(
      shift.sources.some((s) => / in footer/.test(s) || s.startsWith('footer')),
      detail,
    ).toBe(false);
  }
}

test('the home page does not move while it loads', async ({ page }) => {
  await observeShifts(page);
  await page.goto('/');
  await expect(page.getByTestId('home-content')).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('banner-placeholder')).toHaveCount(0);
  await expect(page.getByTestId('marquee-placeholder')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expectStable(await result(page));
});

test('a game lobby does not move while it loads', async ({ page }) => {
  await observeShifts(page);
  await page.goto('/rng');
  const grid = page.getByTestId('lobby-grid');
  await expect(grid).toBeVisible();
  await expect(page.locator('section[aria-labelledby="lobby-games-title"]')).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(grid.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('banner-placeholder')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expectStable(await result(page));
});

test('the register page does not move while it loads', async ({ page }) => {
  // The new_player promotions are held until the form has been painted: the order a slow phone
  // network gives, in which the slider above the form arrives last.
  let release!: () => void;
  const formPainted = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/wps/promotions',
    async (route) => {
      await formPainted;
      await route.continue();
    },
  );
  await recordShifts(page);
  await page.goto('/register');
  await expect(page.getByTestId('register-form-page')).toBeVisible();
  await expect(page.getByTestId('register-promo-placeholder')).toBeVisible();
  release();
  await expect(page.getByTestId('register-promo-slider')).toBeVisible();
  await expect(page.getByTestId('register-promo-placeholder')).toHaveCount(0);
  await expect(page.getByTestId('banner-placeholder')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await settled(page);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const cls = shifts.reduce((sum, s) => sum + s.value, 0);
  test.info().annotations.push({ type: 'layout shift', description: cls.toFixed(4) });
  expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThan(0.05);
  for (const shift of shifts) {
    expect(
      shift.sources.some((s) => / in register-form-page/.test(s)),
      JSON.stringify(shifts),
    ).toBe(false);
  }
});

test('a long game grid draws its tiles only near the viewport, and scrolling through it moves nothing', async ({
  page,
}) => {
  await page.goto('/rng');
  const grid = page.getByTestId('lobby-grid');
  await expect(grid.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.locator('section[aria-labelledby="lobby-games-title"]')).toHaveAttribute(
    'aria-busy',
    'false',
  );
  const cells = await grid
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => getComputedStyle(item).contentVisibility));
  // A full page of games, each in a cell the browser skips while it is far from the viewport;
  // every tile is still in the document (find in page, assistive technology).
  expect(cells.length).toBeGreaterThan(20);
  expect(new Set(cells)).toEqual(new Set(['auto']));
  await expect(grid.getByTestId('game-tile')).toHaveCount(cells.length);

  await page.evaluate(() => {
    const w = window as unknown as { __gridShift: number };
    w.__gridShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        w.__gridShift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  // A screen at a time to the page's end (scrolled by script, so no shift is excused as input).
  for (;;) {
    const atEnd = await page.evaluate(async () => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY === before;
    });
    if (atEnd) break;
  }
  const shift = await page.evaluate(
    () => (window as unknown as { __gridShift: number }).__gridShift,
  );
  test
    .info()
    .annotations.push({ type: 'layout shift while scrolling', description: shift.toFixed(4) });
  expect(shift).toBeLessThan(0.01);
});

/** The built chunk of a source file, from the build manifest. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  expect(file, `${source} in the build manifest`).toBeTruthy();
  return file!;
}

/** Holds the chunk of a source file until `release()`; `asked()` tells whether it was requested. */
async function holdChunk(page: Page, source: string) {
  const file = chunkOf(source);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(`**/${file}`, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}

/** Holds every script of the site until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test.describe('without the service worker (its fetches would bypass the held route)', () => {
  test.use({ serviceWorkers: 'block' });

  test('the frame and the page banner paint while the page chunk is still on its way', async ({
    page,
  }) => {
    // The route resolves at once; only the page's own component waits for its chunk. Held here
    // until the frame is checked, then let through.
    const lobby = await holdChunk(page, 'src/app/routes/lobby.tsx');
    // The first banner's artwork, fetched once: the served page's preload and the <img> pick
    // the same WebP rendition.
    const firstBanner: string[] = [];
    page.on('request', (request) => {
      if (/\/banners\/rng-1\./.test(request.url())) firstBanner.push(request.url());
    });
    await page.goto('/rng');
    await expect(page.getByTestId('header')).toBeVisible();
    // The strip's placeholder, or the strip itself if its own (small) chunk was quicker.
    const artwork = page
      .locator('[data-testid="banner-placeholder"] img, [data-testid="banner-carousel"] img')
      .first();
    await expect(artwork).toBeVisible();
    await expect(artwork).toHaveJSProperty('complete', true);
    expect(await artwork.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/banners\/rng-1\.svg\?w=\d+$/,
    );
    expect(firstBanner).toHaveLength(1);
    await expect.poll(() => lobby.asked()).toBe(true);
    await expect(page.getByTestId('lobby-rng')).toHaveCount(0);
    lobby.release();
    await expect(page.getByTestId('lobby-rng')).toBeVisible();
  });

  test('the served page already shows the frame and the first banner, before any script has run', async ({
    page,
  }) => {
    // Every script of the site held: what shows is the page as the server sent it.
    const release = await holdScripts(page);
    await page.goto('/register', { waitUntil: 'commit' });
    const served = page.locator('#root > [inert]');
    await expect(served.locator('header')).toBeVisible();
    const artwork = served.locator('main img').first();
    await expect(artwork).toHaveJSProperty('complete', true);
    expect(await artwork.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // That image is the page's largest paint.
    const largest = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { url?: string };
              resolve(last?.url ?? '');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    await expect.poll(largest).toMatch(/\/banners\/reg-1\.svg\?w=\d+$/);
    // Inert, and without the test ids: nothing acts on it before the app has replaced it.
    await expect(page.getByTestId('header')).toHaveCount(0);
    release();
    await expect(page.getByTestId('register-page')).toBeVisible();
    await expect(served).toHaveCount(0);
    await expect(page.locator('header')).toHaveCount(1);
  });

  test("the served page is drawn in the player's theme and menu width: nothing changes when the app starts", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('theme-switch').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const column = (page.viewportSize()?.width ?? 0) >= 1024;
    if (column) {
      await page.getByTestId('side-menu-collapse').click();
      await expect(page.getByTestId('app-shell')).toHaveClass(/mini/);
    }
    // Reloaded with every script held: the page as the server sends it.
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('#root > [inert] header')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Measured once the page's stylesheets are in (before that, a forced layout uses none).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
            (link) => link.sheet !== null,
          ),
        ),
      )
      .toBe(true);
    const left = () =>
      page.locator('main#main').evaluate((main) => Math.round(main.getBoundingClientRect().left));
    const served = await left();
    if (column) expect(served).toBeLessThan(120);
    release();
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    expect(await left()).toBe(served);
    await expect(page.getByTestId('theme-switch')).toHaveAttribute('aria-pressed', 'true');
  });

  test("what waits for the page to start (footer, popup notices) waits for the page's own view", async ({
    page,
  }) => {
    const later = [
      chunkOf('src/features/shell/components/footer.tsx'),
      chunkOf('src/features/notices/components/popup-notices.tsx'),
    ];
    const lobby = await holdChunk(page, 'src/app/routes/lobby.tsx');
    const asked: string[] = [];
    page.on('request', (request) => {
      for (const file of later) if (request.url().endsWith(`/${file}`)) asked.push(file);
    });
    await page.goto('/rng');
    await expect(page.getByTestId('header')).toBeVisible();
    await expect.poll(() => lobby.asked()).toBe(true);
    // The frame has painted and the main thread has been idle twice while the page's own chunk
    // is held: the page has not started, so nothing that waits for that has been asked for.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => requestIdleCallback(() => resolve())),
        ),
    );
    expect(asked).toEqual([]);
    await expect(page.locator('footer')).toHaveCount(0);
    lobby.release();
    await expect(page.getByTestId('lobby-rng')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    expect(asked).toContain(later[0]);
  });
});
