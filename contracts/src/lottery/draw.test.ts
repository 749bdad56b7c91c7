import { describe, expect, it } from 'vitest';
import { serverSeedCommitment } from '../games/fair/rng';
import { drawIssue } from './draw';
import { prizeNumbers } from './rules';

const SEED = 'a'.repeat(64);

describe('fair electronic draws', () => {
  it('draws the same outcome from the same seed and issue, another from another issue', () => {
    const a = drawIssue('ELOTT_SSC', SEED, 'ELOTT_SSC_1', '20261126-0001');
    expect(drawIssue('ELOTT_SSC', SEED, 'ELOTT_SSC_1', '20261126-0001')).toEqual(a);
    expect(drawIssue('ELOTT_SSC', SEED, 'ELOTT_SSC_1', '20261126-0002')).not.toEqual(a);
    expect(serverSeedCommitment(SEED)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fills the 27 North prizes with numbers of their digits', () => {
    const outcome = drawIssue('ELOTT_VN', SEED, 'ELOTT_VN_1', '20261126-0001');
    if (outcome.kind !== 'ELOTT_VN') throw new Error('kind');
    expect(prizeNumbers(outcome.prizes)).toHaveLength(27);
    expect(outcome.prizes.DB![0]).toMatch(/^\d{5}$/);
    expect(outcome.prizes.G7!.every((n) => /^\d{2}$/.test(n))).toBe(true);
  });

  it('throws dice 1-6 and digits 0-9', () => {
    for (let i = 1; i <= 200; i += 1) {
      const issue = `20261126-${String(i).padStart(4, '0')}`;
      const k3 = drawIssue('ELOTT_K3', SEED, 'ELOTT_K3_1', issue);
      const ssc = drawIssue('ELOTT_SSC', SEED, 'ELOTT_SSC_1', issue);
      if (k3.kind !== 'ELOTT_K3' || ssc.kind !== 'ELOTT_SSC') throw new Error('kind');
      expect(k3.dice.every((d) => d >= 1 && d <= 6)).toBe(true);
      expect(ssc.digits.every((d) => d >= 0 && d <= 9)).toBe(true);
    }
  });
});
