import type { MemberInfo } from '@sorte/contracts/auth/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../components/ui/dialog';
import { ui } from '../../../hooks/use-ui-store';
import { sessionToken } from '../../../lib/session-token';
import { mockApi } from '../../../testing/api';
import { withModules } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { MEMBER_CENTRE_PAGES } from '../utils/pages';
import { MemberCentreHost } from './member-centre-host';

const MEMBER: MemberInfo = {
  nickname: 'Demo',
  account: 'demo01',
  id: '1',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Gold', color: '#f5b93c', color2: '#e0901f', rankLevel: 3 },
  memberLabel: [],
  avatar: 'a1',
  hasPassword: true,
  hasPaymentPassword: false,
  mobile: null,
  email: 'de***@example.com',
  referralCode: 'R1',
  createdAt: '2026-01-02T10:00:00Z',
};
const AVATARS = [
  { id: 'a1', url: '/cdn/avatars/a1.svg' },
  { id: 'a2', url: '/cdn/avatars/a2.svg' },
];
/** The demo brand has its member pages on; each test switches on only the pages it is about. */
const onlyPages = (...pages: string[]) =>
  withModules({
    ...Object.fromEntries(MEMBER_CENTRE_PAGES.map((page) => [page, pages.includes(page)])),
    MEMBER_CENTRE: true,
  });
const permission = onlyPages('securityCenter');
const href = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const callsTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls.filter(([url]) => new URL(href(url), 'http://x').pathname === path);

const renderHost = (route = '/?member=securityCenter') =>
  renderWithProviders(
    <>
      <MemberCentreHost />
      <DialogHost />
    </>,
    { route, permission },
  );

beforeEach(() => sessionStorage.setItem('token', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  ui.reset();
});

