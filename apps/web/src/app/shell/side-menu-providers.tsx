import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVendorLanes } from '../../features/games/api/get-vendor-lanes';
import { areaOfGameType } from '../../features/games/game-areas';

/**
 * The side menu's game providers (spec 001 section 3, vendor navigation lanes): a lane per game
 * type, each vendor a link to its lobby filtered to that vendor. Nothing until the lanes arrive.
 */
export function SideMenuProviders({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const lanes = useVendorLanes().data?.data.lanes ?? [];
  if (lanes.length === 0) return null;
  return (
    <section aria-labelledby="side-menu-providers" className="side-menu__providers" data-testid="side-menu-providers">
      <h2 id="side-menu-providers" className="side-menu__heading">
        {t('sideMenu.providers')}
      </h2>
      {lanes.map((lane) => {
        const area = areaOfGameType(lane.gameType);
        if (!area) return null;
        return (
          <nav key={lane.gameType} className="provider-lane" aria-label={t(`areas.${area.key}`)}>
            <h3 className="provider-lane__title">{t(`areas.${area.key}`)}</h3>
            <ul className="provider-lane__cards">
              {lane.cards.map((card) => (
                <li key={card.vassalage}>
                  <Link
                    to={`${area.path}?vassalage=${encodeURIComponent(card.vassalage)}`}
                    className="provider-lane__card"
                    onClick={onNavigate}
                    data-testid={`provider-${card.vassalage}`}
                  >
                    {card.displayName}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        );
      })}
    </section>
  );
}
