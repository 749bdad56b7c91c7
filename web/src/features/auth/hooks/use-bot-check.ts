import { useEffect, useState, useSyncExternalStore } from 'react';
import { BotCheckPool } from '../api/bot-check';

/**
 * A form's bot-check pool: solving starts when the form opens (not on submit) and keeps
 * `target` proofs ready. The form does not re-render as the solver progresses (the worker
 * reports every 5,000 tries, and each report re-rendered the whole form while the page
 * started); what shows the progress subscribes with `useBotCheckProgress`.
 */
export function useBotCheck(target: number): { pool: BotCheckPool } {
  const [pool] = useState(() => new BotCheckPool());
  useEffect(() => pool.setTarget(target), [pool, target]);
  return { pool };
}

/** The pool's solving progress (0 to 1), for the one element that shows it. */
export function useBotCheckProgress(pool: BotCheckPool): number {
  return useSyncExternalStore(pool.subscribe, () => pool.getState().progress);
}
