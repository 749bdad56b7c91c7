import type { Page } from '@playwright/test';
import { captchaAnswer, ownAddress } from '../support/accounts';
import { MEMBER_PASSWORD, newMember } from '../support/members';
import { opsLogin } from '../support/ops';
import { expect, test } from '../support/test';

/**
 * Account flows that change an account's state: wrong passwords (captcha demand) and a support
 * reset (forced new password), each on a member of its own, so they run beside the other specs.
 */

async function useLanguage(page: Page, lang: 'en' | 'pt') {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', l);
  }, lang);
}

test('a wrong password three times asks for the captcha, then the right one logs in', async ({ page, request }) => {
  const member = await newMember(request, { prefix: 'pwd' });
  await useLanguage(page, 'en');
  await ownAddress(page);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username').fill(member.username);
  for (let i = 0; i < 3; i += 1) {
    await modal.getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
    await modal.getByRole('button', { name: 'Log in' }).click();
    await expect(modal.getByTestId('login-error')).toContainText('Wrong username or password');
  }
  // The fourth attempt is refused until the captcha is answered.
  await modal.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(modal.getByTestId('captcha-row')).toBeVisible();
  await expect(modal.getByTestId('captcha-image').locator('img')).toBeVisible();
  await modal.getByLabel('Image code', { exact: true }).fill(await captchaAnswer(page));
  await modal.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();
  await expect(modal).toBeHidden();
});

test('a password reset to 123456 by support forces a new password at the next login', async ({ page, request }) => {
  const member = await newMember(request, { prefix: 'rst' });
  await useLanguage(page, 'en');
  await ownAddress(page);
  const token = await opsLogin(request);
  const reset = await request.post(`/ops/api/members/${member.username}/password-reset`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reset.status()).toBe(200);

  await page.goto('/');
  await page.getByTestId('header-login').click();
  const login = page.getByTestId('login-modal');
  await login.getByLabel('Username').fill(member.username);
  await login.getByLabel('Password', { exact: true }).fill('123456');
  await login.getByRole('button', { name: 'Log in' }).click();

  const change = page.getByTestId('change-password-modal');
  await expect(change).toBeVisible();
  await expect(change.getByTestId('password-expired-note')).toBeVisible();
  await change.getByTestId('old-password').fill('123456');
  // 123456 again is refused.
  await change.getByTestId('new-password').fill('123456');
  await change.getByTestId('confirm-password').fill('123456');
  await change.getByTestId('change-password-submit').click();
  await expect(change.getByTestId('new-password')).toHaveAttribute('aria-invalid', 'true');
  await change.getByTestId('new-password').fill('Fresh#2026');
  await change.getByTestId('confirm-password').fill('Fresh#2026');
  await change.getByTestId('change-password-submit').click();

  // Signed out, the login popup reopens with a note; the new password logs in.
  const again = page.getByTestId('login-modal');
  await expect(again.getByTestId('password-changed-note')).toBeVisible();
  await again.getByLabel('Username').fill(member.username);
  await again.getByLabel('Password', { exact: true }).fill('Fresh#2026');
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});
