import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '@sorte/contracts/system/system';
import { sessionToken } from '../../../lib/session-token';
import { callsTo, mockApi, type ApiHandlers } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { forgetPageSettled } from '../../../hooks/use-page-settled';
import { PopupNotices } from './popup-notices';

const popup = (id: string, title: string): Announcement => ({
  id,
  type: 'PU',
  title,
  content: `${title} details`,
  timestamp: '2026-11-21T23:14:11Z',
});

const serve = (popups: Announcement[], extra: ApiHandlers = {}) =>
  mockApi({
    '/wps/system/notices': { value: { player: [], banners: [], promotion: [], popup: popups } },
    ...extra,
  });
const memberInfo = (account: string) => ({
  '/wps/member/info': {
    value: {
      nickname: account,
      account,
      id: '2',
      type: 1,
      toUpline: false,
      clubLabel: { name: '', color: '', color2: '', rankLevel: 0 },
      memberLabel: [],
      avatar: '1',
      hasPassword: true,
    },
  },
});

const seen = () => JSON.parse(sessionStorage.getItem('seenPopupNotices') ?? '[]') as string[];

beforeEach(() => {
  forgetPageSettled();
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPageSettled();
  sessionToken.clear();
  localStorage.clear();
});

describe('PopupNotices', () => {
  it('shows the popups one after another, then never again in this session', async () => {
    serve([popup('5', 'Welcome bonus'), popup('6', 'Weekend cashback')]);
    const first = renderWithProviders(<PopupNotices />);
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Weekend cashback' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('popup-notice')).not.toBeInTheDocument();
    expect(seen().sort()).toEqual(['5', '6']);
    first.unmount();

    // A new page load in the same browser session.
    const fetchMock = serve([popup('5', 'Welcome bonus'), popup('6', 'Weekend cashback')]);
    renderWithProviders(<PopupNotices />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByTestId('popup-notice')).not.toBeInTheDocument();
  });

  it('waits until the page has started (painted, then idle twice) before covering it', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const fetchMock = serve([popup('5', 'Welcome bonus')]);
    renderWithProviders(<PopupNotices />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(idle).toHaveLength(1));
    act(() => idle.shift()?.());
    // The page has started; the popup waits one more idle moment.
    expect(idle).toHaveLength(1);
    expect(screen.queryByTestId('popup-notice')).not.toBeInTheDocument();
    expect(seen()).toEqual([]);
    act(() => idle.shift()?.());
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
  });

  it('counts a popup as seen as soon as it shows, and close skips the rest', async () => {
    serve([popup('7', 'First'), popup('8', 'Second')]);
    const { user } = renderWithProviders(<PopupNotices />);
    await screen.findByRole('heading', { name: 'First' });
    expect(seen()).toEqual(['7']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('popup-notice')).not.toBeInTheDocument();
    expect(seen().sort()).toEqual(['7', '8']);
  });

  it('shows only the popups not seen yet', async () => {
    sessionStorage.setItem('seenPopupNotices', JSON.stringify(['5']));
    serve([popup('5', 'Welcome bonus'), popup('9', 'New tournament')]);
    renderWithProviders(<PopupNotices />);
    expect(await screen.findByRole('heading', { name: 'New tournament' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome bonus')).not.toBeInTheDocument();
    expect(screen.queryByText(/of 2/)).not.toBeInTheDocument();
  });

  it('shows nothing without popup notices', async () => {
    const fetchMock = serve([]);
    const { container } = renderWithProviders(<PopupNotices />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('remembers a dismissal per user across sessions and logouts, so agent01 is not welcomed at every login', async () => {
    const welcome = popup('5', 'Welcome bonus');
    sessionToken.set('agent-token');
    serve([welcome], memberInfo('agent01'));
    const first = renderWithProviders(<PopupNotices />);
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    first.unmount();

    // Logout clears the session storage; agent01 logs in again (a new session).
    act(() => sessionToken.clear());
    sessionToken.set('agent-token-2');
    const fetchMock = serve([welcome], memberInfo('agent01'));
    const second = renderWithProviders(<PopupNotices />);
    await waitFor(() => expect(callsTo(fetchMock, '/wps/member/info')).not.toHaveLength(0));
    await waitFor(() => expect(callsTo(fetchMock, '/wps/system/notices')).not.toHaveLength(0));
    expect(screen.queryByTestId('popup-notice')).not.toBeInTheDocument();
    second.unmount();

    // Another player on this browser still gets it once.
    act(() => sessionToken.clear());
    sessionToken.set('demo-token');
    serve([welcome], memberInfo('demo01'));
    renderWithProviders(<PopupNotices />);
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
  });

  it('shows an edited notice again after a dismissal', async () => {
    serve([popup('5', 'Welcome bonus')]);
    const first = renderWithProviders(<PopupNotices />);
    await first.user.click(await screen.findByRole('button', { name: 'Close' }));
    first.unmount();
    sessionStorage.clear();
    serve([{ ...popup('5', 'Welcome bonus, now bigger'), timestamp: '2026-11-25T10:00:00Z' }]);
    renderWithProviders(<PopupNotices />);
    expect(await screen.findByRole('heading', { name: 'Welcome bonus, now bigger' })).toBeInTheDocument();
  });

  it.each(['/register', '/register.html', '/login'])(
    'never covers %s, and shows once the player moves on',
    async (route) => {
      const fetchMock = serve([popup('5', 'Welcome bonus')]);
      const { router } = renderWithProviders(<PopupNotices />, { route });
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await act(() => Promise.resolve());
      expect(screen.queryByTestId('popup-notice')).not.toBeInTheDocument();
      expect(seen()).toEqual([]);
      await act(() => router.navigate('/'));
      expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
    },
  );
});
