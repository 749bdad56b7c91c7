/**
 * Raster renditions of the site's own artwork. The artwork is drawn as SVG (a vector source that
 * stays sharp at any size), but an SVG shown by an `<img>` is a whole document the page's main
 * thread parses, lays out and paints, while a WebP is decoded off the main thread. So each large
 * picture under the CDN folders below also exists as WebP at a few widths, beside its SVG:
 * `home-1.svg` → `home-1.w800.webp`. The server answers `home-1.svg?w=800` with that file when
 * it exists and with the SVG itself otherwise (an operator's own upload has no renditions), so
 * the app can always offer them in `srcset`.
 */

/**
 * The rendition widths (CSS pixels × density) per CDN folder, smallest first. Promotion covers
 * stay SVG: simpler drawings, 4.5 to 8 kB compressed against 15 to 25 kB as WebP, and the
 * promotions page's largest paint, where the bytes on a slow network cost more than the parse.
 */
export const ARTWORK_RENDITIONS = {
  /** Page banners, drawn 1200 × 400: a phone's full width, then a desktop's content column. */
  banners: [800, 1600],
  /** Game tiles, drawn 300 × 400: one width for most screens; denser screens take the SVG. */
  games: [300],
} as const satisfies Record<string, readonly number[]>;

export type ArtworkFolder = keyof typeof ARTWORK_RENDITIONS;

/** The width a tile's SVG stands for in `srcset`: denser screens than the raster take the vector. */
const VECTOR_WIDTH = 900;

/** A rendition's file name beside its SVG: `home-1.svg` at 800 → `home-1.w800.webp`. */
export const renditionFileName = (svgName: string, width: number) =>
  `${svgName.replace(/\.svg$/i, '')}.w${width}.webp`;

/**
 * The folder of an artwork address on the site's CDN (`/cdn/banners/home-1.svg` and
 * `https://img.example/banners/home-1.svg` → `banners`), when it is an SVG of a folder with
 * renditions; else undefined (a PNG, a JPEG, an address elsewhere).
 */
export function artworkFolder(url: string): ArtworkFolder | undefined {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  if (!/\.svg$/i.test(path)) return undefined;
  const folder = /\/(banners|games)\//.exec(path)?.[1];
  return folder as ArtworkFolder | undefined;
}

/**
 * The `srcset` of an artwork address: its renditions by width (and, for game tiles, the SVG for
 * denser screens); undefined when it has none (the `src` alone is used).
 */
export function artworkSrcSet(url: string): string | undefined {
  return srcSetOf(url, artworkFolder(url));
}

function srcSetOf(url: string, folder: ArtworkFolder | undefined): string | undefined {
  if (!folder || /[?#]/.test(url)) return undefined;
  const widths: readonly number[] = ARTWORK_RENDITIONS[folder];
  const entries = widths.map((width) => `${url}?w=${width} ${width}w`);
  if (folder === 'games') entries.push(`${url} ${VECTOR_WIDTH}w`);
  return entries.join(', ');
}

/**
 * The `sizes` that go with each folder's `srcset`: how wide the picture is drawn. Banners span a
 * phone's width and at most 1200 px of a desktop's content; tiles are about a third of a phone
 * and at most 200 px.
 */
export const ARTWORK_SIZES: Readonly<Record<ArtworkFolder, string>> = {
  banners: '(max-width: 719px) 100vw, 1200px',
  games: '(max-width: 719px) 34vw, 200px',
};

/** `srcset` and `sizes` for an `<img>` of this artwork, or nothing when it has no renditions. */
export function artworkImageProps(url: string): { srcSet?: string; sizes?: string } {
  const folder = artworkFolder(url);
  const srcSet = srcSetOf(url, folder);
  return srcSet && folder ? { srcSet, sizes: ARTWORK_SIZES[folder] } : {};
}

/**
 * The rendition a request names (`?w=800`), when that width is one of the folder's; else
 * undefined (the SVG is sent).
 */
export function requestedRendition(folder: ArtworkFolder, w: unknown): number | undefined {
  const width = typeof w === 'string' && /^[1-9]\d{1,4}$/.test(w) ? Number(w) : undefined;
  const widths: readonly number[] = ARTWORK_RENDITIONS[folder];
  return width !== undefined && widths.includes(width) ? width : undefined;
}
