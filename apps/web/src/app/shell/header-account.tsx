import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { UserIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/spinner';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { useModals } from '../modals/modals-context';
import { BalanceDisplay } from './balance-display';
import { HeaderWalletLinks } from './header-wallet-links';

/**
 * Right side of the header: login and register for visitors; for members the balance, deposit and
 * withdraw, the notice bell, the account and sign-out. Trial accounts have no wallet actions.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { openLogin, openRegister } = useModals();
  const current = useCurrentMember();

  if (!current.isLoggedIn) {
    return (
      <div className="header-account">
        <Button variant="secondary" size="sm" onClick={() => openLogin()} data-testid="header-login">
          {t('header.login')}
        </Button>
        <Button size="sm" onClick={() => openRegister()} data-testid="header-register">
          {t('header.register')}
        </Button>
      </div>
    );
  }

  return (
    <div className="header-account">
      <BalanceDisplay />
      {current.member && !current.isTrial ? <HeaderWalletLinks /> : null}
      {current.member ? (
        <Link to={current.isAgent ? '/agentHome' : '/member'} className="user-chip" title={t('header.myAccount')}>
          <UserIcon size={16} />
          <span className="user-chip__name" data-testid="header-username">
            {current.member.account}
          </span>
          {current.isTrial ? <span className="user-chip__badge">{t('member.types.trial')}</span> : null}
        </Link>
      ) : (
        <Skeleton width={96} height={30} />
      )}
      <span className="header-account__signout">
        <SignOutButton />
      </span>
    </div>
  );
}
