import { describe, expect, it } from 'vitest';
import { NORTH_LAYOUT, SOUTH_LAYOUT, lotteryGame, prizeCount } from './games';
import {
  betLines,
  checkVnResult,
  defaultOdds,
  defaultStakeUnits,
  hitTable,
  lineCost,
  linePayout,
  lineHits,
  prizeNumbers,
  type DrawOutcome,
  type PlayType,
} from './rules';

/**
 * A hand-made North result. Last two digits by prize:
 *   DB 45 · G1 90 · G2 23 56 · G3 89 12 45 78 12 45 · G4 34 78 12 45 · G5 89 45 67 01 45 12 ·
 *   G6 45 78 12 · G7 45 78 12 99
 * so 45 appears 8 times, 12 six times, 78 four times, 89 twice, and 90 23 56 34 67 01 99 once
 * (27 in all). Last three digits of the 23 prizes with 3+ digits: 345 three times (DB, G5 2345,
 * G6 345), 012 twice (G3 90012, G4 9012).
 */
const NORTH: DrawOutcome = {
  kind: 'VN',
  prizes: {
    DB: ['12345'],
    G1: ['67890'],
    G2: ['11223', '44556'],
    G3: ['77889', '90012', '34545', '67878', '12312', '45645'],
    G4: ['1234', '5678', '9012', '3445'],
    G5: ['6789', '1245', '4567', '8901', '2345', '6712'],
    G6: ['345', '678', '912'],
    G7: ['45', '78', '12', '99'],
  },
};

/** A South result (18 prizes): special 6 digits, eighth prize 2 digits. */
const SOUTH: DrawOutcome = {
  kind: 'VN',
  prizes: {
    DB: ['908172'],
    G1: ['33445'],
    G2: ['10072'],
    G3: ['55501', '72318'],
    G4: ['11111', '22222', '33372', '44444', '55555', '66666', '77777'],
    G5: ['8072'],
    G6: ['1201', '3456', '7890'],
    G7: ['172'],
    G8: ['72'],
  },
};

