import { describe, expect, it } from 'vitest';
import {
  chaseFactors,
  chasePlanFits,
  chasePlanRows,
  defaultMaxChaseIssues,
  type ChasePlan,
} from './chase';

describe('chase plan arithmetic', () => {
  const cases: Array<[string, ChasePlan, number, number[]]> = [
    ['fixed', { kind: 'fixed', start: 3 }, 4, [3, 3, 3, 3]],
    ['double every issue', { kind: 'double', start: 1, every: 1 }, 5, [1, 2, 4, 8, 16]],
    ['double every 2 issues', { kind: 'double', start: 2, every: 2 }, 6, [2, 2, 4, 4, 8, 8]],
    ['double every 3 issues', { kind: 'double', start: 1, every: 3 }, 7, [1, 1, 1, 2, 2, 2, 4]],
    ['add 1 per issue', { kind: 'add', start: 1, step: 1 }, 4, [1, 2, 3, 4]],
    ['add 5 from 10', { kind: 'add', start: 10, step: 5 }, 3, [10, 15, 20]],
    ['add 0 is fixed', { kind: 'add', start: 2, step: 0 }, 3, [2, 2, 2]],
  ];
  it.each(cases)('%s', (_label, plan, count, factors) => {
    expect(chaseFactors(plan, count)).toEqual(factors);
  });

  it('gives each issue its stake and the running total', () => {
    const rows = chasePlanRows({ kind: 'double', start: 1, every: 2 }, 5, 270n);
    expect(rows.map((r) => [r.factor, r.stakeMinor, r.runningMinor])).toEqual([
      [1, 270n, 270n],
      [1, 270n, 540n],
      [2, 540n, 1080n],
      [2, 540n, 1620n],
      [4, 1080n, 2700n],
    ]);
  });

  it('refuses plans that push a line past the highest multiplier', () => {
    expect(chasePlanFits({ kind: 'double', start: 1, every: 1 }, 14, 1)).toBe(true); // 2^13 = 8192
    expect(chasePlanFits({ kind: 'double', start: 1, every: 1 }, 15, 1)).toBe(false); // 2^14 = 16384
    expect(chasePlanFits({ kind: 'fixed', start: 100 }, 3, 100)).toBe(true);
    expect(chasePlanFits({ kind: 'fixed', start: 101 }, 3, 100)).toBe(false);
    expect(chasePlanFits({ kind: 'add', start: 1, step: 1 }, 50, 200)).toBe(true);
    expect(chasePlanFits({ kind: 'add', start: 1, step: 1 }, 51, 200)).toBe(false);
  });

  it('allows 50 issues on fast draws and 7 on official draws by default', () => {
    expect(defaultMaxChaseIssues('ELOTT_K3')).toBe(50);
    expect(defaultMaxChaseIssues('VN')).toBe(7);
  });
});
