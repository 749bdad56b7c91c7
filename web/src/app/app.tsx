import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import { Spinner } from '../components/ui/spinner';
import { StartupGate } from '../features/system/components/startup-gate';
import { LanguageSync } from './language-sync';

/**
 * The app. The router is made once by the caller, before the first render: made while rendering,
 * a render that React starts over (a part suspending) would build it again, route table and all.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Spinner label="…" size={40} />}>
        <StartupGate>
          <LanguageSync />
          <RouterProvider router={router} />
        </StartupGate>
      </Suspense>
    </QueryClientProvider>
  );
}
