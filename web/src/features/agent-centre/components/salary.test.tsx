import type {
  Consolidated,
  Contract,
  ContractTypeSetting,
  SettlementDetail,
  Settlements,
} from '@sorte/contracts/agent/salary';
import type { Downlines } from '@sorte/contracts/agent/agent';
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

const setting = (type: ContractTypeSetting['type'], enabled: boolean): ContractTypeSetting => ({
  type,
  enabled,
  maxTiers: 5,
  maxAmount: '5000.00',
  maxShareBp: 4000,
  holdMinutes: 0,
});
const consolidated = (enabled: ContractTypeSetting['type'][]): Consolidated => ({
  dailysalreqtype: enabled.includes('DAILY_SALARY'),
  divtypereq: enabled.includes('DIVIDEND'),
  contracthoursalreq: enabled.includes('HOURLY_SALARY'),
  realtimesalreqtype: enabled.includes('REALTIME_SALARY'),
  types: (['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'] as const).map((t) =>
    setting(t, enabled.includes(t)),
  ),
});
const ALL = consolidated(['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND']);

const SETTLEMENT = {
  id: '7',
  contractId: '3',
  type: 'DAILY_SALARY' as const,
  periodKey: '2026-11-25',
  periodStart: '2026-11-25T00:00:00.000Z',
  periodEnd: '2026-11-26T00:00:00.000Z',
  holder: 'team001',
  upline: 'agent01',
  role: 'upline' as const,
  validTurnover: '350.00',
  netLoss: '250.00',
  activeMembers: 1,
  carryIn: '0.00',
  carryOut: '0.00',
  tier: 2,
  gross: '50.00',
  downlinesAmount: '15.00',
  amount: '35.00',
  adjusted: false,
  status: 'PAID' as const,
  paidAt: '2026-11-26T00:01:00.000Z',
};
const SETTLEMENTS: Settlements = {
  list: [SETTLEMENT],
  total: 1,
  totalPages: 1,
  period: { from: '2026-11-20T00:00:00Z', to: '2026-11-27T00:00:00Z' },
  totals: { validTurnover: '350.00', netLoss: '250.00', amount: '35.00' },
};
const DETAIL: SettlementDetail = {
  ...SETTLEMENT,
  lines: [
    {
      kind: 'MEMBER',
      username: 'team050',
      level: 2,
      validTurnover: '350.00',
      netLoss: '250.00',
      amount: '0.00',
    },
    {
      kind: 'DOWNLINE_CONTRACT',
      username: 'team020',
      level: 1,
      validTurnover: '0.00',
      netLoss: '0.00',
      amount: '15.00',
    },
  ],
};
const OFFER: Contract = {
  id: '9',
  type: 'DAILY_SALARY',
  upline: { id: '1', username: 'boss' },
  downline: { id: '2', username: 'agent01' },
  role: 'downline',
  tiers: [{ threshold: '1000.00', activeMembers: 3, amount: '60.00' }],
  status: 'OFFERED',
  offeredAt: '2026-11-26T10:00:00Z',
  respondedAt: null,
  terminatedAt: null,
  terminatedBy: null,
};
const DIRECT: Downlines = {
  list: [
    {
      id: '31',
      username: 'team001',
      nickname: '',
      accountType: 2,
      level: 1,
      upline: 'agent01',
      status: 'active',
      registeredAt: '2026-11-01T10:00:00Z',
      lastLoginAt: null,
      teamSize: 4,
    },
    {
      id: '32',
      username: 'player9',
      nickname: '',
      accountType: 0,
      level: 1,
      upline: 'agent01',
      status: 'active',
      registeredAt: '2026-11-01T10:00:00Z',
      lastLoginAt: null,
      teamSize: 0,
    },
  ],
  total: 2,
  totalPages: 1,
  totals: { members: 2, agents: 1 },
};

const allPages = withModules({
  AGENT_CENTRE: true,
  ...Object.fromEntries(AGENT_CENTRE_PAGES.map((p) => [p, true])),
});
const queryOf = (call: [unknown, RequestInit?] | undefined) =>
  new URL(String(call?.[0]), 'http://x').searchParams;

function renderCentre(route: string, handlers: ApiHandlers) {
  const api = mockApi({
    '/wps/member/info': { value: AGENT },
    '/wps/member/info/funds/consolidated': { value: ALL },
    ...handlers,
  });
  return { api, ...renderWithProviders(<AgentCentreHost />, { route, permission: allPages }) };
}

beforeEach(() => sessionStorage.setItem('token', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  ui.reset();
});

