import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../../components/ui/alert';
import { chunkFailureKind } from '../../lib/chunk-load';

/**
 * A page that failed: a crash while rendering, or a part of the app loaded on demand that did not
 * arrive (spec: ChunkLoadError with a script or a style message). It shows inside the shell, so the
 * header and menus stay, with a reload button; a reload also picks up the files of a new release.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const chunk = chunkFailureKind(error);
  let message: string;
  if (chunk) message = t(chunk === 'style' ? 'errors.chunkStyle' : 'errors.chunkScript');
  else if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`;
  else message = t('errors.unknown');
  return (
    <div className="page" data-testid="route-error" data-chunk={chunk ?? undefined}>
      <ErrorState message={message} retryLabel={t('common.reload')} onRetry={() => window.location.reload()} />
    </div>
  );
}
