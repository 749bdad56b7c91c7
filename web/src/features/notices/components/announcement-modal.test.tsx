import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, Notices } from '@sorte/contracts/system/system';
import { mockApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { formatDateTime } from '../../../utils/format';
import { AnnouncementModal } from './announcement-modal';

/** Announcement n is n hours after a fixed start, so a higher n is newer. */
const announcement = (n: number, patch: Partial<Announcement> = {}): Announcement => ({
  id: String(n),
  type: 'B',
  title: `Notice ${n}`,
  content: `Body of notice ${n}`,
  timestamp: new Date(Date.UTC(2026, 10, 1, n)).toISOString(),
  ...patch,
});

const serve = (notices: Partial<Notices>) =>
  mockApi({
    '/wps/system/notices': {
      value: { player: [], banners: [], popup: [], promotion: [], ...notices },
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

const titles = () =>
  screen
    .getAllByTestId('announcement-item')
    .map((item) => item.querySelector('span:last-child')?.textContent);

describe('AnnouncementModal', () => {
  it('lists player and promotion announcements newest first, 9 per page', async () => {
    serve({
      player: Array.from({ length: 10 }, (_, i) => announcement(i + 1)),
      promotion: [announcement(11, { type: 'PR' }), announcement(12, { type: 'PR' })],
    });
    const { user } = renderWithProviders(<AnnouncementModal open onClose={() => {}} />);
    await screen.findByTestId('announcements');
    expect(titles()).toEqual([
      'Notice 12',
      'Notice 11',
      'Notice 10',
      'Notice 9',
      'Notice 8',
      'Notice 7',
      'Notice 6',
      'Notice 5',
      'Notice 4',
    ]);

    const pages = screen.getByRole('navigation', { name: 'Announcement pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(titles()).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The detail follows the page: its first announcement.
    expect(screen.getByTestId('announcement-detail')).toHaveTextContent('Notice 3');
  });

  it('shows the chosen announcement in the detail pane with its time and plain-text content', async () => {
    serve({
      player: [
        announcement(1),
        announcement(2, { title: 'Maintenance', content: 'Line one\nLine two <b>not bold</b>' }),
      ],
    });
    const { user } = renderWithProviders(<AnnouncementModal open onClose={() => {}} />);
    await screen.findByTestId('announcements');
    const detail = screen.getByTestId('announcement-detail');
    // The newest is open first.
    expect(within(detail).getByRole('heading', { name: 'Maintenance' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(within(detail).getByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Notice 1/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const time = screen.getByTestId('announcement-time');
    expect(time).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(time).toHaveTextContent(formatDateTime(announcement(1).timestamp));
    expect(time).toHaveAttribute('dateTime', announcement(1).timestamp);

    await user.click(screen.getByRole('button', { name: /Maintenance/ }));
    // Never HTML: the markup shows as text, the line break is kept in the text.
    expect(detail.querySelector('b')).toBeNull();
    expect(detail).toHaveTextContent('Line two <b>not bold</b>');
    expect(within(detail).getByText(/Line one/).textContent).toContain('Line one\nLine two');
  });

  it('has a back button from the detail to the list (the narrow-screen layout)', async () => {
    serve({ player: [announcement(1), announcement(2)] });
    const { user } = renderWithProviders(<AnnouncementModal open onClose={() => {}} />);
    const layout = await screen.findByTestId('announcements');
    expect(layout).toHaveAttribute('data-view', 'list');
    await user.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(layout).toHaveAttribute('data-view', 'detail');
    await user.click(screen.getByRole('button', { name: 'All announcements' }));
    expect(layout).toHaveAttribute('data-view', 'list');
  });

  it('says so when there are no announcements', async () => {
    serve({});
    renderWithProviders(<AnnouncementModal open onClose={() => {}} />);
    expect(await screen.findByTestId('announcements-empty')).toHaveTextContent(
      'No announcements right now',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('formatDateTime', () => {
  it('writes yyyy-MM-dd HH:mm:ss in the given time zone', () => {
    expect(formatDateTime('2026-11-20T23:14:11Z', 'UTC')).toBe('2026-11-20 23:14:11');
    expect(formatDateTime('2026-11-20T23:14:11Z', 'Asia/Bangkok')).toBe('2026-11-21 06:14:11');
    expect(formatDateTime('2026-01-02T03:04:05Z', 'America/Sao_Paulo')).toBe('2026-01-02 00:04:05');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
