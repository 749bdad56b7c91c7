import { expect, test } from '../support/test';
import { ops, opsLogin } from '../support/ops';

test('a visitor from a blocked range sees the region page with their IP and customer service', async ({
  browser,
  request,
}) => {
  const token = await opsLogin(request);
  // Only 198.51.100.0/24 is blocked, so other tests running meanwhile are unaffected.
  const rules = {
    blockedCountries: [],
    blockedRanges: ['198.51.100.0/24'],
    allowedRanges: [],
    geo: [],
    message: 'Sorte is not available in your region.',
  };
  await ops(request, token, 'PUT', '/ops/api/system/region-rules', rules);
  const blocked = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });
  const allowed = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.10' } });
  try {
    const page = await blocked.newPage();
    await page.goto('/');
    await expect(page.getByTestId('region-page')).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText('198.51.100.23');
    await expect(page.getByText('Sorte is not available in your region.')).toBeVisible();
    await expect(page.getByTestId('customer-service-button')).toBeVisible();

    const other = await allowed.newPage();
    await other.goto('/');
    await expect(other.getByTestId('app-shell')).toBeVisible();
  } finally {
    await blocked.close();
    await allowed.close();
    await ops(request, token, 'PUT', '/ops/api/system/region-rules', { ...rules, blockedRanges: [], message: '' });
  }
});

test('a deep link reload is served by the history fallback: /rng?page=PG', async ({ page }) => {
  const response = await page.goto('/rng?page=PG');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page).toHaveURL(/\/rng\?page=PG$/);
  await page.reload();
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByTestId('lobby-rng')).toBeVisible();
  await expect(page.getByTestId('vendor-tab-PG')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('vendor-tab-all')).not.toHaveAttribute('aria-current', 'page');
});

test('the page sends a CSP without inline script and the console stays clean', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
