import type { Page } from '@playwright/test';

/**
 * Waits until every finite animation and transition on the page has ended (endless ones, such
 * as a marquee, are left running), so computed styles and positions read afterwards are final.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
