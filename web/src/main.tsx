import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { whenPageSettled } from './hooks/use-page-settled';
import { applyTheme, ui } from './hooks/use-ui-store';
import { captureInstallPrompt, registerServiceWorker } from './lib/install-capture';
import { initI18n } from './i18n/index';
import { readFirstView, seedFirstView } from './lib/first-view';
import { createQueryClient } from './lib/query-client';
import { readStartupParams } from './lib/startup-params';
import { sessionToken } from './lib/session-token';
import { keepLook } from './lib/looks-cookie';
import { linkManifest } from './lib/theme';
import './styles/global.css';

applyTheme(ui.get().theme);
keepLook('menu', ui.get().sidebarMini ? 'mini' : 'full');
captureInstallPrompt();
ui.followStoredTheme();
if (readStartupParams().resetToken) ui.openModal('resetPassword');
const queryClient = createQueryClient();
// A returning member's header controls are their own chunk: fetch it alongside the texts.
if (sessionToken.has()) void import('./features/shell/components/header-member');

/**
 * What makes the site installable, once the page has started: the manifest (and the icons the
 * browser then fetches) and the service worker. A worker that installs during the first load
 * takes control of the page half-way (it claims its clients): the page's later images, chunks
 * and texts then go through it, and images the first render had already fetched are fetched
 * again for the elements that replace them. Asked from the first commit, not at start-up: an
 * idle moment while the texts load, before the route's page has even been asked for, is not the
 * page's start.
 */
function InstallableOnceStarted() {
  useEffect(
    () =>
      whenPageSettled(() => {
        linkManifest(ui.get().theme);
        registerServiceWorker();
      }),
    [],
  );
  return null;
}

void initI18n().then((i18n) => {
  // The permission answer and the page's banners came with the page (no fetch before the paint).
  seedFirstView(queryClient, readFirstView(), {
    path: window.location.pathname,
    search: window.location.search,
    language: i18n.language,
  });
  const router = createRouter();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
        <InstallableOnceStarted />
      </StrictMode>,
    );
  });
});
