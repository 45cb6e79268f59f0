import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GAME_AREAS } from '../../features/games/game-areas';

/** The game-area navigation; a row under the header on wide screens, a list in the mobile menu. */
export function MainNav({ variant = 'bar', onNavigate }: { variant?: 'bar' | 'list'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className={`main-nav main-nav--${variant}`} aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to="/" end className="main-nav__link" onClick={onNavigate}>
            {t('nav.home')}
          </NavLink>
        </li>
        {GAME_AREAS.map(({ key, path, Icon }) => (
          <li key={key}>
            <NavLink to={path} className="main-nav__link" onClick={onNavigate}>
              <Icon size={16} />
              {t(`areas.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
