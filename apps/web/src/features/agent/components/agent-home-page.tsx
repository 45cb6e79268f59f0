import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { usePermission } from '../../system/api/get-permission';
import { AccountDetails } from '../../member/components/account-details';
import { AGENT_REPORTS } from '../agent-reports';
import { AgentClock } from './agent-clock';
import './agent.css';

/** /agentHome: the agent centre. Non-agents are sent to /agent with the error_not_agent message. */
export function AgentHomePage() {
  const { t } = useTranslation();
  const current = useCurrentMember();
  const permission = usePermission();

  if (current.isLoading) return <LoadingBlock label={t('common.loading')} />;
  if (current.error) return <ErrorState message={current.error.message} retryLabel={t('common.retry')} onRetry={current.refetch} />;
  if (!current.member || !current.isAgent) return <Navigate to="/agent" replace state={{ notAgent: true }} />;

  return (
    <div className="agent-home">
      <nav className="agent-nav card" aria-label={t('agent.reportsLabel')}>
        <h2 className="agent-nav__title">{t('agent.reportsLabel')}</h2>
        <ul>
          {AGENT_REPORTS.map(([page, label]) => (
            <li key={page}>
              <span className="agent-nav__item" aria-disabled="true">
                {t(`agent.reports.${label}`)}
                <span className="agent-nav__soon">{t('comingSoon.short')}</span>
              </span>
            </li>
          ))}
        </ul>
      </nav>
      <div className="agent-home__main">
        <div className="agent-home__heading">
          <h1 className="page-title">{t('agent.centerTitle')}</h1>
          <AgentClock gmtOffsetMinutes={permission.data?.gmtOffsetMinutes ?? 0} />
        </div>
        <section className="card">
          <AccountDetails member={current.member} />
        </section>
        <p className="muted agent-home__hours">{t('agent.helpHours')}</p>
      </div>
    </div>
  );
}
