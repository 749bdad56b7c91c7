import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { Permission } from '@sorte/contracts/system/system';
import { permissionFixture } from './fixtures/permission';
import { initTestI18n } from './i18n';

export interface ProviderOptions {
  /** The start-up configuration (default: the demo brand, `permissionFixture`). */
  permission?: Permission;
  /** The URL the memory router starts at (path, query and hash), default '/'. */
  route?: string;
  /** History state of the start entry (e.g. `{ from: '/rng' }` as the login guard sets it). */
  state?: unknown;
  /** The route path `ui` is mounted at (default: matches any path). */
  path?: string;
  /** The route's `handle` (e.g. `layout({ lobby: 'rng' })` from app/layout-handle). */
  handle?: unknown;
  /** Bring your own client (e.g. to inspect the cache); it is still seeded with `permission`. */
  queryClient?: QueryClient;
}

export interface ProvidersResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

/** A test QueryClient: no retries, nothing garbage-collected mid-test, `['system','permission']` seeded. */
export function createTestQueryClient(permission: Permission = permissionFixture) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  client.setQueryData(['system', 'permission'], permission);
  return client;
}

/** Shows where the memory router is, for assertions after a navigation to another route. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{location.pathname + location.search + location.hash}</output>
  );
}

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<div data-testid="suspense-fallback" />}>{children}</Suspense>
    </QueryClientProvider>
  );
}

/** Mounts a route table in a memory router with the providers (used by renderApp too). */
export function mountRoutes(
  routeObjects: RouteObject[],
  initialEntries: (
    string | { pathname: string; search?: string; hash?: string; state?: unknown }
  )[],
  options: ProviderOptions,
): ProvidersResult {
  initTestI18n('en');
  const queryClient = options.queryClient ?? createTestQueryClient(options.permission);
  if (options.queryClient)
    queryClient.setQueryData(['system', 'permission'], options.permission ?? permissionFixture);
  const router = createMemoryRouter(routeObjects, { initialEntries });
  const user = userEvent.setup();
  const result = render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient, user };
}

function splitUrl(route: string) {
  const url = new URL(route, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Renders `ui` the way the app does: QueryClient seeded with the permission answer, i18n in
 * English with every namespace, inside a memory router at `route`. Other paths render a
 * `LocationProbe` (`getByTestId('location')`), so links and redirects can be followed.
 * For the whole app route table use `renderApp` from ./render-app.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions = {},
): ProvidersResult {
  const route = options.route ?? '/';
  const routeObjects: RouteObject[] = [
    { path: options.path ?? '*', element: ui, handle: options.handle },
    ...(options.path && options.path !== '*' ? [{ path: '*', element: <LocationProbe /> }] : []),
  ];
  const entry = options.state === undefined ? route : { ...splitUrl(route), state: options.state };
  return mountRoutes(routeObjects, [entry], options);
}
