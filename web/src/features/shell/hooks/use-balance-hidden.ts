import { useState } from 'react';
import { local } from '../../../lib/storage';

/** localStorage key remembering whether the player hides the balance. */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

export function useBalanceHidden() {
  const [hidden, setHidden] = useState(() => local.get(BALANCE_HIDDEN_KEY) === '1');
  const toggle = () => {
    setHidden((was) => {
      local.set(BALANCE_HIDDEN_KEY, was ? '0' : '1');
      return !was;
    });
  };
  return [hidden, toggle] as const;
}
