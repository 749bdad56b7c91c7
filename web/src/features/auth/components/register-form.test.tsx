import type { RegisterSettings } from '@sorte/contracts/system/system';
import { screen, waitFor } from '@testing-library/react';
import { createChallenge } from 'altcha-lib/v1';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../components/ui/dialog';
import { ui } from '../../../hooks/use-ui-store';
import { mockApi, type ApiHandlers } from '../../../testing/api';
import { permissionFixture } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { RegisterForm } from './register-form';

const rules = permissionFixture.registration.rules;
const settings = (patch: Partial<RegisterSettings> = {}): RegisterSettings => ({
  fields: Object.values(rules).map((r) => (r.field === 'captcha' ? { ...r, visible: false } : r)),
  mobileRegistration: true,
  usernameRegistration: true,
  smsVerification: false,
  ...patch,
});
const RESULT = { token: 'new-token', firstTimeLogin: true, passwordExpired: false, isAgent: 0 };

const href = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const callsTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls.filter(([url]) => new URL(href(url), 'http://x').pathname === path);
const bodyOf = (api: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(callsTo(api, path)[0]?.[1]?.body as string) as Record<string, unknown>;

async function handlers(
  extra: ApiHandlers = {},
  patch: Partial<RegisterSettings> = {},
): Promise<ApiHandlers> {
  const challenge = await createChallenge({ hmacKey: 'k', maxnumber: 50 });
  return {
    '/wps/system/setting/register': { value: settings(patch) },
    '/wps/bot-check/challenge': { value: challenge },
    '/wps/captcha': { value: 'iVBORw0KGgo=' },
    ...extra,
  };
}

const renderForm = (variant: 'page' | 'popup' = 'page', onClose = vi.fn()) =>
  renderWithProviders(
    <>
      <RegisterForm variant={variant} onClose={onClose} />
      <DialogHost />
    </>,
    { route: '/register' },
  );

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  ui.reset();
});

