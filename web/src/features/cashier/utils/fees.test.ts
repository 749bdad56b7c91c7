import { describe, expect, it } from 'vitest';
import { bonusOf, feeOf, quickAmounts } from './fees';

describe('cashier fees and bonuses', () => {
  it('adds the fixed fee and rounds the percentage up to the cent', () => {
    expect(feeOf({ fixed: '1.00', percent: '1.50' }, 10001n)).toBe(100n + 151n);
    expect(feeOf({ fixed: '0.00', percent: '0.00' }, 5000n)).toBe(0n);
  });

  it('caps the bonus', () => {
    const bonus = {
      type: 'PERCENT' as const,
      percent: '10.00',
      cap: '50.00',
      turnoverMultiplier: 5,
    };
    expect(bonusOf(bonus, 10000n)).toBe(1000n);
    expect(bonusOf(bonus, 100000n)).toBe(5000n);
    expect(bonusOf({ type: 'NONE' }, 100000n)).toBe(0n);
  });

  it('offers round quick amounts inside the limits', () => {
    expect(quickAmounts(2000n, 50000n)).toEqual([2000n, 5000n, 10000n, 20000n, 50000n]);
    expect(quickAmounts(1000n, 5000000n)).toHaveLength(6);
    expect(quickAmounts(1000n, 5000000n)[0]).toBe(1000n);
    expect(quickAmounts(1000n, 5000000n).at(-1)).toBe(5000000n);
  });
});
