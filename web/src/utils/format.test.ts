import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows yyyy-MM-dd HH:mm:ss in the given time zone', () => {
    expect(formatDateTime('2026-11-21T22:48:24Z', 'UTC')).toBe('2026-11-21 22:48:24');
    expect(formatDateTime('2026-11-21T22:48:24Z', 'Asia/Bangkok')).toBe('2026-11-22 05:48:24');
    expect(formatDateTime('2026-11-21T22:48:24Z', 'America/Sao_Paulo')).toBe('2026-11-21 19:48:24');
  });

  it("shows the browser's zone, without a zone given, as Intl shows that zone", () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const iso of ['2026-11-21T22:48:24Z', '2026-03-29T01:30:00Z', '2026-07-04T00:00:09.5Z']) {
      expect(formatDateTime(iso)).toBe(formatDateTime(iso, zone));
    }
    expect(formatDateTime('2026-11-21T22:48:24Z')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('returns an unparsable value unchanged', () => {
    expect(formatDateTime('not a date', 'UTC')).toBe('not a date');
  });
});
