import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/spinner';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { useModals } from '../../lib/modals/modals-context';
import { AccountMenu } from './account-menu';
import { BalanceDisplay } from './balance-display';
import { HeaderWalletLinks } from './header-wallet-links';

/**
 * Right side of the header: login and register for visitors; for members the balance (hide,
 * refresh), deposit and withdraw, the notice bell and the avatar menu. Trial accounts have no
 * wallet actions. On wide screens sign-out also stands on its own, one click from anywhere.
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
      {current.member ? <AccountMenu member={current.member} /> : <Skeleton width={96} height={30} />}
      <span className="header-account__signout">
        <SignOutButton />
      </span>
    </div>
  );
}
