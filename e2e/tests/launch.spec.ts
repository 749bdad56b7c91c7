import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Game launch end to end: a guest gets the login modal; demo01 launches a PG game, which the
 * vendor simulator serves in the /game frame; one spin moves money through the signed provider
 * API; closing the game shows the new balance in the header. In English and Portuguese.
 */
const TEXTS = {
  en: { login: 'Log in', play: 'Play now', badge: 'Vendor simulator', spin: 'Spin', close: 'Close game' },
  pt: { login: 'Entrar', play: 'Jogar agora', badge: 'Simulador de fornecedor', spin: 'Girar', close: 'Fechar jogo' },
} as const;

async function openFirstPgGame(page: Page) {
  await page.goto('/rng?page=PG');
  const tile = page.getByTestId('lobby-grid').getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  await tile.getByRole('button').first().click();
  return page.getByTestId('game-detail');
}

async function logIn(page: Page) {
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.locator('input[autocomplete="username"]').fill('demo01');
  await modal.locator('input[autocomplete="current-password"]').fill('Demo#2026');
  await modal.locator('button[type="submit"]').click();
  await expect(page.getByTestId('header-account')).toBeVisible();
}

for (const lang of ['en', 'pt'] as const) {
  const t = TEXTS[lang];
  test.describe(`game launch (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => {
        if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', l);
      }, lang);
    });

    test('a guest who launches gets the login modal', async ({ page }) => {
      const detail = await openFirstPgGame(page);
      await detail.getByRole('button', { name: t.play }).click();
      await expect(page.getByTestId('login-modal')).toBeVisible();
      await expect(page).toHaveURL(/\/rng\?page=PG$/);
    });

    test('demo01 launches a PG game in the simulator, spins once and sees the new balance after closing', async ({ page }) => {
      await page.goto('/rng?page=PG');
      await page.getByTestId('header').getByRole('button', { name: t.login }).click();
      await logIn(page);
      const balance = page.getByTestId('header-account').getByTestId('balance');
      await expect(balance).toHaveText(/\d/);
      const before = (await balance.textContent())!;

      const detail = await openFirstPgGame(page);
      await detail.getByRole('button', { name: t.play }).click();
      await expect(page).toHaveURL(/\/game\?url=/);
      const frame = page.frameLocator('[data-testid="game-frame"]');
      await expect(frame.getByText(t.badge)).toBeVisible();
      await expect(frame.getByTestId('sim-game-name')).not.toHaveText('…');
      const spin = frame.getByTestId('sim-spin');
      await expect(spin).toBeEnabled();
      await expect(spin).toHaveText(t.spin);
      const simBalance = frame.getByTestId('sim-balance');
      const simBefore = (await simBalance.textContent())!;
      await spin.click();
      await expect(simBalance).not.toHaveText(simBefore);
      await expect(spin).toBeEnabled();

      await page.getByRole('button', { name: t.close }).click();
      await expect(page).not.toHaveURL(/\/game/);
      await expect(balance).not.toHaveText(before);
    });
  });
}
