import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import art from '../assets/illustrations/load-failed.svg';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { ChunkLoadError } from './lazy-page';

/** A page chunk that failed or timed out, or an unexpected error while rendering a route. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation(['common', 'errors']);
  if (error instanceof ChunkLoadError) {
    return (
      <EmptyState
        testId="chunk-load-failed"
        image={art}
        title={t(error.reason === 'timeout' ? 'errors:codes.PAGE_LOAD_TIMEOUT' : 'common:status.loadFailedTitle')}
        description={t('errors:codes.CHUNK_LOAD_FAILED', { chunk: error.chunk })}
        actions={
          <Button onClick={() => window.location.reload()} data-testid="chunk-retry">
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EmptyState
      testId="route-error"
      image={art}
      title={t(notFound ? 'errors:codes.NOT_FOUND' : 'errors:codes.INTERNAL_ERROR')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('common:actions.retry')}</Button>
          <Link to="/">{t('common:actions.backHome')}</Link>
        </>
      }
    />
  );
}
