import type { ReferralLink } from '@sorte/contracts/agent/agent';
import type { MemberInfo } from '@sorte/contracts/auth/session';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../../hooks/use-ui-store';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/api';
import { withModules } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { AGENT_CENTRE_PAGES } from '../utils/pages';
import { AgentCentreHost } from './agent-centre-host';

const AGENT: MemberInfo = {
  nickname: 'Agent',
  account: 'agent01',
  id: '2',
  type: 1,
  toUpline: false,
  clubLabel: { labelName: 'Gold', color: '#f5b93c', color2: '#e0901f', rankLevel: 3 },
  memberLabel: [],
  avatar: 'a1',
  hasPassword: true,
  hasPaymentPassword: false,
  mobile: null,
  email: null,
  referralCode: 'R2',
  createdAt: '2026-01-02T10:00:00Z',
};

const permission = withModules({
  AGENT_CENTRE: true,
  ...Object.fromEntries(AGENT_CENTRE_PAGES.map((p) => [p, true])),
});

function renderCentre(handlers: ApiHandlers) {
  const api = mockApi({
    '/wps/member/info': { value: AGENT },
    '/wps/agent/rebate': { value: { rates: { RNG: 100, LIVE: 50 } } },
    ...handlers,
  });
  return {
    api,
    ...renderWithProviders(<AgentCentreHost />, { route: '/?agent=registerCenter', permission }),
  };
}

beforeEach(() => sessionStorage.setItem('token', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  ui.reset();
});

describe('register centre', () => {
  it('creates a link, lists it with its URL, QR code, rates and count, copies it and disables it after a confirmation', async () => {
    const links: ReferralLink[] = [];
    const { api, user } = renderCentre({
      '/wps/agent/links': (_url, init) => {
        if (init?.method === 'POST') {
          const { rebate } = JSON.parse(init.body as string);
          const link = {
            id: '7',
            code: 'ABCD2345',
            rebate,
            createdAt: '2026-11-26T10:00:00Z',
            disabled: false,
            registrations: 3,
          };
          links.unshift(link);
          return { value: link };
        }
        return { value: { list: links } };
      },
      '/wps/agent/links/7': () => {
        links[0] = { ...links[0]!, disabled: true };
        return { value: links[0] };
      },
    });
    expect(await screen.findByTestId('links-empty')).toHaveTextContent(
      'You have no referral links yet.',
    );
    expect(await screen.findAllByText('Maximum: 1.00 %')).toHaveLength(1);
    await user.type(screen.getByTestId('link-rate-RNG'), '0.8');
    await user.click(screen.getByTestId('link-create'));

    const card = await screen.findByTestId('link-ABCD2345');
    const post = callsTo(api, '/wps/agent/links').find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string).rebate).toMatchObject({ RNG: 80, LIVE: 0 });
    const url = `${window.location.origin}/?referralCode=ABCD2345`;
    expect(within(card).getByTestId('link-url-ABCD2345')).toHaveTextContent(url);
    expect(within(card).getByTestId('link-qr-ABCD2345')).toHaveAttribute('data-value', url);
    expect(
      within(card).getByRole('img', { name: 'QR code of referral link ABCD2345' }),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('link-count-ABCD2345')).toHaveTextContent('3');
    expect(card).toHaveTextContent('0.80 %');

    await user.click(within(card).getByTestId('link-copy-ABCD2345'));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await within(card).findByText('Copied')).toBeVisible();

    await user.click(within(card).getByTestId('link-disable-ABCD2345'));
    expect(
      within(card).getByText('Disable this link? Nobody can register with it afterwards.'),
    ).toBeVisible();
    expect(callsTo(api, '/wps/agent/links/7')).toHaveLength(0);
    await user.click(within(card).getByTestId('link-disable-confirm-ABCD2345'));
    await waitFor(() =>
      expect(within(screen.getByTestId('link-ABCD2345')).getByText(/Disabled/)).toBeInTheDocument(),
    );
    expect(callsTo(api, '/wps/agent/links/7')[0]?.[1]?.method).toBe('DELETE');
    expect(screen.queryByTestId('link-disable-ABCD2345')).not.toBeInTheDocument();
  });

  it("shows the server's translated error for a rate above the agent's own, and refuses a badly typed one itself", async () => {
    const { api, user } = renderCentre({
      '/wps/agent/links': (_url, init) =>
        init?.method === 'POST'
          ? {
              status: 400,
              code: 'AGENT_REBATE_ABOVE_UPLINE',
              message: "A rebate rate cannot be higher than the upline's own.",
            }
          : { value: { list: [] } },
    });
    await screen.findByTestId('links-empty');
    const input = screen.getByTestId('link-rate-LIVE');
    await user.type(input, '1.234');
    await user.click(screen.getByTestId('link-create'));
    expect(await screen.findByTestId('link-error')).toHaveTextContent(
      'Live casino: enter a percentage',
    );
    expect(
      callsTo(api, '/wps/agent/links').filter(([, init]) => init?.method === 'POST'),
    ).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '2');
    await user.click(screen.getByTestId('link-create'));
    await waitFor(() =>
      expect(screen.getByTestId('link-error')).toHaveTextContent(
        "A rebate rate cannot be higher than the upline's own.",
      ),
    );
  });
});
