import { describe, expect, it } from 'vitest';
import { payout, SIM_RTP, SYMBOLS, type SimSymbol } from './engine';

describe('vendor simulator game', () => {
  it('pays the table', () => {
    expect(payout(100n, ['SEVEN', 'SEVEN', 'SEVEN'])).toBe(5000n);
    expect(payout(100n, ['CHERRY', 'LEMON', 'CHERRY'])).toBe(200n);
    expect(payout(101n, ['BAR', 'BAR', 'LEMON'])).toBe(50n);
    expect(payout(100n, ['BAR', 'BELL', 'LEMON'])).toBe(0n);
  });

  it('has the documented RTP over every equally likely outcome', () => {
    let paid = 0n;
    for (const a of SYMBOLS) for (const b of SYMBOLS) for (const c of SYMBOLS) paid += payout(200n, [a, b, c] as SimSymbol[]);
    expect(Number(paid) / (216 * 200)).toBeCloseTo(SIM_RTP, 10);
    expect(SIM_RTP).toBeGreaterThan(0.96);
    expect(SIM_RTP).toBeLessThan(0.98);
  });
});
