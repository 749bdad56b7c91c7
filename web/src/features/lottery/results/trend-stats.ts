/** Hot and cold numbers of a trend: how many of each are called out. */
export const HOT_COLD_COUNT = 10;

export interface TrendNumber {
  value: string;
  frequency: number;
  absent: number;
}

/**
 * The hot numbers (most frequent, at least once) and the cold ones (longest absent, then least
 * frequent), `HOT_COLD_COUNT` of each; ties keep the lower number first.
 */
export function hotAndCold(numbers: readonly TrendNumber[], count = HOT_COLD_COUNT) {
  const hot = [...numbers]
    .filter((n) => n.frequency > 0)
    .sort((a, b) => b.frequency - a.frequency || a.absent - b.absent)
    .slice(0, count)
    .map((n) => n.value);
  const hotSet = new Set(hot);
  const cold = [...numbers]
    .filter((n) => !hotSet.has(n.value))
    .sort((a, b) => b.absent - a.absent || a.frequency - b.frequency)
    .slice(0, count)
    .map((n) => n.value);
  return { hot: new Set(hot), cold: new Set(cold) };
}

export type TrendSort = 'value' | 'frequency' | 'absent';

/** The trend rows sorted by a column (ties by number, ascending). */
export function sortTrend(numbers: readonly TrendNumber[], by: TrendSort, descending: boolean) {
  const byValue = (a: TrendNumber, b: TrendNumber) =>
    a.value.localeCompare(b.value, undefined, { numeric: true });
  return [...numbers].sort((a, b) => {
    const diff = by === 'value' ? byValue(a, b) : a[by] - b[by];
    return (descending ? -diff : diff) || byValue(a, b);
  });
}
