import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import { ErrorState } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/spinner';
import { useGameList } from '../api/get-game-list';

/**
 * The vendor's game list (spec 001 section 3: an entry with isGame VASSALAGE opens a popup of its
 * vendor's games): a sports book's leagues, each opening the book at that league.
 */
export function VendorGamesDialog({
  vendor,
  vendorName,
  gameType,
  onClose,
  onPlay,
}: {
  vendor: string;
  vendorName: string;
  gameType: Game['gameType'];
  onClose: () => void;
  onPlay: (game: Game) => void;
}) {
  const { t } = useTranslation();
  const list = useGameList({ gameType, vassalage: vendor, isGame: 'GAME' });
  const games = list.data?.pages.flatMap((page) => page.games) ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('games.vendorGamesTitle', { name: vendorName })}
      description={t('games.vendorGamesText')}
      testId="vendor-games-dialog"
    >
      {list.isPending ? (
        <div aria-busy="true" aria-label={t('games.loading')} className="vendor-games">
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </div>
      ) : list.error ? (
        <ErrorState message={list.error.message} retryLabel={t('common.retry')} onRetry={() => void list.refetch()} />
      ) : games.length === 0 ? (
        <p className="muted">{t('games.empty')}</p>
      ) : (
        <ul className="vendor-games" data-testid="vendor-games">
          {games.map((game) => (
            <li key={game.nodeId}>
              <button
                type="button"
                className="vendor-games__item"
                data-testid="vendor-game"
                data-game-code={game.gameCode}
                disabled={game.maintenance}
                onClick={() => {
                  onClose();
                  onPlay(game);
                }}
              >
                <span className="vendor-games__name">{game.gameName}</span>
                <span className="vendor-games__go">
                  {game.maintenance ? t('games.maintenance') : t('games.playShort')}
                  <ChevronRightIcon size={16} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
