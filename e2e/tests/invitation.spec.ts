import type { Locator, Page } from '@playwright/test';
import { fillCaptcha, fillSmsCode, ownAddress, uniqueBrazilMobile, uniqueUsername } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * Arrival through an invitation link: the code of the link fills the register form's invitation
 * field, stays for the session while the visitor looks around, and the new account lands under
 * the code's owner.
 */

/** Fills what the form asks for besides the invitation code (the operator's settings decide). */
async function fillRegistration(page: Page, form: Locator, username: string) {
  await form.getByTestId('register-username').fill(username);
  await form.getByTestId('register-password').fill('Sorte#2026');
  await form.getByTestId('register-confirmPassword').fill('Sorte#2026');
  const mobile = uniqueBrazilMobile();
  if (await form.getByTestId('register-mobileNum').count()) {
    await form.getByTestId('register-mobileNum').fill(mobile);
  }
  if (await form.getByTestId('register-verificationCode').count()) {
    await fillSmsCode(page, form, 'register-verificationCode', mobile);
  }
  if (await form.getByTestId('register-captcha').count()) await fillCaptcha(page, form, 'register-captcha');
}

/** The upline of the logged-in account, by username. */
const uplineOf = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/wps/v2/wallets/upline', {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    return ((await res.json()) as { value: { upline: string | null } }).value.upline;
  });

test('an agent link written as ?referralCode=agent01 survives a look around and makes a downline', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/?referralCode=agent01');
  await expect(page.getByTestId('header-register')).toBeVisible();
  // The visitor looks around first: the address bar no longer carries the code.
  await page.goto('/promotions');
  await page.getByTestId('header-register').click();
  const form = page.getByTestId('register-modal').getByTestId('register-form-popup');
  const field = form.getByTestId('register-affiliateCode');
  // Confirmed by the server under its own spelling, and read-only.
  await expect(field).toHaveValue('AGENT01');
  await expect(field).toHaveAttribute('readonly', '');
  // A switch of tab keeps it.
  const mobileTab = form.getByTestId('register-tab-registerMobile');
  if (await mobileTab.count()) {
    await mobileTab.click();
    await expect(form.getByTestId('register-affiliateCode')).toHaveValue('AGENT01');
    await form.getByTestId('register-tab-register').click();
  }
  const username = uniqueUsername('inv');
  await fillRegistration(page, form, username);
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-account')).toBeVisible();
  expect(await uplineOf(page)).toBe('agent01');
});

test('a member link ?referralCode=DEMO01 fills the field on /register and makes demo01 the upline', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/register?referralCode=DEMO01');
  const form = page.getByTestId('register-form-page');
  await expect(form.getByTestId('register-affiliateCode')).toHaveValue('DEMO01');
  await expect(form.getByTestId('register-affiliateCode')).toHaveAttribute('readonly', '');
  const username = uniqueUsername('ref');
  await fillRegistration(page, form, username);
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-account')).toBeVisible();
  expect(await uplineOf(page)).toBe('demo01');
});
