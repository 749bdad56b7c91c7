/**
 * Paths and constants of the promotions calls without schemas, so the web can import them
 * without pulling zod into a page chunk (the schemas live in promotions.ts).
 */
export const PROMOTION_ROUTES = {
  list: { method: 'GET', path: '/wps/promotions' },
  detail: { method: 'GET', path: '/wps/promotions/:id' },
} as const;

/** Promotion categories (a promotion has one); new_player feeds the register slider. */
export const PROMOTION_CATEGORIES = ['new_player', 'deposit', 'daily', 'vip', 'event'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * The statuses that apply to a content-only promotion: `coming soon` before
 * it starts, `close` after it ends, otherwise `join` (running). Joining and claiming come
 * with the bonus engine.
 */
export const PROMOTION_STATUSES = ['coming_soon', 'join', 'close'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Page size of the promotions list (web and default of the API). */
export const PROMOTION_PAGE_SIZE = 12;
export const PROMOTION_MAX_PAGE_SIZE = 50;
/** Ended promotions stay in the list (status close) this many days after their end. */
export const PROMOTION_CLOSED_VISIBLE_DAYS = 30;

/** The register slider asks for this many new_player promotions at most. */
export const REGISTER_SLIDER_COUNT = 10;

export interface PromotionSummary {
  id: string;
  category: PromotionCategory;
  title: string;
  summary: string;
  /** Cover artwork relative to the image CDN (`promotions/welcome.svg`). */
  image: string;
  startsAt: string | null;
  endsAt: string | null;
  status: PromotionStatus;
}

export interface PromotionDetail extends PromotionSummary {
  /** Operator HTML in the request language; the web sanitises it before rendering. */
  content: string;
}

export interface PromotionList {
  list: PromotionSummary[];
  totalPages: number;
  total: number;
  /** Categories that have at least one listed promotion, in PROMOTION_CATEGORIES order. */
  categories: { category: PromotionCategory; count: number }[];
}
