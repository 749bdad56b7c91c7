/**
 * Number entry helpers (zod-free, used by the web's picker and by tests): the parser of what a
 * player pastes or types into the number box, and the quick picks.
 */

export interface PasteProblem {
  /** The offending text as typed. */
  text: string;
  /** Its position in the input: start (inclusive) and end (exclusive) character offsets. */
  start: number;
  end: number;
  reason: 'NOT_A_NUMBER' | 'WRONG_LENGTH' | 'DUPLICATE';
}

export interface PasteResult {
  /** The valid numbers, in the order typed, each once. */
  numbers: string[];
  /** The parts that were not taken, with their positions. */
  invalid: PasteProblem[];
}

/**
 * Separators between numbers: white space, commas, semicolons, dots, slashes, vertical bars,
 * dashes, and their full-width forms (，；、。).
 */
const SEPARATOR_CHARS = String.raw`\s,;./|\-，；、。`;

/**
 * Parses pasted numbers of `digits` digits (`12, 34 56;78` → 12, 34, 56, 78). Anything between
 * separators that is not exactly `digits` ASCII digits is reported with its position; a number
 * given twice is taken once and its repeat reported as DUPLICATE.
 */
export function parseNumberPaste(input: string, digits: number): PasteResult {
  const numbers: string[] = [];
  const invalid: PasteProblem[] = [];
  const seen = new Set<string>();
  const token = new RegExp(`[^${SEPARATOR_CHARS}]+`, 'gu');
  for (const match of input.matchAll(token)) {
    const text = match[0];
    const start = match.index;
    const end = start + text.length;
    if (!/^\d+$/.test(text)) invalid.push({ text, start, end, reason: 'NOT_A_NUMBER' });
    else if (text.length !== digits) invalid.push({ text, start, end, reason: 'WRONG_LENGTH' });
    else if (seen.has(text)) invalid.push({ text, start, end, reason: 'DUPLICATE' });
    else {
      seen.add(text);
      numbers.push(text);
    }
  }
  return { numbers, invalid };
}

export const QUICK_PICKS = ['EVEN', 'ODD', 'BIG', 'SMALL', 'DOUBLES', 'HEAD', 'TAIL'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/**
 * A quick pick over the 2-digit numbers 00-99: even or odd numbers, big (50-99) or small
 * (00-49), doubles (00, 11 … 99), a head digit (`digit` as tens: 30-39) or a tail digit
 * (`digit` as units: 03, 13 … 93).
 */
export function quickPick(kind: QuickPick, digit = 0): string[] {
  const all = Array.from({ length: 100 }, (_, n) => n);
  const pick = all.filter((n) => {
    switch (kind) {
      case 'EVEN':
        return n % 2 === 0;
      case 'ODD':
        return n % 2 === 1;
      case 'BIG':
        return n >= 50;
      case 'SMALL':
        return n < 50;
      case 'DOUBLES':
        return Math.floor(n / 10) === n % 10;
      case 'HEAD':
        return Math.floor(n / 10) === digit;
      case 'TAIL':
        return n % 10 === digit;
    }
  });
  return pick.map((n) => String(n).padStart(2, '0'));
}
