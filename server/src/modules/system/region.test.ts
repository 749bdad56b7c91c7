import { describe, expect, it } from 'vitest';
import { evaluateRegion, inRange, isValidRange, parseIp } from './region';

const none = { blockedCountries: [], blockedRanges: [], allowedRanges: [], geo: [] };

describe('region rules', () => {
  it.each([
    ['10.1.2.3', '10.0.0.0/8', true],
    ['11.1.2.3', '10.0.0.0/8', false],
    ['::ffff:10.1.2.3', '10.0.0.0/8', true],
    ['2001:db8::1', '2001:db8::/32', true],
    ['2001:db9::1', '2001:db8::/32', false],
    ['192.168.1.1', '192.168.1.1', true],
    ['192.168.1.2', '192.168.1.1', false],
    ['10.1.2.3', '2001:db8::/32', false],
    ['10.1.2.3', 'not-a-range', false],
  ])('%s in %s is %s', (ip, range, expected) => {
    expect(inRange(parseIp(ip)!, range)).toBe(expected);
  });

  it('validates ranges', () => {
    expect(isValidRange('10.0.0.0/8')).toBe(true);
    expect(isValidRange('2001:db8::/32')).toBe(true);
    expect(isValidRange('1.2.3.4')).toBe(true);
    expect(isValidRange('10.0.0.0/33')).toBe(false);
    expect(isValidRange('hello')).toBe(false);
  });

  it('lets everyone in without rules', () => {
    expect(evaluateRegion('1.2.3.4', null, none)).toEqual({ restricted: false, country: null });
  });

  it('blocks a blocked range, unless an allowed range also holds the address', () => {
    const rules = { ...none, blockedRanges: ['10.0.0.0/8'], allowedRanges: ['10.9.0.0/16'] };
    expect(evaluateRegion('10.1.0.1', null, rules).restricted).toBe(true);
    expect(evaluateRegion('10.9.0.1', null, rules).restricted).toBe(false);
    expect(evaluateRegion('11.0.0.1', null, rules).restricted).toBe(false);
  });

  it('blocks by country from the trusted header, else from the geo table', () => {
    const rules = { ...none, blockedCountries: ['US'], geo: [{ range: '8.8.8.0/24', country: 'US' }] };
    expect(evaluateRegion('1.1.1.1', 'us', rules)).toEqual({ restricted: true, country: 'US' });
    expect(evaluateRegion('8.8.8.8', null, rules)).toEqual({ restricted: true, country: 'US' });
    expect(evaluateRegion('8.8.8.8', 'BR', rules)).toEqual({ restricted: false, country: 'BR' });
    expect(evaluateRegion('9.9.9.9', null, rules)).toEqual({ restricted: false, country: null });
  });

  it('never throws on a malformed address', () => {
    expect(evaluateRegion('garbage', null, { ...none, blockedRanges: ['0.0.0.0/0'] }).restricted).toBe(false);
  });
});
