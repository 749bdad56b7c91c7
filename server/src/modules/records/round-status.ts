import type { RoundStatus } from '@sorte/contracts/games/records-routes';

/** The round table's status values (provider module) -> the API's. */
export const ROUND_STATUS_OF: Record<string, RoundStatus> = {
  open: 'OPEN',
  settled: 'SETTLED',
  rolled_back: 'ROLLED_BACK',
};
export const ROLLED_BACK = 'rolled_back';
