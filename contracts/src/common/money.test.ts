import { describe, expect, it } from 'vitest';
import { fromMinor, MoneySchema, parsePositiveAmount, toMinor } from './money';

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

describe('parsePositiveAmount', () => {
  it.each([
    ['10', 1000n],
    ['10.5', 1050n],
    ['10.50', 1050n],
    ['0.01', 1n],
    ['007.10', 710n],
    ['999999999999.99', 99999999999999n],
  ])('%s -> %s minor units', (text, minor) => {
    expect(parsePositiveAmount(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['1.005', 'INVALID_FORMAT'],
    ['abc', 'INVALID_FORMAT'],
    ['1e3', 'INVALID_FORMAT'],
    ['', 'INVALID_FORMAT'],
    ['.5', 'INVALID_FORMAT'],
    ['1,00', 'INVALID_FORMAT'],
    [' 1.00', 'INVALID_FORMAT'],
    ['+1.00', 'INVALID_FORMAT'],
    ['0', 'INVALID_VALUE'],
    ['0.00', 'INVALID_VALUE'],
    ['-1.00', 'INVALID_VALUE'],
    ['-0.00', 'INVALID_VALUE'],
    ['1000000000000.00', 'INVALID_VALUE'],
  ])('refuses %j as %s', (text, rule) => {
    expect(parsePositiveAmount(text)).toEqual({ ok: false, rule });
  });
});
