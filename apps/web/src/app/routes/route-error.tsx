import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../../components/ui/alert';

/**
 * Last line of defence: a crash while rendering shows a message and a reload button instead of a
 * blank page. A failed lazy chunk (after a new deployment) is fixed by that reload too.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('errors.unknown');
  return (
    <div className="page">
      <ErrorState message={message} retryLabel={t('common.reload')} onRetry={() => window.location.reload()} />
    </div>
  );
}
