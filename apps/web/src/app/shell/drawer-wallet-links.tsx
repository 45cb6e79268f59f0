import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CountBadge } from '../../features/member-center/components/count-badge';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { BellIcon, DepositIcon, GiftIcon, UsersIcon, WithdrawIcon } from '../../features/wallet/components/wallet-icons';

/** The side menu's member links (spec 000 section 2): deposit, withdraw, messages, reward center, referral. */
export function DrawerWalletLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  const links = [
    { to: '/member/depositv2', label: t('header.deposit'), Icon: DepositIcon, testId: 'menu-deposit' },
    { to: '/member/withdraw', label: t('header.withdraw'), Icon: WithdrawIcon, testId: 'menu-withdraw' },
    { to: '/member/messageV2', label: t('header.messages'), Icon: BellIcon, testId: 'menu-messages', count: unread },
    { to: '/member/rewardCenter', label: t('memberCenter.pages.rewardCenter'), Icon: GiftIcon, testId: 'menu-rewards' },
    { to: '/member/referral', label: t('memberCenter.pages.referral'), Icon: UsersIcon, testId: 'menu-referral' },
  ];
  return (
    <nav className="main-nav main-nav--list drawer__wallet" aria-label={t('memberCenter.navLabel')}>
      <ul>
        {links.map(({ to, label, Icon, testId, count }) => (
          <li key={to}>
            <NavLink to={to} className="main-nav__link" onClick={onNavigate} data-testid={testId}>
              <Icon size={16} />
              {label}
              <CountBadge count={count ?? 0} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
