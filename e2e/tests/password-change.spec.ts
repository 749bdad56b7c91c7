import { ownAddress } from '../support/accounts';
import { MEMBER_PASSWORD, newMember } from '../support/members';
import { expect, test } from '../support/test';

/**
 * A password changed from the member centre's security centre
 * (`?member=securityCenter`) ends the session and reopens the login popup with a translated
 * "password changed, log in again" note; the new password logs in. Each run changes the password of a member of its own, so it runs beside
 * the other specs.
 */

const TEXT = {
  en: { note: 'Your password was changed. Please log in with the new password.', username: 'Username', password: 'Password', login: 'Log in' },
  pt: { note: 'A sua palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.', username: 'Nome de utilizador', password: 'Palavra-passe', login: 'Iniciar sessão' },
} as const;

for (const [lang, to] of [
  ['en', 'Fresh#2026a'],
  ['pt', 'Nova#2026b'],
] as const) {
  test(`changing the password in the security centre reopens the login popup with a note (${lang})`, async ({ page, request }) => {
    const t = TEXT[lang];
    const member = await newMember(request, { prefix: 'pwc' });
    const from = MEMBER_PASSWORD;
    await page.addInitScript((l) => {
      if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', l);
    }, lang);
    await ownAddress(page);
    await page.goto(`/?token=${member.token}`);
    await expect(page.getByTestId('header-account')).toBeVisible();
    await page.goto('/?member=securityCenter');
    await page.getByTestId('security-password-change').click();
    const change = page.getByTestId('change-password-modal');
    await change.getByTestId('old-password').fill(from);
    await change.getByTestId('new-password').fill(to);
    await change.getByTestId('confirm-password').fill(to);
    await change.getByTestId('change-password-submit').click();

    const login = page.getByTestId('login-modal');
    await expect(login).toBeVisible();
    await expect(login.getByTestId('password-changed-note')).toHaveText(t.note);
    await expect(page.getByTestId('header-account')).toHaveCount(0);
    // the overlay closed with the session
    await expect(page).not.toHaveURL(/member=/);
    // the note stays (nothing replaces the popup once the requests that follow the logout end)
    await page.waitForLoadState('networkidle');
    await expect(login.getByTestId('password-changed-note')).toBeVisible();

    await login.getByLabel(t.username).fill(member.username);
    await login.getByLabel(t.password, { exact: true }).fill(to);
    await login.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page.getByTestId('header-account')).toBeVisible();
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
  });
}
