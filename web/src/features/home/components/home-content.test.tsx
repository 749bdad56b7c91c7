import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ui } from '../../../hooks/use-ui-store';
import { withModules } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { HomeContent } from './home-content';

describe('HomeContent', () => {
  it('shows one card per game category linking to its lobby, with vendor chips', () => {
    renderWithProviders(<HomeContent />);
    const cards = screen.getAllByTestId('category-card');
    expect(cards.map((c) => c.dataset.category)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'LOTT',
    ]);

    const slots = within(cards[0]!);
    expect(slots.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    // One count for wide cards, one for the compact phone cards (CSS shows one of them).
    expect(slots.getAllByText('7 providers')).toHaveLength(2);
    const chips = slots.getByRole('list', { name: 'Slots providers' });
    const pg = within(chips).getByRole('link', { name: 'PG Soft' });
    expect(pg).toHaveAttribute('href', '/rng?page=PG');
    expect(within(pg).getByRole('img')).toHaveAttribute('src', '/cdn/RNG_LIST_VENDOR/PG-GRAY.png');
    // Five chips, then "+2" for the rest.
    expect(within(chips).getByRole('link', { name: '2 more providers' })).toHaveAttribute(
      'href',
      '/rng',
    );

    // The lottery opens its page and has no vendor children.
    const lottery = within(cards[6]!);
    expect(lottery.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/lottery');
    expect(lottery.queryByRole('list')).not.toBeInTheDocument();
  });

  it('highlights Sorte Originals and leaves out switched-off categories', () => {
    renderWithProviders(<HomeContent />, { permission: withModules({ FISH: false }) });
    const card = screen.getByTestId('inhouse-card');
    expect(within(card).getByRole('heading', { name: 'Sorte Originals' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Play Originals' })).toHaveAttribute(
      'href',
      '/inhouse',
    );
    expect(screen.getAllByTestId('category-card').map((c) => c.dataset.category)).not.toContain(
      'FISH',
    );
  });

  it('drops the Originals card, app teaser and help tiles whose modules are off', async () => {
    renderWithProviders(<HomeContent />, {
      permission: withModules({ INHOUSE: false, APP_DOWNLOAD: false, SPEED_TEST: false }),
    });
    // The help tiles load after the first view (their own chunk).
    const help = await screen.findByTestId('help-strip');
    expect(screen.queryByTestId('inhouse-card')).not.toBeInTheDocument();
    expect(screen.queryByTestId('app-teaser')).not.toBeInTheDocument();
    expect(within(help).queryByRole('button', { name: /Speed test/ })).not.toBeInTheDocument();
  });

  it('opens the app download, help, announcements and speed test modals', async () => {
    const { user } = renderWithProviders(<HomeContent />);
    await user.click(
      within(await screen.findByTestId('app-teaser')).getByRole('button', { name: 'Get the app' }),
    );
    expect(ui.get().modal?.key).toBe('appDownload');
    const help = within(screen.getByTestId('help-strip'));
    await user.click(help.getByRole('button', { name: /Help centre/ }));
    expect(ui.get().modal?.key).toBe('help');
    await user.click(help.getByRole('button', { name: /Announcements/ }));
    expect(ui.get().modal?.key).toBe('announcements');
    await user.click(help.getByRole('button', { name: /Speed test/ }));
    expect(ui.get().modal?.key).toBe('speedTest');
    expect(help.getByRole('button', { name: /Live chat/ })).toBeInTheDocument();
  });
});
