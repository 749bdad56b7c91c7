import type { ChasePlan } from '@sorte/contracts/lottery/chase';
import type { PrizeMode } from '@sorte/contracts/lottery/games';
import type { BetStatus } from '@sorte/contracts/lottery/routes';
import { LOTTERY_ROUTES } from '@sorte/contracts/lottery/routes';
import type { PlayType } from '@sorte/contracts/lottery/rules';
import { IDEMPOTENCY_HEADER } from '@sorte/contracts/wallet/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The lottery's player calls for betting (zod-free types mirror contracts/src/lottery/lottery.ts).
 * Every key starts with `['lottery']`; bets sit under `['lottery', 'bets']`.
 */

export type GameKind = 'VN' | 'ELOTT_VN' | 'ELOTT_SSC' | 'ELOTT_K3';
export type GroupCode = 'SOUTH' | 'CENTRAL' | 'NORTH' | 'FAST_VN' | 'FAST_SSC' | 'FAST_K3';

export interface LotteryGame {
  gameCode: string;
  name: string;
  kind: GameKind;
  gameGroupCode: GroupCode;
  region: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  province: string | null;
  intervalMinutes: number | null;
  /** Most issues one chase may cover (the operator's limit). */
  maxChaseIssues: number;
}

export type DrawOutcome =
  | { kind: 'VN' | 'ELOTT_VN'; prizes: Record<string, string[]> }
  | { kind: 'ELOTT_SSC'; digits: number[] }
  | { kind: 'ELOTT_K3'; dice: number[] };

export interface Issue {
  gameCode: string;
  issueNo: string;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  status: 'open' | 'drawn' | 'settled' | 'void';
  serverSeedHash: string | null;
  result: DrawOutcome | null;
}

export interface GameMenu {
  gameMenus: { gameGroupCode: GroupCode; labelName: string; games: LotteryGame[] }[];
}
export interface LotteryList {
  games: (LotteryGame & { current: Issue | null; last: Issue | null })[];
  serverTime: string;
}
export interface CurrentIssue {
  game: LotteryGame;
  current: Issue | null;
  last: Issue | null;
  serverTime: string;
}

export interface SlipBetInput {
  gameCode: string;
  issueNo?: string;
  playType: PlayType;
  numbers: string[];
  multiplier: number;
  unitStake: string;
}
export interface PlaceSlipInput {
  prizeMode: PrizeMode;
  bets: SlipBetInput[];
  /** The same bets over the next issues (a chase). */
  chase?: { issues: number; plan: ChasePlan; winStop: boolean };
}

export interface LotteryBet {
  id: string;
  slipNo: string;
  gameCode: string;
  issueNo: string;
  playType: PlayType;
  numbers: string[];
  multiplier: number;
  unitStake: string;
  stakeUnits: number;
  stake: string;
  odds: string;
  status: BetStatus;
  hits: number | null;
  payout: string;
  createdAt: string;
  closesAt: string;
  drawAt: string;
  chaseNo: string | null;
  result?: DrawOutcome | null;
}
export interface Slip {
  slipNo: string;
  chaseNo: string | null;
  prizeMode: string;
  total: string;
  lineCount: number;
  createdAt: string;
  bets: LotteryBet[];
}
export interface ChaseIssue {
  issueNo: string;
  factor: number;
  stake: string;
  payout: string;
  status: BetStatus;
  closesAt: string;
  drawAt: string;
}
export interface Chase {
  chaseNo: string;
  slipNo: string;
  gameCode: string;
  prizeMode: string;
  plan: ChasePlan;
  winStop: boolean;
  status: 'running' | 'finished' | 'won' | 'cancelled';
  total: string;
  refunded: string;
  payout: string;
  createdAt: string;
  bets: { playType: PlayType; numbers: string[]; multiplier: number; unitStake: string }[];
  issues: ChaseIssue[];
}
export interface Chases {
  list: Chase[];
  totalPages: number;
  total: number;
}
export interface MyBets {
  list: LotteryBet[];
  totalPages: number;
  total: number;
}

export const LOTTERY_KEY = ['lottery'] as const;
export const LOTTERY_BETS_KEY = ['lottery', 'bets'] as const;

/** GET game_menu: the groups (with their labels in the request language) of a prize mode. */
export const gameMenuQueryOptions = (prizeMode: PrizeMode, language: string) =>
  queryOptions({
    queryKey: ['lottery', 'menu', prizeMode, language],
    queryFn: ({ signal }) =>
      api.call<GameMenu>(LOTTERY_ROUTES.gameMenu, { query: { prizeMode, device: 'WEB' }, signal }),
    staleTime: 5 * 60_000,
  });

/** GET lottery_list: every game with its current issue and last result, and the server clock. */
export const lotteryListQueryOptions = (prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: ['lottery', 'list', prizeMode],
    queryFn: ({ signal }) =>
      api.call<LotteryList>(LOTTERY_ROUTES.lotteryList, { query: { prizeMode }, signal }),
    staleTime: 30_000,
  });

/** GET issue/current: the issue open now, the last result and the server clock. */
export const currentIssueQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: ['lottery', 'current', gameCode],
    queryFn: ({ signal }) =>
      api.call<CurrentIssue>(LOTTERY_ROUTES.currentIssue, { query: { gameCode }, signal }),
    staleTime: 10_000,
  });

/** GET bets: the member's bets, newest first, optionally by status. */
export const myBetsQueryOptions = (status: BetStatus | undefined, pageNo: number) =>
  queryOptions({
    queryKey: ['lottery', 'bets', status ?? 'all', pageNo],
    queryFn: ({ signal }) =>
      api.call<MyBets>(LOTTERY_ROUTES.myBets, { query: { status, pageNo, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** GET chases: the member's chases with each issue's status, newest first. */
export const chasesQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: ['lottery', 'bets', 'chases', pageNo],
    queryFn: ({ signal }) =>
      api.call<Chases>(LOTTERY_ROUTES.chases, { query: { pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** Money calls: each takes the Idempotency-Key of its confirmation. */
export const bettingApi = {
  placeSlip: (body: PlaceSlipInput, key: string) =>
    api.call<Slip>(LOTTERY_ROUTES.placeSlip, { body, headers: keyed(key) }),
  cancelBets: (betIds: string[], key: string) =>
    api.call<{ cancelled: string[]; refund: string }>(LOTTERY_ROUTES.cancelBets, {
      body: { betIds },
      headers: keyed(key),
    }),
  cancelChase: (chaseNo: string, key: string) =>
    api.call<{ chaseNo: string; cancelledIssues: string[]; refund: string }>(
      LOTTERY_ROUTES.cancelChase,
      { body: { chaseNo }, headers: keyed(key) },
    ),
};
