import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VendorCard } from '@panalo/contract/games';
import type { GameArea } from '../game-areas';
import { formatCount } from '../../../lib/number-format';
import { GameArt } from './game-art';

interface VendorBarProps {
  area: GameArea;
  vendors: readonly VendorCard[];
  selected: string | undefined;
  /** Where a card leads (all vendors when undefined); the lobby page by default, the home page's lobby keeps its tab. */
  hrefOf?: (vassalage: string | undefined) => string;
}

/** The lobby's vendors as cards, "All" first; choosing one sets ?vassalage= so the choice can be shared and goes back. */
export function VendorBar({ area, vendors, selected, hrefOf }: VendorBarProps) {
  const { t } = useTranslation();
  const href = hrefOf ?? ((vassalage) => (vassalage ? `${area.path}?vassalage=${encodeURIComponent(vassalage)}` : area.path));
  const Icon = area.Icon;
  return (
    <nav className="vendor-bar" aria-label={t('games.vendorsLabel')} data-testid="vendor-bar">
      <ul className="vendor-bar__list">
        <li>
          <Link to={href(undefined)} className="vendor-card" aria-current={selected ? undefined : 'true'} data-testid="vendor-all">
            <span className="vendor-card__art vendor-card__art--all">
              <Icon size={22} />
              {t('games.allVendors')}
            </span>
            <span className="vendor-card__count">{t('games.vendorCount', { count: vendors.length })}</span>
          </Link>
        </li>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link
              to={href(vendor.vassalage)}
              className="vendor-card"
              aria-current={selected === vendor.vassalage ? 'true' : undefined}
              data-testid={`vendor-${vendor.vassalage}`}
            >
              {/* The vendor's picture carries its name; the name is read from the link. */}
              <GameArt src={vendor.lagerIcon} gameType={vendor.gameType} className="vendor-card__art" />
              <span className="sr-only">{vendor.displayName}</span>
              <span className="vendor-card__count">
                {vendor.maintenance
                  ? t('games.maintenance')
                  : t('games.gameCount', { count: vendor.gameCount, shown: formatCount(vendor.gameCount) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
