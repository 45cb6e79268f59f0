import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountDetails } from '../../member/components/account-details';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { visibleReports } from '../agent-center-pages';
import { usePermission } from '../../system/api/get-permission';

/** /agentHome: the agent's account and a shortcut to each report. */
export function AgentOverview() {
  const { t } = useTranslation();
  const { member } = useCurrentMember();
  const contractSwitches = usePermission().data?.agentContracts;
  if (!member) return null;
  return (
    <>
      <h1 className="page-title">{t('agent.centerTitle')}</h1>
      <section className="card">
        <AccountDetails member={member} />
      </section>
      <h2 className="agent-home__section">{t('agent.reportsLabel')}</h2>
      <ul className="agent-tiles">
        {visibleReports(contractSwitches).map(({ page, label, Icon }) => (
          <li key={page}>
            <Link to={`/agentHome/${page}`} className="agent-tile">
              <Icon size={22} />
              <span>{t(`agent.reports.${label}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
