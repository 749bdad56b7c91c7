import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Promotions against the real server and its demo seed (6 promotions: 4 running, 1 coming soon,
 * 1 recently closed; 2 new_player): list -> category chip -> detail, and the register slider
 * (autoplay only with more than one new_player promotion).
 */

type Lang = 'en' | 'pt';

const TEXT = {
  en: {
    heading: 'Promotions',
    newPlayers: 'New players',
    welcome: 'Welcome bonus: 10% on PIX deposits, up to R$ 100',
    running: 'Running',
    back: 'See all promotions',
  },
  pt: {
    heading: 'Promoções',
    newPlayers: 'Novos jogadores',
    welcome: 'Bónus de boas-vindas: 10% nos depósitos PIX, até R$ 100',
    running: 'A decorrer',
    back: 'Ver todas as promoções',
  },
} as const;

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', l);
  }, lang);
}

/** The index of the slide the slider shows now. */
const selectedSlide = (page: Page) =>
  page
    .getByTestId('register-promo-slider')
    .locator('[data-selected]')
    .getAttribute('data-slide-index');

for (const lang of ['en', 'pt'] as const) {
  test(`lists promotions, filters by a category chip and opens a detail (${lang})`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    await useLanguage(page, lang);
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    const cards = page.getByTestId('promo-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('heading', { name: t.welcome })).toBeVisible();
    await expect(cards.first().getByTestId('promo-status')).toHaveText(t.running);
    await expect(
      page.locator('[data-testid="promo-status"][data-status="coming_soon"]'),
    ).toHaveCount(1);
    await expect(page.locator('[data-testid="promo-status"][data-status="close"]')).toHaveCount(1);
    // the covers are real images from /cdn
    await expect
      .poll(() =>
        cards
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);

    const chips = page.getByTestId('promo-chips');
    await chips.getByRole('button', { name: t.newPlayers }).click();
    await expect(page).toHaveURL(/category=new_player/);
    await expect(cards).toHaveCount(2);
    await expect(chips.getByRole('button', { name: t.newPlayers })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
    const detail = page.getByTestId('promo-detail');
    await expect(detail.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();
    await expect(detail.getByTestId('promo-content').locator('li')).toHaveCount(3);
    // no join button (the bonus engine comes later); a guest is offered registration
    await expect(detail.getByRole('button')).toHaveCount(1);
    await expect(detail.getByTestId('promo-register')).toBeVisible();
    await detail.getByTestId('promo-back').click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(cards).toHaveCount(6);
  });

  test.describe(() => {
    test.use({ reducedMotion: 'no-preference' });
    test(`register page slider autoplays the new_player promotions (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/register');
      const slider = page.getByTestId('register-promo-slider');
      await expect(slider).toHaveAttribute('data-count', '2');
      await expect(slider).toHaveAttribute('data-autoplay', 'on');
      await expect(slider.getByTestId('register-promo-link').first()).toContainText(
        TEXT[lang].welcome,
      );
      expect(await selectedSlide(page)).toBe('0');
      // 5000 ms per slide: the second one shows after about five seconds, then it loops back.
      await expect.poll(() => selectedSlide(page), { timeout: 12_000 }).toBe('1');
      await expect.poll(() => selectedSlide(page), { timeout: 12_000 }).toBe('0');
    });
  });
}

test.describe('motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('with one new_player promotion the register slider stands still', async ({ page }) => {
    // Serve the real answer with only its first promotion (no global state is changed).
    await page.route('**/wps/promotions?*category=new_player*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: { list: unknown[]; total: number } };
      body.value.list = body.value.list.slice(0, 1);
      body.value.total = 1;
      await route.fulfill({ response, json: body });
    });
    // The page's clock, moved on by hand: two autoplay periods pass without waiting for them.
    await page.clock.install();
    await page.goto('/register');
    const slider = page.getByTestId('register-promo-slider');
    await expect(slider).toHaveAttribute('data-count', '1');
    await expect(slider).toHaveAttribute('data-autoplay', 'off');
    await expect(slider.getByRole('button')).toHaveCount(0);
    await page.clock.runFor(11_000);
    expect(await selectedSlide(page)).toBe('0');
  });
});

test('the register popup shows the slider and a slide opens its promotion', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('register-modal');
  const slider = modal.getByTestId('register-promo-slider');
  await expect(slider).toHaveAttribute('data-count', '2');
  await slider.getByTestId('register-promo-link').first().click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  await expect(page.getByTestId('register-modal')).toHaveCount(0);
  await expect(page.getByTestId('promo-detail')).toBeVisible();
});

test('an unknown promotion id shows the not-found page', async ({ page }) => {
  await page.goto('/promoDetail?id=999999');
  await expect(page.getByTestId('promo-not-found')).toBeVisible();
  await page.getByTestId('promo-not-found').getByRole('link').click();
  await expect(page).toHaveURL(/\/promotions$/);
});
