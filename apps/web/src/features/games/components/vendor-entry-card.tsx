import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { FavouriteButton } from './favourite-button';
import { GameArt } from './game-art';
import type { TileProps } from './game-tile';
import { VendorGamesDialog } from './vendor-games-dialog';

/**
 * A vendor that opens its own lobby (a sports book, a cockfight arena; isGame VASSALAGE): a large
 * card with the vendor's icon, its name and an enter button. A vendor with games besides its card
 * (a sports book's leagues) lists them in a popup first (spec 001 section 3).
 */
export function VendorEntryCard({
  game,
  vendorName,
  iconUrl,
  gameCount,
  favourite,
  onPlay,
  onToggleFavourite,
}: TileProps & { iconUrl: string; gameCount: number }) {
  const { t } = useTranslation();
  const [listing, setListing] = useState(false);
  // In maintenance the play call opens the maintenance dialog; a card alone is its vendor's lobby.
  const enter = () => (game.maintenance || gameCount <= 1 ? onPlay(game) : setListing(true));
  return (
    <article
      className="vendor-entry"
      data-testid="vendor-entry"
      data-node-id={game.nodeId}
      data-maintenance={game.maintenance || undefined}
    >
      <GameArt src={iconUrl} gameType={game.gameType} className="vendor-entry__art" />
      <div className="vendor-entry__body">
        <h3 className="vendor-entry__name" data-testid="game-name">
          {vendorName}
        </h3>
        {/* In maintenance the enter button opens the maintenance dialog, which suggests other lobbies. */}
        <p className="vendor-entry__text muted">{game.maintenance ? t('games.maintenance') : t('games.vendorEntryText')}</p>
        <button
          type="button"
          className="ui-button ui-button--primary ui-button--md vendor-entry__enter"
          onClick={enter}
          aria-label={t('games.enterLobby', { name: vendorName })}
        >
          {t('games.enter')}
          <ChevronRightIcon size={16} />
        </button>
      </div>
      <FavouriteButton name={vendorName} pressed={favourite} onToggle={() => onToggleFavourite(game)} />
      {listing ? (
        <VendorGamesDialog
          vendor={game.vassalage}
          vendorName={vendorName}
          gameType={game.gameType}
          onClose={() => setListing(false)}
          onPlay={onPlay}
        />
      ) : null}
    </article>
  );
}
