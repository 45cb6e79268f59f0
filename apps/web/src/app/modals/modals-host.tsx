import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useState, type ComponentType } from 'react';
import { resetDisclaimer } from '../../lib/disclaimer-store';
import { memberInfoQueryOptions } from '../../features/session/api/get-member-info';
import { useLogout } from '../../features/session/api/logout';
import { ACCOUNT_TEXTS, LazyPart, lazyPart } from '../../components/lazy-part';
import { loginCodeFromHash } from '../../features/social/login-code';
import { useKycPrompt } from '../../features/kyc/hooks/use-kyc-prompt';
import type { SessionOutcome } from '../../features/session/hooks/use-start-session';
import { usePermission } from '../../features/system/api/get-permission';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { isSessionError } from '../../lib/api-error';
import { sessionStore, useSession } from '../../lib/session-store';
import type { AccountModalProps } from '../../lib/modals/account-modal';
import { ACCOUNT_MODALS } from './account-modals';
import { useModals } from '../../lib/modals/modals-context';

const AUTH_ROUTES = ['/login', '/register'];

// Each popup is fetched the first time it opens (its forms, their checks and the human check).
const LoginDialog = lazyPart(() => import('./login-dialog').then((m) => m.LoginDialog), ACCOUNT_TEXTS);
const RegisterDialog = lazyPart(() => import('../../features/registration/components/register-dialog').then((m) => m.RegisterDialog));
const LoginCodeLanding = lazyPart(() => import('../../features/social/components/login-code-landing').then((m) => m.LoginCodeLanding));
const PendingOffersPopup = lazyPart(() =>
  import('../../features/agent-contract/components/pending-offers-popup').then((m) => m.PendingOffersPopup),
);
const ChangePasswordDialog = lazyPart(() =>
  import('../../features/member/components/change-password-dialog').then((m) => m.ChangePasswordDialog),
);

/** Renders the account popups (and those registered in account-modals.tsx) and decides where the app goes after each. */
export function ModalsHost() {
  const { t } = useTranslation();
  const { state, close, openLogin, openRegister } = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const permission = usePermission();
  const session = useSession();
  const { isAgent } = useCurrentMember();
  const logout = useLogout();
  // Opens the KYC or security popup by itself when the member's verification calls for it.
  useKycPrompt();
  const inAgentArea = location.pathname.toLowerCase().startsWith('/agent');
  // An expired password blocks everything else until it is changed (or the user signs out).
  const forcedPasswordChange = Boolean(session.token) && session.passwordChangeRequired;

  // /login and /register exist only to open their popup; closing it leaves them for home.
  const leaveAuthRoute = () => {
    if (AUTH_ROUTES.includes(location.pathname.toLowerCase())) void navigate('/', { replace: true });
  };
  const onDismiss = (open: boolean) => {
    if (open) return;
    close();
    leaveAuthRoute();
  };
  const onSessionStarted = (outcome: SessionOutcome) => {
    // Spec 000 section 4: after every login or registration the disclaimer shows again.
    resetDisclaimer();
    close();
    if (outcome === 'ready') void navigate('/');
    else if (outcome === 'withdraw-only') void navigate('/member/withdraw');
    else leaveAuthRoute();
  };
  const onPasswordChanged = async (token: string | undefined) => {
    sessionStore.passwordChanged(token);
    close();
    try {
      await queryClient.fetchQuery(memberInfoQueryOptions(sessionStore.getToken()));
      void navigate(inAgentArea ? '/agentHome' : '/');
    } catch (error) {
      // A server that ends every session on a password change: log in again with the new one.
      if (isSessionError(error)) openLogin(t('password.changedLoginAgain'));
    }
  };
  const onSignOut = () => logout.mutate();
  // A social sign-in or a hand-over lands on any page with #loginCode=…: its handler loads then and
  // stays, as the code leaves the address bar at once while the exchange goes on.
  const [codeLanded, setCodeLanded] = useState(false);
  if (!codeLanded && loginCodeFromHash(location.hash)) setCodeLanded(true);

  const loginOpen = state.kind === 'login' && !forcedPasswordChange;
  const registerOpen = state.kind === 'register' && !forcedPasswordChange;
  const changePasswordOpen = forcedPasswordChange || state.kind === 'change-password';
  const accountModal = state.kind === 'account' && !forcedPasswordChange ? state.name : null;
  const AccountModal = accountModal ? (ACCOUNT_MODALS as Record<string, ComponentType<AccountModalProps>>)[accountModal] : undefined;

  return (
    <LazyPart>
      {loginOpen ? (
        <LoginDialog
          open
          onOpenChange={onDismiss}
          onSuccess={onSessionStarted}
          onSwitchToRegister={() => openRegister()}
          freePlayEnabled={permission.data?.whitelabel.modules.freePlay === 1}
          notice={state.kind === 'login' ? state.notice : undefined}
        />
      ) : null}
      {registerOpen ? (
        <RegisterDialog
          open
          onOpenChange={onDismiss}
          onSuccess={onSessionStarted}
          onSwitchToLogin={() => openLogin()}
          referralCode={state.kind === 'register' ? state.referralCode : undefined}
        />
      ) : null}
      {changePasswordOpen ? (
        <ChangePasswordDialog
          open
          forced={forcedPasswordChange}
          onOpenChange={onDismiss}
          onChanged={(token) => void onPasswordChanged(token)}
          onSignOut={onSignOut}
        />
      ) : null}
      {AccountModal ? (
        <AccountModal
          key={accountModal}
          open
          payload={state.kind === 'account' ? state.payload : undefined}
          onClose={() => onDismiss(false)}
        />
      ) : null}
      {codeLanded ? <LoginCodeLanding /> : null}
      {/* Offers waiting for an agent's answer pop up after log-in (spec 000 section 6). */}
      {session.token && isAgent && !forcedPasswordChange ? <PendingOffersPopup /> : null}
    </LazyPart>
  );
}
