import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { StartupGate } from '../features/system/components/startup-gate';
import { createRouter } from './router';
import { LanguageSync } from './language-sync';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Spinner label="…" size={40} />}>
        <StartupGate>
          <LanguageSync />
          <RouterProvider router={createRouter()} />
        </StartupGate>
      </Suspense>
    </QueryClientProvider>
  );
}
