import { afterEach, describe, expect, it } from 'vitest';
import { landingInvitationCode } from './invitation-code';
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

  it('keeps the invitation code for registration and a reset token for its modal', () => {
    window.history.replaceState(null, '', '/?referralCode=FRIEND1&resetToken=r-1');
    expect(readStartupParams()).toEqual({ resetToken: true });
    expect(landingInvitationCode()).toBe('FRIEND1');
    expect(sessionStorage.getItem('resetToken')).toBe('r-1');
    expect(window.location.search).toBe('?referralCode=FRIEND1');
  });

  it('lets the latest link replace the invitation code kept before', () => {
    window.history.replaceState(null, '', '/register?referralCode=FRIEND1');
    readStartupParams();
    window.history.replaceState(null, '', '/?affiliateCode=%20AGENT01%20');
    readStartupParams();
    expect(landingInvitationCode()).toBe('AGENT01');
    expect(sessionStorage.getItem('referralCode')).toBeNull();
    // A page without a code keeps the one the visitor arrived with.
    window.history.replaceState(null, '', '/rng');
    readStartupParams();
    expect(landingInvitationCode()).toBe('AGENT01');
  });
});
