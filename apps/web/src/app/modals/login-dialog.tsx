import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessage } from '@panalo/contract/error-codes';
import { FormAlert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs';
import { RestrictedNotice } from '../../components/restricted-notice';
import { BannerGroup } from '../../features/announcements/components/banner-group';
import { currentLanguage } from '../../lib/i18n';
import { LazyPart, lazyPart } from '../../components/lazy-part';
import { SocialButtons } from '../../features/social/components/social-buttons';
import { loginErrorFromSearch } from '../../features/social/login-code';
import { useRegisterSettings } from '../../features/system/api/get-register-settings';
import type { SessionOutcome } from '../../features/session/hooks/use-start-session';
import { AuthSwitch } from '../../features/session/components/auth-switch';
import { FreePlayButton } from '../../features/session/components/free-play-button';
import { LoginForm } from '../../features/session/components/login-form';
import '../../features/session/components/auth-dialog.css';

// The other way in and the way back to a forgotten password load when chosen.
const SmsLoginForm = lazyPart(() => import('../../features/session/components/sms-login-form').then((m) => m.SmsLoginForm));
const ForgotPasswordDialog = lazyPart(() =>
  import('../../features/recovery/components/forgot-password-dialog').then((m) => m.ForgotPasswordDialog),
);

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: (outcome: SessionOutcome) => void;
  onSwitchToRegister: () => void;
  freePlayEnabled: boolean;
  /** An explanation shown above the form, e.g. why the user was asked to log in. */
  notice?: string;
}

/**
 * The login popup: the username tab and, when the brand allows it, the mobile + SMS code tab
 * (username first, spec 000 section 2); social sign-in buttons when enabled; the way to a
 * forgotten password. The forgot-password popup takes the login popup's place while it is open,
 * and "back to log in" returns to it.
 */
export function LoginDialog({ open, onOpenChange, onSuccess, onSwitchToRegister, freePlayEnabled, notice }: LoginDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const settings = useRegisterSettings();
  const [forgotOpen, setForgotOpen] = useState(false);
  const tabs = settings.data?.loginTabs ?? ['username'];
  const recovery = settings.data?.passwordRecovery ?? { email: false, phone: false };
  const recoveryOffered = recovery.email || recovery.phone;
  // A social sign-in that failed lands on /login?loginError=CODE (docs/identity.md).
  const loginError = loginErrorFromSearch(location.search);

  const closeAll = () => {
    setForgotOpen(false);
    onOpenChange(false);
  };

  return (
    <>
      <Dialog
        open={open && !forgotOpen}
        onOpenChange={(next) => (next ? onOpenChange(true) : closeAll())}
        title={t('login.title')}
        testId="login-dialog"
      >
        <AuthSwitch active="login" onSwitch={onSwitchToRegister} />
        <BannerGroup group="w_pagco" label={t('login.bannersLabel')} onNavigate={closeAll} />
        {notice ? <FormAlert tone="info" message={notice} /> : null}
        {loginError ? <FormAlert message={errorMessage(loginError, currentLanguage())} testId="login-social-error" /> : null}
        <TabsRoot defaultValue={settings.data?.defaultLoginTab ?? 'username'}>
          <TabsList aria-label={t('login.methods')}>
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab} data-testid={`login-tab-${tab}`}>
                {tab === 'sms' ? t('smsLogin.tab') : t('login.byUsername')}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="username">
            <LoginForm onSuccess={onSuccess} />
          </TabsContent>
          {tabs.includes('sms') ? (
            <TabsContent value="sms">
              <LazyPart inline>
                <SmsLoginForm onSuccess={onSuccess} />
              </LazyPart>
            </TabsContent>
          ) : null}
        </TabsRoot>
        {recoveryOffered ? (
          <p className="auth-forgot">
            <button type="button" className="auth-link" onClick={() => setForgotOpen(true)} data-testid="login-forgot">
              {t('forgotPassword.link')}
            </button>
          </p>
        ) : null}
        <SocialButtons />
        {freePlayEnabled ? (
          <>
            <div className="auth-divider">
              <span>{t('common.or')}</span>
            </div>
            <FreePlayButton onSuccess={onSuccess} />
          </>
        ) : null}
        <RestrictedNotice />
      </Dialog>
      {open && forgotOpen ? (
        <LazyPart>
          <ForgotPasswordDialog
            open
            methods={recovery}
            onClose={closeAll}
            onBackToLogin={() => setForgotOpen(false)}
            onLoggedIn={(outcome) => {
              setForgotOpen(false);
              onSuccess(outcome);
            }}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
