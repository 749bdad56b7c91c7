import { screen, waitFor } from '@testing-library/react';
import { createChallenge } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../components/ui/dialog';
import { ui } from '../../../hooks/use-ui-store';
import { mockApi } from '../../../testing/api';
import { withFlags } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { ChangePasswordModal } from './change-password-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginForm } from './login-form';
import { ResetPasswordModal } from './reset-password-modal';

const MEMBER = { nickname: 'Demo', account: 'demo01', hasPassword: true };
const RESULT = { token: 'tok-1', firstTimeLogin: false, passwordExpired: false, isAgent: 0 };
const href = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const callsTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls.filter(([url]) => new URL(href(url), 'http://x').pathname === path);
const bodyOf = (api: ReturnType<typeof mockApi>, path: string, i = 0) =>
  callsTo(api, path)[i]?.[1]?.body as string;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  ui.reset();
});

describe('login form tabs', () => {
  it('logs in with an SMS code (flag MOBILEVERCODELOGIN3)', async () => {
    const api = mockApi({
      '/wps/bot-check/challenge': { value: await createChallenge({ hmacKey: 'k', maxnumber: 50 }) },
      '/wps/verification/sms/noLogin': {
        value: { expiredMinutes: 1, expirationTime: '2030-01-01T00:00:00Z' },
      },
      '/wps/session/login': { value: RESULT },
    });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.click(screen.getByTestId('login-sms-code-send'));
    expect(await screen.findByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(callsTo(api, '/wps/verification/sms/noLogin')).toHaveLength(0);
    await user.type(screen.getByTestId('login-mobile'), '11987654321');
    await new Promise((r) => setTimeout(r, 1050)); // the client throttle between two requests
    await user.click(screen.getByTestId('login-sms-code-send'));
    expect(await screen.findByText('Code sent (60 s)')).toBeInTheDocument();
    expect(JSON.parse(bodyOf(api, '/wps/verification/sms/noLogin'))).toMatchObject({
      purpose: 'login',
      countryDialingCode: '+55',
    });
    await user.type(screen.getByTestId('login-sms-code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(JSON.parse(bodyOf(api, '/wps/session/login'))).toEqual({
      type: 'sms',
      countryDialingCode: '+55',
      mobileNum: '11987654321',
      verificationCode: '654321',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
  });

  it('asks for the number and the code before logging in by SMS', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the code from the SMS.')).toBeInTheDocument();
    expect(callsTo(api, '/wps/session/login')).toHaveLength(0);
  });

  it('has no SMS tab without the flag, and opens forgot password', async () => {
    mockApi();
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />, {
      permission: withFlags({ MOBILEVERCODELOGIN3: false }),
    });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(ui.get().modal?.key).toBe('forgotPassword');
  });

  it('opens the forced change-password modal after a login with an expired password', async () => {
    mockApi({ '/wps/session/login': { value: { ...RESULT, passwordExpired: true } } });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(ui.get().modal).toEqual({ key: 'changePassword', section: 'forced' }),
    );
    expect(onSuccess).toHaveBeenCalled();
  });

  it('runs the first-login action: a welcome dialog', async () => {
    mockApi({ '/wps/session/login': { value: { ...RESULT, firstTimeLogin: true } } });
    const { user } = renderWithProviders(
      <>
        <LoginForm onSuccess={vi.fn()} />
        <DialogHost />
      </>,
    );
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome aboard!' })).toBeInTheDocument();
  });
});

