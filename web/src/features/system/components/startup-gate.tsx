import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import offlineArt from '../../../assets/illustrations/load-failed.svg';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { permissionQueryOptions } from '../../../hooks/use-permission';
import { ApiError } from '../../../lib/api-client';
import { DomainInvalidPage } from './domain-invalid-page';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockedPage } from './region-blocked-page';
import { StatusPage } from './status-page';

/**
 * Before the app renders, the permission call decides the view: the site, the maintenance
 * page (wins), the region-blocked page, or the domain-check page when the site was opened at an
 * address the brand does not list (DOMAIN_INVALID).
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'errors']);
  const query = useQuery(permissionQueryOptions());
  if (query.isPending) return <Spinner label={t('common:status.loading')} size={40} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'DOMAIN_INVALID') {
      return <DomainInvalidPage message={query.error.message} />;
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
  if (permission.maintenance.enabled) return <MaintenancePage permission={permission} />;
  if (permission.regionRestriction.restricted) return <RegionBlockedPage permission={permission} />;
  return <>{children}</>;
}
