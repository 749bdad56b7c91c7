import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, resetInstallPrompt } from '../../../lib/install-prompt';
import {
  permissionFixture,
  withModules,
  withPermission,
} from '../../../testing/fixtures/permission';
import { renderWithProviders } from '../../../testing/render';
import { DownloadPage } from './download-page';

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

const cards = () => screen.getAllByTestId('download-card');
const card = (platform: string) => cards().find((c) => c.dataset.platform === platform)!;

/** A stand-in for Chromium's BeforeInstallPromptEvent. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(() => captureInstallPrompt());
afterEach(() => {
  act(() => resetInstallPrompt());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DownloadPage', () => {
  it('links Android and iOS where the operator says, and the lite app to this site', () => {
    renderWithProviders(<DownloadPage />, {
      permission: withApps(),
      path: '/down',
      route: '/down?platform=ios',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorte on your phone' }),
    ).toBeInTheDocument();
    expect(cards().map((c) => c.dataset.platform)).toEqual(['android', 'ios', 'lite']);
    for (const c of cards()) {
      expect(within(c).getByRole('img', { name: /^QR code for the/ })).toBeInTheDocument();
      expect(within(c).getAllByRole('listitem')).toHaveLength(4);
    }
    expect(within(card('android')).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://dl.sorte.example/sorte.apk',
    );
    expect(within(card('ios')).getByRole('link', { name: 'Install on iOS' })).toHaveAttribute(
      'href',
      'https://dl.sorte.example/sorte.mobileconfig',
    );
    // The lite app is this site: its QR code opens it; no prompt here, so the phone steps.
    const lite = within(card('lite'));
    expect(lite.getByRole('img', { name: /^QR code for the Lite app/ })).toHaveAttribute(
      'data-value',
      `${window.location.origin}/`,
    );
    expect(lite.getByTestId('lite-manual')).toHaveTextContent('Add to Home Screen');
    // ?platform=ios highlights that card.
    expect(card('ios').className).toMatch(/cardHighlighted/);
  });

  it('says plainly when no Android or iOS app is configured instead of linking back here', () => {
    const permission = withPermission({
      resources: [...permissionFixture.resources, { ...APP_LINKS[0]!, url: '/down?platform=android' }],
    });
    renderWithProviders(<DownloadPage />, { permission, path: '/down', route: '/down' });
    for (const platform of ['android', 'ios']) {
      expect(card(platform).dataset.available).toBe('false');
      expect(within(card(platform)).queryByRole('link')).not.toBeInTheDocument();
      expect(within(card(platform)).queryByRole('img', { name: /^QR code/ })).not.toBeInTheDocument();
    }
    expect(within(card('android')).getByTestId('download-missing')).toHaveTextContent(
      'The Android app is not available yet.',
    );
    expect(within(card('ios')).getByTestId('download-missing')).toHaveTextContent(
      'The iPhone app is not available yet.',
    );
    expect(card('lite').dataset.available).toBe('true');
  });

  it('offers the browser install prompt it captured, and shows the app as installed after', async () => {
    const { user } = renderWithProviders(<DownloadPage />, { path: '/down', route: '/down' });
    expect(within(card('lite')).queryByTestId('lite-install')).not.toBeInTheDocument();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await user.click(within(card('lite')).getByRole('button', { name: 'Install Sorte' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(within(card('lite')).getByRole('status')).toHaveTextContent(
      'Sorte is installed on this device.',
    );
    expect(within(card('lite')).queryByRole('button', { name: 'Install Sorte' })).toBeNull();
  });

  it('shows the Add to Home Screen steps on an iPhone', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    );
    renderWithProviders(<DownloadPage />, { path: '/down', route: '/down' });
    const ios = within(card('lite')).getByTestId('lite-ios');
    expect(ios).toHaveTextContent('Tap Share');
    expect(ios).toHaveTextContent('Add to Home Screen');
  });

  it('shows the installed state inside the installed app', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWithProviders(<DownloadPage />, { path: '/down', route: '/down' });
    expect(within(card('lite')).getByTestId('lite-installed')).toBeInTheDocument();
  });

  it('explains the empty state when app download is switched off', () => {
    renderWithProviders(<DownloadPage />, { permission: withModules({ APP_DOWNLOAD: false }) });
    expect(screen.queryAllByTestId('download-card')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No downloads available' })).toBeInTheDocument();
  });
});
