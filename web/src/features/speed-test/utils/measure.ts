export interface RoutedDomain {
  domain: string;
  url: string;
  /** The origin this page was loaded from. */
  current: boolean;
}

/** Give up on a line after this long: it counts as unreachable. */
export const MEASURE_TIMEOUT_MS = 5000;

export type SpeedTier = 'fast' | 'ok' | 'slow';

export const speedTier = (ms: number): SpeedTier => (ms < 300 ? 'fast' : ms < 800 ? 'ok' : 'slow');

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * The routed domains, the current origin first and marked. The current origin joins the list
 * when the operator did not route it, so the player always sees the line in use.
 */
export function routedDomains(
  list: { domain: string; url: string }[],
  location: Pick<Location, 'host' | 'origin'> = window.location,
): RoutedDomain[] {
  const rows = list
    .filter((entry) => hostOf(entry.url) !== null)
    .map((entry) => ({ ...entry, current: hostOf(entry.url) === location.host }));
  if (!rows.some((row) => row.current))
    rows.unshift({ domain: location.host, url: location.origin, current: true });
  return rows.sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Round trip to `url/healthz` in ms, or null when the line cannot be reached. The page's CSP
 * allows connections to its own origin only, so other domains come back unreachable.
 */
export async function measureDomain(
  url: string,
  { fetchImpl = fetch, now = () => performance.now(), timeoutMs = MEASURE_TIMEOUT_MS } = {},
): Promise<number | null> {
  const target = `${url.replace(/\/+$/, '')}/healthz`;
  const start = now();
  try {
    await fetchImpl(target, {
      cache: 'no-store',
      mode: 'no-cors',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return Math.max(1, Math.round(now() - start));
  } catch {
    return null;
  }
}
