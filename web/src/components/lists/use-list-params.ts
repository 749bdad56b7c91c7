import { useSearchParams } from 'react-router';

/**
 * The search parameters a list keeps in the URL: the period (`period`, `start`, `end`, see
 * usePeriodParams), the page, the sort and the username filter. An overlay that hosts lists
 * drops them (and its pages' own filters) when it changes page or closes.
 */
export const LIST_PARAMS = ['period', 'start', 'end', 'pageNo', 'sort', 'order', 'user'] as const;

/** Deletes `keys` from the search parameters (for a host's navigate and close). */
export const dropParams =
  (keys: readonly string[]) =>
  (p: URLSearchParams): URLSearchParams => {
    for (const key of keys) p.delete(key);
    return p;
  };

/**
 * A list's page, sort, username filter and the page's own filters kept in the URL's search
 * parameters (`pageNo`, `sort`, `order`, `user`, any other name) next to the period, so a reload
 * or a shared link shows the same rows. Changing a filter or the sort goes back to page 1.
 */
export function useListParams<S extends string = string>(
  sorts: readonly S[] = [],
  fallbackSort = '' as S,
) {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const rawSort = params.get('sort') as S | null;
  const sort = rawSort && sorts.includes(rawSort) ? rawSort : fallbackSort;
  const order: 'asc' | 'desc' = params.get('order') === 'asc' ? 'asc' : 'desc';
  const username = params.get('user') ?? '';
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') p.delete(key);
          else p.set(key, value);
        }
        return p;
      },
      { replace: true },
    );
  return {
    pageNo,
    sort,
    order,
    username,
    /** A page filter's value ('' when not set). */
    filter: (name: string) => params.get(name) ?? '',
    /** Sets page filters ('' or null removes one) and goes back to page 1. */
    setFilters: (changes: Record<string, string | null>) => update({ ...changes, pageNo: null }),
    setPage: (page: number) => update({ pageNo: page > 1 ? String(page) : null }),
    setSort: (key: S, next: 'asc' | 'desc') => update({ sort: key, order: next, pageNo: null }),
    setUsername: (name: string) => update({ user: name.trim() || null, pageNo: null }),
  };
}
