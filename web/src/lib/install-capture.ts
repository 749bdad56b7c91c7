/**
 * What the site keeps from start-up for its install prompt (lib/install-prompt.ts): Chromium's
 * `beforeinstallprompt` event, captured before the download page exists, and whether the app got
 * installed. Only this much runs in the first view; the rest loads with the download page.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const captured: { event: BeforeInstallPromptEvent | null; installed: boolean } = {
  event: null,
  installed: false,
};
const listeners = new Set<() => void>();
export const notify = () => listeners.forEach((listener) => listener());

/** Starts listening (main.tsx, before the first render). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for the download page instead of the browser's own mini banner.
    event.preventDefault();
    captured.event = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    captured.installed = true;
    captured.event = null;
    notify();
  });
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers the service worker (/sw.js, production builds only: the dev server has no worker),
 * once the document has loaded. main.tsx asks for it once the page has started, so it never
 * competes with the first view.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, blocked): the site works the same, it is just not installable.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
