import { devices, type Page } from '@playwright/test';
import { settled } from '../support/motion';
import { expect, test } from '../support/test';

// Assertions use the English texts.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
});

const grid = (page: Page) => page.getByTestId('lobby-grid');
const tiles = (page: Page) => grid(page).getByTestId('game-tile');

async function openLobby(page: Page, url: string) {
  await page.goto(url);
  await expect(tiles(page).first()).toBeVisible();
}

async function logIn(page: Page) {
  await page.getByTestId('header').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username').fill('demo01');
  await modal.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();
}

test.describe('lobby (desktop)', () => {
  test('browses by vendor tab: /rng?page=JL lists only JILI games, Back returns to all', async ({ page }) => {
    await openLobby(page, '/rng');
    await expect(tiles(page)).toHaveCount(42);
    const nav = page.getByRole('navigation', { name: 'Game providers' });
    await nav.getByRole('link', { name: 'JILI' }).click();
    await expect(page).toHaveURL(/\/rng\?page=JL$/);
    await expect(page.getByRole('heading', { name: 'JILI games' })).toBeVisible();
    await expect(page.getByTestId('lobby-total')).toHaveText('28 games');
    await expect(tiles(page)).toHaveCount(28);
    const vendors = await tiles(page).locator('p').allTextContents();
    expect(new Set(vendors)).toEqual(new Set(['JILI']));
    await page.goBack();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByTestId('lobby-total')).toHaveText('196 games');
  });

  test('searches by name and filters by type and minimum bet, all kept in the URL', async ({ page }) => {
    await openLobby(page, '/rng');
    await page.getByTestId('lobby-search').fill('dragon');
    await expect(page).toHaveURL(/q=dragon/);
    await expect(page.getByTestId('lobby-total')).not.toHaveText('196 games');
    await expect(page.locator('section[aria-labelledby="lobby-games-title"]')).toHaveAttribute('aria-busy', 'false');
    const names = await tiles(page).locator('h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /dragon/i.test(n))).toBe(true);

    await page.getByTestId('lobby-search').fill('');
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByTestId('lobby-total')).toHaveText('196 games');
    // The list with both filters: the URL can change before the page renders the new filters, and
    // the answer for the type alone can land in between, so wait for this answer itself.
    const bothFilters = page.waitForResponse(
      (r) => r.url().includes('/wps/relay/GLS_gameList') && /gameClassify=MEGAWAYS/.test(r.url()) && /minBet=0\.2/.test(r.url()),
    );
    await page.getByTestId('filter-classify').selectOption('MEGAWAYS');
    await page.getByTestId('filter-min-bet').selectOption('0.20');
    await expect(page).toHaveURL(/classify=MEGAWAYS/);
    await expect(page).toHaveURL(/minBet=0\.20/);
    await bothFilters;
    // The count of the previous filter stays on screen until the new answer lands.
    await expect(page.getByTestId('lobby-total')).not.toHaveText('196 games');
    await expect(page.locator('section[aria-labelledby="lobby-games-title"]')).toHaveAttribute('aria-busy', 'false');
    const total = Number((await page.getByTestId('lobby-total').textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(196);
    await tiles(page).first().getByRole('button').first().click();
    const detail = page.getByTestId('game-detail');
    await expect(detail.getByText('Megaways')).toBeVisible();
    await expect(detail.getByTestId('detail-min-bet')).toHaveText(/R\$ 0\.(10|20)/);
    await expect(detail.getByRole('button', { name: 'Play now' })).toBeVisible();
    await page.keyboard.press('Escape');

    // A shared link gives the same page.
    await page.reload();
    await expect(page.getByTestId('filter-classify')).toHaveValue('MEGAWAYS');
    await expect(page.getByTestId('lobby-total')).toHaveText(`${total} games`);
  });

  test('paginates 42 at a time', async ({ page }) => {
    await openLobby(page, '/rng');
    const firstPage = await tiles(page).locator('h3').first().textContent();
    await page.getByRole('navigation', { name: 'Game pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(tiles(page).locator('h3').first()).not.toHaveText(firstPage!);
    await expect(tiles(page)).toHaveCount(42);
    await page.getByRole('navigation', { name: 'Game pages' }).getByRole('button', { name: 'Page 5' }).click();
    await expect(page).toHaveURL(/pageNo=5/);
    await expect(tiles(page)).toHaveCount(196 - 4 * 42);
  });

  test('a guest tapping a heart gets the login modal', async ({ page }) => {
    await openLobby(page, '/fish');
    await tiles(page).first().getByTestId('favourite-toggle').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('demo01 favourites and unfavourites a game', async ({ page }) => {
    await page.goto('/');
    await logIn(page);
    await openLobby(page, '/live?page=EVO');
    const tile = tiles(page).nth(2);
    const name = (await tile.locator('h3').textContent())!;
    const heart = tile.getByTestId('favourite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/live');
    const shelf = page.getByTestId('lobby-favourites');
    await expect(shelf.getByRole('heading', { name })).toBeVisible();
    await shelf.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(page.getByTestId('lobby-favourites')).toHaveCount(0);
    await page.reload();
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.getByTestId('lobby-favourites')).toHaveCount(0);
  });
});

test.describe('lobby (mobile)', () => {
  const { defaultBrowserType: _unused, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel, viewport: { width: 390, height: 844 } });

  test('browses, searches and favourites at 390 px', async ({ page }) => {
    await openLobby(page, '/fish');
    await page.getByRole('navigation', { name: 'Game providers' }).getByRole('link', { name: 'JILI Fishing' }).click();
    await expect(page).toHaveURL(/\/fish\?page=JL$/);
    await expect(page.getByTestId('lobby-total')).toHaveText('8 games');
    await page.getByTestId('lobby-search').fill('zzz-nothing');
    await expect(page.getByRole('heading', { name: 'No games match your search' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(tiles(page)).toHaveCount(8);
    await settled(page);
    const box = await tiles(page).first().boundingBox();
    expect(box!.width).toBeGreaterThan(120);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await tiles(page).first().getByTestId('favourite-toggle').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.getByTestId('login-modal').getByLabel('Username').fill('demo01');
    await page.getByTestId('login-modal').getByLabel('Password', { exact: true }).fill('Demo#2026');
    await page.getByTestId('login-modal').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('header-account')).toBeVisible();
    await openLobby(page, '/fish?page=JL');
    const heart = tiles(page).last().getByTestId('favourite-toggle');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
