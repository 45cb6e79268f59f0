import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../components/ui/shell-icons';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { DepositIcon, WithdrawIcon } from '../../components/ui/wallet-icons';
import { useModals } from '../../lib/modals/modals-context';

/**
 * Deposit and withdraw buttons and the notice bell (spec 000 section 2, header). The bell opens the
 * notice popup; its count is the member's unread messages, which the popup links to. On narrow
 * screens the two buttons show their icons only (their names stay for screen readers).
 */
export function HeaderWalletLinks() {
  const { t } = useTranslation();
  const { open } = useModals();
  const count = useUnreadCount().data ?? 0;
  const label = count > 0 ? t('header.noticesUnread', { count }) : t('header.notices');
  return (
    <>
      <span className="header-wallet">
        <Link to="/member/depositv2" className="ui-button ui-button--primary ui-button--sm" data-testid="header-deposit">
          <DepositIcon size={16} />
          <span className="header-wallet__text">{t('header.deposit')}</span>
        </Link>
        <Link to="/member/withdraw" className="ui-button ui-button--secondary ui-button--sm" data-testid="header-withdraw">
          <WithdrawIcon size={16} />
          <span className="header-wallet__text">{t('header.withdraw')}</span>
        </Link>
      </span>
      <button
        type="button"
        className="ui-icon-button header-bell"
        onClick={() => open({ kind: 'notices' })}
        aria-label={label}
        title={label}
        data-testid="header-bell"
      >
        <BellIcon size={19} />
        {count > 0 ? (
          <span className="count-badge header-bell__count" aria-hidden="true" data-testid="header-unread">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
    </>
  );
}
