import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LoginValue } from '@panalo/contract/session';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { sessionStore } from '../../../lib/session-store';
import { resetDisclaimer } from '../../../lib/disclaimer-store';
import { endSession } from '../../session/api/logout';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { useStartSession } from '../../session/hooks/use-start-session';
import { useRedeemLoginCode } from '../api/redeem-login-code';
import { loginCodeFromHash, loginErrorPath } from '../login-code';

/** Codes already taken: each is exchanged once, even when React runs the effect twice (development). */
const taken = new Set<string>();

/**
 * Where a social sign-in (`/#loginCode=…`) or a hand-over from another page (any page, with
 * `#loginCode=…`) lands. The code leaves the address bar at once (it must not sit in history or be
 * bookmarked) and is exchanged once for a session; the member stays on the page it landed on. A tab that is signed in already is never switched silently: a link can carry anyone's
 * code, so the member is asked "switch to account X?", and keeping the current account ends the
 * session the code opened. A code for the account already signed in changes nothing. A refused
 * code opens the login popup with the server's message.
 */
export function LoginCodeLanding() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const redeem = useRedeemLoginCode();
  const startSession = useStartSession();
  const { member } = useCurrentMember();
  const [working, setWorking] = useState(false);
  const [offer, setOffer] = useState<LoginValue | null>(null);
  // Read when the answer arrives, not when the code did: the member's info may load in between.
  const currentAccount = useRef<string | undefined>(undefined);
  currentAccount.current = member?.account;
  const code = loginCodeFromHash(location.hash);

  // The page the code landed on: `/` after a social sign-in, the page a hand-over opened.
  const landing = { pathname: location.pathname, search: location.search };
  const adopt = (value: LoginValue) => {
    startSession(value, 'social');
    // As after every log-in, the disclaimer shows again (spec 000 section 4).
    resetDisclaimer();
    void navigate(landing, { replace: true });
  };

  useEffect(() => {
    if (!code || taken.has(code)) return;
    taken.add(code);
    // Out of the address bar at once; the router still sees it until the exchange ends, so a
    // login-only page waits for the session instead of sending the member to /login.
    window.history.replaceState(window.history.state, '', landing.pathname + landing.search);
    const stay = () => void navigate(landing, { replace: true });
    setWorking(true);
    redeem.mutate(code, {
      onSuccess: (value) => {
        if (!sessionStore.getToken()) return adopt(value);
        stay();
        if (value.userInfo.account === currentAccount.current) return void endSession(value.token);
        setOffer(value);
      },
      onError: (error) => {
        // A signed-in tab stays where it is; a signed-out one gets the login popup with the reason.
        if (sessionStore.getToken()) stay();
        else void navigate(loginErrorPath(isApiError(error) ? error.code : 'UNKNOWN_ERROR'), { replace: true });
      },
      onSettled: () => setWorking(false),
    });
    // Runs once per code: the code is removed from the address in the same step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const switchAccount = () => {
    if (!offer) return;
    const previous = sessionStore.getToken();
    setOffer(null);
    adopt(offer);
    if (previous) void endSession(previous);
  };
  const keepCurrent = () => {
    if (offer) void endSession(offer.token);
    setOffer(null);
  };

  return (
    <>
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
      <ConfirmDialog
        open={offer !== null}
        onOpenChange={(open) => (open ? undefined : keepCurrent())}
        title={t('socialLogin.switchTitle', { account: offer?.userInfo.account ?? '' })}
        message={
          currentAccount.current
            ? t('socialLogin.switchMessage', { account: offer?.userInfo.account ?? '', current: currentAccount.current })
            : t('socialLogin.switchMessageUnknown', { account: offer?.userInfo.account ?? '' })
        }
        cancelLabel={t('socialLogin.keepCurrent')}
        confirmLabel={t('socialLogin.switch')}
        onConfirm={switchAccount}
        confirmTestId="login-code-switch"
      />
    </>
  );
}
