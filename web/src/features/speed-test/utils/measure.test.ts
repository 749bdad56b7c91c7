import { describe, expect, it } from 'vitest';
import { routedDomains, speedTier } from './measure';

describe('speedTier', () => {
  it.each([
    [12, 'fast'],
    [299, 'fast'],
    [300, 'ok'],
    [799, 'ok'],
    [800, 'slow'],
  ] as const)('%i ms is %s', (ms, tier) => {
    expect(speedTier(ms)).toBe(tier);
  });
});

describe('routedDomains', () => {
  const location = { host: 'play.example', origin: 'https://play.example' };
  it('marks the current origin and puts it first', () => {
    const rows = routedDomains(
      [
        { domain: 'b.example', url: 'https://b.example' },
        { domain: 'play.example', url: 'https://play.example' },
      ],
      location,
    );
    expect(rows.map((r) => [r.domain, r.current])).toEqual([
      ['play.example', true],
      ['b.example', false],
    ]);
  });
  it('adds the current origin when it is not listed and drops malformed urls', () => {
    const rows = routedDomains([{ domain: 'bad', url: 'not a url' }], location);
    expect(rows).toEqual([{ domain: 'play.example', url: 'https://play.example', current: true }]);
  });
});
