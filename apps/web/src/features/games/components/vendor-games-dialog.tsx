import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import { ErrorState } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/spinner';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useGamePage } from '../api/get-game-page';
import { useFreePlay } from '../hooks/use-free-play';
import { usePlayGame } from '../hooks/use-play-game';
import { useToggleFavourite } from '../hooks/use-toggle-favourite';
import { GameTile } from './game-tile';
import './game-tiles.css';

/** The most games a vendor's popup lists (a cockfight vendor has a few arenas). */
const VENDOR_GAMES_LIMIT = 42;

interface VendorGamesDialogProps {
  /** The vendor's card: its lobby entry (isGame VASSALAGE). */
  entry: Game;
  vendorName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the vendor's own lobby (the card's entry itself). */
  onEnterLobby: () => void;
}

/**
 * The spec's game popup (spec 001 section 3): a vendor card with isGame VASSALAGE opens the
 * vendor's game list (a cockfight vendor's arenas) instead of jumping into its lobby. A vendor
 * with no games of its own offers its lobby from here.
 */
export function VendorGamesDialog({ entry, vendorName, open, onOpenChange, onEnterLobby }: VendorGamesDialogProps) {
  const { t } = useTranslation();
  const games = useGamePage({ vassalage: entry.vassalage, isGame: 'GAME' }, 1, VENDOR_GAMES_LIMIT, open);
  const list = games.data?.games ?? [];
  const favourites = useFavouriteIds();
  const play = usePlayGame();
  const toggle = useToggleFavourite();
  const freePlay = useFreePlay();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('games.vendorGamesTitle', { name: vendorName })}
      description={list.length > 0 ? t('games.vendorGamesIntro', { name: vendorName }) : undefined}
      size="lg"
      testId="vendor-games-dialog"
    >
      {games.isPending ? (
        <div aria-busy="true" data-testid="vendor-games-loading">
          <span role="status" className="sr-only">
            {t('games.loading')}
          </span>
          <Skeleton height={150} />
        </div>
      ) : games.isError ? (
        <ErrorState message={games.error.message} retryLabel={t('common.retry')} onRetry={() => void games.refetch()} />
      ) : list.length === 0 ? (
        <div className="games-empty" data-testid="vendor-games-empty">
          <p>{t('games.vendorGamesEmpty', { name: vendorName })}</p>
          <Button onClick={onEnterLobby} data-testid="vendor-games-lobby">
            {t('games.vendorGamesLobby', { name: vendorName })}
          </Button>
        </div>
      ) : (
        // The vendor's games as tiles (the grid of a lobby, without its vendor cards: no popup in a popup).
        <ul className="game-grid" data-testid="vendor-games">
          {list.map((game) => (
            <li key={game.nodeId}>
              <GameTile
                game={game}
                vendorName={vendorName}
                favourite={favourites.has(game.nodeId)}
                onPlay={play}
                onToggleFavourite={toggle}
                onFreePlay={freePlay}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
