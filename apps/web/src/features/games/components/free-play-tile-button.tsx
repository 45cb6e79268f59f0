import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import { useFreePlay } from '../hooks/use-free-play';
import './free-play-tile-button.css';

/** "Free play" on a tile of a game that offers a free trial (supportPlay 0), for everyone. */
export function FreePlayTileButton({ game }: { game: Game }) {
  const { t } = useTranslation();
  const freePlay = useFreePlay();
  return (
    <button
      type="button"
      className="game-tile__free"
      onClick={() => freePlay(game)}
      aria-label={t('games.freePlayLabel', { name: game.gameName })}
      data-testid="game-free-play"
    >
      {t('games.freePlay')}
    </button>
  );
}
