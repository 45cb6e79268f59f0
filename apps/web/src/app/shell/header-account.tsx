import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/spinner';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { useModals } from '../../lib/modals/modals-context';
import { loginNeededNotice } from '../../lib/login-notice';
import { useSession } from '../../lib/session-store';
import { AccountMenu } from './account-menu';
import { BalanceDisplay } from './balance-display';
import { HeaderWalletLinks } from './header-wallet-links';

/**
 * Right side of the header: login and register for visitors; for members the balance (hide,
 * refresh), deposit and withdraw, the notice bell and the avatar menu. Trial accounts have no
 * wallet actions. On wide screens sign-out also stands on its own, one click from anywhere.
 */
// The session clock and the reality check: their own chunk, fetched once a member is logged in.
const SessionWatch = lazy(() =>
  import('../../features/responsible-gaming/components/session-watch').then((m) => ({ default: m.SessionWatch })),
);

export function HeaderAccount() {
  const { t } = useTranslation();
  const { openLogin, openRegister } = useModals();
  const current = useCurrentMember();
  const { endedBy } = useSession();
  // The member's own session time limit ended the session: say so wherever they are.
  useEffect(() => {
    if (endedBy === 'sessionLimit') openLogin(loginNeededNotice(endedBy));
  }, [endedBy, openLogin]);

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
      {current.member && !current.isTrial ? (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      ) : null}
      <BalanceDisplay />
      {current.member && !current.isTrial ? <HeaderWalletLinks /> : null}
      {current.member ? <AccountMenu member={current.member} /> : <Skeleton width={96} height={30} />}
      <span className="header-account__signout">
        <SignOutButton />
      </span>
    </div>
  );
}
