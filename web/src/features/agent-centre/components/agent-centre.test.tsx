import type {
  DownlineDetail,
  Downlines,
  Income,
  TeamOverview,
  TeamProfitLoss,
} from '@sorte/contracts/agent/agent';
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
const DAY = {
  newMembers: 1,
  activeMembers: 2,
  firstDeposits: 1,
  deposits: '100.00',
  withdrawals: '0.00',
  bets: '50.00',
  validTurnover: '50.00',
};
const OVERVIEW: TeamOverview = {
  period: { from: '2026-11-23T00:00:00Z', to: '2026-11-30T00:00:00Z' },
  teamSize: 123,
  directDownlines: 12,
  newMembers: 7,
  activeMembers: 40,
  firstDeposits: 5,
  firstDepositAmount: '250.00',
  deposits: '1234.50',
  withdrawals: '200.00',
  bets: '9876.00',
  validTurnover: '9000.00',
  profit: '321.25',
  daily: [
    { date: '2026-11-23', ...DAY, profit: '10.00' },
    { date: '2026-11-24', ...DAY, profit: '-5.00' },
  ],
};
const PL: TeamProfitLoss = {
  list: [
    {
      id: '11',
      username: 'demo02',
      level: 1,
      rounds: 3,
      bet: '30.00',
      validTurnover: '30.00',
      win: '12.00',
      profit: '-18.00',
    },
    {
      id: '12',
      username: 'demo03',
      level: 2,
      rounds: 1,
      bet: '5.00',
      validTurnover: '5.00',
      win: '9.00',
      profit: '4.00',
    },
  ],
  totalPages: 1,
  total: 2,
  period: { from: '2026-11-26T00:00:00Z', to: '2026-11-27T00:00:00Z' },
  totals: {
    members: 2,
    rounds: 4,
    bet: '35.00',
    validTurnover: '35.00',
    win: '21.00',
    profit: '-14.00',
  },
};
const DOWNLINES: Downlines = {
  list: [
    {
      id: '11',
      username: 'demo02',
      nickname: 'Two',
      accountType: 0,
      level: 1,
      upline: 'agent01',
      status: 'active',
      registeredAt: '2026-11-01T10:00:00Z',
      lastLoginAt: '2026-11-20T10:00:00Z',
      teamSize: 2,
    },
  ],
  totalPages: 1,
  total: 1,
  totals: { members: 1, agents: 0 },
};
const DETAIL: DownlineDetail = {
  ...DOWNLINES.list[0]!,
  balance: '1500.00',
  rebate: { RNG: 50 },
  direct: true,
};

const INCOME: Income = {
  period: { from: '2026-11-01T00:00:00Z', to: '2026-12-01T00:00:00Z' },
  totals: { accrued: '61.50', paid: '61.00' },
  bySource: [
    { source: 'REBATE', accrued: '1.50', paid: '1.00' },
    { source: 'SALARY', accrued: '35.00', paid: '35.00' },
    { source: 'DIVIDEND', accrued: '25.00', paid: '25.00' },
  ],
  list: [
    { date: '2026-11-26', source: 'REBATE', accrued: '0.50', paid: null, paidAt: null },
    {
      date: '2026-11-26',
      source: 'SALARY',
      accrued: '35.00',
      paid: '35.00',
      paidAt: '2026-11-26T00:05:00Z',
    },
    {
      date: '2026-11-25',
      source: 'REBATE',
      accrued: '1.00',
      paid: '1.00',
      paidAt: '2026-11-26T00:10:00Z',
    },
    {
      date: '2026-11-16',
      source: 'DIVIDEND',
      accrued: '25.00',
      paid: '25.00',
      paidAt: '2026-11-16T00:01:00Z',
    },
  ],
};

const agentPermission = withModules({
  AGENT_CENTRE: true,
  ...Object.fromEntries(AGENT_CENTRE_PAGES.map((p) => [p, true])),
});
const queryOf = (call: [unknown, RequestInit?] | undefined) =>
  new URL(String(call?.[0]), 'http://x').searchParams;

function renderCentre(route: string, handlers: ApiHandlers, permission = agentPermission) {
  const api = mockApi({ '/wps/member/info': { value: AGENT }, ...handlers });
  return { api, ...renderWithProviders(<AgentCentreHost />, { route, permission }) };
}

beforeEach(() => sessionStorage.setItem('token', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  ui.reset();
});

