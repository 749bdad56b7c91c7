/**
 * Pearson's chi-square statistic of observed counts against a uniform expectation, and the
 * critical value at a confidence level (Wilson–Hilferty approximation, accurate to well under 1%
 * for the degrees of freedom used here). Test helpers for the outcome mappings.
 */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, c) => sum + c, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Upper critical value of chi-square with `df` degrees of freedom for the normal quantile z. */
export function chiSquareCritical(df: number, z = 2.326_347_874): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
