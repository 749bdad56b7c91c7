import { describe, expect, it } from 'vitest';
import { bannerImageUrl, bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it.each([
    [
      { linkageType: 'ROUTE', linkage: '/promotions' },
      { kind: 'route', to: '/promotions' },
    ],
    [
      { linkageType: 'LOBBY', linkage: 'RNG' },
      { kind: 'route', to: '/rng' },
    ],
    [
      { linkageType: 'LOBBY', linkage: 'LOTT' },
      { kind: 'route', to: '/lottery' },
    ],
    [
      { linkageType: 'PROMOTION', linkage: 'a b' },
      { kind: 'route', to: '/promoDetail?id=a%20b' },
    ],
    [
      { linkageType: 'URL', linkage: 'https://example.com/x' },
      { kind: 'external', href: 'https://example.com/x' },
    ],
  ] as const)('%o -> %o', (banner, target) => {
    expect(bannerTarget(banner)).toEqual(target);
  });

  it.each([
    { linkageType: 'NONE', linkage: '/promotions' },
    { linkageType: 'ROUTE', linkage: null },
    { linkageType: 'ROUTE', linkage: '//evil.example' },
    { linkageType: 'ROUTE', linkage: 'promotions' },
    { linkageType: 'LOBBY', linkage: 'UNKNOWN' },
    { linkageType: 'URL', linkage: 'javascript:alert(1)' },
    { linkageType: 'URL', linkage: 'not a url' },
  ] as const)('%o is not clickable', (banner) => {
    expect(bannerTarget(banner)).toBeNull();
  });
});

describe('bannerImageUrl', () => {
  it('keeps default-CDN paths and moves them under another image base', () => {
    expect(bannerImageUrl('/cdn/banners/home-1.svg', '/cdn')).toBe('/cdn/banners/home-1.svg');
    expect(bannerImageUrl('/cdn/banners/home-1.svg', 'https://img.example/cdn/')).toBe(
      'https://img.example/cdn/banners/home-1.svg',
    );
    expect(bannerImageUrl('https://other.example/a.png', '/cdn')).toBe(
      'https://other.example/a.png',
    );
  });
});