describe('agent centre', () => {
  it('lists only the pages switched on, and opens the team overview by default', async () => {
    renderCentre(
      '/?agent=nope',
      { '/wps/agent/team/overview': { value: OVERVIEW } },
      withModules({
        AGENT_CENTRE: true,
        ...Object.fromEntries(AGENT_CENTRE_PAGES.map((p) => [p, false])),
        agentTeamOverview: true,
        agentRevenueReport: true,
      }),
    );
    const nav = await screen.findByRole('navigation', { name: 'Agent centre pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Team overview', 'My income']);
    expect(screen.getByTestId('agent-page-agentTeamOverview')).toBeInTheDocument();
    expect(await screen.findByTestId('overview-teamSize')).toHaveTextContent('123');
    expect(screen.getByTestId('overview-profit')).toHaveTextContent('+R$ 321.25');
    expect(screen.getByTestId('overview-chart')).toBeInTheDocument();
  });

  it('shows my income by source (rebate, salary, dividend) with their totals and rows', async () => {
    renderCentre('/?agent=agentRevenueReport', { '/wps/agent/income': { value: INCOME } });
    expect(await screen.findByTestId('income-accrued')).toHaveTextContent('R$ 61.50');
    expect(screen.getByTestId('income-paid')).toHaveTextContent('R$ 61.00');
    expect(screen.getByTestId('income-source-REBATE')).toHaveTextContent('Rebate');
    expect(screen.getByTestId('income-source-REBATE')).toHaveTextContent('R$ 1.00 paid');
    expect(screen.getByTestId('income-source-SALARY')).toHaveTextContent('Salary');
    expect(screen.getByTestId('income-source-SALARY')).toHaveTextContent('R$ 35.00');
    expect(screen.getByTestId('income-source-DIVIDEND')).toHaveTextContent('Dividend');
    expect(screen.getByTestId('income-source-DIVIDEND')).toHaveTextContent('R$ 25.00');
    expect(screen.getByTestId('income-row-2026-11-26-SALARY')).toHaveTextContent('Salary');
    expect(screen.getByTestId('income-row-2026-11-16-DIVIDEND')).toHaveTextContent('Dividend');
    expect(screen.getByTestId('income-row-2026-11-26-REBATE')).toHaveTextContent('Not paid yet');
    const totals = screen.getByTestId('income-totals');
    expect(totals).toHaveTextContent('R$ 61.50');
    expect(totals).toHaveTextContent('R$ 61.00');
  });

  it('does not open for a member who is not an agent', async () => {
    const { router } = renderCentre('/?agent=agentTeamOverview', {
      '/wps/member/info': { value: { ...AGENT, type: 0 } },
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('agent-centre')).not.toBeInTheDocument();
  });

  it('sends a guest to the login popup', async () => {
    sessionStorage.clear();
    const { router } = renderCentre('/?agent=agentTeamOverview', {});
    await waitFor(() => expect(ui.get().modal?.key).toBe('login'));
    expect(router.state.location.search).toBe('');
  });

  it('writes the chosen period to the URL and asks the server for it', async () => {
    const { api, router, user } = renderCentre('/?agent=agentTeamOverview', {
      '/wps/agent/team/overview': { value: OVERVIEW },
    });
    await screen.findByTestId('overview-teamSize');
    expect(queryOf(callsTo(api, '/wps/agent/team/overview')[0]).get('period')).toBe('TODAY');
    await user.click(screen.getByTestId('overview-period-WEEKLY'));
    await waitFor(() => expect(router.state.location.search).toContain('period=WEEKLY'));
    expect(new URLSearchParams(router.state.location.search).get('agent')).toBe(
      'agentTeamOverview',
    );
    await waitFor(() =>
      expect(queryOf(callsTo(api, '/wps/agent/team/overview').at(-1)).get('period')).toBe('WEEKLY'),
    );
  });

  it('reads the period from the URL on the profit-and-loss page, sorts on the server and shows totals', async () => {
    const { api, router, user } = renderCentre('/?agent=palStatementsAgentCopy&period=MONTHLY', {
      '/wps/agent/team/profit-loss': { value: PL },
    });
    await screen.findByTestId('pl-row-11');
    const first = queryOf(callsTo(api, '/wps/agent/team/profit-loss')[0]);
    expect(first.get('period')).toBe('MONTHLY');
    expect(first.get('sort')).toBe('bet');
    const totals = screen.getByTestId('pl-totals');
    expect(totals).toHaveTextContent('2 members');
    expect(totals).toHaveTextContent('R$ 35.00');
    expect(totals).toHaveTextContent('−R$ 14.00');
    await user.click(screen.getByTestId('pl-sort-profit'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=profit'));
    await waitFor(() => {
      const last = queryOf(callsTo(api, '/wps/agent/team/profit-loss').at(-1));
      expect(last.get('sort')).toBe('profit');
      expect(last.get('order')).toBe('desc');
    });
  });

  it("shows the server's translated error when a rebate above the agent's own is saved", async () => {
    const { api, user } = renderCentre('/?agent=downlineManagmentView', {
      '/wps/agent/downlines': { value: DOWNLINES },
      '/wps/agent/downlines/11': { value: DETAIL },
      '/wps/agent/rebate': { value: { rates: { RNG: 100 } } },
      '/wps/agent/downlines/11/rebate': {
        status: 400,
        code: 'AGENT_REBATE_ABOVE_UPLINE',
        message: "A rebate rate cannot be higher than the upline's own.",
      },
    });
    await user.click(await screen.findByTestId('downline-open-11'));
    expect(await screen.findByTestId('downline-balance')).toHaveTextContent('R$ 1,500.00');
    expect(screen.getByTestId('downline-rates')).toHaveTextContent('0.50 %');
    await user.click(screen.getByTestId('rebate-edit'));
    expect(await screen.findByText('Your rate: 1.00 %')).toBeInTheDocument();
    const input = screen.getByTestId('rebate-input-RNG');
    await user.clear(input);
    await user.type(input, '2');
    await user.click(screen.getByTestId('rebate-save'));
    expect(await screen.findByTestId('rebate-error')).toHaveTextContent(
      "A rebate rate cannot be higher than the upline's own.",
    );
    const put = callsTo(api, '/wps/agent/downlines/11/rebate')[0];
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(put?.[1]?.body as string).rates.RNG).toBe(200);
  });

  it('refuses a badly typed rate before calling the server', async () => {
    const { api, user } = renderCentre('/?agent=downlineManagmentView', {
      '/wps/agent/downlines': { value: DOWNLINES },
      '/wps/agent/downlines/11': { value: DETAIL },
      '/wps/agent/rebate': { value: { rates: { RNG: 100 } } },
    });
    await user.click(await screen.findByTestId('downline-open-11'));
    await user.click(await screen.findByTestId('rebate-edit'));
    const input = screen.getByTestId('rebate-input-LIVE');
    await user.clear(input);
    await user.type(input, '1.234');
    await user.click(screen.getByTestId('rebate-save'));
    expect(await screen.findByTestId('rebate-error')).toHaveTextContent(
      'Live casino: enter a percentage',
    );
    expect(callsTo(api, '/wps/agent/downlines/11/rebate')).toHaveLength(0);
  });

  it('refuses a registration period that ends before it starts, and searches a trimmed name', async () => {
    const { api, user } = renderCentre('/?agent=downlineManagmentView', {
      '/wps/agent/downlines': { value: DOWNLINES },
    });
    await screen.findByTestId('downline-open-11');
    const asked = callsTo(api, '/wps/agent/downlines').length;
    await user.type(screen.getByLabelText('Registered from'), '2026-11-20');
    await user.type(screen.getByLabelText('Registered to'), '2026-11-10');
    await user.click(screen.getByTestId('downlines-search'));
    expect(
      await screen.findByText('The start date must not be after the end date.'),
    ).toBeInTheDocument();
    expect(callsTo(api, '/wps/agent/downlines')).toHaveLength(asked);
    await user.clear(screen.getByLabelText('Registered to'));
    await user.type(screen.getByTestId('downlines-username'), ' team001 ');
    await user.click(screen.getByTestId('downlines-search'));
    await waitFor(() =>
      expect(
        callsTo(api, '/wps/agent/downlines').some(
          ([url]) =>
            new URL(url instanceof Request ? url.url : url.toString(), 'http://x').searchParams.get(
              'username',
            ) === 'team001',
        ),
      ).toBe(true),
    );
  });

  it("opens a downline's team and comes back through the breadcrumb", async () => {
    const { api, user } = renderCentre('/?agent=downlineManagmentView', {
      '/wps/agent/downlines': (url) =>
        url.searchParams.get('parentId') === '11'
          ? {
              value: {
                ...DOWNLINES,
                list: [
                  {
                    ...DOWNLINES.list[0]!,
                    id: '21',
                    username: 'sub01',
                    level: 2,
                    upline: 'demo02',
                    teamSize: 0,
                  },
                ],
              },
            }
          : { value: DOWNLINES },
    });
    await user.click(await screen.findByTestId('downline-team-11'));
    expect(await screen.findByTestId('downlines-row-21')).toHaveTextContent('sub01');
    expect(screen.getByTestId('downlines-trail')).toHaveTextContent('Team of demo02');
    await user.click(
      within(screen.getByTestId('downlines-trail')).getByRole('button', { name: 'My team' }),
    );
    expect(await screen.findByTestId('downlines-row-11')).toBeInTheDocument();
    expect(
      callsTo(api, '/wps/agent/downlines').some((c) => queryOf(c).get('parentId') === '11'),
    ).toBe(true);
  });
});