describe('member centre', () => {
  it('sends a guest to the login popup', async () => {
    sessionStorage.clear();
    mockApi();
    const { router } = renderHost();
    await waitFor(() => expect(ui.get().modal?.key).toBe('login'));
    expect(router.state.location.search).toBe('');
  });

  it('keeps the login popup\'s "password changed" note when the session ends in the overlay', async () => {
    mockApi({ '/wps/member/info': { value: MEMBER } });
    const { router } = renderHost();
    await screen.findByTestId('member-centre');
    // what the change-password modal does after a successful change
    act(() => {
      sessionStorage.clear();
      sessionToken.clear();
      ui.openModal('login', 'passwordChanged');
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(ui.get().modal).toEqual({ key: 'login', section: 'passwordChanged' });
  });

  it('warns a trial account and offers registration', async () => {
    mockApi({ '/wps/member/info': { value: { ...MEMBER, type: 4 } } });
    const { user } = renderHost();
    expect(await screen.findByRole('heading', { name: 'Real account needed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(ui.get().modal?.key).toBe('register');
    expect(screen.queryByTestId('member-centre')).not.toBeInTheDocument();
  });

  it('shows the security centre with only the enabled, built entries and closes', async () => {
    mockApi({
      '/wps/member/info': { value: MEMBER },
      '/wps/relay/MCSFE_getPlayerAvatar': { value: AVATARS },
    });
    const { user, router } = renderHost();
    const panel = await screen.findByTestId('member-centre');
    const nav = within(panel).getByRole('navigation', { name: 'Member centre pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['My account']);
    expect(within(panel).getByTestId('security-username')).toHaveTextContent('demo01');
    expect(within(panel).getByTestId('club-label')).toHaveTextContent('Gold');
    expect(within(panel).getByTestId('security-email')).toHaveTextContent('de***@example.com');
    expect(within(panel).getByTestId('security-mobile')).toHaveTextContent('Not bound yet');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('chooses an avatar', async () => {
    const api = mockApi({
      '/wps/member/info': { value: MEMBER },
      '/wps/relay/MCSFE_getPlayerAvatar': { value: AVATARS },
      '/wps/member/info/icon': { value: AVATARS[1] },
    });
    const { user } = renderHost();
    await user.click(await screen.findByRole('button', { name: 'Change avatar' }));
    await user.click(await screen.findByRole('button', { name: 'Avatar 2' }));
    await waitFor(() => expect(callsTo(api, '/wps/member/info/icon')).toHaveLength(1));
    expect(JSON.parse(callsTo(api, '/wps/member/info/icon')[0]?.[1]?.body as string)).toEqual({
      avatar: 'a2',
    });
  });

  it('sets the payment password with the login password and checks the PIN first', async () => {
    const api = mockApi({
      '/wps/member/info': { value: MEMBER },
      '/wps/relay/MCSFE_getPlayerAvatar': { value: AVATARS },
      '/wps/member/payment-password': { value: {} },
    });
    const { user } = renderHost();
    await user.click(await screen.findByTestId('security-payment-toggle'));
    await user.type(screen.getByTestId('payment-login-password'), 'Demo#2026');
    await user.type(screen.getByLabelText('New payment PIN'), '12345');
    await user.type(screen.getByLabelText('Repeat the new PIN'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter exactly 6 digits.')).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/payment-password')).toHaveLength(0);
    await user.type(screen.getByLabelText('New payment PIN'), '6');
    await user.type(screen.getByLabelText('Repeat the new PIN'), '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('security-notice')).toHaveTextContent(
      'Your payment password was saved.',
    );
    expect(
      JSON.parse(callsTo(api, '/wps/member/payment-password')[0]?.[1]?.body as string),
    ).toEqual({
      password: 'Demo#2026',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
  });

  it('signs out the other devices after confirming', async () => {
    const api = mockApi({
      '/wps/member/info': { value: MEMBER },
      '/wps/relay/MCSFE_getPlayerAvatar': { value: AVATARS },
      '/wps/session/others': { value: { ended: 2 } },
    });
    const { user } = renderHost();
    await user.click(await screen.findByRole('button', { name: 'Sign out others' }));
    await user.click(await screen.findByRole('button', { name: 'Sign them out' }));
    expect(await screen.findByText('Signed out of 2 other devices.')).toBeInTheDocument();
    expect(callsTo(api, '/wps/session/others')[0]?.[1]?.method).toBe('DELETE');
  });
});

describe('member centre pages of other features', () => {
  const walletPermission = onlyPages('securityCenter', 'transferFund', 'transferUpline');
  const pageComponents = {
    transferFund: () => <p>wallet page</p>,
    transferUpline: () => <p>upline page</p>,
  };
  const render = (route: string) =>
    renderWithProviders(<MemberCentreHost pageComponents={pageComponents} />, {
      route,
      permission: walletPermission,
    });
  const entries = async () =>
    within(await screen.findByRole('navigation', { name: 'Member centre pages' }))
      .getAllByRole('button')
      .map((b) => b.textContent);

  it('lists transferUpline only when the member has an upline that accepts', async () => {
    mockApi({
      '/wps/member/info': { value: { ...MEMBER, toUpline: true } },
      '/wps/v2/wallets/upline': { value: { upline: 'agent01', allowed: true } },
    });
    render('/?member=transferUpline');
    expect(await screen.findByText('upline page')).toBeInTheDocument();
    expect(await entries()).toEqual(['My account', 'Wallet', 'Transfer to upline']);
  });

  it('leaves transferUpline out when the upline does not accept, and opens the first page', async () => {
    mockApi({
      '/wps/member/info': { value: { ...MEMBER, toUpline: true } },
      '/wps/v2/wallets/upline': { value: { upline: 'agent01', allowed: false } },
    });
    render('/?member=transferUpline');
    expect(await screen.findByTestId('member-page-securityCenter')).toBeInTheDocument();
    expect(await entries()).toEqual(['My account', 'Wallet']);
  });

  it('does not ask about an upline the member does not have', async () => {
    const api = mockApi({ '/wps/member/info': { value: MEMBER } });
    render('/?member=transferFund');
    expect(await screen.findByText('wallet page')).toBeInTheDocument();
    expect(await entries()).toEqual(['My account', 'Wallet']);
    expect(callsTo(api, '/wps/v2/wallets/upline')).toHaveLength(0);
  });
});
