import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingBlock } from '../../components/ui/spinner';
import { useSession } from '../../lib/session-store';
import { loginCodeFromHash } from '../../features/social/login-code';

/**
 * Login-only routes: without a stored token the visitor goes to /login (the login popup over
 * home), told why. While a forced password change is pending the page waits behind its dialog.
 */
export function RequireLogin({ redirectTo = '/login' }: { redirectTo?: string }) {
  const { t } = useTranslation();
  const { token, passwordChangeRequired, endedBy } = useSession();
  const location = useLocation();
  if (!token && endedBy === 'signout') return <Navigate to="/" replace />;
  // A hand-over to this page (#loginCode=…) is being exchanged for a session: wait for it here.
  if (!token && loginCodeFromHash(location.hash)) return <LoadingBlock label={t('socialLogin.signingIn')} />;
  if (!token) return <Navigate to={redirectTo} replace state={{ from: location.pathname, needLogin: true }} />;
  if (passwordChangeRequired) return <LoadingBlock label={t('password.pending')} />;
  return <Outlet />;
}
