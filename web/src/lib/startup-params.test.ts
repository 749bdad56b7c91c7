import { afterEach, describe, expect, it } from 'vitest';
import { readStartupParams } from './startup-params';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('readStartupParams', () => {
  it('logs in with a token from the URL and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/rng?page=PG&token=abc123#top');
    expect(readStartupParams()).toEqual({ resetToken: false });
    expect(sessionStorage.getItem('token')).toBe('abc123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/rng?page=PG#top',
    );
  });

  it('keeps invitation codes for registration and a reset token for its modal', () => {
    window.history.replaceState(
      null,
      '',
      '/?referralCode=FRIEND1&affiliateCode=AG7&resetToken=r-1',
    );
    expect(readStartupParams()).toEqual({ resetToken: true });
    expect(sessionStorage.getItem('referralCode')).toBe('FRIEND1');
    expect(sessionStorage.getItem('affiliateCode')).toBe('AG7');
    expect(sessionStorage.getItem('resetToken')).toBe('r-1');
    expect(window.location.search).toBe('?referralCode=FRIEND1&affiliateCode=AG7');
  });
});
