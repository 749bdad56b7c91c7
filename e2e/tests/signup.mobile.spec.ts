import { fillCaptcha, ownAddress, uniqueUsername } from '../support/accounts';
import { expect, test } from '../support/test';

// At 390x844 (mobile project), with the operator's default field settings (mobile number shown
// but optional, SMS verification on): a username registration needs no phone and no SMS code.
test('registers by username without a phone in the popup and lands logged in', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'en');
  });
  await ownAddress(page);
  const username = uniqueUsername('nophone');
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('register-modal');
  // The heading promises no amount; the brand's own new-player promotions tell the offer.
  await expect(modal.getByRole('heading', { level: 2, name: 'Create your account' })).toBeVisible();
  await expect(modal).not.toContainText('1000VND');

  await modal.getByTestId('register-username').fill(username);
  await modal.getByTestId('register-password').fill('Sorte#2026');
  await modal.getByTestId('register-confirmPassword').fill('Sorte#2026');
  // The number is optional and, left empty, brings no SMS code field.
  await expect(modal.getByTestId('register-mobileNum')).toHaveAttribute(
    'placeholder',
    'Your mobile number',
  );
  await expect(modal.getByTestId('register-verificationCode')).toHaveCount(0);
  await fillCaptcha(page, modal, 'register-captcha');
  const register = page.waitForResponse(
    (r) => r.url().endsWith('/wps/member/register') && r.request().method() === 'PUT',
  );
  await modal.getByTestId('register-submit').click();
  expect((await register).status()).toBe(200);

  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText('Registered successfully');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-account')).toBeVisible();
  const info = await page.evaluate(async () => {
    const res = await fetch('/wps/member/info', {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    return ((await res.json()) as { value: { account: string; mobile: string | null } }).value;
  });
  expect(info.account).toBe(username);
  expect(info.mobile).toBeNull();
});
