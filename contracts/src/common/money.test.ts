import { describe, expect, it } from 'vitest';
import { LOCALES, bcp47Of } from './locale';
import {
  bonusOf,
  bpToPercent,
  checkAmount,
  currencySymbol,
  feeOf,
  formatAmount,
  formatMoney,
  formatSignedMoney,
  fromMinor,
  isMoney,
  moneyInputToMinor,
  parsePositiveAmount,
  percentToBp,
  signOf,
  toMinor,
} from './money';
import { MoneySchema } from './money-schema';

/** Intl uses no-break spaces (U+00A0, U+202F) around some separators; compare visible text. */
const visible = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** 2^53 + 1 minor units: the first integer a float cannot hold. */
const BEYOND_FLOAT = 9_007_199_254_740_993n;

describe('money strings and minor units', () => {
  it.each([
    ['0.00', 0n],
    ['1234.50', 123450n],
    ['-0.01', -1n],
    ['-1234.56', -123456n],
    ['10000.00', 1000000n],
    ['90071992547409.93', BEYOND_FLOAT],
    ['9999999999999999.99', 999_999_999_999_999_999n],
  ])('%s <-> %s minor units', (text, minor) => {
    expect(toMinor(text)).toBe(minor);
    expect(fromMinor(minor)).toBe(text);
    expect(isMoney(text)).toBe(true);
    expect(MoneySchema.safeParse(text).success).toBe(true);
  });

  it('reads -0.00 as zero and writes zero unsigned', () => {
    expect(toMinor('-0.00')).toBe(0n);
    expect(fromMinor(-0n)).toBe('0.00');
    expect(fromMinor(7)).toBe('0.07');
  });

  it.each([
    '1.5',
    '1',
    '1.005',
    'abc',
    '1e3',
    '',
    '.50',
    '1,00',
    ' 1.00',
    '+1.00',
    '10000000000000000.00',
  ])('refuses %j', (text) => {
    expect(() => toMinor(text)).toThrow(RangeError);
    expect(isMoney(text)).toBe(false);
    expect(MoneySchema.safeParse(text).success).toBe(false);
  });

  it.each([
    ['12.50', 1],
    ['-0.01', -1],
    ['0.00', 0],
    ['-0.00', 0],
    ['0', 0],
  ] as const)('sign of %s is %d', (text, sign) => {
    expect(signOf(text)).toBe(sign);
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
    ['5.', 'INVALID_FORMAT'],
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

describe('checkAmount (an amount field)', () => {
  it('asks for an amount when blank and ignores surrounding blanks', () => {
    expect(checkAmount('  ')).toEqual({ ok: false, problem: 'REQUIRED' });
    expect(checkAmount(' 7 ')).toEqual({ ok: true, minor: 700n, text: '7.00' });
  });

  it('gives the server rule for bad amounts', () => {
    expect(checkAmount('1.2.3')).toEqual({ ok: false, problem: 'INVALID_FORMAT' });
    expect(checkAmount('0')).toEqual({ ok: false, problem: 'INVALID_VALUE' });
  });

  it('checks limits in minor units and gives the money string to send', () => {
    expect(checkAmount('10.5', { min: 1000n, max: 5000n })).toEqual({
      ok: true,
      minor: 1050n,
      text: '10.50',
    });
    expect(checkAmount('10', { min: 1000n })).toEqual({ ok: true, minor: 1000n, text: '10.00' });
    expect(checkAmount('9.99', { min: 1000n })).toEqual({ ok: false, problem: 'TOO_LOW' });
    expect(checkAmount('50.01', { max: 5000n })).toEqual({ ok: false, problem: 'TOO_HIGH' });
  });
});

describe('operator inputs and percentages', () => {
  it('reads operator money inputs, zero allowed', () => {
    expect(moneyInputToMinor('0')).toBe(0n);
    expect(moneyInputToMinor('10.5')).toBe(1050n);
    expect(() => moneyInputToMinor('-1')).toThrow(RangeError);
    expect(() => moneyInputToMinor('1.005')).toThrow(RangeError);
  });

  it('converts percents and basis points both ways without floats', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('0.00')).toBe(0);
    expect(percentToBp('100')).toBe(10_000);
    expect(bpToPercent(150)).toBe('1.50');
    expect(bpToPercent(10_000)).toBe('100.00');
    expect(() => percentToBp('1.234')).toThrow(RangeError);
  });

  it('rounds a fee up to the cent and a bonus down, capped', () => {
    expect(feeOf(1_001n, 50n, 250)).toBe(50n + 26n); // 25.025 cents -> 26
    expect(feeOf(10_000n, 0n, 0)).toBe(0n);
    expect(feeOf(10_000n, 0n, 150)).toBe(150n); // exact: no rounding up
    expect(bonusOf(15_050n, 1_000, 10_000n)).toBe(1_505n);
    expect(bonusOf(15_059n, 1_000, 10_000n)).toBe(1_505n); // 1505.9 -> 1505
    expect(bonusOf(200_000n, 1_000, 10_000n)).toBe(10_000n);
    expect(feeOf(BEYOND_FLOAT, 0n, 1)).toBe(900_719_925_475n); // 900719925474.0993 -> up
  });
});

describe('money as the site shows it', () => {
  // The seed's brand prices in BRL with the symbol R$; every shipped language.
  const expected: Record<(typeof LOCALES)[number], [string, string, string]> = {
    pt: ['R$ 197,96', 'R$ 1 234 567,50', 'R$ 0,00'],
    'pt-BR': ['R$ 197,96', 'R$ 1.234.567,50', 'R$ 0,00'],
    en: ['R$ 197.96', 'R$ 1,234,567.50', 'R$ 0.00'],
    zh: ['R$ 197.96', 'R$ 1,234,567.50', 'R$ 0.00'],
    id: ['R$ 197,96', 'R$ 1.234.567,50', 'R$ 0,00'],
    th: ['R$ 197.96', 'R$ 1,234,567.50', 'R$ 0.00'],
    vi: ['R$ 197,96', 'R$ 1.234.567,50', 'R$ 0,00'],
  };

  it.each(LOCALES.map((locale) => [locale]))('%s', (locale) => {
    const [small, large, zero] = expected[locale];
    expect(visible(formatMoney('197.96', locale, 'R$'))).toBe(small);
    expect(visible(formatMoney(123456750n, locale, 'R$'))).toBe(large);
    expect(visible(formatMoney('0.00', locale, 'R$'))).toBe(zero);
  });

  it('takes BCP 47 tags and i18next languages alike', () => {
    expect(formatAmount('1234.5', 'pt-BR')).toBe('1.234,50');
    expect(formatAmount('1234.5', 'PT-BR')).toBe('1.234,50');
    expect(formatAmount('1234.5', 'en-US')).toBe('1,234.50');
  });

  it('keeps every digit beyond 2^53 minor units', () => {
    expect(formatAmount(BEYOND_FLOAT, 'en')).toBe('90,071,992,547,409.93');
    expect(formatAmount('9007199254740993.99', 'en')).toBe('9,007,199,254,740,993.99');
    expect(formatMoney(-999_999_999_999_999_999n, 'pt-BR', 'R$')).toBe(
      'R$ -9.999.999.999.999.999,99',
    );
  });

  it('shows two decimals, rounding a longer decimal half away from zero', () => {
    expect(formatAmount('0.1', 'zh')).toBe('0.10');
    expect(formatAmount('2.345', 'en')).toBe('2.35');
    expect(formatAmount('-2.345', 'en')).toBe('-2.35');
    expect(formatAmount('2.344', 'en')).toBe('2.34');
  });

  it('signs an amount with a real minus sign and leaves zero unsigned', () => {
    expect(formatSignedMoney('-12.50', 'pt-BR', 'R$')).toBe('−R$ 12,50');
    expect(formatSignedMoney('3.00', 'en', 'R$')).toBe('+R$ 3.00');
    expect(formatSignedMoney('-0.00', 'en', 'R$')).toBe('R$ 0.00');
    expect(formatSignedMoney(-BEYOND_FLOAT, 'en', 'R$')).toBe('−R$ 90,071,992,547,409.93');
  });

  it.each(LOCALES.map((locale) => [locale]))(
    'writes the seed currency BRL as R$ in %s',
    (locale) => {
      expect(currencySymbol('BRL', locale)).toBe('R$');
    },
  );

  it('falls back to the code for a currency Intl does not know', () => {
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('XX1', 'en')).toBe('XX1');
  });
});

describe('formatAmount without Intl', () => {
  const intl = (value: string, tag: string) =>
    new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value as Intl.StringNumericLiteral,
    );

  it("writes every site language exactly as Intl does, for amounts of every size, sign and rounding", () => {
    const values = [
      '0', '-0', '0.004', '0.005', '-0.005', '0.994', '0.995', '9.995', '999.995', '-999.995', '1', '12',
      '123', '999', '1000', '1234.5', '9999.99', '12345', '12345.678', '99999.995', '100000', '1234567.891',
      '-1234567.891', '+5', '00012.1', '.5', '5.', ' 7 ', '12345678901234567890.125', '10000000000000000000000',
    ];
    // And a spread of random amounts with up to 4 decimals.
    let seed = 7;
    for (let i = 0; i < 300; i += 1) {
      seed = (seed * 48271) % 2147483647;
      const digits = String(seed).slice(0, 1 + (seed % 10));
      values.push(`${seed % 3 === 0 ? '-' : ''}${digits}.${String(seed % 10000).padStart(4, '0')}`);
    }
    for (const locale of LOCALES) {
      const tag = bcp47Of(locale);
      for (const value of values) {
        expect(formatAmount(value, locale), `${locale} ${JSON.stringify(value)}`).toBe(intl(value, tag));
      }
      for (const minor of [0n, 5n, -5n, 123_456n, 100_000_000_000_000_000_000n, -99n]) {
        expect(formatAmount(minor, locale)).toBe(intl(fromMinor(minor), tag));
      }
    }
  });

  it('leaves what is not a plain decimal, and other languages, to Intl', () => {
    expect(formatAmount('1e3', 'en')).toBe('1,000.00');
    expect(formatAmount('abc', 'en')).toBe('NaN');
    expect(formatAmount('1234.5', 'de-DE')).toBe('1.234,50');
  });
});
