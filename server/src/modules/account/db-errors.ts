/** The constraint named by a unique violation (SQLSTATE 23505), possibly wrapped by Drizzle. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth += 1) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : 'unknown';
    e = e.cause as typeof e;
  }
  return undefined;
}
