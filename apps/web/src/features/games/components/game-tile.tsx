import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import { PlayIcon } from '../../../components/ui/icons';
import { WrenchIcon } from './maintenance-icon';
import { currentLocale } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/number-format';
import { FavouriteButton } from './favourite-button';
import { FreePlayTileButton } from './free-play-tile-button';
import { GameArt } from './game-art';

export interface TileProps {
  game: Game;
  vendorName: string;
  favourite: boolean;
  onPlay: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** "Free play" (games with supportPlay 0). */
  onFreePlay: (game: Game) => void;
  /** Its picture is in the first screen: loaded at once, first. */
  priority?: boolean;
}

const rtpText = (rtp: number) => `${formatNumber(currentLocale(), rtp, 2)}%`;

/**
 * A game in a lobby: its picture (the play button), name, vendor, hot badge, RTP when published, and
 * the star. A game in maintenance wears a marker, offers no free play, and its picture opens the
 * maintenance dialog with other games to play instead.
 *
 * Memoised: a grid reveals its tiles a few per idle moment and re-renders at each step, and the
 * tiles already shown keep their props (the game, and the grid's callbacks, which are stable), so
 * only the new ones render; without it a row of twelve cost its phone some forty tile renders.
 */
export const GameTile = memo(function GameTile({
  game,
  vendorName,
  favourite,
  onPlay,
  onToggleFavourite,
  onFreePlay,
  priority,
}: TileProps) {
  const { t } = useTranslation();
  return (
    <article
      className={`game-tile${game.maintenance ? ' game-tile--maintenance' : ''}`}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-maintenance={game.maintenance || undefined}
    >
      <div className="game-tile__media">
        <button
          type="button"
          className="game-tile__play"
          onClick={() => onPlay(game)}
          aria-label={game.maintenance ? t('gameMaintenance.tileLabel', { name: game.gameName }) : t('games.play', { name: game.gameName })}
        >
          <GameArt src={game.iconUrl} gameType={game.gameType} priority={priority} />
          {game.maintenance ? (
            <span className="game-tile__maintenance" data-testid="game-maintenance-marker">
              <WrenchIcon size={22} />
              {t('games.maintenance')}
            </span>
          ) : (
            <span className="game-tile__overlay" aria-hidden="true">
              <PlayIcon size={22} />
              {t('games.playShort')}
            </span>
          )}
        </button>
        {game.isHot && !game.maintenance ? <span className="game-badge game-badge--hot">{t('games.hot')}</span> : null}
        <FavouriteButton name={game.gameName} pressed={favourite} onToggle={() => onToggleFavourite(game)} />
      </div>
      <div className="game-tile__body">
        <h3 className="game-tile__name" title={game.gameName} data-testid="game-name">
          {game.gameName}
        </h3>
        <p className="game-tile__meta">
          <span className="game-tile__vendor">{vendorName}</span>
          {game.rtp !== null ? (
            <span className="game-tile__rtp" title={t('games.rtpTitle')}>
              {t('games.rtp', { value: rtpText(game.rtp) })}
            </span>
          ) : null}
        </p>
        {game.supportPlay === 0 && !game.maintenance ? <FreePlayTileButton game={game} onFreePlay={onFreePlay} /> : null}
      </div>
    </article>
  );
});
