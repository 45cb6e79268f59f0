import { useState } from 'react';
import type { GameType } from '@panalo/contract/games';
import { SlotsIcon } from '../../../components/ui/game-icons';
import { areaOfGameType } from '../game-areas';
import { useImageSource } from '../hooks/use-image-source';

/**
 * A game's or vendor's picture: loaded only when it scrolls near (loading="lazy"), once; if it
 * cannot be loaded the lobby's default icon stands in (spec 001 section 8). The site's own pictures
 * come from the brand's image CDNs when it has them.
 */
export function GameArt({
  src,
  gameType,
  className = 'game-art',
  iconSize = 40,
}: {
  src: string;
  /** Whose lobby icon stands in; the slots icon without one. */
  gameType?: GameType;
  className?: string;
  iconSize?: number;
}) {
  const [failed, setFailed] = useState(false);
  const source = useImageSource(src);
  if (failed) {
    const Icon = (gameType && areaOfGameType(gameType)?.Icon) || SlotsIcon;
    return (
      <span className={`${className} game-art--fallback`} data-testid="game-art-fallback">
        <Icon size={iconSize} />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={source}
      alt=""
      loading="lazy"
      decoding="async"
      width={240}
      height={240}
      onError={() => setFailed(true)}
    />
  );
}
