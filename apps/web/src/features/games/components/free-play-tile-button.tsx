import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import './free-play-tile-button.css';

/**
 * "Free play" on a tile of a game that offers a free trial (supportPlay 0), for everyone.
 * `onFreePlay` comes from the grid (useFreePlay once for all its tiles, not once per tile).
 */
export function FreePlayTileButton({ game, onFreePlay }: { game: Game; onFreePlay: (game: Game) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="game-tile__free"
      onClick={() => onFreePlay(game)}
      aria-label={t('games.freePlayLabel', { name: game.gameName })}
      data-testid="game-free-play"
    >
      {t('games.freePlay')}
    </button>
  );
}
