import type { GameType } from '@panalo/contract/games';
import { useIdleReveal } from '../../../lib/use-idle-reveal';
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

/** About one row's height: the room kept for rows not rendered yet, so the footer does not jump. */
const ROW_HEIGHT_PX = 300;

/**
 * The Home tab: hot games, the member's recent games, the winner board, then a row per game type.
 * The winner board comes before the long list of types, where players still see it. On a phone all
 * of it is below the first screen: the rows are rendered one at a time when the browser is idle,
 * so building a dozen rows of tiles never blocks the page in one piece (docs/performance.md).
 */
export function HomeOverview({ types, onMore }: HomeOverviewProps) {
  const rows = [
    <HomeHotGames key="hot" onMore={onMore} />,
    <HomeRecentGames key="recent" />,
    <HomeWinnerBoard key="winners" />,
    ...types.map(({ area, gameType }) => <HomeTypeRow key={gameType} area={area} gameType={gameType} onMore={onMore} />),
  ];
  const shown = useIdleReveal(rows.length);
  const pending = rows.length - shown;
  return (
    <>
      {rows.slice(0, shown)}
      {pending > 0 ? <div aria-hidden="true" style={{ height: pending * ROW_HEIGHT_PX }} /> : null}
    </>
  );
}
