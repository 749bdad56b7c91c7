import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Confirms the bet slip and waits for it to be placed, as a player would when a fast draw closes
 * between adding a bet and confirming it: the server refuses the slip as closed, the slip marks
 * the lines left on that draw and offers to move them to the draw open now; every such line is
 * moved and the slip confirmed again. Each round waits for the server's answer, never for time.
 */
export async function confirmSlip(page: Page, slip: Locator): Promise<void> {
  const stale = slip.getByTestId('slip-stale');
  for (let round = 0; round < 3; round += 1) {
    const answer = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/lgw/vn/bets',
    );
    await slip.getByTestId('slip-confirm').click();
    const res = await answer;
    if (res.ok()) {
      await expect(slip.getByTestId('slip-success')).toBeVisible();
      return;
    }
    expect(((await res.json()) as { code?: string }).code).toBe('LOTTERY_ISSUE_CLOSED');
    await expect(slip.getByTestId('slip-error')).toBeVisible();
    await expect(stale.first()).toBeVisible();
    const left = await stale.count();
    for (let moved = 1; moved <= left; moved += 1) {
      await stale.first().getByTestId('slip-move').click();
      await expect(stale).toHaveCount(left - moved);
    }
  }
  throw new Error('the slip was refused as closed three times in a row');
}
