import { describe, expect, it } from 'vitest';
import en from '../i18n/en/validation.json';
import { REGISTRATION_FIELDS } from '../system/constants';
import {
  compilePattern,
  failureMessage,
  isValidAcceptedPattern,
  lengthParams,
  MAX_PATTERN_ID,
  PATTERN_IDS,
  patternMessageKey,
  smsCodeNeeded,
  tabRules,
  validateField,
  validateRegistration,
  type FieldRuleSetting,
} from './registration-rules';

const rule = (over: Partial<FieldRuleSetting> = {}): FieldRuleSetting => ({
  visible: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 255,
  ...over,
});

/** patternId -> values its built-in check accepts and rejects (acceptedPattern '*'). */
const PATTERN_CASES: Record<number, { accept: string[]; reject: string[] }> = {
  0: { accept: ['anything at all', '!@#', '你好'], reject: [] },
  1: { accept: ['abc123', 'Z', 'player7'], reject: ['1abc', '_abc', 'ab c', 'abç'] },
  2: { accept: ['0', '0123456789'], reject: ['12a', '-1', '1.5', '１２a'] },
  3: {
    accept: ['a@b.co', 'john.doe+x@mail.example.com'],
    reject: ['a@b', '@b.co', 'a b@c.de', 'a@@b.co', 'a@b.'],
  },
  4: {
    accept: ['2000-02-29', '1999-12-31'],
    reject: ['1999-02-29', '2000-13-01', '12-31-1999', '2000-1-01'],
  },
  5: { accept: ['02-29-2000', '12-31-1999'], reject: ['02-30-2000', '1999-12-31', '13-01-2000'] },
  6: { accept: ['abcD', 'ÁBC'], reject: ['abcd', '1234'] },
  7: { accept: ['no-spaces!', 'abc'], reject: ['a b', 'ab\t', ' ab'] },
  8: { accept: ['สมชาย', 'สมชาย ใจดี'], reject: ['somchai', 'สมชาย1', 'สมชาย  ใจดี'] },
  9: { accept: ['김민수', '김 민수'], reject: ['kim', '김민수1', '金'] },
  10: { accept: ['Abc1!', 'xY9#zz'], reject: ['abc1!', 'ABC1!', 'Abcd!', 'Abc12', 'Abc1 '] },
  11: { accept: ['abc', 'ABC'], reject: ['abc1', 'ab c', 'ação'] },
  12: { accept: ['abc123', 'ABC', '123'], reject: ['abc-123', 'ab c'] },
  13: { accept: ['abc123', '1a'], reject: ['abcdef', '123456', 'abc_123'] },
  14: { accept: ['abc123', 'abc'], reject: ['Abc123', 'abc-1'] },
  15: { accept: ['+5511999998888', '11999998888'], reject: ['++55', '55 11', '5511-9999', '+'] },
  16: { accept: ['张三', '中文字'], reject: ['张三a', '김민수', '张 三'] },
  17: {
    accept: ['Nguyễn Văn An', 'Đặng', 'Trần Thị Bích'],
    reject: ['Nguyen1', 'Đặng  An', 'สมชาย', 'a_b'],
  },
  18: { accept: ['abc 123', 'Nguyễn An', '张三', 'สมชาย'], reject: ['abc!', 'a_b', 'a@b'] },
  19: { accept: ['1abc', '9'], reject: ['a1', ' 1'] },
  20: { accept: ['123456', '000000'], reject: ['12345', '1234567', '12345a'] },
};

describe('PATTERN_IDS', () => {
  it('documents every id from 0 to 20 once', () => {
    expect(Object.values(PATTERN_IDS).sort((a, b) => a - b)).toEqual(
      Array.from({ length: MAX_PATTERN_ID + 1 }, (_, i) => i),
    );
  });
  it('has a test case for every id', () => {
    expect(Object.keys(PATTERN_CASES).map(Number)).toEqual(
      Object.values(PATTERN_IDS).sort((a, b) => a - b),
    );
  });
});

describe('validateField: built-in check of each patternId', () => {
  for (const [id, { accept, reject }] of Object.entries(PATTERN_CASES)) {
    const r = rule({ patternId: Number(id) });
    it.each(accept)(`patternId ${id} accepts %j`, (value) => {
      expect(validateField(value, r)).toEqual({ ok: true });
    });
    if (reject.length) {
      it.each(reject)(`patternId ${id} rejects %j`, (value) => {
        expect(validateField(value, r)).toEqual({
          ok: false,
          rule: 'INVALID_FORMAT',
          patternId: Number(id),
          min: 0,
          max: 255,
        });
      });
    }
  }
});