describe('RegisterForm', () => {
  it('shows the tabs the settings allow and stars required placeholders', async () => {
    mockApi(await handlers());
    renderForm();
    expect(await screen.findByRole('tab', { name: 'Username' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('placeholder', 'Choose a username *');
    // mobileNum is visible but optional on the username tab: no star.
    expect(screen.getByTestId('register-mobileNum')).toHaveAttribute(
      'placeholder',
      'Your mobile number',
    );
    expect(screen.queryByLabelText('Image code')).not.toBeInTheDocument();
    // The terms link carries its text (a `<link>` tag in a translation would render empty).
    expect(screen.getByTestId('register-terms')).toHaveTextContent('terms and rules');
    expect(screen.getByTestId('register-terms')).toHaveAttribute('href', '/help');
  });

  it('offers only the username tab without mobile registration', async () => {
    mockApi(await handlers({}, { mobileRegistration: false }));
    renderForm();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('explains every failing field with the shared rules and calls nothing', async () => {
    const api = mockApi(await handlers());
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Username'), '1abc');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Must start with a letter, 6-16 letters or digits'),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmation entry is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password The input cannot be empty')).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/register')).toHaveLength(0);
  });

  it('checks a typed number with the mobile rule: the text under it, focus on it, no request', async () => {
    const api = mockApi(await handlers());
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Username'), 'player07');
    // Digits the operator's pattern takes (8-15), too few for a Brazilian number (10-11).
    await user.type(screen.getByTestId('register-mobileNum'), '11987654');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'Enter a valid mobile number: 10-11 digits without the country code.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('register-mobileNum')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('register-mobileNum')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false');
    expect(callsTo(api, '/wps/member/register')).toHaveLength(0);
  });

  it('registers by username with the bot check and the referral code, then logs in', async () => {
    sessionStorage.setItem('referralCode', 'FRIEND1');
    const api = mockApi(
      await handlers({
        '/wps/agent/affiliate': { value: { code: 'FRIEND1', agentName: 'Bia' } },
        '/wps/member/register': { value: { ...RESULT, account: 'player01' } },
      }),
    );
    const onClose = vi.fn();
    const { user, router } = renderForm('popup', onClose);
    await user.type(await screen.findByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByRole('heading', { name: 'Registered successfully' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('new-token');
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    const body = bodyOf(api, '/wps/member/register');
    expect(body).toMatchObject({
      username: 'player01',
      password: 'Secret#1',
      confirmPassword: 'Secret#1',
      affiliateCode: 'FRIEND1',
      registerMethod: 'web',
      login: true,
    });
    expect(typeof body.botCheck).toBe('string');
    expect(body).not.toHaveProperty('mobileNum');
  });

  it('checks a typed invitation code first and stops with a warning when it is wrong', async () => {
    const api = mockApi(
      await handlers({
        '/wps/agent/affiliate': {
          status: 400,
          code: 'INVALID_AFFILIATE_CODE',
          message: 'invitation_code_error',
        },
      }),
    );
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
    await user.type(screen.getByLabelText('Invitation code'), 'NOPE1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { name: 'Invitation code not valid' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(callsTo(api, '/wps/member/register')).toHaveLength(0);
  });

  it('fills the invitation field from the link, read-only once confirmed, across tabs', async () => {
    const api = mockApi(
      await handlers({
        '/wps/agent/affiliate': { value: { code: 'AGENT01', agentName: 'Agent One' } },
        '/wps/member/register': { value: { ...RESULT, account: 'player02' } },
      }),
    );
    const { user } = renderWithProviders(<RegisterForm variant="page" />, {
      route: '/register?affiliateCode=AGENT01',
    });
    const field = await screen.findByLabelText('Invitation code');
    expect(field).toHaveValue('AGENT01');
    await waitFor(() => expect(field).toHaveAttribute('readonly'));
    expect(screen.getByText('Invited by Agent One')).toBeInTheDocument();
    // Kept for the session, and through a switch to the mobile tab and back.
    expect(sessionStorage.getItem('affiliateCode')).toBe('AGENT01');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByLabelText('Invitation code')).toHaveValue('AGENT01');
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.getByLabelText('Invitation code')).toHaveValue('AGENT01');

    await user.type(screen.getByLabelText('Username'), 'player02');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(callsTo(api, '/wps/member/register')).toHaveLength(1));
    expect(bodyOf(api, '/wps/member/register')).toMatchObject({ affiliateCode: 'AGENT01' });
    expect(bodyOf(api, '/wps/member/register')).not.toHaveProperty('referralCode');
    // Confirmed once on arrival, not again on submit.
    expect(callsTo(api, '/wps/agent/affiliate')).toHaveLength(1);
  });

  it("sends the link's code when the operator hides the invitation field", async () => {
    sessionStorage.setItem('referralCode', 'DEMO01');
    const hidden = settings().fields.map((f) =>
      f.field === 'affiliateCode' ? { ...f, visible: false } : f,
    );
    const api = mockApi(
      await handlers(
        {
          '/wps/agent/affiliate': { value: { code: 'DEMO01', agentName: 'Demo' } },
          '/wps/member/register': { value: { ...RESULT, account: 'player03' } },
        },
        { fields: hidden },
      ),
    );
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Username'), 'player03');
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(callsTo(api, '/wps/member/register')).toHaveLength(1));
    expect(bodyOf(api, '/wps/member/register')).toMatchObject({ affiliateCode: 'DEMO01' });
  });

  it('leaves an unconfirmed code of the link editable in the field', async () => {
    sessionStorage.setItem('referralCode', 'NOPE1');
    mockApi(
      await handlers({
        '/wps/agent/affiliate': {
          status: 400,
          code: 'INVALID_AFFILIATE_CODE',
          message: 'invitation_code_error',
        },
      }),
    );
    const { user } = renderForm();
    const field = await screen.findByLabelText('Invitation code');
    expect(field).toHaveValue('NOPE1');
    expect(field).not.toHaveAttribute('readonly');
    await user.clear(field);
    await user.type(field, 'AGENT01');
    expect(field).toHaveValue('AGENT01');
  });

  it('registers by mobile with an SMS code and shows the account number first', async () => {
    const api = mockApi(
      await handlers({
        '/wps/verification/sms/register': {
          value: { expiredMinutes: 2, expirationTime: '2030-01-01T00:00:00Z' },
        },
        '/wps/member/register/mobile': { value: { ...RESULT, account: '11987654321' } },
      }),
    );
    const { user } = renderForm();
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('register-mobileNum'), '11987654321');
    await user.click(screen.getByTestId('register-verificationCode-send'));
    expect(await screen.findByText('Code sent (120 s)')).toBeInTheDocument();
    expect(screen.getByTestId('register-verificationCode-send')).toBeDisabled();
    expect(bodyOf(api, '/wps/verification/sms/register')).toMatchObject({
      countryDialingCode: '+55',
      mobileNum: '11987654321',
    });
    await user.type(screen.getByTestId('register-verificationCode'), '123456');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Your account number' })).toBeInTheDocument();
    expect(screen.getByText(/11987654321/)).toBeInTheDocument();
    expect(bodyOf(api, '/wps/member/register/mobile')).toMatchObject({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '123456',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { name: 'Registered successfully' }),
    ).toBeInTheDocument();
    // The number was just verified: the success popup does not ask for it again.
    expect(screen.getByText(/Your mobile number is linked to your account/)).toBeInTheDocument();
    expect(screen.queryByText(/bind your mobile number/)).not.toBeInTheDocument();
  });

  it('shows the captcha when its field is visible and a fresh one after a refused attempt', async () => {
    let captchas = 0;
    const api = mockApi(
      await handlers(
        {
          '/wps/captcha': () => {
            captchas += 1;
            return { value: 'iVBORw0KGgo=' };
          },
          '/wps/member/register': {
            status: 409,
            code: 'USERNAME_TAKEN',
            message: 'This username is taken.',
            fields: { username: 'INVALID_VALUE' },
          },
        },
        { fields: Object.values(rules) },
      ),
    );
    const { user } = renderForm();
    expect(await screen.findByRole('img', { name: 'Image code picture' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
    await user.type(screen.getByLabelText('Image code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    expect(bodyOf(api, '/wps/member/register')).toMatchObject({ captcha: '1234' });
    await waitFor(() => expect(captchas).toBe(2));
    expect(screen.getByLabelText('Image code')).toHaveValue('');
  });

  describe('fields per tab and operator setting', () => {
    const field = (name: string, patch: Record<string, unknown>) =>
      Object.values(rules).map((r) => {
        if (r.field === 'captcha') return { ...r, visible: false };
        return r.field === name ? { ...r, ...patch } : r;
      });

    it('username tab, default settings: optional number, and an SMS code only once one is typed', async () => {
      const api = mockApi(
        await handlers(
          { '/wps/member/register': { value: { ...RESULT, account: 'player03' } } },
          { smsVerification: true },
        ),
      );
      const { user } = renderForm();
      await user.type(await screen.findByLabelText('Username'), 'player03');
      expect(screen.getByTestId('register-mobileNum')).toHaveAttribute(
        'placeholder',
        'Your mobile number',
      );
      expect(screen.queryByTestId('register-verificationCode')).not.toBeInTheDocument();
      await user.type(screen.getByTestId('register-mobileNum'), '119');
      expect(screen.getByTestId('register-verificationCode')).toHaveAttribute(
        'placeholder',
        'Code from the SMS *',
      );
      await user.clear(screen.getByTestId('register-mobileNum'));
      expect(screen.queryByTestId('register-verificationCode')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText('Password'), 'Secret#1');
      await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(callsTo(api, '/wps/member/register')).toHaveLength(1));
      const body = bodyOf(api, '/wps/member/register');
      expect(body).not.toHaveProperty('mobileNum');
      expect(body).not.toHaveProperty('verificationCode');
      expect(callsTo(api, '/wps/verification/sms/register')).toHaveLength(0);
    });

    it('username tab, number required: number and SMS code both asked for', async () => {
      const api = mockApi(
        await handlers(
          {},
          { smsVerification: true, fields: field('mobileNum', { required: true }) },
        ),
      );
      const { user } = renderForm();
      expect(await screen.findByTestId('register-mobileNum')).toHaveAttribute(
        'placeholder',
        'Your mobile number *',
      );
      expect(screen.getByTestId('register-verificationCode')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Username'), 'player04');
      await user.type(screen.getByLabelText('Password'), 'Secret#1');
      await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(screen.getByTestId('register-mobileNum')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('register-verificationCode')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(callsTo(api, '/wps/member/register')).toHaveLength(0);
    });

    it('username tab, number hidden: neither number nor code, even with SMS verification on', async () => {
      mockApi(
        await handlers(
          {},
          { smsVerification: true, fields: field('mobileNum', { visible: false, required: true }) },
        ),
      );
      renderForm();
      expect(await screen.findByLabelText('Username')).toBeInTheDocument();
      expect(screen.queryByTestId('register-mobileNum')).not.toBeInTheDocument();
      expect(screen.queryByTestId('register-verificationCode')).not.toBeInTheDocument();
    });

    it('username tab, e-mail shown and required by the operator: asked for; hidden: not shown', async () => {
      const api = mockApi(
        await handlers({}, { fields: field('email', { visible: true, required: true }) }),
      );
      const { user, unmount } = renderForm();
      expect(await screen.findByLabelText('E-mail')).toHaveAttribute(
        'placeholder',
        'name@example.com *',
      );
      await user.type(screen.getByLabelText('Username'), 'player05');
      await user.type(screen.getByLabelText('Password'), 'Secret#1');
      await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
      expect(callsTo(api, '/wps/member/register')).toHaveLength(0);
      unmount();
      mockApi(await handlers({}, { fields: field('email', { visible: false, required: true }) }));
      renderForm();
      expect(await screen.findByLabelText('Username')).toBeInTheDocument();
      expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    });

    it('mobile tab: number and SMS code always, whatever the username-tab settings say', async () => {
      mockApi(
        await handlers(
          {},
          { smsVerification: false, fields: field('mobileNum', { visible: false }) },
        ),
      );
      const { user } = renderForm();
      await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
      expect(screen.getByTestId('register-mobileNum')).toHaveAttribute(
        'placeholder',
        'Your mobile number *',
      );
      expect(screen.getByTestId('register-verificationCode')).toHaveAttribute(
        'placeholder',
        'Code from the SMS *',
      );
      expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    });
  });

  it('gets a new captcha with one tap, clearing only its answer', async () => {
    let captchas = 0;
    mockApi(
      await handlers(
        {
          '/wps/captcha': () => {
            captchas += 1;
            return { value: 'iVBORw0KGgo=' };
          },
        },
        { fields: Object.values(rules) },
      ),
    );
    const { user } = renderForm();
    await screen.findByRole('img', { name: 'Image code picture' });
    await user.type(screen.getByLabelText('Username'), 'player06');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.type(screen.getByLabelText('Image code'), '2346');
    // Past the one-a-second refresh throttle, whatever the typing took.
    const later = Date.now() + 5000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    await user.click(screen.getByRole('button', { name: 'Get a new image code' }));
    clock.mockRestore();
    await waitFor(() => expect(captchas).toBe(2));
    expect(screen.getByLabelText('Image code')).toHaveValue('');
    expect(screen.getByLabelText('Username')).toHaveValue('player06');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#1');
  }, 15_000);

  describe('bot check', () => {
    it('starts solving when the form opens, before anything is typed or pressed', async () => {
      const api = mockApi(await handlers());
      renderForm();
      await screen.findByLabelText('Username');
      await waitFor(() =>
        expect(callsTo(api, '/wps/bot-check/challenge').length).toBeGreaterThan(0),
      );
      expect(callsTo(api, '/wps/member/register')).toHaveLength(0);
    });

    it('holds the registration proof before the SMS code is sent: a code typed never waits for a new check', async () => {
      let challengeOk = true;
      const challenge = await createChallenge({ hmacKey: 'k', maxnumber: 50 });
      const api = mockApi(
        await handlers({
          '/wps/bot-check/challenge': () =>
            challengeOk
              ? { value: challenge }
              : { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' },
          '/wps/verification/sms/register': () => {
            // From here on no new challenge can be had: the registration must use the kept one.
            challengeOk = false;
            return { value: { expiredMinutes: 2, expirationTime: '2030-01-01T00:00:00Z' } };
          },
          '/wps/member/register/mobile': { value: { ...RESULT, account: '11987654321' } },
        }),
      );
      const { user } = renderForm();
      await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
      await user.type(screen.getByTestId('register-mobileNum'), '11987654321');
      await user.click(screen.getByTestId('register-verificationCode-send'));
      expect(await screen.findByText('Code sent (120 s)')).toBeInTheDocument();
      await user.type(screen.getByTestId('register-verificationCode'), '123456');
      await user.type(screen.getByLabelText('Password'), 'Secret#1');
      await user.type(screen.getByLabelText('Confirm password'), 'Secret#1');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(callsTo(api, '/wps/member/register/mobile')).toHaveLength(1));
      expect(typeof bodyOf(api, '/wps/member/register/mobile').botCheck).toBe('string');
      expect(screen.queryByText('down')).not.toBeInTheDocument();
    }, 15_000);
  });

  it('switches to the login popup from the popup variant', async () => {
    mockApi(await handlers());
    const { user } = renderForm('popup');
    await user.click(
      await screen.findByRole('button', { name: 'I already have an account: log in' }),
    );
    expect(ui.get().modal?.key).toBe('login');
  });
});
