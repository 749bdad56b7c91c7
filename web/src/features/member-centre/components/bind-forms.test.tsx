import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (api: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(callsTo(api, path)[0]?.[1]?.body as string) as unknown;

describe('BindEmailForm', () => {
  it('checks the address and the password before calling, then binds the trimmed address', async () => {
    const api = mockApi({ '/wps/member/bind/email': { value: {} } });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<BindEmailForm onDone={onDone} />);
    await user.type(screen.getByTestId('bind-email'), 'not-an-address');
    await user.click(screen.getByTestId('bind-email-submit'));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/bind/email')).toHaveLength(0);

    await user.clear(screen.getByTestId('bind-email'));
    await user.type(screen.getByTestId('bind-email'), ' me@example.com ');
    await user.type(screen.getByTestId('bind-email-password'), 'Demo#2026');
    await user.click(screen.getByTestId('bind-email-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Your e-mail address was bound.'));
    expect(bodyOf(api, '/wps/member/bind/email')).toEqual({
      email: 'me@example.com',
      password: 'Demo#2026',
    });
  });

  it("shows the server's message under the field it names", async () => {
    mockApi({
      '/wps/member/bind/email': {
        status: 400,
        code: 'PASSWORD_INCORRECT',
        message: 'The password is not correct.',
        fields: { password: 'INVALID' },
      },
    });
    const { user } = renderWithProviders(<BindEmailForm onDone={vi.fn()} />);
    await user.type(screen.getByTestId('bind-email'), 'me@example.com');
    await user.type(screen.getByTestId('bind-email-password'), 'wrong');
    await user.click(screen.getByTestId('bind-email-submit'));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(screen.getByTestId('bind-email-password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('bind-email-error')).not.toBeInTheDocument();
  });
});

describe('BindMobileForm', () => {
  it('checks the number and the code before calling, then binds', async () => {
    const api = mockApi({ '/wps/member/bind/mobile': { value: {} } });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<BindMobileForm onDone={onDone} />);
    await user.click(screen.getByTestId('bind-mobile-submit'));
    expect(await screen.findByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByTestId('bind-mobile'), '123');
    await user.click(screen.getByTestId('bind-mobile-code-send'));
    expect(
      await screen.findByText(/Enter a valid mobile number: \d+(-\d+)? digits/),
    ).toBeInTheDocument();
    expect(callsTo(api, '/wps/verification/sms/member')).toHaveLength(0);
    expect(callsTo(api, '/wps/member/bind/mobile')).toHaveLength(0);

    await user.clear(screen.getByTestId('bind-mobile'));
    await user.type(screen.getByTestId('bind-mobile'), '11987654321');
    await user.type(screen.getByTestId('bind-mobile-code'), ' 123456 ');
    await user.click(screen.getByTestId('bind-mobile-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Your mobile number was bound.'));
    expect(bodyOf(api, '/wps/member/bind/mobile')).toEqual({
      countryDialingCode: '+55',
      mobileNum: '11987654321',
      verificationCode: '123456',
    });
  });
});
