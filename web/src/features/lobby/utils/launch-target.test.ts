import { describe, expect, it } from 'vitest';
import type { Game } from '@sorte/contracts/games/games';
import { launchTarget } from './launch-target';

const base: Game = {
  id: '1',
  nodeId: 'RNG-PG-1001',
  vassalage: 'PG',
  gameType: 'RNG',
  gameClassify: 'SLOT',
  gameName: 'Fortune',
  code: 'PG1001',
  defaultPlayType: '',
  accountTypeName: 'REAL',
  vendor: 'PG',
  vendorName: 'PG Soft',
  gameCode: 'PG1001',
  isGame: 'GAME',
  minBet: '0.40',
  minLineNum: 0,
  isHot: false,
  demo: true,
  image: 'games/PG/PG1001.svg',
};

describe('launchTarget', () => {
  it('launches ordinary games', () => {
    expect(launchTarget(base)).toEqual({ kind: 'launch' });
  });
  it('opens the vendor popup list for VASSALAGE entries', () => {
    expect(launchTarget({ ...base, isGame: 'VASSALAGE', vendor: 'EVO', gameType: 'LIVE' })).toEqual({ kind: 'vendorList', vendor: 'EVO', gameType: 'LIVE' });
  });
  it('routes lottery games: SEA window, Vietnam lotto, other lottery with play type', () => {
    const lott = { ...base, gameType: 'LOTT' as const, vendor: 'GLOT', vassalage: 'GLOT', gameCode: 'L5', gameClassify: 'LOTTO' };
    expect(launchTarget({ ...lott, accountTypeName: 'SEA' })).toEqual({ kind: 'seaWindow', href: '/lottery?gameCode=L5' });
    expect(launchTarget({ ...lott, vendor: 'VN' })).toEqual({ kind: 'route', href: '/vnlottery?gameCode=L5' });
    expect(launchTarget({ ...lott, defaultPlayType: 'P1' })).toEqual({ kind: 'route', href: '/lottery?gameCode=L5&playType=P1' });
  });
});
