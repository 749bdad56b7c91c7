import { expect, test } from '../support/test';

const USERNAME = 'demo01';
const PASSWORD = 'Demo#2026';

test.describe('login', () => {
  // Assertions use the English texts.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
    });
  });

  test('logs in from the header popup, survives a reload and signs out', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('header');
    await header.getByRole('button', { name: 'Log in' }).click();

    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible();
    await modal.getByLabel('Username').fill(USERNAME);
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByTestId('header-account')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu for Demo' })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('header-account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Demo' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu for Demo' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page.getByTestId('dialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Sign out' }).click();

    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('header').getByRole('button', { name: 'Log in' }).click();
    const modal = page.getByTestId('login-modal');
    // Another account, so demo01's failed-login counter (captcha threshold) stays untouched.
    await modal.getByLabel('Username').fill('no-such-player');
    await modal.getByLabel('Password', { exact: true }).fill('wrong-password');
    await modal.getByRole('button', { name: 'Log in' }).click();
    await expect(modal.getByTestId('login-error')).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveCount(0);
  });

  test('the /login page logs in and goes home', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByTestId('login-page');
    await expect(form.getByRole('heading', { level: 1 })).toBeVisible();
    await form.getByLabel('Username').fill(USERNAME);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-account')).toBeVisible();
  });
});
