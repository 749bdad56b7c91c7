import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

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