describe('ForgotPasswordModal', () => {
  it('posts username and e-mail form-encoded and confirms', async () => {
    const api = mockApi({ '/wps/member/password/email': { value: {} } });
    const { user } = renderWithProviders(<ForgotPasswordModal open onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Username The input cannot be empty')).toBeInTheDocument();
    await user.type(screen.getByTestId('forgot-username'), 'demo01');
    await user.type(screen.getByTestId('forgot-email'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('forgot-email-sent')).toBeInTheDocument();
    const [, init] = callsTo(api, '/wps/member/password/email')[0]!;
    expect((init?.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(init?.body).toBe('username=demo01&email=demo%40example.com');
  });

  it('checks the number, the code and the new password before resetting by mobile', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<ForgotPasswordModal open onClose={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: 'By mobile' }));
    await user.type(screen.getByTestId('forgot-new-password'), 'Better#2027');
    await user.type(screen.getByTestId('forgot-confirm-password'), 'Better#2028');
    await user.click(screen.getByRole('button', { name: 'Reset and log in' }));
    expect(await screen.findByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the code from the SMS.')).toBeInTheDocument();
    expect(screen.getByText('Confirmation entry is incorrect')).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/password/verification')).toHaveLength(0);
  });

  it('offers the mobile tab only with flag CHNGPASSVERIF3', () => {
    mockApi();
    renderWithProviders(<ForgotPasswordModal open onClose={vi.fn()} />, {
      permission: withFlags({ CHNGPASSVERIF3: false }),
    });
    expect(screen.queryByRole('tab', { name: 'By mobile' })).not.toBeInTheDocument();
  });
});

describe('ChangePasswordModal', () => {
  it('changes the password, ends the session and reopens the login popup with a note', async () => {
    sessionStorage.setItem('token', 'tok');
    const api = mockApi({
      '/wps/member/info': { value: MEMBER },
      '/wps/member/password': { value: {} },
      '/wps/session/logout': { value: {} },
    });
    const { user } = renderWithProviders(<ChangePasswordModal open onClose={vi.fn()} />);
    await user.type(await screen.findByTestId('old-password'), 'Demo#2026');
    await user.type(screen.getByTestId('new-password'), '123456');
    await user.type(screen.getByTestId('confirm-password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('This password is too easy to guess. Choose another one.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByTestId('new-password'));
    await user.clear(screen.getByTestId('confirm-password'));
    await user.type(screen.getByTestId('new-password'), 'Better#2027');
    await user.type(screen.getByTestId('confirm-password'), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(ui.get().modal).toEqual({ key: 'login', section: 'passwordChanged' }),
    );
    expect(JSON.parse(bodyOf(api, '/wps/member/password'))).toEqual({
      oldPassword: 'Demo#2026',
      newPassword: 'Better#2027',
      confirmNewPassword: 'Better#2027',
    });
    expect(callsTo(api, '/wps/session/logout')).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('cannot be dismissed when forced with FORCE_PASSWORD_CHANGE', async () => {
    sessionStorage.setItem('token', 'tok');
    mockApi({ '/wps/member/info': { value: MEMBER } });
    renderWithProviders(<ChangePasswordModal open forced onClose={vi.fn()} />);
    expect(await screen.findByTestId('password-expired-note')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out instead' })).toBeInTheDocument();
  });
});

describe('ResetPasswordModal', () => {
  it('asks for a matching confirmation before calling', async () => {
    sessionStorage.setItem('resetToken', 'mail-token');
    const api = mockApi();
    const { user } = renderWithProviders(<ResetPasswordModal open onClose={vi.fn()} />);
    await user.type(screen.getByTestId('reset-new-password'), 'Better#2027');
    await user.type(screen.getByTestId('reset-confirm-password'), 'Better#2028');
    await user.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(await screen.findByText('Confirmation entry is incorrect')).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/password/reset')).toHaveLength(0);
  });

  it("shows the server's new-password problem under that field", async () => {
    sessionStorage.setItem('resetToken', 'mail-token');
    mockApi({
      '/wps/member/password/reset': {
        status: 400,
        code: 'PASSWORD_WEAK',
        message: 'Choose a stronger password.',
        fields: { newPassword: 'INVALID' },
      },
    });
    const { user } = renderWithProviders(<ResetPasswordModal open onClose={vi.fn()} />);
    await user.type(screen.getByTestId('reset-new-password'), 'Better#2027');
    await user.type(screen.getByTestId('reset-confirm-password'), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(await screen.findByText('Choose a stronger password.')).toBeInTheDocument();
    expect(screen.getByTestId('reset-new-password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('reset-error')).not.toBeInTheDocument();
  });

  it('sets the new password with the mailed token, logs in and forgets the token', async () => {
    sessionStorage.setItem('resetToken', 'mail-token');
    const api = mockApi({ '/wps/member/password/reset': { value: RESULT } });
    const onClose = vi.fn();
    const { user, router } = renderWithProviders(<ResetPasswordModal open onClose={onClose} />, {
      route: '/rng',
    });
    await user.type(screen.getByTestId('reset-new-password'), 'Better#2027');
    await user.type(screen.getByTestId('reset-confirm-password'), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Save and log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(bodyOf(api, '/wps/member/password/reset'))).toEqual({
      resetToken: 'mail-token',
      newPassword: 'Better#2027',
      confirmNewPassword: 'Better#2027',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('resetToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
