import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { BellIcon, DepositIcon, WithdrawIcon } from '../../features/wallet/components/wallet-icons';

/** Deposit and withdraw buttons and the notice bell with its unread count (spec 000 section 2, header). */
export function HeaderWalletLinks() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  return (
    <>
      <span className="header-wallet">
        <Link to="/member/depositv2" className="ui-button ui-button--primary ui-button--sm" data-testid="header-deposit">
          <DepositIcon size={16} />
          {t('header.deposit')}
        </Link>
        <Link to="/member/withdraw" className="ui-button ui-button--secondary ui-button--sm" data-testid="header-withdraw">
          <WithdrawIcon size={16} />
          {t('header.withdraw')}
        </Link>
      </span>
      <Link
        to="/member/messageV2"
        className="ui-icon-button header-bell"
        aria-label={count > 0 ? t('header.messagesUnread', { count }) : t('header.messages')}
        title={count > 0 ? t('header.messagesUnread', { count }) : t('header.messages')}
        data-testid="header-messages"
      >
        <BellIcon size={18} />
        {count > 0 ? (
          <span className="count-badge header-bell__count" aria-hidden="true" data-testid="header-unread">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </>
  );
}
