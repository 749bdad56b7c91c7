/**
 * The game URL a page may frame: only http(s) on this site's own origin (a launch address the
 * platform itself serves, e.g. /play/...). Anything else (other origins, javascript:, data:,
 * protocol-relative tricks) is refused, so a crafted link cannot frame a foreign page.
 */
export function sameOriginUrl(
  raw: string | null | undefined,
  origin = window.location.origin,
): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin !== origin) return undefined;
  return url.href;
}
