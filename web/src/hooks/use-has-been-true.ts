import { useState } from 'react';

/**
 * Whether `value` has been true at some render of this component: a dialog whose code loads
 * on first use stays mounted once it has opened, so it can close (and give focus back) as usual.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
