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
