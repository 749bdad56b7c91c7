import { test as base, expect } from '@playwright/test';

/**
 * Every page of the test's browser context (also tabs opened with `context.newPage()`) starts with
 * the demo brand's popup notices already marked as seen for the session, so a test about something
 * else is not interrupted by them (popups have their own spec).
 */
export const test = base.extend({
  context: async ({ context, request }, use) => {
    const res = await request.get('/wps/system/notices?types=PU');
    const ids = ((await res.json()) as { value: { popup: { id: string }[] } }).value.popup.map((p) => p.id);
    await context.addInitScript((seen) => {
      if (!sessionStorage.getItem('seenPopupNotices')) sessionStorage.setItem('seenPopupNotices', JSON.stringify(seen));
    }, ids);
    await use(context);
  },
});

export { expect };
