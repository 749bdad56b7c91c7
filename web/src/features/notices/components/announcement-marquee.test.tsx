import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '@sorte/contracts/system/system';
import { ui } from '../../../hooks/use-ui-store';
import { withModules } from '../../../testing/fixtures/permission';
import { mockApi } from '../../../testing/api';
import { setTabHidden, stubIntersection } from '../../../testing/on-screen';
import { renderWithProviders } from '../../../testing/render';
import { AnnouncementMarquee } from './announcement-marquee';

const item = (id: string, type: Announcement['type'], title: string): Announcement => ({
  id,
  type,
  title,
  content: '',
  timestamp: `2026-11-${10 + Number(id)}T10:00:00Z`,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AnnouncementMarquee', () => {
  it('scrolls the home and general titles and opens the announcements on click', async () => {
    mockApi({
      '/wps/system/notices': {
        value: {
          player: [
            item('1', 'H', 'Welcome'),
            item('2', 'B', 'Maintenance done'),
            item('3', 'PL', 'Account tip'),
          ],
          banners: [],
          popup: [],
          promotion: [item('4', 'PR', 'Cashback')],
        },
      },
    });
    const { user } = renderWithProviders(<AnnouncementMarquee />);
    const strip = await screen.findByRole('region', { name: 'Latest announcements' });
    // The accessible copy: titles of types H and B only, newest first.
    const buttons = within(strip)
      .getAllByRole('button')
      .filter((b) => b.textContent !== 'View all');
    expect(buttons.map((b) => b.textContent)).toEqual(['Maintenance done', 'Welcome']);
    await user.click(buttons[1]!);
    expect(ui.get().modal).toEqual({ key: 'announcements', section: undefined });
  });

  it('stands still while off screen or while the tab is hidden', async () => {
    const io = stubIntersection();
    mockApi({
      '/wps/system/notices': {
        value: { player: [item('1', 'H', 'Welcome')], banners: [], popup: [], promotion: [] },
      },
    });
    renderWithProviders(<AnnouncementMarquee />);
    const strip = await screen.findByRole('region', { name: 'Latest announcements' });
    expect(strip).toHaveAttribute('data-moving', 'on');
    io.setOnScreen(strip, false);
    expect(strip).toHaveAttribute('data-moving', 'off');
    io.setOnScreen(strip, true);
    expect(strip).toHaveAttribute('data-moving', 'on');
    setTabHidden(true);
    expect(strip).toHaveAttribute('data-moving', 'off');
    setTabHidden(false);
    expect(strip).toHaveAttribute('data-moving', 'on');
  });

  it('is not shown when the announcement module is off', () => {
    mockApi();
    const { container } = renderWithProviders(<AnnouncementMarquee />, {
      permission: withModules({ ANNOUNCEMENT: false }),
    });
    expect(container).toBeEmptyDOMElement();
  });
});
