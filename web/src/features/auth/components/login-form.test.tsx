import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';
import { LoginPage } from './login-page';

const RESULT = { token: 'tok-123', firstTimeLogin: false, passwordExpired: false, isAgent: 0 };

const href = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const bodies = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([url]) => href(url).endsWith('/wps/session/login'))
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.cookie = 'rememberUsername=; max-age=0; path=/';
});

describe('LoginForm', () => {
  it('asks for the username and the password before calling the server', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies(api)).toHaveLength(0);
  });

  it('shows the server message for wrong credentials', async () => {
    mockApi({
      '/wps/session/login': {
        status: 401,
        code: 'LOGIN_WRONG_CREDENTIALS',
        message: 'Wrong username or password.',
      },
    });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Wrong username or password.',
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('shows and hides the password', async () => {
    mockApi();
    const { user } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the captcha row on CAPTCHA_REQUIRED and sends the code on retry', async () => {
    let attempts = 0;
    const api = mockApi({
      '/wps/captcha': { value: 'iVBORw0KGgo=' },
      '/wps/session/login': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 401,
              code: 'CAPTCHA_REQUIRED',
              message: 'Please enter the image code.',
              fields: { captcha: 'REQUIRED' },
            }
          : { value: RESULT };
      },
    });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('captcha-row')).toBeInTheDocument();
    expect(screen.getByText('Please enter the image code.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Image code picture' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );

    await user.type(screen.getByLabelText('Image code'), '12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The image code has 4 digits.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Image code'), '34');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(bodies(api)).toEqual([
      { username: 'demo01', password: 'Demo#2026', type: 'username' },
      { username: 'demo01', password: 'Demo#2026', type: 'username', captcha: '1234' },
    ]);
  });

  it('stores the token on success and remembers the username when asked', async () => {
    const api = mockApi({ '/wps/session/login': { value: RESULT } });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(RESULT));
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(bodies(api)[0]).toEqual({
      username: 'demo01',
      password: 'Demo#2026',
      type: 'username',
      rememberMe: true,
    });
    expect(document.cookie).toContain('rememberUsername=demo01');
  });

  it('prefills a remembered username', () => {
    mockApi();
    document.cookie = 'rememberUsername=demo01; path=/';
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });
});

describe('LoginPage', () => {
  it('goes back to where the visitor was heading after logging in', async () => {
    mockApi({ '/wps/session/login': { value: RESULT } });
    const { user, router } = renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
      state: { from: '/rng?page=PG' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('login-required-notice')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/rng?page=PG'),
    );
  });
});
