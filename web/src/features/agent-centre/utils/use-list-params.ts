import { useSearchParams } from 'react-router';

/**
 * A list's page, sort and username filter kept in the URL's search parameters (`pageNo`,
 * `sort`, `order`, `user`) next to the period, so a reload shows the same rows.
 */
export function useListParams<S extends string>(sorts: readonly S[], fallbackSort: S) {
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
    setPage: (page: number) => update({ pageNo: page > 1 ? String(page) : null }),
    setSort: (key: S, next: 'asc' | 'desc') => update({ sort: key, order: next, pageNo: null }),
    setUsername: (name: string) => update({ user: name.trim() || null, pageNo: null }),
  };
}
