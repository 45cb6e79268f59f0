import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_AREAS, type GameAreaKey } from '../../features/games/game-areas';
import { LARGE_MENU_THRESHOLD, type GameMenuEntry } from '../../features/game-menus/use-game-menus';

/**
 * A game type's vendor drop menu, shown while its nav entry is hovered or has keyboard focus.
 * When the type has more than 10 games it is the large menu (spec 000 section 2, spec 001
 * section 9): the full width, each vendor with its large icon and its number of games. Every
 * vendor shows, on as many rows as it takes. No entries (before the games land) say so.
 */
export function VendorMenu({ area, entries }: { area: GameAreaKey; entries: readonly GameMenuEntry[] }) {
  const { t } = useTranslation();
  const games = entries.reduce((sum, entry) => sum + entry.vendor.gameCount, 0);
  const large = games > LARGE_MENU_THRESHOLD;
  const Icon = GAME_AREAS.find((entry) => entry.key === area)?.Icon;
  return (
    <div className={`vendor-menu${large ? ' vendor-menu--large' : ''}`} data-testid={`vendor-menu-${area}`} data-large={large}>
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
                <Link to={entry.path} className="vendor-menu__entry" data-testid="vendor-menu-entry">
                  {large ? <img src={entry.vendor.lagerIcon} alt="" className="vendor-menu__icon" loading="lazy" /> : null}
                  <span className="vendor-menu__name">{entry.name}</span>
                  {large ? <span className="vendor-menu__count">{t('vendorMenu.games', { count: entry.vendor.gameCount })}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
