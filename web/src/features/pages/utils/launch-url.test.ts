import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from './launch-url';

const origin = 'https://sorte.example';

describe('sameOriginUrl', () => {
  it.each([
    ['/play/crash?session=1', 'https://sorte.example/play/crash?session=1'],
    ['https://sorte.example/play/x', 'https://sorte.example/play/x'],
  ])('accepts %s', (raw, href) => {
    expect(sameOriginUrl(raw, origin)).toBe(href);
  });

  it.each([
    null,
    '',
    'https://evil.example/play',
    '//evil.example/play',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://sorte.example/play',
    'https://sorte.example:8443/play',
  ])('refuses %s', (raw) => {
    expect(sameOriginUrl(raw, origin)).toBeUndefined();
  });
});
