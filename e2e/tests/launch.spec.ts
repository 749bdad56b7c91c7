import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Game launch end to end: a guest gets the login modal; demo01 launches a PG game, which the
 * vendor simulator serves in the /game frame; one spin moves money through the signed provider
 * API; closing the game shows the new balance in the header. In Portuguese; the transfer vendor's
 * launch below runs in English.
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

async function logIn(page: Page, username = 'demo01') {
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.locator('input[autocomplete="username"]').fill(username);
  await modal.locator('input[autocomplete="current-password"]').fill('Demo#2026');
  await modal.locator('button[type="submit"]').click();
  await expect(page.getByTestId('header-account')).toBeVisible();
}

// One language per journey (the journeys alternate between English and Portuguese); that every
// locale has every text is checked by the unit tests, so a second run in another language adds time, not coverage.
for (const lang of ['pt'] as const) {
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

test('a transfer vendor (CQ9) launches through the transfer step: the game plays from the CQ9 wallet, closing brings it back', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await page.goto('/rng?page=CQ9');
  await page.getByTestId('header').getByRole('button', { name: 'Log in' }).click();
  // demo03: no other spec of this run launches games with it (every launch recalls vendor wallets).
  await logIn(page, 'demo03');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.goto('/rng?page=CQ9');
  const wallet = async (name: string) => {
    const res = await page.request.get('/wps/v2/wallets', { headers: { authorization: `Bearer ${token}` } });
    const list = ((await res.json()) as { value: { list: { wallet: string; balance: string }[] } }).value.list;
    return list.find((w) => w.wallet === name)?.balance ?? null;
  };

  const tile = page.getByTestId('lobby-grid').getByTestId('game-tile').first();
  await tile.getByRole('button').first().click();
  await page.getByTestId('game-detail').getByRole('button', { name: 'Play now' }).click();
  const step = page.getByTestId('transfer-step');
  await expect(step.getByRole('heading', { name: 'Play from the CQ9 wallet' })).toBeVisible();
  await expect(step.getByTestId('transfer-step-main')).toHaveText(/\d/);
  await step.getByLabel('Amount to move in').fill('30');
  await step.getByRole('button', { name: 'Move and play' }).click();
  await expect(page).toHaveURL(/\/game\?url=.*wallet=transfer/);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  // The game's balance is the CQ9 wallet: what was moved in (plus anything it held already).
  const simBalance = frame.getByTestId('sim-balance');
  await expect(simBalance).toHaveText(/\d/);
  const inGame = await wallet('CQ9');
  expect(Number(inGame)).toBeGreaterThanOrEqual(30);
  expect(Number((await simBalance.textContent())!.replace(/[^\d.]/g, ''))).toBe(Number(inGame));
  const spin = frame.getByTestId('sim-spin');
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect.poll(() => wallet('CQ9')).not.toBe(inGame);

  // Closing the game ends the transfer session: the CQ9 wallet comes back to MAIN.
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).not.toHaveURL(/\/game/);
  await expect.poll(() => wallet('CQ9')).toBe('0.00');
});
