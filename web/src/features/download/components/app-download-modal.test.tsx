import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture, withPermission } from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { AppDownloadModal } from './app-download-modal';

/** The operator's app links (the demo brand publishes none). */
const APP_LINKS = [
  {
    id: 'a1',
    resourceType: 'ANDROID_APP' as const,
    url: 'https://dl.sorte.example/sorte.apk',
    qrCodeUrl: 'https://dl.sorte.example/android',
    labelNameEn: 'Android',
  },
  {
    id: 'a2',
    resourceType: 'IOS_APP' as const,
    url: 'https://dl.sorte.example/sorte.mobileconfig',
    qrCodeUrl: 'https://dl.sorte.example/ios',
    labelNameEn: 'iOS',
  },
];
const withApps = (resources = permissionFixture.resources) =>
  withPermission({ resources: [...resources, ...APP_LINKS] });

describe('AppDownloadModal', () => {
  it('opens on Android with its QR code, phone, download link and four steps', async () => {
    renderWithProviders(<AppDownloadModal open onClose={() => {}} />, {
      permission: withApps(),
    });
    const tabs = screen.getByRole('tablist', { name: 'Choose your phone' });
    const android = within(tabs).getByRole('tab', { name: 'Android' });
    expect(android).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'iOS' })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    const panel = screen.getByRole('tabpanel', { name: 'Android' });
    const qr = within(panel).getByRole('img', { name: 'QR code for the Android download' });
    expect(qr).toHaveAttribute('data-value', 'https://dl.sorte.example/android');
    // qrcode.react is a lazy chunk. (The QR's own drawing: the panel's icons are <svg>s too.)
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull(), { timeout: 4000 });
    expect(qr.querySelector('svg')).toHaveAttribute('height', '100');
    expect(within(panel).getByRole('img', { name: 'The app on an Android phone' })).toHaveAttribute(
      'src',
      '/cdn/download/phone-android.svg',
    );
    expect(within(panel).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://dl.sorte.example/sorte.apk',
    );
    const steps = within(panel).getByRole('list', { name: 'How to install on Android' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(steps).toHaveTextContent('Allow this source');
  });

  it('switches to iOS by click and by arrow keys', async () => {
    const { user } = renderWithProviders(<AppDownloadModal open onClose={() => {}} />, {
      permission: withApps(),
    });
    await user.click(screen.getByRole('tab', { name: 'iOS' }));
    const ios = screen.getByRole('tab', { name: 'iOS' });
    expect(ios).toHaveAttribute('aria-selected', 'true');
    expect(ios).toHaveAttribute('tabindex', '0');
    const panel = screen.getByRole('tabpanel', { name: 'iOS' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(panel).toHaveTextContent('Settings > General > VPN & Device Management');
    expect(
      within(panel).getByRole('img', { name: 'QR code for the iOS download' }),
    ).toHaveAttribute('data-value', 'https://dl.sorte.example/ios');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveFocus();
    expect(screen.queryByRole('tabpanel', { name: 'iOS' })).not.toBeInTheDocument();
  });

  it('shows only the platforms the operator publishes', () => {
    const permission = withPermission({
      resources: [...permissionFixture.resources, APP_LINKS[0]!],
    });
    renderWithProviders(<AppDownloadModal open onClose={() => {}} />, { permission });
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Android' })).toBeInTheDocument();
  });

  it('uses the QR link when the operator set one, and closes when the link stays in the app', async () => {
    const permission = withPermission({
      resources: [
        ...permissionFixture.resources,
        { ...APP_LINKS[0]!, url: '/helpmc#android', qrCodeUrl: 'https://get.example/app.apk' },
      ],
    });
    let closed = 0;
    const { user } = renderWithProviders(<AppDownloadModal open onClose={() => (closed += 1)} />, {
      permission,
      path: '/',
    });
    expect(screen.getByRole('img', { name: 'QR code for the Android download' })).toHaveAttribute(
      'data-value',
      'https://get.example/app.apk',
    );
    await user.click(screen.getByRole('link', { name: 'Download for Android' }));
    expect(closed).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/helpmc');
  });

  it('says plainly that no app is published when the links only lead back to the download page', () => {
    const permission = withPermission({
      resources: [
        ...permissionFixture.resources,
        ...APP_LINKS.map((r) => ({ ...r, url: `/down?platform=${r.labelNameEn.toLowerCase()}` })),
      ],
    });
    renderWithProviders(<AppDownloadModal open onClose={() => {}} />, { permission });
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No downloads available' })).toBeInTheDocument();
  });
});
