import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { RestrictedNotice } from '../../../components/restricted-notice';
import type { SessionOutcome } from '../hooks/use-start-session';
import { FreePlayButton } from './free-play-button';
import { LoginForm } from './login-form';
import './auth-dialog.css';

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
 * The login popup. Tabs are Radix tabs with one tab (username) for now: the mobile + SMS code
 * tab of the spec joins it when SMS login is built.
 */
export function LoginDialog({ open, onOpenChange, onSuccess, onSwitchToRegister, freePlayEnabled, notice }: LoginDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('login.title')} testId="login-dialog">
      <AuthSwitch active="login" onSwitch={onSwitchToRegister} />
      {notice ? <FormAlert tone="info" message={notice} /> : null}
      <TabsRoot defaultValue="username">
        <TabsList aria-label={t('login.methods')}>
          <TabsTrigger value="username">{t('login.byUsername')}</TabsTrigger>
        </TabsList>
        <TabsContent value="username">
          <LoginForm onSuccess={onSuccess} />
        </TabsContent>
      </TabsRoot>
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
  );
}

/** "Sign in / Sign up" toggle shared by the login and register popups. */
export function AuthSwitch({ active, onSwitch }: { active: 'login' | 'register'; onSwitch: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-switch" role="group" aria-label={t('login.switchLabel')}>
      <button
        type="button"
        className="auth-switch__option"
        aria-pressed={active === 'login'}
        onClick={active === 'login' ? undefined : onSwitch}
      >
        {t('login.signIn')}
      </button>
      <button
        type="button"
        className="auth-switch__option"
        aria-pressed={active === 'register'}
        onClick={active === 'register' ? undefined : onSwitch}
      >
        {t('register.signUp')}
      </button>
    </div>
  );
}