describe('VN win rules (North, hand-worked)', () => {
  const table = hitTable(NORTH);
  const cases: Array<[PlayType, string[], number]> = [
    ['LO2', ['45'], 8], // several occurrences of one number: paid per occurrence
    ['LO2', ['12'], 6],
    ['LO2', ['78'], 4],
    ['LO2', ['99'], 1], // a seventh-prize number counts
    ['LO2', ['00'], 0],
    ['LO3', ['345'], 3],
    ['LO3', ['012'], 2],
    ['LO3', ['045'], 0], // the seventh prize (2 digits) never makes a lô 3 số
    ['DE_DB', ['45'], 1],
    ['DE_DB', ['12'], 0], // 12 is drawn six times, but not on the special prize
    ['DE_G1', ['90'], 1],
    ['DE_G1', ['45'], 0],
    ['BA_CANG', ['345'], 1],
    ['BA_CANG', ['234'], 0],
    ['DAU', ['4'], 1],
    ['DAU', ['5'], 0],
    ['DUOI', ['5'], 1],
    ['DUOI', ['4'], 0],
    ['XIEN2', ['12', '45'], 1],
    ['XIEN2', ['00', '45'], 0], // one number missing: the group loses
    ['XIEN3', ['12', '45', '78'], 1],
    ['XIEN3', ['12', '45', '00'], 0],
    ['XIEN4', ['01', '12', '45', '99'], 1], // hits once however often its numbers appear
    ['XIEN4', ['01', '12', '45', '98'], 0],
    ['TRUOT4', ['00', '02', '03', '04'], 1], // none drawn: wins
    ['TRUOT4', ['00', '02', '03', '99'], 0], // one drawn: loses
    ['TRUOT8', ['00', '02', '03', '04', '05', '06', '07', '08'], 1],
    ['TRUOT10', ['00', '02', '03', '04', '05', '06', '07', '08', '09', '10'], 1],
    ['TRUOT10', ['00', '02', '03', '04', '05', '06', '07', '08', '09', '45'], 0],
  ];
  it.each(cases)('%s %j hits %i', (playType, line, hits) => {
    expect(lineHits(playType, line, table)).toBe(hits);
  });

  it('counts 27 lô 2 số occurrences, one per prize', () => {
    expect(prizeNumbers(NORTH.kind === 'VN' ? NORTH.prizes : {})).toHaveLength(27);
    const total = [...table.single.get('LO2')!.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(27);
    expect([...table.single.get('LO3')!.values()].reduce((a, b) => a + b, 0)).toBe(23);
  });
});

describe('VN win rules (South, hand-worked)', () => {
  const table = hitTable(SOUTH);
  // Last two: DB 72 · G1 45 · G2 72 · G3 01 18 · G4 11 22 72 44 55 66 77 · G5 72 · G6 01 56 90 · G7 72 · G8 72
  const cases: Array<[PlayType, string[], number]> = [
    ['LO2', ['72'], 6],
    ['LO2', ['01'], 2],
    ['LO3', ['172'], 2], // DB 908172 and G7 172; the eighth prize has 2 digits
    ['LO3', ['072'], 2], // G2 10072 and G5 8072
    ['DE_DB', ['72'], 1],
    ['BA_CANG', ['172'], 1],
    ['DAU', ['7'], 1],
    ['DUOI', ['2'], 1],
    ['XIEN2', ['01', '72'], 1],
    ['XIEN3', ['01', '72', '99'], 0],
  ];
  it.each(cases)('%s %j hits %i', (playType, line, hits) => {
    expect(lineHits(playType, line, table)).toBe(hits);
  });
});

describe('5-digit (SSC) and 3-dice (K3) win rules', () => {
  const ssc = hitTable({ kind: 'ELOTT_SSC', digits: [3, 8, 0, 9, 5] }); // sum 25: BIG, ODD
  const sscCases: Array<[PlayType, string, number]> = [
    ['SSC_POS1', '3', 1],
    ['SSC_POS1', '8', 0],
    ['SSC_POS2', '8', 1],
    ['SSC_POS3', '0', 1],
    ['SSC_POS5', '5', 1],
    ['SSC_BIG_SMALL', 'BIG', 1],
    ['SSC_BIG_SMALL', 'SMALL', 0],
    ['SSC_ODD_EVEN', 'ODD', 1],
    ['SSC_ODD_EVEN', 'EVEN', 0],
    ['SSC_SUM', '25', 1],
    ['SSC_SUM', '24', 0],
  ];
  it.each(sscCases)('SSC 38095: %s %s hits %i', (playType, value, hits) => {
    expect(lineHits(playType, [value], ssc)).toBe(hits);
  });

  const k3Cases: Array<[number[], PlayType, string, number]> = [
    [[2, 5, 2], 'K3_SUM', '9', 1],
    [[2, 5, 2], 'K3_BIG_SMALL', 'SMALL', 1],
    [[2, 5, 2], 'K3_ODD_EVEN', 'ODD', 1],
    [[2, 5, 2], 'K3_PAIR', '22', 1],
    [[2, 5, 2], 'K3_PAIR', '55', 0],
    [[2, 5, 2], 'K3_TRIPLE_ANY', 'ANY', 0],
    [[2, 5, 2], 'K3_DIFFERENT', '125', 0],
    [[4, 4, 4], 'K3_SUM', '12', 1],
    [[4, 4, 4], 'K3_BIG_SMALL', 'BIG', 0], // any triple loses big/small
    [[4, 4, 4], 'K3_BIG_SMALL', 'SMALL', 0],
    [[4, 4, 4], 'K3_ODD_EVEN', 'EVEN', 0], // and odd/even
    [[4, 4, 4], 'K3_TRIPLE_ANY', 'ANY', 1],
    [[4, 4, 4], 'K3_TRIPLE', '444', 1],
    [[4, 4, 4], 'K3_TRIPLE', '555', 0],
    [[4, 4, 4], 'K3_PAIR', '44', 1],
    [[6, 1, 3], 'K3_DIFFERENT', '136', 1],
    [[6, 1, 3], 'K3_SUM', '10', 1],
    [[6, 1, 3], 'K3_BIG_SMALL', 'SMALL', 1],
    [[6, 1, 3], 'K3_ODD_EVEN', 'EVEN', 1],
    [[5, 6, 6], 'K3_BIG_SMALL', 'BIG', 1],
  ];
  it.each(k3Cases)('K3 %j: %s %s hits %i', (dice, playType, value, hits) => {
    expect(lineHits(playType, [value], hitTable({ kind: 'ELOTT_K3', dice }))).toBe(hits);
  });
});

describe('payout and cost', () => {
  const cases: Array<[string, bigint, number, number, number, bigint]> = [
    // label, unit stake (minor), multiplier, odds (hundredths), hits, payout (minor)
    ['lô 45 hit 8 times at 97×, 1.00 a point', 100n, 1, 9_700, 8, 77_600n],
    ['the same at multiplier 2', 100n, 2, 9_700, 8, 155_200n],
    ['đề at 97×, 5.00', 500n, 1, 9_700, 1, 48_500n],
    ['a loss pays nothing', 500n, 3, 9_700, 0, 0n],
    ['rounds down to the cent: 0.33 at 1.95×', 33n, 1, 195, 1, 64n],
  ];
  it.each(cases)('%s', (_label, unit, multiplier, odds, hits, payout) => {
    expect(linePayout(unit, multiplier, odds, hits)).toBe(payout);
  });

  it('costs stake units per point: the North lô 27, the South lô 18', () => {
    const north = lotteryGame('VN_MB')!;
    const south = lotteryGame('VN_HCM')!;
    expect(defaultStakeUnits(north, 'LO2')).toBe(27);
    expect(defaultStakeUnits(north, 'LO3')).toBe(23);
    expect(defaultStakeUnits(south, 'LO2')).toBe(18);
    expect(defaultStakeUnits(south, 'LO3')).toBe(17);
    expect(defaultStakeUnits(lotteryGame('ELOTT_VN_1')!, 'LO2')).toBe(27);
    expect(defaultStakeUnits(north, 'DE_DB')).toBe(1);
    expect(lineCost(100n, 3, 27)).toBe(8_100n);
  });
});

describe('default odds', () => {
  const north = lotteryGame('VN_MB')!;
  const south = lotteryGame('VN_DN')!;
  const k3 = lotteryGame('ELOTT_K3_1')!;
  const ssc = lotteryGame('ELOTT_SSC_3')!;
  const cases: Array<[string, number, number]> = [
    // fair price × 97% (Lott / Elott) in hundredths
    ['North lô 2 số (27 units, 0.27 hits a point)', defaultOdds('Lott', north, 'LO2'), 9_700],
    ['South lô 2 số (18 units, 0.18 hits a point)', defaultOdds('Lott', south, 'LO2'), 9_700],
    ['North lô 3 số', defaultOdds('Lott', north, 'LO3'), 97_000],
    ['đề', defaultOdds('Lott', north, 'DE_DB'), 9_700],
    ['3 càng', defaultOdds('Lott', north, 'BA_CANG'), 97_000],
    ['đầu', defaultOdds('Lott', north, 'DAU'), 970],
    ['ZY lô at 96%', defaultOdds('ZY', north, 'LO2'), 9_600],
    ['K3 sum 4 (3 of 216)', defaultOdds('Elott', k3, 'K3_SUM', '4'), 6_984],
    ['K3 specific triple (1 of 216)', defaultOdds('Elott', k3, 'K3_TRIPLE', '444'), 20_952],
    ['SSC position digit (1 of 10)', defaultOdds('Elott', ssc, 'SSC_POS1', '7'), 970],
    ['SSC sum 0 (1 of 100 000)', defaultOdds('Elott', ssc, 'SSC_SUM', '0'), 9_700_000],
    ['SSC sum 1 (5 of 100 000)', defaultOdds('Elott', ssc, 'SSC_SUM', '1'), 1_940_000],
    ['SSC sum 22 (6 000 of 100 000, the likeliest)', defaultOdds('Elott', ssc, 'SSC_SUM', '22'), 1_616],
    ['SSC sum 45 (1 of 100 000)', defaultOdds('Elott', ssc, 'SSC_SUM', '45'), 9_700_000],
  ];
  it.each(cases)('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('prices xiên from the chance all its numbers appear (North: 1 - 2·0.99^27 + 0.98^27)', () => {
    const p = 1 - 2 * 0.99 ** 27 + 0.98 ** 27; // ≈ 0.05495
    expect(Math.abs(defaultOdds('Lott', north, 'XIEN2') - Math.floor((0.97 / p) * 100))).toBeLessThanOrEqual(1);
    expect(defaultOdds('Lott', north, 'XIEN2')).toBeGreaterThan(1_700);
    expect(defaultOdds('Lott', north, 'XIEN2')).toBeLessThan(1_800);
    // lô trượt 4 in the South: none of 4 numbers among 18 draws, 0.96^18 ≈ 0.4796
    expect(Math.abs(defaultOdds('Lott', south, 'TRUOT4') - Math.floor((0.97 / 0.96 ** 18) * 100))).toBeLessThanOrEqual(1);
  });
});

