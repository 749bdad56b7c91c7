import { routes } from '../app/router';
import { mockApi, type ApiHandlers } from './api';
import { mountRoutes, type ProviderOptions, type ProvidersResult } from './render';

export interface AppRenderOptions extends Omit<ProviderOptions, 'path' | 'handle' | 'route'> {
  /** Start URL, or the whole history stack (last entry is current). */
  route?: string | string[];
  /** API stubs merged over the empty-content defaults; `false` leaves `fetch` alone. */
  api?: ApiHandlers | false;
}

/**
 * Renders the whole app route table (web/src/app/router.tsx) in a memory router: the root
 * layout with header, side menu, footer and the lazily loaded page. Pages are lazy, so wait
 * for them with `findBy…`. Kept apart from ./render so component tests do not load the app.
 */
export function renderApp(options: AppRenderOptions = {}): ProvidersResult {
  if (options.api !== false) mockApi(options.api ?? {});
  const entries = Array.isArray(options.route) ? options.route : [options.route ?? '/'];
  const { permission, queryClient } = options;
  return mountRoutes(routes, entries, { permission, queryClient });
}
