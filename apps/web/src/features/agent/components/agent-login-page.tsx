import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { RestrictedNotice } from '../../../components/restricted-notice';
import { resetDisclaimer } from '../../../lib/disclaimer-store';
import { LoginForm } from '../../session/components/login-form';
import { SignOutButton } from '../../session/components/sign-out-button';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import './agent.css';

/** /agent: the agent login page (no remember-me box); success goes to /agentHome. */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useCurrentMember();
  const notAgent = (location.state as { notAgent?: boolean } | null)?.notAgent === true;

  if (current.isLoading) return <LoadingBlock label={t('common.loading')} />;
  if (current.isAgent) return <Navigate to="/agentHome" replace />;

  return (
    <div className="agent-login">
      <section className="card agent-login__card" aria-labelledby="agent-login-title">
        <p className="agent-login__eyebrow">{t('agent.area')}</p>
        <h1 id="agent-login-title" className="agent-login__title">
          {t('agent.loginTitle')}
        </h1>
        {current.isLoggedIn && current.member ? (
          <>
            <FormAlert message={t('agent.notAgent', { account: current.member.account })} testId="agent-not-agent" />
            <div className="agent-login__actions">
              <Link to="/" className="ui-button ui-button--primary ui-button--md">
                {t('agent.backToSite')}
              </Link>
              <SignOutButton variant="secondary" testId="agent-signout" />
            </div>
          </>
        ) : (
          <>
            {notAgent ? <FormAlert message={t('agent.notAgentShort')} testId="agent-not-agent" /> : null}
            <p className="muted agent-login__intro">{t('agent.loginIntro')}</p>
            <LoginForm
              idPrefix="agent"
              showRememberMe={false}
              onSuccess={(outcome) => {
                // Like every login, this one sets the disclaimer back to not accepted (spec 000 section 4).
                resetDisclaimer();
                if (outcome === 'ready') void navigate('/agentHome');
              }}
            />
            <RestrictedNotice />
          </>
        )}
      </section>
    </div>
  );
}
