import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Client-side navigation, as a link or the back button does it (a history entry and popstate,
 * which the router follows): the route costs its page chunk and data, not a whole page load.
 * Waits until the layout shows the new location (the URL changes at once; the layout once the
 * route's page has loaded).
 */
export async function navigateInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-location', path);
}
