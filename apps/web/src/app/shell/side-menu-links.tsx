import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GiftIcon as PromoIcon } from '../../components/ui/game-icons';
import { MegaphoneIcon, BriefcaseIcon } from '../../components/ui/shell-icons';
import { CountBadge } from '../../components/ui/count-badge';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import type { CurrentMember } from '../../features/session/hooks/use-current-member';
import { BellIcon, DepositIcon, GiftIcon, UsersIcon, WithdrawIcon } from '../../components/ui/wallet-icons';
import { useModals } from '../../lib/modals/modals-context';
import { isBuiltMemberPage } from '../../lib/unbuilt-pages';

/**
 * The side menu's links (spec 000 section 2): deposit, withdraw, promotions, reward center, referral
 * invite, and the member's messages, agent centre and the announcements. Visitors who pick a
 * member page get the login popup first.
 */
export function SideMenuLinks({ current, onNavigate }: { current: CurrentMember; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const unread = useUnreadCount().data ?? 0;
  const member = current.isLoggedIn && !current.isTrial;
  const links = [
    ...(member
      ? [
          { to: '/member/depositv2', label: t('header.deposit'), Icon: DepositIcon, testId: 'menu-deposit' },
          { to: '/member/withdraw', label: t('header.withdraw'), Icon: WithdrawIcon, testId: 'menu-withdraw' },
        ]
      : []),
    { to: '/promotions', label: t('areas.promotions'), Icon: PromoIcon, testId: 'menu-promotions' },
    { to: '/member/rewardCenter', label: t('memberCenter.pages.rewardCenter'), Icon: GiftIcon, testId: 'menu-rewards' },
    ...(isBuiltMemberPage('referral')
      ? [{ to: '/member/referral', label: t('sideMenu.referral'), Icon: UsersIcon, testId: 'menu-referral' }]
      : []),
    ...(member ? [{ to: '/member/messageV2', label: t('header.messages'), Icon: BellIcon, testId: 'menu-messages', count: unread }] : []),
    ...(current.isAgent ? [{ to: '/agentHome', label: t('nav.agentCenter'), Icon: BriefcaseIcon, testId: 'menu-agent-center' }] : []),
  ];
  return (
    <nav className="main-nav main-nav--list side-menu__links" aria-label={t('sideMenu.linksLabel')}>
      <ul>
        {links.map(({ to, label, Icon, testId, ...rest }) => (
          <li key={to}>
            <NavLink to={to} className="main-nav__link" onClick={onNavigate} data-testid={testId}>
              <Icon size={18} />
              {label}
              {'count' in rest ? <CountBadge count={rest.count ?? 0} /> : null}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="main-nav__link"
            onClick={() => {
              onNavigate();
              open({ kind: 'announcements' });
            }}
            data-testid="menu-announcements"
          >
            <MegaphoneIcon size={18} />
            {t('announcements.title')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
