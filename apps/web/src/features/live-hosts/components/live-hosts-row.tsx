import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveModels } from '../api/get-live-models';
import { HostCard } from './host-card';
import '../live-hosts.css';

/** How many hosts the live lobby shows before "See all". */
const ROW_SIZE = 4;

/** The live casino lobby's "Live hosts" row: the first hosts and a way to all of them; nothing when the brand has none. */
export function LiveHostsRow() {
  const { t } = useTranslation();
  const models = useLiveModels();
  const list = models.data ?? [];
  if (models.isError || (models.isSuccess && list.length === 0)) return null;
  return (
    <section
      className="live-hosts-row"
      aria-labelledby="live-hosts-row-title"
      aria-busy={models.isPending || undefined}
      data-testid="live-hosts-row"
    >
      <header className="live-hosts-row__head">
        <h2 id="live-hosts-row-title" className="live-hosts-row__title">
          {t('liveHosts.title')}
        </h2>
        <Link to="/live/hosts" className="live-hosts-row__all" data-testid="live-hosts-all">
          {t('liveHosts.seeAll', { count: list.length })}
        </Link>
      </header>
      <div className="live-hosts__grid live-hosts__grid--row">
        {models.isPending
          ? Array.from({ length: ROW_SIZE }, (_, index) => <div key={index} className="host-card host-card--skeleton" aria-hidden="true" />)
          : list.slice(0, ROW_SIZE).map((model) => <HostCard key={model.modelId} model={model} />)}
      </div>
    </section>
  );
}
