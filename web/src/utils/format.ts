const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An API timestamp (ISO-8601 UTC) as `yyyy-MM-dd HH:mm:ss` in the player's time zone (the
 * browser's unless `timeZone` is given). An unparsable value comes back unchanged.
 *
 * The browser's own zone is read from the date's local fields, not through Intl: the first
 * Intl.DateTimeFormat a page makes loads the ICU calendar data, about 300 ms of main thread on a
 * mid-range phone, and the popup notice formats its date while the page is still starting.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (timeZone === undefined) {
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
