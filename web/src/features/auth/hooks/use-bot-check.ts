import { useEffect, useState, useSyncExternalStore } from 'react';
import { BotCheckPool, type BotCheckState } from '../api/bot-check';

/**
 * A form's bot-check pool: solving starts when the form opens (not on submit) and keeps
 * `target` proofs ready; the state (solving, progress, ready) is for the submit button.
 */
export function useBotCheck(target: number): { pool: BotCheckPool; state: BotCheckState } {
  const [pool] = useState(() => new BotCheckPool());
  useEffect(() => pool.setTarget(target), [pool, target]);
  const state = useSyncExternalStore(pool.subscribe, pool.getState);
  return { pool, state };
}
