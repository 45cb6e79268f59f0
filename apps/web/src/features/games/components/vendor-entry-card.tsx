import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { FavouriteButton } from './favourite-button';
import { GameArt } from './game-art';
import type { TileProps } from './game-tile';
import { VendorGamesDialog } from './vendor-games-dialog';

/**
 * A vendor that opens its own lobby (a sports book, a cockfight vendor; isGame VASSALAGE): a large
 * card with the vendor's icon, its name and an enter button, which opens the popup of the vendor's
 * games (spec 001 section 3: a cockfight vendor's arenas).
 */
export const VendorEntryCard = memo(function VendorEntryCard({
  game,
  vendorName,
  iconUrl,
  favourite,
  onPlay,
  onToggleFavourite,
}: TileProps & { iconUrl: string }) {
  const { t } = useTranslation();
  const [listing, setListing] = useState(false);
  // In maintenance the entry goes straight to the maintenance dialog (onPlay), as a tile does.
  const enter = () => (game.isGame === 'VASSALAGE' && !game.maintenance ? setListing(true) : onPlay(game));
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
          aria-haspopup="dialog"
          aria-label={t('games.enterLobby', { name: vendorName })}
          data-testid="vendor-entry-enter"
        >
          {t('games.enter')}
          <ChevronRightIcon size={16} />
        </button>
      </div>
      <FavouriteButton name={vendorName} pressed={favourite} onToggle={() => onToggleFavourite(game)} />
      {listing ? (
        <VendorGamesDialog
          entry={game}
          vendorName={vendorName}
          open
          onOpenChange={setListing}
          onEnterLobby={() => {
            setListing(false);
            onPlay(game);
          }}
        />
      ) : null}
    </article>
  );
});