describe('validateField: required, optional, hidden', () => {
  it.each([
    ['required, empty', rule(), '', 'REQUIRED'],
    ['required, undefined', rule(), undefined, 'REQUIRED'],
    ['required, whitespace only', rule(), '   ', 'REQUIRED'],
    ['required, minLength 0, empty', rule({ minLength: 0 }), '', 'REQUIRED'],
    ['optional, empty', rule({ required: false, minLength: 5, patternId: 3 }), '', null],
    [
      'optional, filled and wrong',
      rule({ required: false, patternId: 3 }),
      'nope',
      'INVALID_FORMAT',
    ],
    ['hidden and required, empty', rule({ visible: false }), '', null],
    ['hidden, garbage', rule({ visible: false, patternId: 2, maxLength: 1 }), 'abcdef', null],
  ] as const)('%s', (_, r, value, expected) => {
    const check = validateField(value, r);
    if (expected === null) expect(check).toEqual({ ok: true });
    else expect(check).toMatchObject({ ok: false, rule: expected });
  });
});

describe('validateField: length', () => {
  const r = rule({ minLength: 3, maxLength: 5 });
  it.each([
    ['ab', 'TOO_SHORT'],
    ['abc', null],
    ['abcde', null],
    ['abcdef', 'TOO_LONG'],
    // Thai: combining vowels and tone marks are code points of their own.
    ['กี่', null], // 3 code points
    ['ก', 'TOO_SHORT'],
    // Emoji outside the BMP count once (two UTF-16 units, one code point).
    ['😀😀😀', null],
    ['😀😀😀😀😀😀', 'TOO_LONG'],
    // NFKC first: the ligature 'ﬃ' becomes 'ffi' (3), full-width digits become ASCII.
    ['ﬃ', null],
  ] as const)('%j', (value, expected) => {
    const check = validateField(value, r);
    if (expected === null) expect(check).toEqual({ ok: true });
    else expect(check).toEqual({ ok: false, rule: expected, patternId: 0, min: 3, max: 5 });
  });

  it('checks the length before the pattern', () => {
    expect(validateField('1', rule({ patternId: 1, minLength: 6, maxLength: 16 }))).toMatchObject({
      rule: 'TOO_SHORT',
    });
  });

  it('normalises full-width digits before the patternId check', () => {
    expect(validateField('１２３', rule({ patternId: 2 }))).toEqual({ ok: true });
  });
});

describe('validateField: acceptedPattern', () => {
  it('must match as written (operators anchor it)', () => {
    const anchored = rule({ acceptedPattern: '^[a-z]+$' });
    expect(validateField('abc', anchored)).toEqual({ ok: true });
    expect(validateField('abc1', anchored)).toMatchObject({ rule: 'INVALID_FORMAT' });
    const loose = rule({ acceptedPattern: '[a-z]' });
    expect(validateField('1a1', loose)).toEqual({ ok: true });
  });

  it('and the patternId check both apply', () => {
    const r = rule({ acceptedPattern: '^[a-z0-9]+$', patternId: 1 });
    expect(validateField('a1', r)).toEqual({ ok: true });
    expect(validateField('1a', r)).toMatchObject({ rule: 'INVALID_FORMAT' });
    expect(validateField('A1', r)).toMatchObject({ rule: 'INVALID_FORMAT' });
  });

  it('treats a pattern that does not compile as "*" instead of throwing', () => {
    for (const broken of ['[a-z', '(abc', '*abc', 'a{2,1}']) {
      expect(compilePattern(broken)).toBeNull();
      expect(isValidAcceptedPattern(broken)).toBe(false);
      expect(() => validateField('anything', rule({ acceptedPattern: broken }))).not.toThrow();
      expect(validateField('anything', rule({ acceptedPattern: broken }))).toEqual({ ok: true });
    }
  });

  it('accepts "*", unicode-flag patterns and loose escapes', () => {
    expect(compilePattern('*')).toBeUndefined();
    expect(isValidAcceptedPattern('*')).toBe(true);
    expect(validateField('สมชาย', rule({ acceptedPattern: '^\\p{Script=Thai}+$' }))).toEqual({
      ok: true,
    });
    // `\-` outside a class is refused with the 'u' flag, accepted without it.
    expect(validateField('a-b', rule({ acceptedPattern: '^a\\-b$' }))).toEqual({ ok: true });
  });
});

