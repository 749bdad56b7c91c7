import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The lobby's URL-synced state: `?page=vendor&q=&classify=&minBet=&lines=&pageNo=`. */
export interface LobbyFilters {
  vendor?: string;
  q: string;
  classify?: string;
  minBet?: string;
  lines?: number;
  pageNo: number;
}

const STAKE = /^\d{1,16}\.\d{2}$/;

/** Parses the search params leniently: a value the server would refuse is dropped, not sent. */
export function parseLobbyFilters(params: URLSearchParams): LobbyFilters {
  const pageNo = Number(params.get('pageNo'));
  const lines = Number(params.get('lines'));
  const classify = params.get('classify') ?? '';
  const minBet = params.get('minBet') ?? '';
  return {
    vendor: params.get('page') || undefined,
    q: (params.get('q') ?? '').slice(0, 64),
    classify: /^[A-Z0-9_]{1,32}$/.test(classify) ? classify : undefined,
    minBet: STAKE.test(minBet) ? minBet : undefined,
    lines: Number.isInteger(lines) && lines > 0 && lines <= 10_000 ? lines : undefined,
    pageNo: Number.isInteger(pageNo) && pageNo > 0 ? pageNo : 1,
  };
}

export function useLobbyFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseLobbyFilters(params), [params]);
  /**
   * The address the last change asked for. The router hands a functional update the params of its
   * last render, so two changes made before it renders again (two filters picked in quick
   * succession) would otherwise each start from the same old address and the second would undo
   * the first. Every change builds on the newest address, rendered or still pending.
   */
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const apply = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options: { replace?: boolean; preventScrollReset?: boolean }) => {
      const next = change(latest.current);
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );

  /**
   * Changes filters (any change but the page number goes back to page 1). Typing in the search
   * box replaces the history entry; other changes push one, so Back undoes them.
   */
  const update = useCallback(
    (patch: Partial<Record<'q' | 'classify' | 'minBet' | 'lines' | 'pageNo', string | number | undefined>>, replace = false) => {
      apply(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || (key === 'pageNo' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('pageNo' in patch)) next.delete('pageNo');
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [apply],
  );

  const reset = useCallback(() => {
    apply(
      (current) => {
        const next = new URLSearchParams();
        const vendor = current.get('page');
        if (vendor) next.set('page', vendor);
        return next;
      },
      { preventScrollReset: true },
    );
  }, [apply]);

  const filtered = Boolean(filters.q || filters.classify || filters.minBet || filters.lines);
  return { filters, update, reset, filtered };
}
