import { expect, test } from '@playwright/test';
import { ops, opsLogin } from '../support/ops';

test.describe.configure({ mode: 'serial' });

test('maintenance switched on through the operator API shows the maintenance page; off, the site returns', async ({
  page,
  request,
}) => {
  const token = await opsLogin(request);
  await page.goto('/');
  await expect(page.getByTestId('app-shell')).toBeVisible();

  await ops(request, token, 'PUT', '/ops/api/system/status', { status: 1, message: 'Back at 10:00 UTC' });
  try {
    // Another process would see it within the config TTL (2 s); this one at once.
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByTestId('maintenance-page')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manutenção dos jogos');
    await expect(page.getByTestId('maintenance-message')).toHaveText('Back at 10:00 UTC');
    await expect(page.getByTestId('customer-service-button')).toBeVisible();
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
    // Deep links land on it too.
    await page.goto('/rng?page=PG');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
  } finally {
    await ops(request, token, 'PUT', '/ops/api/system/status', { status: 0, message: '' });
  }
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByTestId('app-shell')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
});

test('maintenance wins over a region block', async ({ browser, request }) => {
  const token = await opsLogin(request);
  const rules = { blockedCountries: [], blockedRanges: ['203.0.113.0/24'], allowedRanges: [], geo: [], message: '' };
  await ops(request, token, 'PUT', '/ops/api/system/region-rules', rules);
  await ops(request, token, 'PUT', '/ops/api/system/status', { status: 1, message: '' });
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' } });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('region-page')).toHaveCount(0);
  } finally {
    await context.close();
    await ops(request, token, 'PUT', '/ops/api/system/status', { status: 0, message: '' });
    await ops(request, token, 'PUT', '/ops/api/system/region-rules', { ...rules, blockedRanges: [] });
  }
});
