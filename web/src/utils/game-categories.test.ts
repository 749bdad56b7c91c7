import { describe, expect, it } from 'vitest';
import {
  permissionFixture,
  withModules,
  withPermission,
} from '../testing/fixtures/permission';
import { playableCategories, vendorIconUrl } from './game-categories';
import { absoluteUrl, isInternalUrl } from './url';

describe('playableCategories', () => {
  it('keeps the server order and maps routes and icons', () => {
    expect(playableCategories(permissionFixture).map((c) => [c.code, c.route, c.icon])).toEqual([
      ['INHOUSE', '/inhouse', 'inhouse'],
      ['RNG', '/rng', 'rng'],
      ['LIVE', '/live', 'live'],
      ['FISH', '/fish', 'fish'],
      ['PVP', '/pvp', 'pvp'],
      ['SPORTS', '/sports', 'sports'],
      ['ESPORTS', '/esports', 'esports'],
      ['LOTT', '/lottery', 'lottery'],
    ]);
  });

  it('drops categories without vendors, with their module off, or unknown', () => {
    const permission = withPermission({
      categories: [
        ...withModules({ LOTTERY: false }).categories.map((c) =>
          c.gameCategory === 'FISH' ? { ...c, vendors: [] } : c,
        ),
        {
          gameCategory: 'JACKPOT',
          route: '/jackpot',
          vendors: [{ vendor: 'X', vassalage: 'X', name: 'X', gameType: 'JACKPOT' }],
        },
      ],
      whitelabel: withModules({ LOTTERY: false }).whitelabel,
    });
    const codes = playableCategories(permission).map((c) => c.code);
    expect(codes).not.toContain('FISH');
    expect(codes).not.toContain('LOTT');
    expect(codes).not.toContain('JACKPOT');
    expect(codes).toContain('RNG');
  });
});

describe('url helpers', () => {
  it('makes relative URLs absolute', () => {
    expect(absoluteUrl('/down?platform=ios', 'https://sorte.example')).toBe(
      'https://sorte.example/down?platform=ios',
    );
    expect(absoluteUrl('https://cdn.example/app.apk', 'https://sorte.example')).toBe(
      'https://cdn.example/app.apk',
    );
    expect(absoluteUrl('javascript:alert(1)', 'https://sorte.example')).toBeNull();
  });

  it('builds vendor icon paths as {category}_LIST_VENDOR/{vassalage}-GRAY.png', () => {
    expect(vendorIconUrl('/cdn/', 'RNG', 'PG')).toBe('/cdn/RNG_LIST_VENDOR/PG-GRAY.png');
  });

  it('tells site links from other sites', () => {
    expect(isInternalUrl('/helpmc#affiliate')).toBe(true);
    expect(isInternalUrl('//evil.example')).toBe(false);
    expect(isInternalUrl('https://t.me/sorte')).toBe(false);
  });
});
