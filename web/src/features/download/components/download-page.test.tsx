import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withModules } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { DownloadPage } from './download-page';

describe('DownloadPage', () => {
  it('offers Android, the iOS profile and the lite app, each with QR code, button and steps', () => {
    renderWithProviders(<DownloadPage />, { path: '/down', route: '/down?platform=ios' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorte on your phone' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByTestId('download-card');
    expect(cards.map((c) => c.dataset.platform)).toEqual(['android', 'ios', 'lite']);
    for (const card of cards) {
      expect(within(card).getByRole('img', { name: /^QR code for the/ })).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    }
    const lite = within(cards[2]!);
    expect(lite.getByRole('link', { name: 'Open the lite app' })).toHaveAttribute('href', '/');
    expect(lite.getByText('Add to Home Screen')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Install on iOS' })).toHaveAttribute(
      'href',
      '/down?platform=ios',
    );
    // ?platform=ios (where the iOS QR code points) highlights that card.
    expect(cards[1]!.className).toMatch(/cardHighlighted/);
  });

  it('explains the empty state when app download is switched off', () => {
    renderWithProviders(<DownloadPage />, { permission: withModules({ APP_DOWNLOAD: false }) });
    expect(screen.queryAllByTestId('download-card')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No downloads available' })).toBeInTheDocument();
  });
});