describe('bet lines', () => {
  it('expands xiên picks into sorted groups', () => {
    expect(betLines('XIEN2', ['78', '12', '45'])).toEqual({
      ok: true,
      lines: [['12', '45'], ['12', '78'], ['45', '78']],
    });
    expect(betLines('LO2', ['12', '34'])).toEqual({ ok: true, lines: [['12'], ['34']] });
  });
  const refused: Array<[PlayType, string[], string]> = [
    ['LO2', [], 'EMPTY'],
    ['LO2', ['1'], 'INVALID_NUMBER'],
    ['LO3', ['12'], 'INVALID_NUMBER'],
    ['LO2', ['12', '12'], 'DUPLICATE_NUMBER'],
    ['XIEN3', ['12', '45'], 'TOO_FEW_NUMBERS'],
    ['TRUOT10', Array.from({ length: 20 }, (_, i) => String(i).padStart(2, '0')), 'TOO_MANY_LINES'],
    ['K3_SUM', ['19'], 'INVALID_NUMBER'],
    ['K3_DIFFERENT', ['112'], 'INVALID_NUMBER'],
  ];
  it.each(refused)('%s %j is refused: %s', (playType, numbers, rule) => {
    const result = betLines(playType, numbers);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.rule).toBe(rule);
  });
});

describe('result entry check', () => {
  it('accepts a complete layout and points at the wrong tiers', () => {
    expect(prizeCount(NORTH_LAYOUT)).toBe(27);
    expect(prizeCount(SOUTH_LAYOUT)).toBe(18);
    expect(checkVnResult(NORTH_LAYOUT, NORTH.kind === 'VN' ? NORTH.prizes : {})).toEqual({});
    expect(checkVnResult(SOUTH_LAYOUT, SOUTH.kind === 'VN' ? SOUTH.prizes : {})).toEqual({});
    const broken = { ...(SOUTH.kind === 'VN' ? SOUTH.prizes : {}), DB: ['12345'], G4: ['11111'], X: [] };
    delete (broken as Record<string, unknown>).G8;
    expect(checkVnResult(SOUTH_LAYOUT, broken)).toEqual({
      DB: 'INVALID_NUMBER',
      G4: 'INVALID_COUNT',
      G8: 'REQUIRED',
      X: 'UNKNOWN_TIER',
    });
  });
});
