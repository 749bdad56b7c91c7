import { fillCaptcha, fillSmsCode, ownAddress, uniqueBrazilMobile, uniqueUsername } from '../support/accounts';
import { expect, test } from '../support/test';

// At 390x844 (mobile project): the register page and the login popup work on a phone.
test('registers on /register and logs in again on a phone', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await ownAddress(page);
  const username = uniqueUsername('mob');
  const mobile = uniqueBrazilMobile();
  await page.goto('/register');
  const form = page.getByTestId('register-form-page');
  await form.getByTestId('register-username').fill(username);
  await form.getByTestId('register-password').fill('Sorte#2026');
  await form.getByTestId('register-confirmPassword').fill('Sorte#2026');
  await form.getByTestId('register-mobileNum').fill(mobile);
  await fillSmsCode(page, form, 'register-verificationCode', mobile);
  await fillCaptcha(page, form, 'register-captcha');
  // Nothing of the form spills out of the viewport.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('dialog')).toContainText('Registered successfully');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-account')).toBeVisible();

  // Log out through the API-backed menu and back in through the popup.
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Password', { exact: true }).fill('Sorte#2026');
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();
});
