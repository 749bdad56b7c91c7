/** "12345.60" → "12,345.60" without going through a float (money stays a string). */
export function formatMoney(amount: string | null | undefined): string {
  if (!amount) return '—';
  const negative = amount.startsWith('-');
  const [units = '0', cents = '00'] = amount.replace('-', '').split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

/** Adds two decimal strings exactly (cents as integers). */
export function toCents(amount: string): number {
  const [units = '0', cents = '00'] = amount.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}

/** A roll or target in hundredths as "49.99". */
export const hundredths = (value: number) => (value / 100).toFixed(2);
