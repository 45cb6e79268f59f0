import { useTranslation } from 'react-i18next';

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