describe('validateRegistration', () => {
  const rules: Record<string, FieldRuleSetting> = {
    username: rule({
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    }),
    password: rule({ acceptedPattern: '^\\S+$', patternId: 7, minLength: 6, maxLength: 20 }),
    confirmPassword: rule({ minLength: 6, maxLength: 20 }),
    mobileNum: rule({
      required: false,
      acceptedPattern: '^[0-9]+$',
      patternId: 2,
      minLength: 8,
      maxLength: 15,
    }),
    email: rule({ visible: false, patternId: 3 }),
  };
  const good = { username: 'player01', password: 'secret1', confirmPassword: 'secret1' };

  it('passes a valid form', () => {
    expect(validateRegistration(good, rules, { type: 'register' })).toEqual({});
  });

  it('reports every failing field', () => {
    const failures = validateRegistration({ username: '1player', password: '' }, rules, {
      type: 'register',
    });
    expect(Object.keys(failures).sort()).toEqual(['confirmPassword', 'password', 'username']);
    expect(failures.username).toMatchObject({
      rule: 'INVALID_FORMAT',
      patternId: 1,
      min: 6,
      max: 16,
    });
    expect(failures.password).toMatchObject({ rule: 'REQUIRED' });
    expect(failures.confirmPassword).toMatchObject({ rule: 'REQUIRED' });
  });

  it('reports a confirmation that differs from the password as MISMATCH', () => {
    const failures = validateRegistration({ ...good, confirmPassword: 'secret2' }, rules, {
      type: 'register',
    });
    expect(failures).toEqual({
      confirmPassword: { ok: false, rule: 'MISMATCH', patternId: 0, min: 6, max: 20 },
    });
    expect(
      validateRegistration({ ...good, confirmPassword: 'abc' }, rules, { type: 'register' })
        .confirmPassword,
    ).toMatchObject({
      rule: 'MISMATCH',
    });
  });

  it('requires username, password and confirmation even if the setting says optional', () => {
    const optional = Object.fromEntries(
      Object.entries(rules).map(([k, r]) => [k, { ...r, required: false }]),
    );
    const failures = validateRegistration({}, optional, { type: 'register' });
    expect(failures).toMatchObject({
      username: { rule: 'REQUIRED' },
      password: { rule: 'REQUIRED' },
      confirmPassword: { rule: 'REQUIRED' },
    });
  });

  it('leaves mobileNum optional on the username tab, requires it on the mobile tab', () => {
    expect(validateRegistration(good, rules, { type: 'register' }).mobileNum).toBeUndefined();
    expect(validateRegistration(good, rules, { type: 'registerMobile' }).mobileNum).toMatchObject({
      rule: 'REQUIRED',
    });
    const hidden = { ...rules, mobileNum: { ...rules.mobileNum!, visible: false } };
    expect(validateRegistration(good, hidden, { type: 'registerMobile' }).mobileNum).toMatchObject({
      rule: 'REQUIRED',
    });
    const noRule = { ...rules };
    delete noRule.mobileNum;
    expect(validateRegistration(good, noRule, { type: 'registerMobile' }).mobileNum).toMatchObject({
      rule: 'REQUIRED',
    });
    expect(
      validateRegistration({ ...good, mobileNum: '5511999998888' }, rules, {
        type: 'registerMobile',
      }),
    ).toEqual({});
  });

  it('skips the username rule on the mobile tab (the username is the mobile number)', () => {
    const values = { password: 'secret1', confirmPassword: 'secret1', mobileNum: '5511999998888' };
    expect(validateRegistration(values, rules, { type: 'registerMobile' })).toEqual({});
    expect(validateRegistration(values, rules, { type: 'register' }).username).toMatchObject({
      rule: 'REQUIRED',
    });
  });

  it('ignores hidden fields and skips the mismatch check when the confirmation is hidden', () => {
    const noConfirm = { ...rules, confirmPassword: { ...rules.confirmPassword!, visible: false } };
    expect(
      validateRegistration({ ...good, confirmPassword: 'other', email: 'bad' }, noConfirm, {
        type: 'register',
      }),
    ).toEqual({});
  });
});

