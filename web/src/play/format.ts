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
