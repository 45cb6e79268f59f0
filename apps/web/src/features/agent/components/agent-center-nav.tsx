import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ChatIcon, UserIcon } from '../../../components/ui/icons';
import { useOpenChannel } from '../../customer-service/hooks/use-open-channel';
import { CountBadge } from '../../../components/ui/count-badge';
import { useUnreadCount } from '../../messages/api/get-unread-count';
import { usePermission } from '../../system/api/get-permission';
import { AGENT_WALLET_PAGES, visibleReports } from '../agent-center-pages';

/**
 * The agent centre's left navigation (spec 000 section 2): the report pages, then deposit,
 * withdraw, messages (with the unread count) and customer service.
 */
export function AgentCenterNav() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  const permission = usePermission().data;
  const liveChat = permission?.customerService.find((item) => item.csType === 'LIVECHAT');
  const contractSwitches = permission?.agentContracts;
  const openChannel = useOpenChannel();
  return (
    <nav className="agent-nav card" aria-label={t('agent.navLabel')} data-testid="agent-nav">
      <NavLink to="/agentHome" end className="agent-nav__item" data-testid="agent-nav-overview">
        <UserIcon size={18} />
        <span>{t('agent.overview')}</span>
      </NavLink>
      <h2 className="agent-nav__title">{t('agent.reportsLabel')}</h2>
      <ul>
        {visibleReports(contractSwitches).map(({ page, label, Icon }) => (
          <li key={page}>
            <NavLink to={`/agentHome/${page}`} className="agent-nav__item" data-testid={`agent-nav-${page}`}>
              <Icon size={18} />
              <span>{t(`agent.reports.${label}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <h2 className="agent-nav__title">{t('agent.walletLabel')}</h2>
      <ul>
        {AGENT_WALLET_PAGES.map(({ page, label, Icon }) => (
          <li key={page}>
            <NavLink to={`/agentHome/${page}`} className="agent-nav__item" data-testid={`agent-nav-${page}`}>
              <Icon size={18} />
              <span>{t(`agent.wallet.${label}`)}</span>
              {page === 'messageV2' ? <CountBadge count={unread} testId="agent-badge-messages" /> : null}
            </NavLink>
          </li>
        ))}
        {liveChat ? (
          <li>
            <button type="button" className="agent-nav__item" onClick={() => openChannel(liveChat)} data-testid="agent-nav-cs">
              <ChatIcon size={18} />
              <span>{t('customerService.button')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
