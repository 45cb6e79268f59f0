import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { loginNeededNotice } from '../../lib/login-notice';
import { useSession } from '../../lib/session-store';
import { useModals } from '../../lib/modals/modals-context';
import { HomePage } from './home-page';

/** /login and /register: the home page with the popup open. /register?referralCode=X pre-fills the code. */
export function AuthRoute({ kind }: { kind: 'login' | 'register' }) {
  const { token, endedBy } = useSession();
  const { openLogin, openRegister } = useModals();
  const [params] = useSearchParams();
  const location = useLocation();
  const needLogin = (location.state as { needLogin?: boolean } | null)?.needLogin === true;
  const referralCode = params.get('referralCode')?.trim() || undefined;
  // A member who opens /login is sent home; a log-in made here goes where its own flow says (home,
  // the forced password change, or a self-excluded member's withdrawal page).
  const [signedInOnArrival] = useState(() => Boolean(token));

  useEffect(() => {
    if (token) return;
    // Sent here from a members-only page: say why, and whether the session expired.
    if (kind === 'login') openLogin(needLogin ? loginNeededNotice(endedBy) : undefined);
    else openRegister(referralCode);
    // Open once per visit of the route, not on every language change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, token, referralCode, needLogin]);

  if (token && signedInOnArrival) return <Navigate to="/" replace />;
  return <HomePage />;
}
