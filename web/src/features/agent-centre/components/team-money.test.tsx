import type { DownlineDetail, Downlines } from '@sorte/contracts/agent/agent';
import type { TeamTransactions } from '@sorte/contracts/agent/team-money';
import type { MemberInfo } from '@sorte/contracts/auth/session';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../../hooks/use-ui-store';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/api';
import { withModules } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { AGENT_CENTRE_PAGES } from '../utils/pages';
import { AgentCentreHost } from './agent-centre-host';

const AGENT = {
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
} satisfies MemberInfo;
const DOWNLINE = {
  id: '11',
  username: 'team001',
  nickname: '',
  accountType: 0,
  level: 2,
  upline: 'sub01',
  status: 'active' as const,
  registeredAt: '2026-11-01T10:00:00Z',
  lastLoginAt: null,
  teamSize: 0,
};
const DOWNLINES: Downlines = {
  list: [DOWNLINE],
  total: 1,
  totalPages: 1,
  totals: { members: 1, agents: 0 },
};
const DETAIL: DownlineDetail = { ...DOWNLINE, balance: null, rebate: {}, direct: false };
const WALLETS = {
  list: [{ wallet: 'MAIN', balance: '100.00', transferIn: true }],
  currency: 'BRL',
};
const TX: TeamTransactions = {
  period: { from: '2026-11-26T00:00:00Z', to: '2026-11-27T00:00:00Z' },
  list: [
    {
      id: '5',
      transactionId: '9',
      username: 'team001',
      level: 2,
      type: 'TRANSFER_DOWNLINE',
      category: 'TRANSFER',
      amount: '25.00',
      balanceAfter: '25.00',
      counterparty: 'agent01',
      createdAt: '2026-11-26T12:00:00Z',
    },
    {
      id: '4',
      transactionId: '8',
      username: 'team002',
      level: 1,
      type: 'DEPOSIT',
      category: 'DEPOSIT',
      amount: '50.00',
      balanceAfter: '50.00',
      counterparty: null,
      createdAt: '2026-11-26T11:00:00Z',
    },
  ],
  total: 2,
  totalPages: 1,
  totals: {
    rows: 2,
    deposits: '50.00',
    withdrawals: '0.00',
    transfersIn: '25.00',
    transfersOut: '0.00',
  },
};

const queryOf = (call: [unknown, RequestInit?] | undefined) =>
  new URL(String(call?.[0]), 'http://x').searchParams;
const permission = withModules({
  AGENT_CENTRE: true,
  ...Object.fromEntries(AGENT_CENTRE_PAGES.map((p) => [p, true])),
});
function render(route: string, handlers: ApiHandlers) {
  const api = mockApi({
    '/wps/member/info': { value: AGENT },
    '/wps/v2/wallets': { value: WALLETS },
    ...handlers,
  });
  return { api, ...renderWithProviders(<AgentCentreHost />, { route, permission }) };
}

beforeEach(() => sessionStorage.setItem('token', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  ui.reset();
});

describe('transfer to a downline', () => {
  it('checks the amount against the main wallet, then sends it once with an Idempotency-Key', async () => {
    const { api, user } = render('/?agent=downlineManagmentView', {
      '/wps/agent/downlines': { value: DOWNLINES },
      '/wps/agent/downlines/11': { value: DETAIL },
      '/wps/agent/downlines/11/transfer': {
        value: {
          transactionId: '9',
          downline: 'team001',
          amount: '25.00',
          currency: 'BRL',
          createdAt: '2026-11-26T12:00:00Z',
          wallets: [{ wallet: 'MAIN', balance: '75.00' }],
        },
      },
    });
    await user.click(await screen.findByTestId('downline-open-11'));
    const form = await screen.findByTestId('downline-transfer');
    expect(form).toHaveTextContent('Your main wallet: R$ 100.00');
    const input = within(form).getByTestId('downline-transfer-amount');
    await user.type(input, '100.01');
    await user.click(screen.getByTestId('downline-transfer-submit'));
    expect(
      await within(form).findByText('That is more than the wallet holds (100.00).'),
    ).toBeInTheDocument();
    expect(callsTo(api, '/wps/agent/downlines/11/transfer')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '25');
    await user.click(screen.getByTestId('downline-transfer-submit'));
    expect(await screen.findByTestId('downline-transfer-done')).toHaveTextContent(
      'R$ 25.00 sent to team001.',
    );
    const sent = callsTo(api, '/wps/agent/downlines/11/transfer');
    expect(sent).toHaveLength(1);
    expect(sent[0]![1]!.method).toBe('POST');
    expect(JSON.parse(sent[0]![1]!.body as string)).toEqual({ amount: '25.00' });
    expect((sent[0]![1]!.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[A-Za-z0-9._:-]{1,128}$/,
    );
  });

  it("shows the server's translated refusal", async () => {
    const { user } = render('/?agent=downlineManagmentView', {
      '/wps/agent/downlines': { value: DOWNLINES },
      '/wps/agent/downlines/11': { value: DETAIL },
      '/wps/agent/downlines/11/transfer': {
        status: 400,
        code: 'TURNOVER_NOT_MET',
        message: 'Finish the bonus turnover first.',
      },
    });
    await user.click(await screen.findByTestId('downline-open-11'));
    await user.type(await screen.findByTestId('downline-transfer-amount'), '10');
    await user.click(screen.getByTestId('downline-transfer-submit'));
    expect(await screen.findByTestId('downline-transfer-error')).toHaveTextContent(
      'Finish the bonus turnover first.',
    );
  });
});

describe('team transactions', () => {
  it('reads type, user and sort from the URL, shows the totals and translated types', async () => {
    const { api, user } = render(
      '/?agent=agentDownlineTransactionDetailsCopy&type=TRANSFER&user=team001',
      {
        '/wps/agent/team/transactions': { value: TX },
      },
    );
    const table = await screen.findByTestId('tx');
    expect(within(table).getByText('Transfer to downline')).toBeInTheDocument();
    expect(within(table).getByText('Deposit')).toBeInTheDocument();
    expect(within(table).getByText('agent01')).toBeInTheDocument();
    expect(screen.getByTestId('tx-summary')).toHaveTextContent('Transfers received');
    expect(screen.getByTestId('tx-summary')).toHaveTextContent('R$ 25.00');
    expect(screen.getByTestId('tx-type')).toHaveValue('TRANSFER');
    const first = queryOf(callsTo(api, '/wps/agent/team/transactions')[0]);
    expect(first.get('type')).toBe('TRANSFER');
    expect(first.get('username')).toBe('team001');
    expect(first.get('sort')).toBe('createdAt');
    await user.selectOptions(screen.getByTestId('tx-type'), 'DEPOSIT');
    await user.click(screen.getByTestId('tx-sort-amount'));
    const last = callsTo(api, '/wps/agent/team/transactions').at(-1)!;
    const q = queryOf(last);
    expect(q.get('type')).toBe('DEPOSIT');
    expect(q.get('sort')).toBe('amount');
  });
});
