import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { resetDisclaimer } from '../../content/disclaimer-store';
import { useStartSession } from '../../session/hooks/use-start-session';
import { useRedeemLoginCode } from '../api/redeem-login-code';
import { loginCodeFromHash, loginErrorPath } from '../login-code';

/** Codes already taken: each is exchanged once, even when React runs the effect twice (development). */
const taken = new Set<string>();

/**
 * Where a social sign-in lands: `/#loginCode=…`. The code leaves the address bar at once (it must
 * not sit in history or be bookmarked), is exchanged once for a session, and the app goes to /.
 * A refused code opens the login popup with the server's message.
 */
export function LoginCodeLanding() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const redeem = useRedeemLoginCode();
  const startSession = useStartSession();
  const [working, setWorking] = useState(false);
  const code = loginCodeFromHash(location.hash);

  useEffect(() => {
    if (!code || taken.has(code)) return;
    taken.add(code);
    void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    setWorking(true);
    redeem.mutate(code, {
      onSuccess: (value) => {
        startSession(value, 'social');
        // As after every log-in, the disclaimer shows again (spec 000 section 4).
        resetDisclaimer();
        void navigate('/', { replace: true });
      },
      onError: (error) => void navigate(loginErrorPath(isApiError(error) ? error.code : 'UNKNOWN_ERROR'), { replace: true }),
      onSettled: () => setWorking(false),
    });
    // Runs once per code: the code is removed from the address in the same step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  return (
    <Dialog
      open={working}
      onOpenChange={() => undefined}
      title={t('socialLogin.signingIn')}
      dismissible={false}
      size="sm"
      testId="social-landing"
    >
      <LoadingBlock label={t('socialLogin.signingIn')} />
    </Dialog>
  );
}
