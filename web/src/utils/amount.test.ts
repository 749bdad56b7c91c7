import { parsePositiveAmount } from '@sorte/contracts/common/money';
import { describe, expect, it } from 'vitest';
import { checkAmount, minorToMoney, moneyToMinor, parseAmount } from './amount';

describe('amounts typed by the player', () => {
  it('follows the server rules (contracts parsePositiveAmount) on every case', () => {
    const cases = [
      '10',
      '10.5',
      '10.50',
      '0010.00',
      '0',
      '0.00',
      '0.001',
      '-5',
      '1e3',
      '1.2.3',
      '.5',
      '5.',
      ' 7',
      '999999999999.99',
      '1000000000000',
      'abc',
      '12,50',
    ];
    for (const text of cases) {
      const ours = parseAmount(text.trim() === text ? text : text.trim());
      const theirs = parsePositiveAmount(text.trim());
      expect(ours, text).toEqual(theirs);
    }
  });

  it('asks for an amount when blank', () => {
    expect(parseAmount('  ')).toEqual({ ok: false, rule: 'REQUIRED' });
  });

  it('checks limits in minor units and gives the money string to send', () => {
    expect(checkAmount('10.5', { min: 1000n, max: 5000n })).toEqual({
      ok: true,
      minor: 1050n,
      text: '10.50',
    });
    expect(checkAmount('9.99', { min: 1000n })).toEqual({ ok: false, problem: 'TOO_LOW' });
    expect(checkAmount('50.01', { max: 5000n })).toEqual({ ok: false, problem: 'TOO_HIGH' });
  });

  it('converts money strings and minor units both ways', () => {
    expect(moneyToMinor('1234.50')).toBe(123450n);
    expect(moneyToMinor('-0.05')).toBe(-5n);
    expect(minorToMoney(123450n)).toBe('1234.50');
    expect(minorToMoney(-5n)).toBe('-0.05');
  });
});
