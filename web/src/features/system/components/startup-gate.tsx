import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import offlineArt from '../../../assets/illustrations/load-failed.svg';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { permissionQueryOptions } from '../../../hooks/use-permission';
import { ApiError } from '../../../lib/api-client';
import { StatusPage } from './status-page';

// Shown only when the site is closed to this visitor (the server answered): their own chunks.
// The offline page above stays in the entry, it must show when nothing else can load.
const DomainInvalidPage = lazy(() =>
  import('./domain-invalid-page').then((m) => ({ default: m.DomainInvalidPage })),
);
const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('./region-blocked-page').then((m) => ({ default: m.RegionBlockedPage })),
);

/**
 * Before the app renders, the permission call decides the view: the site, the maintenance
 * page (wins), the region-blocked page, or the domain-check page when the site was opened at an
 * address the brand does not list (DOMAIN_INVALID).
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'errors']);
  const query = useQuery(permissionQueryOptions());
  const spinner = <Spinner label={t('common:status.loading')} size={40} />;
  if (query.isPending) return spinner;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'DOMAIN_INVALID') {
      return (
        <Suspense fallback={spinner}>
          <DomainInvalidPage message={query.error.message} />
        </Suspense>
      );
    }
    const code = query.error instanceof ApiError ? query.error.code : 'NETWORK_ERROR';
    return (
      <StatusPage
        testId="startup-error"
        image={offlineArt}
        title={t('common:system.offline.title')}
        description={t(`errors:codes.${code}`, { defaultValue: t('errors:codes.NETWORK_ERROR') })}
        actions={
          <Button size="lg" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  const permission = query.data;
  if (permission.maintenance.enabled)
    return (
      <Suspense fallback={spinner}>
        <MaintenancePage permission={permission} />
      </Suspense>
    );
  if (permission.regionRestriction.restricted)
    return (
      <Suspense fallback={spinner}>
        <RegionBlockedPage permission={permission} />
      </Suspense>
    );
  return <>{children}</>;
}
