/** A link made absolute against this site (QR codes leave the site); only http(s), else null. */
export function absoluteUrl(url: string, origin: string = window.location.origin): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A URL on this site (router link) rather than another site (new tab). */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** A game or play-type code from the query: short, letters, digits, `_` and `-` only. */
export function queryCode(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  return value && /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : undefined;
}
