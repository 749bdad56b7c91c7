import { expect, test } from '../support/test';

/**
 * The installable app: the brand's manifest is linked, the service worker takes control, and it
 * stores only the app shell and hashed build files, never an API answer.
 */

test('the site is installable and its worker never stores an API answer', async ({ page }) => {
  await page.goto('/down');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toMatch(/^\/manifest\.webmanifest\?theme=(dark|light)$/);
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    display: string;
    icons: { sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Sorte', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toContain('512x512');

  // The worker installs after the page has loaded and takes control of it at once.
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/sw\.js$/);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Browse with the worker in control: a page, a login, balance and member calls.
  await page.goto('/promotions');
  await expect(page.getByTestId('header-register')).toBeVisible();
  await page.evaluate(async () => {
    const login = await fetch('/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'username', username: 'demo01', password: 'Demo#2026' }),
    });
    const { value } = (await login.json()) as { value: { token: string } };
    const auth = { authorization: `Bearer ${value.token}` };
    await fetch('/wps/v2/wallets/balance', { headers: auth });
    await fetch('/wps/member/info', { headers: auth });
  });
  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { names: await caches.keys(), urls };
  });
  // One cache, named for this build.
  expect(stored.names).toHaveLength(1);
  expect(stored.names[0]).toMatch(/^sorte-shell-[0-9a-f]{12}$/);
  expect(stored.urls).toContain('/');
  for (const url of stored.urls) expect(url).toMatch(/^\/($|assets\/|icons\/)/);
});

test('the download page says plainly that the demo has no Android or iOS app, and offers the lite app', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'en'));
  await page.goto('/down');
  const card = (platform: string) => page.locator(`[data-testid="download-card"][data-platform="${platform}"]`);
  for (const platform of ['android', 'ios']) {
    await expect(card(platform)).toHaveAttribute('data-available', 'false');
    await expect(card(platform).getByTestId('download-missing')).toBeVisible();
    await expect(card(platform).getByRole('link')).toHaveCount(0);
  }
  await expect(card('lite')).toHaveAttribute('data-available', 'true');
  await expect(card('lite').getByRole('img', { name: /QR code/ })).toBeVisible();
});
