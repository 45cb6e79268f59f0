import { useState } from 'react';
import type { GameType } from '@panalo/contract/games';
import { SlotsIcon } from '../../../components/ui/game-icons';
import { areaOfGameType } from '../game-areas';
import { useImageSource } from '../hooks/use-image-source';

/**
 * A game's or vendor's picture: loaded only when it scrolls near (loading="lazy", unless it is in
 * the first screen), once; if it
 * cannot be loaded the lobby's default icon stands in (spec 001 section 8). The site's own pictures
 * come from the brand's image CDNs when it has them.
 */
export function GameArt({
  src,
  gameType,
  className = 'game-art',
  iconSize = 40,
  priority = false,
}: {
  src: string;
  /** Whose lobby icon stands in; the slots icon without one. */
  gameType?: GameType;
  className?: string;
  iconSize?: number;
  /** In the first screen (a lobby's first tiles, the page's largest paint): loaded at once, first. */
  priority?: boolean;
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={240}
      height={240}
      onError={() => setFailed(true)}
    />
  );
}
