import { describe, expect, it } from 'vitest';
import { queryCode } from './url';

describe('queryCode', () => {
  it('keeps plain codes and drops anything else', () => {
    expect(queryCode('VN_MB-1')).toBe('VN_MB-1');
    expect(queryCode(' LOTT ')).toBe('LOTT');
    expect(queryCode('<b>')).toBeUndefined();
    expect(queryCode('x'.repeat(41))).toBeUndefined();
    expect(queryCode(null)).toBeUndefined();
  });
});
