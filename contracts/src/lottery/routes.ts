/**
 * The lottery's player paths (zod-free, so the web's start-up code can import them) and the
 * labels of the menu groups.
 */
export const LOTTERY_ROUTES = {
  /** Lottery menu: games by group (gameGroupCode, labelName) of a prize mode. */
  gameMenu: { method: 'GET', path: '/lgw/vn/games/game_menu' },
  /** The member's recently played lottery games. */
  recent: { method: 'GET', path: '/lgw/vn/recent' },
  /** Most played lottery games (count ≤ 20). */
  popular: { method: 'GET', path: '/lgw/games/popular' },
  /** Recent results (opened numbers) of a game (count ≤ 100). */
  opened: { method: 'GET', path: '/lgw/vn/numeros/opened/game' },
  /** Game lottery list: every game of a prize mode with its current issue and last result. */
  lotteryList: { method: 'GET', path: '/lgw/vn/games/lottery_list' },
  /** The lottery launch: where the site opens a lottery game. */
  launch: { method: 'POST', path: '/lgw/vn/lotto/launch' },
  /** The issue open for betting now (with its countdown) and the last result. */
  currentIssue: { method: 'GET', path: '/lgw/vn/issue/current' },
  /** Place a bet slip (Idempotency-Key). */
  placeSlip: { method: 'POST', path: '/lgw/vn/bets' },
  /** Cancel open bets before their draw closes (Idempotency-Key). */
  cancelBets: { method: 'POST', path: '/lgw/vn/bets/cancel' },
  /** The member's chases (follow-up bets over several issues) with each issue's status. */
  chases: { method: 'GET', path: '/lgw/vn/chases' },
  /** Cancel the remaining (not yet closed) issues of a chase (Idempotency-Key). */
  cancelChase: { method: 'POST', path: '/lgw/vn/chases/cancel' },
  /** The member's bets (open, won, lost, cancelled, void) with their issue's result. */
  myBets: { method: 'GET', path: '/lgw/vn/bets' },
  /** Results of a date (Vietnam calendar) per game. */
  results: { method: 'GET', path: '/lgw/vn/results' },
  /** Trends: frequency and absence of each number over the last issues. */
  trends: { method: 'GET', path: '/lgw/vn/trends' },
  /** Fairness data of an electronic issue (seed hash, revealed seed, outcome). */
  fairness: { method: 'GET', path: '/lgw/vn/fairness' },
} as const;

export const BET_STATUSES = ['open', 'won', 'lost', 'cancelled', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const GROUP_CODES = ['SOUTH', 'CENTRAL', 'NORTH', 'FAST_VN', 'FAST_SSC', 'FAST_K3'] as const;
export type GroupCode = (typeof GROUP_CODES)[number];

/** Menu labels of the groups (labelName), per locale. */
export const GROUP_LABELS: Record<GroupCode, Record<'en' | 'pt' | 'pt-BR' | 'zh' | 'id' | 'th' | 'vi', string>> = {
  SOUTH: { en: 'South Vietnam', pt: 'Sul do Vietname', 'pt-BR': 'Sul do Vietnã', zh: '越南南部', id: 'Vietnam Selatan', th: 'เวียดนามใต้', vi: 'Miền Nam' },
  CENTRAL: { en: 'Central Vietnam', pt: 'Centro do Vietname', 'pt-BR': 'Centro do Vietnã', zh: '越南中部', id: 'Vietnam Tengah', th: 'เวียดนามกลาง', vi: 'Miền Trung' },
  NORTH: { en: 'North Vietnam', pt: 'Norte do Vietname', 'pt-BR': 'Norte do Vietnã', zh: '越南北部', id: 'Vietnam Utara', th: 'เวียดนามเหนือ', vi: 'Miền Bắc' },
  FAST_VN: { en: 'Fast VN lottery', pt: 'Lotaria VN rápida', 'pt-BR': 'Loteria VN rápida', zh: '极速越南彩', id: 'Lotre VN cepat', th: 'หวยเวียดนามด่วน', vi: 'Xổ số nhanh VN' },
  FAST_SSC: { en: 'Fast 5D', pt: '5D rápido', 'pt-BR': '5D rápido', zh: '极速时时彩', id: '5D cepat', th: '5D ด่วน', vi: '5D nhanh' },
  FAST_K3: { en: 'Fast 3 dice', pt: '3 dados rápido', 'pt-BR': '3 dados rápido', zh: '极速快三', id: '3 dadu cepat', th: 'ลูกเต๋า 3 ลูกด่วน', vi: '3 xúc xắc nhanh' },
};
