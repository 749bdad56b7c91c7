import { describe, expect, it } from 'vitest';
import { parseNumberPaste, quickPick } from './paste';

describe('parseNumberPaste', () => {
  const cases: Array<[string, number, string[], Array<[string, number, number, string]>]> = [
    ['12, 34 56;78', 2, ['12', '34', '56', '78'], []],
    ['12,3a, 456 12', 2, ['12'], [['3a', 3, 5, 'NOT_A_NUMBER'], ['456', 7, 10, 'WRONG_LENGTH'], ['12', 11, 13, 'DUPLICATE']]],
    ['12，34、56\n07|08/09-10.11', 2, ['12', '34', '56', '07', '08', '09', '10', '11'], []],
    ['123 045 7', 3, ['123', '045'], [['7', 8, 9, 'WRONG_LENGTH']]],
    ['  ', 2, [], []],
    ['xx 05', 2, ['05'], [['xx', 0, 2, 'NOT_A_NUMBER']]],
  ];
  it.each(cases)('%j (%i digits)', (input, digits, numbers, invalid) => {
    const result = parseNumberPaste(input, digits);
    expect(result.numbers).toEqual(numbers);
    expect(result.invalid.map((p) => [p.text, p.start, p.end, p.reason])).toEqual(invalid);
    for (const problem of result.invalid) expect(input.slice(problem.start, problem.end)).toBe(problem.text);
  });
});

describe('quickPick', () => {
  it('picks even, odd, big, small, doubles, heads and tails', () => {
    expect(quickPick('EVEN')).toHaveLength(50);
    expect(quickPick('ODD')[0]).toBe('01');
    expect(quickPick('BIG')[0]).toBe('50');
    expect(quickPick('SMALL').at(-1)).toBe('49');
    expect(quickPick('DOUBLES')).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(quickPick('HEAD', 3)).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
    expect(quickPick('TAIL', 7)).toEqual(['07', '17', '27', '37', '47', '57', '67', '77', '87', '97']);
  });
});
