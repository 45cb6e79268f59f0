import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LiveModel } from '@panalo/contract/live-hosts';
import { currentLocale } from '../../../lib/i18n';
import { useMemberGate } from '../../games/hooks/use-member-gate';

export const hostTime = (at: number) => new Intl.DateTimeFormat(currentLocale(), { timeStyle: 'short' }).format(at);

/**
 * A live host's card: portrait, name, the table dealt, the language, and the status. An online
 * host's room opens (members; guests meet the log-in); a host on a break says when they are back
 * and offers no room until then.
 */
export function HostCard({ model }: { model: LiveModel }) {
  const { t } = useTranslation();
  const gate = useMemberGate();
  const navigate = useNavigate();
  const online = model.status === 'ONLINE';
  return (
    <article className={online ? 'host-card' : 'host-card host-card--break'} data-testid="host-card" data-model={model.modelId}>
      <img className="host-card__avatar" src={model.avatarUrl} alt="" width={88} height={88} loading="lazy" />
      <div className="host-card__body">
        <h3 className="host-card__name">{model.nickname}</h3>
        <p className="host-card__table">{model.gameName}</p>
        <p className="host-card__meta">{t('liveHosts.speaks', { language: t(`liveHosts.languages.${model.language}`) })}</p>
        {online ? (
          <p className="host-card__status host-card__status--on">
            <span className="host-card__dot" aria-hidden="true" />
            {t('liveHosts.online')} · {t('liveHosts.viewers', { count: model.viewers })}
          </p>
        ) : (
          <p className="host-card__status" data-testid="host-card-break">
            {t('liveHosts.onBreak')} · {t('liveHosts.backAt', { time: hostTime(model.backAt ?? Date.now()) })}
          </p>
        )}
        {online ? (
          <button
            type="button"
            className="ui-button ui-button--primary ui-button--sm host-card__open"
            aria-label={t('liveHosts.openRoomOf', { name: model.nickname })}
            data-testid="host-card-open"
            onClick={() => {
              if (gate()) void navigate(`/live/hosts/${model.modelId}`);
            }}
          >
            {t('liveHosts.openRoom')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
