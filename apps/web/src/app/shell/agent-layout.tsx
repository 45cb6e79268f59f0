import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { usePermission } from '../../features/system/api/get-permission';
import { BalanceDisplay } from './balance-display';
import { BrandLogo } from './brand-logo';
import { LanguageSelect } from './language-select';
import { ThemeToggle } from './theme-toggle';
import './shell.css';

/**
 * On /agent and /agentHome only the agent view shows (spec 000 section 2): a slim header, no site
 * menus. A logged-in agent's header keeps the balance (hide, refresh, socket pushes), where salary
 * and dividend payments land and transfers to downlines are taken from.
 */
export function AgentLayout() {
  const { t } = useTranslation();
  const current = useCurrentMember();
  const permission = usePermission();
  const brand = permission.data?.merchantName ?? 'Panalo';
  return (
    <div className="shell shell--agent">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="header">
        <div className="header__bar">
          <BrandLogo to={current.isAgent ? '/agentHome' : '/agent'} />
          <span className="header__badge">{t('agent.area')}</span>
          <div className="header__spacer" />
          <LanguageSelect compact />
          <ThemeToggle />
          {current.isLoggedIn && current.member ? (
            <>
              <BalanceDisplay />
              <span className="user-chip agent-user" data-testid="header-username">
                {current.member.account}
              </span>
              <SignOutButton />
            </>
          ) : (
            <Link to="/" className="header__back">
              {t('agent.backToSite')}
            </Link>
          )}
        </div>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer footer--slim">
        <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
      </footer>
    </div>
  );
}
