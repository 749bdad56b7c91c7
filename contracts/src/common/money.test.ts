import { describe, expect, it } from 'vitest';
import { fromMinor, MoneySchema, toMinor } from './money';

describe('money', () => {
  it.each([
    ['0.00', 0n],
    ['1234.50', 123450n],
    ['-0.01', -1n],
    ['10000.00', 1000000n],
  ])('%s <-> %s minor units', (text, minor) => {
    expect(toMinor(text)).toBe(minor);
    expect(fromMinor(minor)).toBe(text);
  });

  it.each(['1.5', '1', '1.005', 'abc', '1e3', '', '.50', '1,00'])('refuses %j', (text) => {
    expect(() => toMinor(text)).toThrow(RangeError);
    expect(MoneySchema.safeParse(text).success).toBe(false);
  });
});
