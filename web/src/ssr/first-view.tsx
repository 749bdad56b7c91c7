import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FirstView, FirstViewLooks } from '@sorte/contracts/system/first-view';
import { routes } from '../app/router';
import { StartupGate } from '../features/system/components/startup-gate';
import { ui } from '../hooks/use-ui-store';
import { seedFirstView } from '../lib/first-view';

export interface FirstViewInput {
  /** The page's address (its path; a query string is read too). */
  url: string;
  /** The language the page starts in, with the texts of the frame's and the page's namespaces. */
  language: string;
  texts: Resource;
  /** The data the page carries (the permission answer, the page's banners or promotions). */
  view: FirstView;
  /** The visitor's theme and side menu width (their cookies). */
  looks: FirstViewLooks;
}

/**
 * The page's first view as HTML, rendered on the server into index.html's `#root`: what the
 * app's first render commits (the frame, the banner strip's placeholder with the first banner,
 * and the route's page still loading), so the browser paints it before any script has run.
 * The app does not hydrate it: its first render replaces it (main.tsx). Empty when the
 * router does not answer the address with a page.
 */
export async function renderFirstView(input: FirstViewInput): Promise<string> {
  const i18n = createInstance();
  await i18n.init({
    lng: input.language,
    fallbackLng: false,
    resources: input.texts,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  const url = new URL(input.url, 'http://first-view.invalid');
  const queryClient = new QueryClient();
  seedFirstView(queryClient, input.view, {
    path: url.pathname,
    search: url.search,
    language: input.language,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return '';
  const router = createStaticRouter(handler.dataRoutes, context);
  // The render below is synchronous: no other page's looks can come between.
  ui.seedLooks(input.looks);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StartupGate>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </StartupGate>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
