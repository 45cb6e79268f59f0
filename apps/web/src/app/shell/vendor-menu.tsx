import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_AREAS, type GameAreaKey } from '../../features/games/game-areas';
import { LARGE_MENU_THRESHOLD, type GameMenuEntry } from '../../features/game-menus/use-game-menus';

/**
 * A game type's vendor drop menu, shown while its nav entry is hovered or has keyboard focus.
 * More than 10 entries use the large layout; no entries (before the games land) say so.
 */
export function VendorMenu({ area, entries }: { area: GameAreaKey; entries: readonly GameMenuEntry[] }) {
  const { t } = useTranslation();
  const large = entries.length > LARGE_MENU_THRESHOLD;
  const Icon = GAME_AREAS.find((entry) => entry.key === area)?.Icon;
  return (
    <div className={`vendor-menu${large ? ' vendor-menu--large' : ''}`} data-testid={`vendor-menu-${area}`}>
      <div className="vendor-menu__inner">
        <div className="vendor-menu__head">
          {Icon ? <Icon size={22} /> : null}
          <span>{t(`areas.${area}`)}</span>
        </div>
        {entries.length === 0 ? (
          <p className="vendor-menu__empty">{t('vendorMenu.empty')}</p>
        ) : (
          <ul className="vendor-menu__list">
            {entries.map((entry) => (
              <li key={entry.vendorCode}>
                <Link to={entry.path} className="vendor-menu__entry">
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
