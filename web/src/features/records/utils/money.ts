import { formatMoney } from '../../../utils/format';

/** "−R$ 12.50" / "+R$ 3.00" / "R$ 0.00": a signed amount with a real minus sign. */
export function signedMoney(value: string, symbol: string, language: string): string {
  const negative = value.startsWith('-');
  const abs = negative ? value.slice(1) : value;
  const zero = /^0+(\.0+)?$/.test(abs);
  return `${zero ? '' : negative ? '−' : '+'}${symbol} ${formatMoney(abs, language)}`;
}

/** -1, 0 or 1 for a signed decimal string. */
export function signOf(value: string): -1 | 0 | 1 {
  if (/^-?0+(\.0+)?$/.test(value)) return 0;
  return value.startsWith('-') ? -1 : 1;
}
