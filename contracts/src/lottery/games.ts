/**
 * The lottery catalogue (zod-free, shared by server and web): the Vietnamese official draws of
 * the three regions, the platform's electronic draws (elott), their prize layouts and the prize
 * modes. Names of provinces are proper names and are not translated.
 */

export const REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type Region = (typeof REGIONS)[number];

/** Game families: VN official (a region's draw), and the three electronic draw styles. */
export const GAME_KINDS = ['VN', 'ELOTT_VN', 'ELOTT_SSC', 'ELOTT_K3'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

import type { PrizeMode } from '../system/constants';

/** Prize modes of the brand (`brand.prizeModes`); each has its own odds table. */
export { PRIZE_MODES, type PrizeMode } from '../system/constants';

/**
 * Which game families a prize mode shows: Lott the VN official draws, Elott the electronic draws,
 * ZY and SEA both (with their own odds).
 */
export const PRIZE_MODE_KINDS: Record<PrizeMode, readonly GameKind[]> = {
  Lott: ['VN'],
  ZY: ['VN', 'ELOTT_VN', 'ELOTT_SSC', 'ELOTT_K3'],
  Elott: ['ELOTT_VN', 'ELOTT_SSC', 'ELOTT_K3'],
  SEA: ['VN', 'ELOTT_VN', 'ELOTT_SSC', 'ELOTT_K3'],
};

// --- Prize layouts ----------------------------------------------------------------------------

/** Prize tiers, special prize first. */
export const PRIZE_TIERS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type PrizeTier = (typeof PRIZE_TIERS)[number];

export interface TierLayout {
  tier: PrizeTier;
  /** How many numbers the tier draws. */
  count: number;
  /** Digits of each number. */
  digits: number;
}

/** The North (XSMB) layout: 27 prizes. */
export const NORTH_LAYOUT: readonly TierLayout[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

/** The South and Central layout: 18 prizes. */
export const SOUTH_LAYOUT: readonly TierLayout[] = [
  { tier: 'DB', count: 1, digits: 6 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G8', count: 1, digits: 2 },
];

export const layoutOfRegion = (region: Region): readonly TierLayout[] =>
  region === 'NORTH' ? NORTH_LAYOUT : SOUTH_LAYOUT;

export const prizeCount = (layout: readonly TierLayout[]) => layout.reduce((n, t) => n + t.count, 0);

// --- Provinces and the weekly schedule -------------------------------------------------------

export interface Province {
  code: string;
  name: string;
  region: Region;
  /** Days of the week it draws (0 = Sunday … 6 = Saturday), in Vietnam time. */
  weekdays: readonly number[];
}

/**
 * The official weekly schedule. The North draws once a day (the hosting province rotates, the
 * draw is one: XSMB); the Central and South regions draw two to four provinces a day.
 */
export const PROVINCES: readonly Province[] = [
  { code: 'MB', name: 'Miền Bắc', region: 'NORTH', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  // Central, 17:15
  { code: 'TTH', name: 'Thừa Thiên Huế', region: 'CENTRAL', weekdays: [0, 1] },
  { code: 'PY', name: 'Phú Yên', region: 'CENTRAL', weekdays: [1] },
  { code: 'DLK', name: 'Đắk Lắk', region: 'CENTRAL', weekdays: [2] },
  { code: 'QNA', name: 'Quảng Nam', region: 'CENTRAL', weekdays: [2] },
  { code: 'DNG', name: 'Đà Nẵng', region: 'CENTRAL', weekdays: [3, 6] },
  { code: 'KH', name: 'Khánh Hòa', region: 'CENTRAL', weekdays: [0, 3] },
  { code: 'BDI', name: 'Bình Định', region: 'CENTRAL', weekdays: [4] },
  { code: 'QT', name: 'Quảng Trị', region: 'CENTRAL', weekdays: [4] },
  { code: 'QB', name: 'Quảng Bình', region: 'CENTRAL', weekdays: [4] },
  { code: 'GL', name: 'Gia Lai', region: 'CENTRAL', weekdays: [5] },
  { code: 'NT', name: 'Ninh Thuận', region: 'CENTRAL', weekdays: [5] },
  { code: 'QNG', name: 'Quảng Ngãi', region: 'CENTRAL', weekdays: [6] },
  { code: 'DNO', name: 'Đắk Nông', region: 'CENTRAL', weekdays: [6] },
  { code: 'KT', name: 'Kon Tum', region: 'CENTRAL', weekdays: [0] },
  // South, 16:15
  { code: 'HCM', name: 'TP. Hồ Chí Minh', region: 'SOUTH', weekdays: [1, 6] },
  { code: 'DT', name: 'Đồng Tháp', region: 'SOUTH', weekdays: [1] },
  { code: 'CM', name: 'Cà Mau', region: 'SOUTH', weekdays: [1] },
  { code: 'BTR', name: 'Bến Tre', region: 'SOUTH', weekdays: [2] },
  { code: 'VT', name: 'Vũng Tàu', region: 'SOUTH', weekdays: [2] },
  { code: 'BL', name: 'Bạc Liêu', region: 'SOUTH', weekdays: [2] },
  { code: 'DN', name: 'Đồng Nai', region: 'SOUTH', weekdays: [3] },
  { code: 'CT', name: 'Cần Thơ', region: 'SOUTH', weekdays: [3] },
  { code: 'ST', name: 'Sóc Trăng', region: 'SOUTH', weekdays: [3] },
  { code: 'TN', name: 'Tây Ninh', region: 'SOUTH', weekdays: [4] },
  { code: 'AG', name: 'An Giang', region: 'SOUTH', weekdays: [4] },
  { code: 'BTH', name: 'Bình Thuận', region: 'SOUTH', weekdays: [4] },
  { code: 'VL', name: 'Vĩnh Long', region: 'SOUTH', weekdays: [5] },
  { code: 'BD', name: 'Bình Dương', region: 'SOUTH', weekdays: [5] },
  { code: 'TV', name: 'Trà Vinh', region: 'SOUTH', weekdays: [5] },
  { code: 'LA', name: 'Long An', region: 'SOUTH', weekdays: [6] },
  { code: 'BP', name: 'Bình Phước', region: 'SOUTH', weekdays: [6] },
  { code: 'HG', name: 'Hậu Giang', region: 'SOUTH', weekdays: [6] },
  { code: 'TG', name: 'Tiền Giang', region: 'SOUTH', weekdays: [0] },
  { code: 'KG', name: 'Kiên Giang', region: 'SOUTH', weekdays: [0] },
  { code: 'DL', name: 'Đà Lạt', region: 'SOUTH', weekdays: [0] },
];

/** Draw time of each region, Vietnam time (hours, minutes). */
export const REGION_DRAW_TIME: Record<Region, { hour: number; minute: number }> = {
  NORTH: { hour: 18, minute: 15 },
  CENTRAL: { hour: 17, minute: 15 },
  SOUTH: { hour: 16, minute: 15 },
};

/** Default minutes betting closes before an official draw (operator-configurable per game). */
export const DEFAULT_VN_CLOSE_MINUTES = 15;
/** Default seconds betting closes before an electronic draw (operator-configurable per game). */
export const DEFAULT_ELOTT_CLOSE_SECONDS = 10;

// --- Games -----------------------------------------------------------------------------------

export interface LotteryGameDef {
  /** Stable code (`VN_MB`, `VN_HCM`, `ELOTT_VN_1` …): the catalogue's gameCode. */
  code: string;
  kind: GameKind;
  /** VN official games: the region and the province drawn. */
  region?: Region;
  province?: string;
  /** Electronic games: minutes between draws (1, 3 or 5). */
  intervalMinutes?: number;
  /** The menu group the game shows under (gameGroupCode). */
  group: 'NORTH' | 'CENTRAL' | 'SOUTH' | 'FAST_VN' | 'FAST_SSC' | 'FAST_K3';
  /** A proper name (provinces) or a code the web translates (electronic draws). */
  name: string;
  sort: number;
}

export const ELOTT_INTERVALS = [1, 3, 5] as const;

const ELOTT_FAMILIES = [
  { kind: 'ELOTT_VN', prefix: 'ELOTT_VN', group: 'FAST_VN', name: 'Fast VN' },
  { kind: 'ELOTT_SSC', prefix: 'ELOTT_SSC', group: 'FAST_SSC', name: 'Fast 5D' },
  { kind: 'ELOTT_K3', prefix: 'ELOTT_K3', group: 'FAST_K3', name: 'Fast 3 Dice' },
] as const;

export const LOTTERY_GAMES: readonly LotteryGameDef[] = [
  ...PROVINCES.map((p, i): LotteryGameDef => ({
    code: `VN_${p.code}`,
    kind: 'VN',
    region: p.region,
    province: p.code,
    group: p.region,
    name: p.name,
    sort: i,
  })),
  ...ELOTT_FAMILIES.flatMap((family, f) =>
    ELOTT_INTERVALS.map((minutes, i): LotteryGameDef => ({
      code: `${family.prefix}_${minutes}`,
      kind: family.kind,
      intervalMinutes: minutes,
      group: family.group,
      name: `${family.name} ${minutes}'`,
      sort: 100 + f * 10 + i,
    })),
  ),
];

const BY_CODE = new Map(LOTTERY_GAMES.map((g) => [g.code, g]));

export const lotteryGame = (code: string): LotteryGameDef | undefined => BY_CODE.get(code);

export const isElott = (kind: GameKind) => kind !== 'VN';

/** The prize layout of a VN-style game (official or fast VN); undefined for SSC and K3. */
export function layoutOfGame(game: LotteryGameDef): readonly TierLayout[] | undefined {
  if (game.kind === 'VN') return layoutOfRegion(game.region!);
  if (game.kind === 'ELOTT_VN') return NORTH_LAYOUT;
  return undefined;
}

/** The provinces (VN official games) that draw on a weekday of a region, in catalogue order. */
export function provincesOn(region: Region, weekday: number): Province[] {
  return PROVINCES.filter((p) => p.region === region && p.weekdays.includes(weekday));
}