describe('message helpers', () => {
  it('lengthParams gives one number when min equals max', () => {
    expect(lengthParams(6, 16)).toEqual({ min: 6, max: 16 });
    expect(lengthParams(4, 4)).toEqual({ count: 4 });
    expect(lengthParams(0, 0)).toEqual({ count: 0 });
  });

  it('patternMessageKey names a text for every patternId', () => {
    expect(patternMessageKey(0)).toBe('length_range');
    expect(patternMessageKey(99)).toBe('length_range');
    for (let id = 1; id <= MAX_PATTERN_ID; id++) {
      const key = patternMessageKey(id);
      expect(key).toBe(`pattern_${id}`);
      expect(en).toHaveProperty(key);
    }
  });

  it('failureMessage picks the text and its parameters', () => {
    const base = { ok: false as const, patternId: 0, min: 6, max: 16 };
    expect(failureMessage({ ...base, rule: 'REQUIRED' }, 'Username')).toEqual({
      key: 'required',
      params: { field: 'Username' },
    });
    expect(failureMessage({ ...base, rule: 'MISMATCH' }, 'x')).toEqual({
      key: 'mismatch',
      params: {},
    });
    expect(failureMessage({ ...base, rule: 'TOO_SHORT' }, 'x')).toEqual({
      key: 'length_range',
      params: { min: 6, max: 16 },
    });
    expect(failureMessage({ ...base, rule: 'TOO_LONG', min: 4, max: 4 }, 'x')).toEqual({
      key: 'length_exact',
      params: { count: 4 },
    });
    expect(failureMessage({ ...base, rule: 'INVALID_FORMAT' }, 'x')).toEqual({
      key: 'invalid_format',
      params: {},
    });
    expect(failureMessage({ ...base, rule: 'TOO_SHORT', patternId: 1 }, 'x')).toEqual({
      key: 'pattern_1',
      params: { length: '6-16' },
    });
    expect(
      failureMessage({ ...base, rule: 'INVALID_FORMAT', patternId: 2, min: 4, max: 4 }, 'x'),
    ).toEqual({
      key: 'pattern_2',
      params: { length: '4' },
    });
    for (const key of ['required', 'mismatch', 'invalid_format', 'length_range', 'length_exact'])
      expect(en).toHaveProperty(key);
  });

  it('has a display name for every registration field', () => {
    expect(Object.keys(en.fields).sort()).toEqual([...REGISTRATION_FIELDS].sort());
  });
});

describe('tabRules', () => {
  const settings = (over: Record<string, Partial<FieldRuleSetting>> = {}) => ({
    username: rule(),
    password: rule(),
    confirmPassword: rule(),
    mobileNum: rule({ required: false }),
    verificationCode: rule(),
    email: rule({ visible: false, required: true }),
    ...Object.fromEntries(Object.entries(over).map(([f, r]) => [f, rule(r)])),
  });
  const on = { smsVerification: true };

  it('asks the username tab for no SMS code while the optional number is empty', () => {
    expect(smsCodeNeeded(settings(), 'register', on)).toBe(false);
    expect(tabRules(settings(), 'register', on).verificationCode).toMatchObject({
      visible: false,
      required: false,
    });
    const filled = tabRules(settings(), 'register', { ...on, mobileNum: '11987654321' });
    expect(filled.verificationCode).toMatchObject({ visible: true, required: true });
    expect(filled.mobileNum).toMatchObject({ required: false });
  });

  it('asks for the code with a required number, never with the flag off or a hidden field', () => {
    expect(smsCodeNeeded(settings({ mobileNum: { required: true } }), 'register', on)).toBe(true);
    const filled = { mobileNum: '11987654321' };
    expect(smsCodeNeeded(settings(), 'register', { smsVerification: false, ...filled })).toBe(
      false,
    );
    expect(
      smsCodeNeeded(settings({ mobileNum: { visible: false } }), 'register', { ...on, ...filled }),
    ).toBe(false);
    expect(
      smsCodeNeeded(settings({ verificationCode: { visible: false } }), 'register', {
        ...on,
        ...filled,
      }),
    ).toBe(false);
  });

  it('always asks the mobile tab for its code, and keeps every other setting', () => {
    const rules = tabRules(settings({ verificationCode: { visible: false } }), 'registerMobile', {
      smsVerification: false,
    });
    expect(rules.verificationCode).toMatchObject({ visible: true, required: true });
    expect(rules.email).toMatchObject({ visible: false });
    // A hidden field is neither shown nor required, whatever its required flag says.
    expect(
      validateRegistration({ username: 'abc', password: 'x', confirmPassword: 'x' }, rules, {
        type: 'register',
      }),
    ).not.toHaveProperty('email');
  });
});
