import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useLiveModels } from '../api/get-live-models';
import { HostCard } from './host-card';
import '../live-hosts.css';

/** /live/hosts: every live host of the brand, online first, each opening their room. */
export function LiveHostsPage() {
  const { t } = useTranslation();
  const models = useLiveModels();
  const list = [...(models.data ?? [])].sort((a, b) => Number(a.status === 'BREAK') - Number(b.status === 'BREAK'));
  return (
    <div className="page live-hosts" data-testid="live-hosts-page">
      <nav className="live-hosts__crumbs" aria-label={t('liveHosts.crumbs')}>
        <Link to="/live">{t('areas.live')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t('liveHosts.title')}</span>
      </nav>
      <h1 className="page-title">{t('liveHosts.title')}</h1>
      <p className="muted live-hosts__lead">{t('liveHosts.lead')}</p>
      {models.isPending ? <LoadingBlock label={t('common.loading')} /> : null}
      {models.isError ? (
        <ErrorState message={t('liveHosts.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void models.refetch()} />
      ) : null}
      {models.isSuccess && list.length === 0 ? (
        <div className="live-hosts__empty">
          <p>{t('liveHosts.empty')}</p>
          <Link className="ui-button ui-button--secondary ui-button--sm" to="/live">
            {t('liveHosts.toTables')}
          </Link>
        </div>
      ) : null}
      {list.length > 0 ? (
        <div className="live-hosts__grid">
          {list.map((model) => (
            <HostCard key={model.modelId} model={model} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
