import type { Page } from '@playwright/test';
import {
  fillCaptcha,
  fillSmsCode,
  ownAddress,
  uniqueBrazilMobile,
  uniqueUsername,
} from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * Account flows against the real server (NODE_ENV=test: the captcha answer comes from the
 * test-only hook, SMS codes from the outbox through the operator API; the bot check is solved by
 * the browser itself with a small work factor).
 */

type Lang = 'en' | 'pt';

const TEXT = {
  en: { createAccount: 'Create account', success: 'Registered successfully', login: 'Log in', signOut: 'Sign out' },
  pt: { createAccount: 'Criar conta', success: 'Registo concluído com sucesso', login: 'Entrar', signOut: 'Terminar sessão' },
} as const;

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', l);
  }, lang);
}

async function signOut(page: Page, lang: Lang) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: TEXT[lang].signOut }).click();
  await page.getByTestId('dialog').getByRole('button', { name: TEXT[lang].signOut }).click();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
}

// One language per journey (the journeys alternate between English and Portuguese); that every
// locale has every text is checked by the unit tests, so a second run in another language adds time, not coverage.
for (const lang of ['pt'] as const) {
  test(`registers by username on /register (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await ownAddress(page);
    const username = uniqueUsername('reg');
    const mobile = uniqueBrazilMobile();
    await page.goto('/register?affiliateCode=AGENT01');

    const form = page.getByTestId('register-form-page');
    await expect(form).toBeVisible();
    // The URL's affiliate code fills the invitation field, read-only once the server confirmed it.
    await expect(form.getByTestId('register-affiliateCode')).toHaveValue('AGENT01');
    await expect(form.getByTestId('register-affiliateCode')).toHaveAttribute('readonly', '');
    // Nothing filled in: the shared rules refuse it before any call.
    await form.getByTestId('register-submit').click();
    await expect(form.getByTestId('register-username')).toHaveAttribute('aria-invalid', 'true');

    await form.getByTestId('register-username').fill(username);
    await form.getByTestId('register-password').fill('Sorte#2026');
    await form.getByTestId('register-confirmPassword').fill('Sorte#2026');
    await form.getByTestId('register-mobileNum').fill(mobile);
    await fillSmsCode(page, form, 'register-verificationCode', mobile);
    await fillCaptcha(page, form, 'register-captcha');
    await form.getByTestId('register-submit').click();

    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText(TEXT[lang].success);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-account')).toBeVisible();
    const info = await page.evaluate(async () => {
      const res = await fetch('/wps/member/info', { headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` } });
      return ((await res.json()) as { value: { account: string; mobile: string | null } }).value;
    });
    expect(info.account).toBe(username);
    expect(info.mobile).toMatch(/^\+55 /);
  });
}

test('registers by mobile in the popup, shows the account number, then resets the password by phone', async ({ page }) => {
  await useLanguage(page, 'en');
  await ownAddress(page);
  const mobile = uniqueBrazilMobile();
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('register-modal');
  await modal.getByTestId('register-tab-registerMobile').click();
  await modal.getByTestId('register-mobileNum').fill(mobile);
  await fillSmsCode(page, modal, 'register-verificationCode', mobile);
  await modal.getByTestId('register-password').fill('Phone#2026');
  await modal.getByTestId('register-confirmPassword').fill('Phone#2026');
  await fillCaptcha(page, modal, 'register-captcha');
  await modal.getByTestId('register-submit').click();

  // First the generated account number (the national mobile number), then the success popup.
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText('Your account number');
  await expect(dialog).toContainText(mobile);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('dialog')).toContainText('Registered successfully');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-account')).toBeVisible();

  await signOut(page, 'en');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // Forgot password by phone: code from the outbox, new password, logged in and sent to /.
  await page.goto('/lottery');
  await page.getByTestId('header-login').click();
  const login = page.getByTestId('login-modal');
  await login.getByTestId('forgot-password-link').click();
  const forgot = page.getByTestId('forgot-password-modal');
  await forgot.getByTestId('forgot-tab-mobile').click();
  await forgot.getByTestId('forgot-mobile').fill(mobile);
  await fillSmsCode(page, forgot, 'forgot-sms-code', mobile);
  await forgot.getByTestId('forgot-new-password').fill('Reset#2026');
  await forgot.getByTestId('forgot-confirm-password').fill('Reset#2026');
  await forgot.getByTestId('forgot-mobile-submit').click();
  await expect(page.getByTestId('header-account')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The new password works, the old one does not.
  const old = await page.request.post('/wps/session/login', {
    data: { type: 'username', username: mobile, password: 'Phone#2026' },
  });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/wps/session/login', {
    data: { type: 'username', username: mobile, password: 'Reset#2026' },
  });
  expect(fresh.status()).toBe(200);
});

test('free demo (pt): a trial account with demo money is refused the member centre and real-account calls', async ({ page }) => {
  await useLanguage(page, 'pt');
  await ownAddress(page);
  await page.goto('/');
  await page.getByTestId('free-demo').click();
  await expect(page.getByTestId('trial-badge')).toBeVisible();

  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const balance = await page.request.get('/wps/v2/wallets/balance', { headers: { authorization: `Bearer ${token}` } });
  expect(((await balance.json()) as { value: { sumBalance: string } }).value.sumBalance).toBe('2000.00');

  // The member centre is a real-account feature: the warning offers registration instead.
  await page.goto('/?member=securityCenter');
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('member-page-securityCenter')).toHaveCount(0);
  await dialog.getByRole('button').last().click();
  await expect(page.getByTestId('register-modal')).toBeVisible();

  // The server refuses it too, whatever the client does.
  const refused = await page.request.post('/wps/member/payment-password', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'pt' },
    data: { newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('TRIAL_ACCOUNT_FORBIDDEN');
});

test('a token in the URL logs in at start-up and leaves the address bar', async ({ page }) => {
  await useLanguage(page, 'en');
  await ownAddress(page);
  const res = await page.request.post('/wps/session/login', {
    data: { type: 'username', username: 'demo04', password: 'Demo#2026' },
  });
  const { token } = ((await res.json()) as { value: { token: string } }).value;
  await page.goto(`/?token=${token}`);
  await expect(page.getByTestId('header-account')).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  await signOut(page, 'en');
});

test('logs in with an SMS code sent to the bound mobile number', async ({ page }) => {
  await useLanguage(page, 'en');
  await ownAddress(page);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByTestId('login-tab-sms').click();
  const form = modal.getByTestId('sms-login-form');
  // demo01's bound number (+55 11987654321).
  await form.getByTestId('login-mobile').fill('11987654321');
  await fillSmsCode(page, form, 'login-sms-code', '11987654321');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toBeVisible();
  // An SMS login never opens the change-password modal.
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});
