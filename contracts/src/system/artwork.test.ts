import { describe, expect, it } from 'vitest';
import {
  ARTWORK_SIZES,
  artworkFolder,
  artworkImageProps,
  artworkSrcSet,
  renditionFileName,
  requestedRendition,
} from './artwork';

describe('artwork renditions', () => {
  it('names a rendition beside its SVG', () => {
    expect(renditionFileName('home-1.svg', 800)).toBe('home-1.w800.webp');
    expect(renditionFileName('PG1002.SVG', 300)).toBe('PG1002.w300.webp');
  });

  it('knows the folder of the SVG artwork that has renditions, on any image base', () => {
    expect(artworkFolder('/cdn/banners/home-1.svg')).toBe('banners');
    expect(artworkFolder('https://img.example.com/banners/home-2.svg')).toBe('banners');
    expect(artworkFolder('/cdn/promotions/welcome.svg')).toBeUndefined();
    expect(artworkFolder('/cdn/games/PG/PG1002.svg')).toBe('games');
    expect(artworkFolder('/banners/home-1.svg?x=1')).toBe('banners');
    // Not an SVG, or a folder without renditions.
    expect(artworkFolder('/cdn/banners/home-1.png')).toBeUndefined();
    expect(artworkFolder('/cdn/vendors/PG.svg')).toBeUndefined();
    expect(artworkFolder('/cdn/avatars/a1.svg')).toBeUndefined();
  });

  it('offers the renditions by width, and for tiles the SVG for denser screens', () => {
    expect(artworkSrcSet('/cdn/banners/home-1.svg')).toBe(
      '/cdn/banners/home-1.svg?w=800 800w, /cdn/banners/home-1.svg?w=1600 1600w',
    );
    expect(artworkSrcSet('/cdn/games/PG/PG1002.svg')).toBe(
      '/cdn/games/PG/PG1002.svg?w=300 300w, /cdn/games/PG/PG1002.svg 900w',
    );
    // An address that already carries a query (a retry) or one without renditions: none.
    expect(artworkSrcSet('/cdn/games/PG/PG1002.svg?retry=1')).toBeUndefined();
    expect(artworkSrcSet('https://cdn.example.com/banner.jpg')).toBeUndefined();
  });

  it('gives srcset and sizes together, or neither', () => {
    expect(artworkImageProps('/cdn/banners/rng-1.svg')).toEqual({
      srcSet: '/cdn/banners/rng-1.svg?w=800 800w, /cdn/banners/rng-1.svg?w=1600 1600w',
      sizes: ARTWORK_SIZES.banners,
    });
    expect(artworkImageProps('/cdn/promotions/vip.svg')).toEqual({});
    expect(artworkImageProps('/uploads/banner.webp')).toEqual({});
  });

  it('accepts only a listed width as a rendition request', () => {
    expect(requestedRendition('banners', '800')).toBe(800);
    expect(requestedRendition('banners', '1600')).toBe(1600);
    expect(requestedRendition('games', '300')).toBe(300);
    expect(requestedRendition('games', '800')).toBeUndefined();
    expect(requestedRendition('banners', '0800')).toBeUndefined();
    expect(requestedRendition('banners', ['800', '1600'])).toBeUndefined();
    expect(requestedRendition('banners', undefined)).toBeUndefined();
  });
});
