/**
 * The platform's own games (vendor INHOUSE): catalogue gameCode → page slug under /play/.
 * Zod-free so the web and the server both import it.
 */
export const INHOUSE_VENDOR = 'INHOUSE';

export const INHOUSE_GAMES = {
  INHOUSE1314: { slug: 'slot' },
  INHOUSE1315: { slug: 'dice' },
  INHOUSE1316: { slug: 'mines' },
} as const satisfies Record<string, { slug: string }>;
export type InhouseGameCode = keyof typeof INHOUSE_GAMES;
export type InhouseSlug = (typeof INHOUSE_GAMES)[InhouseGameCode]['slug'];

export function inhouseSlug(gameCode: string): InhouseSlug | undefined {
  return (INHOUSE_GAMES as Record<string, { slug: InhouseSlug }>)[gameCode]?.slug;
}
