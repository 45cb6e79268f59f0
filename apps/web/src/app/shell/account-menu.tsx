import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberInfo } from '@panalo/contract/member';
import { ChatIcon, LogoutIcon, UserIcon } from '../../components/ui/icons';
import { MenuButton, type MenuItem } from '../../components/ui/menu-button';
import { BriefcaseIcon, ChevronDownIcon, CopyIcon } from '../../components/ui/shell-icons';
import { useOpenChannel } from '../../features/customer-service/hooks/use-open-channel';
import { CountBadge } from '../../components/ui/count-badge';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { usePermission } from '../../features/system/api/get-permission';
import { BellIcon, HistoryIcon } from '../../components/ui/wallet-icons';
import { MemberAvatar } from './member-avatar';
import { SignOutConfirm } from './sign-out-confirm';
import { useCopyMemberId } from './use-copy-member-id';

/**
 * The avatar menu (spec 000 section 2): my account, betting record, messages, live-chat service,
 * the agent centre for agents, sign out, and copy member ID. Trial accounts get only what they may use.
 */
export function AccountMenu({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const unread = useUnreadCount().data ?? 0;
  const liveChat = usePermission().data?.customerService.find((item) => item.csType === 'LIVECHAT');
  const openChannel = useOpenChannel();
  const copyId = useCopyMemberId();
  const go = (to: string) => () => void navigate(to);
  const trial = member.isTrial;

  const items: (MenuItem | 'separator')[] = [];
  if (!trial) {
    items.push(
      { key: 'account', label: t('header.myAccount'), icon: <UserIcon size={18} />, onSelect: go('/member'), testId: 'menu-my-account' },
      {
        key: 'bets',
        label: t('accountMenu.bettingRecord'),
        icon: <HistoryIcon size={18} />,
        onSelect: go('/member/personalHistoryCopy'),
        testId: 'menu-betting-record',
      },
      {
        key: 'messages',
        label: t('header.messages'),
        icon: <BellIcon size={18} />,
        onSelect: go('/member/messageV2'),
        end: <CountBadge count={unread} />,
        testId: 'menu-messages-item',
      },
    );
  }
  if (liveChat) {
    items.push({
      key: 'chat',
      label: t('accountMenu.liveChat'),
      icon: <ChatIcon size={18} />,
      onSelect: () => openChannel(liveChat),
      testId: 'menu-live-chat',
    });
  }
  if (member.isAgent) {
    items.push({
      key: 'agent',
      label: t('nav.agentCenter'),
      icon: <BriefcaseIcon size={18} />,
      onSelect: go('/agentHome'),
      testId: 'menu-agent-center',
    });
  }
  items.push({
    key: 'copy',
    label: t('accountMenu.copyId'),
    icon: <CopyIcon size={18} />,
    onSelect: () => void copyId(member.id),
    testId: 'menu-copy-id',
  });
  items.push('separator', {
    key: 'signout',
    label: t('header.signOut'),
    icon: <LogoutIcon size={18} />,
    onSelect: () => setConfirmSignOut(true),
    tone: 'danger',
    testId: 'menu-signout-item',
  });

  return (
    <>
      <MenuButton
        label={t('accountMenu.label', { account: member.account })}
        className="account-menu"
        testId="account-menu"
        trigger={
          <>
            <MemberAvatar name={member.nickname || member.account} />
            <span className="account-menu__name" data-testid="header-username">
              {member.account}
            </span>
            {trial ? <span className="user-chip__badge">{t('member.types.trial')}</span> : null}
            <ChevronDownIcon size={16} />
          </>
        }
        header={
          <div className="account-menu__header">
            <strong>{member.nickname || member.account}</strong>
            <span className="muted">
              {t('accountMenu.memberId')}: <span data-testid="menu-member-id">{member.id}</span>
            </span>
          </div>
        }
        items={items}
      />
      <SignOutConfirm open={confirmSignOut} onOpenChange={setConfirmSignOut} />
    </>
  );
}
