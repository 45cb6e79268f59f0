import { useTranslation } from 'react-i18next';
import type { SocialLoginOption } from '@panalo/contract/identity';
import { SOCIAL_ICONS } from './social-icons';
import './social.css';

/**
 * The sign-in links of the providers the brand enabled (see social-buttons.tsx). Each is a plain
 * link: the sign-in is a full-page trip to the provider and back, not a call from this page.
 */
export function SocialButtonList({ options, referralCode }: { options: SocialLoginOption[]; referralCode?: string }) {
  const { t } = useTranslation();
  const href = (option: SocialLoginOption) =>
    referralCode ? `${option.startPath}?referralCode=${encodeURIComponent(referralCode)}` : option.startPath;
  return (
    <div className="social-login">
      <div className="auth-divider">
        <span>{t('socialLogin.divider')}</span>
      </div>
      <ul className="social-login__list">
        {options.map((option) => {
          const Icon = SOCIAL_ICONS[option.provider];
          const name = t(`socialLogin.providers.${option.provider}`);
          return (
            <li key={option.provider}>
              <a
                className={`social-login__button social-login__button--${option.provider}`}
                href={href(option)}
                data-testid={`social-${option.provider}`}
              >
                <Icon size={20} />
                <span>{t('socialLogin.continueWith', { provider: name })}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
