/**
 * The installable app's install prompt. Chromium browsers fire `beforeinstallprompt` once the
 * site qualifies (manifest + service worker); it is captured at start-up (install-capture.ts,
 * before the download page exists) and replayed from the page's Install button. Safari on iPhone
 * and iPad has no such prompt: there the page shows the "Add to Home Screen" steps instead.
 */
import { captured, notify } from './install-capture';

export { captureInstallPrompt, subscribeInstallState } from './install-capture';

export type InstallState = 'available' | 'installed' | 'ios' | 'unavailable';

/** iPhone, iPad, or an iPad that reports itself as a Mac. */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

export function installState(): InstallState {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (captured.installed || standalone) return 'installed';
  if (captured.event) return 'available';
  return isIos() ? 'ios' : 'unavailable';
}

/** Shows the browser's install dialog; true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = captured.event;
  if (!event) return false;
  // A prompt event can be used once.
  captured.event = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}

/** Tests: forget what was captured. */
export function resetInstallPrompt(): void {
  captured.event = null;
  captured.installed = false;
  notify();
}
