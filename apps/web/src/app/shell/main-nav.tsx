import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GAME_AREAS, type GameAreaKey } from '../../features/games/game-areas';
import { AREAS_WITH_MENUS, useGameMenus } from '../../features/game-menus/use-game-menus';
import { useOfferedAreas } from '../../features/game-menus/use-offered-areas';
import { VendorMenu } from './vendor-menu';

/**
 * The game-area navigation; a row under the header on wide screens (hovering a game type shows its
 * vendor drop menu), a plain list in the side menu.
 */
interface MainNavProps {
  variant?: 'bar' | 'list';
  onNavigate?: () => void;
  /** Areas listed elsewhere in the same menu (the side menu has its own promotions link). */
  omit?: readonly GameAreaKey[];
}

export function MainNav({ variant = 'bar', onNavigate, omit = [] }: MainNavProps) {
  const { t } = useTranslation();
  const { menus } = useGameMenus();
  const isOffered = useOfferedAreas();
  // The drop menus (dozens of vendor links) are built when the pointer or the focus first reaches
  // the bar, not with the first screen: a phone, which hides the bar, never builds them.
  const [menusWanted, setMenusWanted] = useState(false);
  const wantMenus = variant === 'bar' && !menusWanted ? () => setMenusWanted(true) : undefined;
  return (
    <nav className={`main-nav main-nav--${variant}`} aria-label={t('nav.label')} onPointerEnter={wantMenus} onFocus={wantMenus}>
      <ul>
        <li>
          <NavLink to="/" end className="main-nav__link" onClick={onNavigate}>
            {t('nav.home')}
          </NavLink>
        </li>
        {GAME_AREAS.filter((area) => !omit.includes(area.key) && isOffered(area)).map(({ key, path, Icon }) => (
          <li key={key} className="main-nav__item">
            <NavLink to={path} className="main-nav__link" onClick={onNavigate} data-testid={`nav-${key}`}>
              <Icon size={16} />
              {t(`areas.${key}`)}
            </NavLink>
            {menusWanted && AREAS_WITH_MENUS.includes(key) ? <VendorMenu area={key} entries={menus[key] ?? []} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
