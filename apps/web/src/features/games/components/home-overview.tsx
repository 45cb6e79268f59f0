import type { GameType } from '@panalo/contract/games';
import type { GameArea } from '../game-areas';
import { HomeHotGames } from './home-hot-games';
import { HomeRecentGames } from './home-recent-games';
import { HomeTypeRow } from './home-type-row';
import { HomeWinnerBoard } from './home-winner-board';

interface HomeOverviewProps {
  /** The game types the brand offers, in menu order. */
  types: ReadonlyArray<{ area: GameArea; gameType: GameType }>;
  /** "More" on a row opened that tab. */
  onMore: () => void;
}

/**
 * The Home tab: hot games, the member's recent games, the winner board, then a row per game type.
 * The winner board comes before the long list of types, where players still see it.
 */
export function HomeOverview({ types, onMore }: HomeOverviewProps) {
  return (
    <>
      <HomeHotGames onMore={onMore} />
      <HomeRecentGames />
      <HomeWinnerBoard />
      {types.map(({ area, gameType }) => (
        <HomeTypeRow key={gameType} area={area} gameType={gameType} onMore={onMore} />
      ))}
    </>
  );
}