describe('agent centre: salary and dividend contracts', () => {
  it('lists a record page only for the contract types the brand enabled', async () => {
    renderCentre('/?agent=agentTeamOverview', {
      '/wps/member/info/funds/consolidated': { value: consolidated(['DAILY_SALARY', 'DIVIDEND']) },
    });
    const nav = await screen.findByRole('navigation', { name: 'Agent centre pages' });
    const entries = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(entries).toEqual(
      expect.arrayContaining(['Contracts', 'Dividend records', 'Daily salary']),
    );
    expect(entries).not.toContain('Hourly salary');
    expect(entries).not.toContain('Real-time salary');
  });

  it('shows the daily salary records with the period from the URL, totals, scope and a record line by line', async () => {
    const { api, router, user } = renderCentre('/?agent=agentDailyWages2&period=WEEKLY', {
      '/wps/relay/ACS_dailySalaryRecords': { value: SETTLEMENTS },
      '/wps/agent/settlements/7': { value: DETAIL },
    });
    expect(await screen.findByTestId('salary-row-7')).toHaveTextContent('team001');
    const first = queryOf(callsTo(api, '/wps/relay/ACS_dailySalaryRecords')[0]);
    expect(first.get('period')).toBe('WEEKLY');
    expect(first.get('scope')).toBe('all');
    const totals = screen.getByTestId('salary-totals');
    expect(totals).toHaveTextContent('1 record');
    expect(totals).toHaveTextContent('R$ 35.00');
    await user.selectOptions(screen.getByTestId('salary-scope'), 'team');
    await waitFor(() => expect(router.state.location.search).toContain('scope=team'));
    await waitFor(() =>
      expect(queryOf(callsTo(api, '/wps/relay/ACS_dailySalaryRecords').at(-1)).get('scope')).toBe(
        'team',
      ),
    );
    await user.click(screen.getByTestId('settlement-open-7'));
    const detail = await screen.findByTestId('settlement-detail');
    expect(within(detail).getByTestId('settlement-amount')).toHaveTextContent('R$ 35.00');
    expect(within(detail).getByText('Paid to downline contracts')).toBeInTheDocument();
    expect(within(detail).getByText('team050')).toBeInTheDocument();
    expect(within(detail).getByText('−R$ 15.00')).toBeInTheDocument();
  });

  it('asks for hourly records with a POST carrying the query', async () => {
    const { api } = renderCentre('/?agent=agentHourSalary', {
      '/wps/relay/ACS_hourlySalaryRecords': {
        value: { ...SETTLEMENTS, list: [], total: 0, totalPages: 0 },
      },
    });
    expect(await screen.findByText('No settlements in this period.')).toBeInTheDocument();
    const call = callsTo(api, '/wps/relay/ACS_hourlySalaryRecords')[0];
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({
      period: 'TODAY',
      scope: 'all',
      sort: 'periodStart',
    });
  });

  it('accepts an offer made to the agent', async () => {
    let accepted = false;
    const { api, user } = renderCentre('/?agent=agentContracts', {
      '/wps/agent/contracts': () => ({
        value: { list: [accepted ? { ...OFFER, status: 'ACTIVE' } : OFFER] },
      }),
      '/wps/agent/contracts/9/accept': () => {
        accepted = true;
        return { value: { ...OFFER, status: 'ACTIVE' } };
      },
    });
    const incoming = await screen.findByTestId('contracts-incoming');
    expect(incoming).toHaveTextContent('From R$ 1,000.00 turnover and 3 active members: R$ 60.00');
    await user.click(within(incoming).getByTestId('contract-accept-9'));
    await waitFor(() =>
      expect(screen.getByTestId('contract-status-9')).toHaveTextContent('Active'),
    );
    expect(screen.getByTestId('contracts-mine')).toHaveTextContent('from boss');
    expect(callsTo(api, '/wps/agent/contracts/9/accept')[0]?.[1]?.method).toBe('POST');
  });

  it('checks the offer form, sends the tiers as the API takes them, and places the server limit error on the tier', async () => {
    const { api, user } = renderCentre('/?agent=agentContracts', {
      '/wps/agent/contracts': { value: { list: [] } },
      '/wps/agent/downlines': { value: DIRECT },
      '/wps/agent/contracts/': { value: {} },
    });
    await user.click(await screen.findByTestId('contracts-offer'));
    const form = await screen.findByTestId('offer-form');
    // Only agents among the direct downlines can be chosen.
    const downline = within(form).getByTestId('offer-downline');
    await waitFor(() => expect(within(downline).getAllByRole('option')).toHaveLength(2));
    expect(downline).toHaveTextContent('team001');
    expect(downline).not.toHaveTextContent('player9');
    await user.selectOptions(downline, '31');
    await user.type(within(form).getByTestId('offer-threshold-0'), '1000');
    await user.type(within(form).getByTestId('offer-value-0'), '0');
    await user.click(within(form).getByTestId('offer-submit'));
    expect(await within(form).findByTestId('offer-value-error-0')).toHaveTextContent(
      'Enter an amount above 0 with at most two decimals.',
    );
    expect(
      callsTo(api, '/wps/agent/contracts').filter((c) => c[1]?.method === 'POST'),
    ).toHaveLength(0);

    // The server refuses the amount: its translated message lands on that tier.
    mockApi({
      '/wps/member/info': { value: AGENT },
      '/wps/member/info/funds/consolidated': { value: ALL },
      '/wps/agent/downlines': { value: DIRECT },
      '/wps/agent/contracts': (_url, init) =>
        init?.method === 'POST'
          ? {
              status: 400,
              code: 'AGENT_CONTRACT_ABOVE_LIMIT',
              message: 'The terms are above what you may offer.',
              fields: { 'tiers.0.amount': 'INVALID_VALUE' },
            }
          : { value: { list: [] } },
    });
    const value = within(form).getByTestId('offer-value-0');
    await user.clear(value);
    await user.type(value, '60.5');
    await user.click(within(form).getByTestId('offer-submit'));
    expect(await within(form).findByTestId('offer-value-error-0')).toHaveTextContent(
      'The terms are above what you may offer.',
    );
  });

  it('finds any direct downline agent of a large team by a server-side username search', async () => {
    // 250 direct downline agents: the API answers the first 100 by username, or those matching.
    const agents = Array.from({ length: 250 }, (_, i) => ({
      ...DIRECT.list[0]!,
      id: String(1000 + i),
      username: `team${String(i + 1).padStart(3, '0')}`,
    }));
    const { api, user } = renderCentre('/?agent=agentContracts', {
      '/wps/agent/contracts': (_url, init) =>
        init?.method === 'POST' ? { value: OFFER } : { value: { list: [] } },
      '/wps/agent/downlines': (url) => {
        const prefix = url.searchParams.get('username')?.toLowerCase() ?? '';
        const found = agents.filter((a) => a.username.startsWith(prefix));
        return {
          value: {
            list: found.slice(0, 100),
            total: found.length,
            totalPages: Math.ceil(found.length / 100),
            totals: { members: found.length, agents: found.length },
          },
        };
      },
    });
    await user.click(await screen.findByTestId('contracts-offer'));
    const form = await screen.findByTestId('offer-form');
    const downline = within(form).getByTestId('offer-downline');
    await waitFor(() => expect(within(downline).getAllByRole('option')).toHaveLength(101));
    expect(downline).not.toHaveTextContent('team250');
    expect(within(form).getByTestId('offer-downline-found')).toHaveTextContent(
      'The first 100 of 250 agents: type more of the username to find the others.',
    );

    await user.type(within(form).getByTestId('offer-downline-search'), 'TEAM25');
    await waitFor(() => expect(downline).toHaveTextContent('team250'));
    // Asked of the server: direct downlines, agents only, by the typed prefix.
    const asked = queryOf(callsTo(api, '/wps/agent/downlines').at(-1));
    expect(Object.fromEntries(asked)).toMatchObject({
      level: '1',
      role: 'agent',
      username: 'TEAM25',
    });
    expect(
      within(downline)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an agent', 'team250']);
    expect(within(form).getByTestId('offer-downline-found')).toHaveTextContent('');
    await user.selectOptions(downline, '1249');

    // Another search keeps the chosen agent; one that matches nobody says so.
    await user.clear(within(form).getByTestId('offer-downline-search'));
    await user.type(within(form).getByTestId('offer-downline-search'), 'nobody');
    await waitFor(() => expect(downline).toHaveTextContent('No agent matches'));
    expect(downline).toHaveValue('1249');
    await user.type(within(form).getByTestId('offer-threshold-0'), '1000');
    await user.type(within(form).getByTestId('offer-value-0'), '60');
    await user.click(within(form).getByTestId('offer-submit'));
    await waitFor(() => expect(screen.queryByTestId('offer-form')).not.toBeInTheDocument());
    const post = callsTo(api, '/wps/agent/contracts').find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({ downlineId: '1249' });
  });

  it('sends a dividend offer from a downline detail as a share in basis points', async () => {
    const { api, user } = renderCentre('/?agent=downlineManagmentView', {
      '/wps/agent/downlines': { value: DIRECT },
      '/wps/agent/downlines/31': {
        value: { ...DIRECT.list[0]!, balance: null, rebate: {}, direct: true },
      },
      '/wps/agent/contracts': { value: { ...OFFER, role: 'upline', type: 'DIVIDEND' } },
    });
    await user.click(await screen.findByTestId('downline-open-31'));
    await user.click(await screen.findByTestId('downline-offer-contract'));
    const form = await screen.findByTestId('offer-form');
    expect(form).toHaveTextContent('Offer a contract to team001');
    await user.selectOptions(within(form).getByTestId('offer-type'), 'DIVIDEND');
    await user.type(within(form).getByTestId('offer-threshold-0'), '0');
    await user.clear(within(form).getByTestId('offer-active-0'));
    await user.type(within(form).getByTestId('offer-active-0'), '2');
    await user.type(within(form).getByTestId('offer-value-0'), '12.5');
    await user.click(within(form).getByTestId('offer-add-tier'));
    await user.type(within(form).getByTestId('offer-threshold-1'), '5000');
    await user.type(within(form).getByTestId('offer-value-1'), '20');
    await user.click(within(form).getByTestId('offer-submit'));
    await waitFor(() => expect(screen.queryByTestId('offer-form')).not.toBeInTheDocument());
    const post = callsTo(api, '/wps/agent/contracts').find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      type: 'DIVIDEND',
      downlineId: '31',
      tiers: [
        { threshold: '0.00', activeMembers: 2, shareBp: 1250 },
        { threshold: '5000.00', activeMembers: 1, shareBp: 2000 },
      ],
    });
  });
});
