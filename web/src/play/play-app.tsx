import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './play.module.css';

const SlotGame = lazy(() => import('./games/slot-game').then((m) => ({ default: m.SlotGame })));
const DiceGame = lazy(() => import('./games/dice-game').then((m) => ({ default: m.DiceGame })));
const MinesGame = lazy(() => import('./games/mines-game').then((m) => ({ default: m.MinesGame })));
const VerifyPage = lazy(() => import('./verify-page').then((m) => ({ default: m.VerifyPage })));

function NotFound() {
  const { t } = useTranslation('play');
  return (
    <main className={styles.centered}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
    </main>
  );
}

/** The /play pages: one game per path, or the public verify page. */
export function PlayApp() {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  const page = window.location.pathname.replace(/\/+$/, '').split('/')[2] ?? '';
  const Page =
    { slot: SlotGame, dice: DiceGame, mines: MinesGame, verify: VerifyPage }[page] ?? NotFound;
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<div className={styles.boot} role="status" aria-label="Loading" />}>
        <Page />
      </Suspense>
    </QueryClientProvider>
  );
}
