import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    ['en', '1234567.5', '1,234,567.50'],
    ['pt-BR', '1234567.50', '1.234.567,50'],
    ['vi', '10000.00', '10.000,00'],
    ['zh', '0.1', '0.10'],
    ['th', '-42.00', '-42.00'],
  ])('%s: %s -> %s', (language, value, expected) => {
    // Some locales use a narrow no-break space as group separator; compare on visible characters.
    expect(formatMoney(value, language).replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });

  it('groups European Portuguese with spaces and a decimal comma', () => {
    expect(formatMoney('1234567.89', 'pt').replace(/[\u00a0\u202f]/g, ' ')).toMatch(/^1[ .]234[ .]567,89$/);
  });

  it('keeps the exact decimal string (no float rounding)', () => {
    expect(formatMoney('9007199254740993.99', 'en')).toBe('9,007,199,254,740,993.99');
  });
});

describe('formatDateTime', () => {
  it('shows yyyy-MM-dd HH:mm:ss in the given time zone', () => {
    expect(formatDateTime('2026-11-21T22:48:24Z', 'UTC')).toBe('2026-11-21 22:48:24');
    expect(formatDateTime('2026-11-21T22:48:24Z', 'Asia/Bangkok')).toBe('2026-11-22 05:48:24');
    expect(formatDateTime('2026-11-21T22:48:24Z', 'America/Sao_Paulo')).toBe('2026-11-21 19:48:24');
  });

  it('returns an unparsable value unchanged', () => {
    expect(formatDateTime('not a date', 'UTC')).toBe('not a date');
  });
});
