import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { ErrorState } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { usePermission } from '../../system/api/get-permission';
import { AgentCenterNav } from './agent-center-nav';
import { AgentClock } from './agent-clock';
import './agent.css';

/**
 * /agentHome and /agentHome/:page: the agent centre. Non-agents go to /agent with error_not_agent
 * (spec 000 sections 2, 6); the clock runs in the brand's GMT offset and ticks each second.
 */
export function AgentCenterLayout() {
  const { t } = useTranslation();
  const current = useCurrentMember();
  const permission = usePermission();

  if (current.isLoading) return <LoadingBlock label={t('common.loading')} />;
  if (current.error) return <ErrorState message={current.error.message} retryLabel={t('common.retry')} onRetry={current.refetch} />;
  if (!current.member || !current.isAgent) return <Navigate to="/agent" replace state={{ notAgent: true }} />;

  return (
    <div className="agent-home" data-testid="agent-center">
      <div className="agent-home__top">
        <div>
          <p className="agent-home__eyebrow">{t('agent.centerTitle')}</p>
          <p className="agent-home__who">{current.member.nickname || current.member.account}</p>
        </div>
        <AgentClock gmtOffsetMinutes={permission.data?.gmtOffsetMinutes ?? 0} />
      </div>
      <AgentCenterNav />
      <div className="agent-home__main">
        <Outlet />
        <p className="muted agent-home__hours" data-testid="agent-help-hours">
          {t('agent.helpHours')}
        </p>
      </div>
    </div>
  );
}
