import type { AgentAnnouncements } from '@sorte/contracts/agent/announcements';
import type { MemberInfo } from '@sorte/contracts/auth/session';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../../hooks/use-ui-store';
import { callsTo, mockApi } from '../../../testing/api';
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
const LIST: AgentAnnouncements = {
  list: [
    {
      id: '7',
      title: 'New rebate rates',
      content: 'From Monday\nslots pay more.',
      publishedAt: '2026-11-26T09:00:00Z',
      read: false,
    },
    {
      id: '6',
      title: 'Maintenance',
      content: 'Sunday night.',
      publishedAt: '2026-11-20T09:00:00Z',
      read: true,
    },
  ],
  unread: 1,
};
const permission = withModules({
  AGENT_CENTRE: true,
  ...Object.fromEntries(AGENT_CENTRE_PAGES.map((p) => [p, true])),
});

beforeEach(() => sessionStorage.setItem('token', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  ui.reset();
});

describe('agent announcements', () => {
  it('lists them newest first with the unread count, and opening an unread one marks it read once', async () => {
    const api = mockApi({
      '/wps/member/info': { value: AGENT },
      '/wps/agent/announcements': { value: LIST },
      '/wps/agent/announcements/7/read': { value: {} },
    });
    const { user } = renderWithProviders(<AgentCentreHost />, {
      route: '/?agent=agentAnnouncement',
      permission,
    });
    expect(await screen.findByTestId('announcements-unread')).toHaveTextContent(
      '1 unread announcement',
    );
    const item = screen.getByTestId('announcement-7');
    expect(item).toHaveAttribute('data-read', 'false');
    await user.click(within(item).getByRole('button', { name: /New rebate rates/ }));
    expect(within(item).getByText(/slots pay more/)).toBeInTheDocument();
    await waitFor(() => expect(item).toHaveAttribute('data-read', 'true'));
    expect(screen.getByTestId('announcements-unread')).toHaveTextContent(
      'You have read every announcement.',
    );
    const read = callsTo(api, '/wps/agent/announcements/7/read');
    expect(read).toHaveLength(1);
    expect(read[0]![1]!.method).toBe('POST');
    // A read one opens without another call; closing and opening again calls nothing.
    await user.click(within(screen.getByTestId('announcement-6')).getByRole('button'));
    expect(screen.getByText('Sunday night.')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: /New rebate rates/ }));
    await user.click(within(item).getByRole('button', { name: /New rebate rates/ }));
    expect(callsTo(api, '/wps/agent/announcements/6/read')).toHaveLength(0);
    expect(callsTo(api, '/wps/agent/announcements/7/read')).toHaveLength(1);
  });

  it('says so when there are none', async () => {
    mockApi({
      '/wps/member/info': { value: AGENT },
      '/wps/agent/announcements': { value: { list: [], unread: 0 } },
    });
    renderWithProviders(<AgentCentreHost />, { route: '/?agent=agentAnnouncement', permission });
    expect(await screen.findByTestId('announcements-empty')).toHaveTextContent(
      'There are no announcements for agents right now.',
    );
  });
});
