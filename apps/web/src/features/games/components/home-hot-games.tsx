import { useTranslation } from 'react-i18next';
import { HOT_GAMES_LIMIT } from '@panalo/contract/games';
import { useHotGames } from '../api/get-hot-games';
import { GameGrid, GameGridSkeleton } from './game-grid';

/** The home page's hot games: up to 12 (spec 001 section 9); nothing at all if the brand has none or the call fails. */
export function HomeHotGames() {
  const { t } = useTranslation();
  const hot = useHotGames(HOT_GAMES_LIMIT);
  if (hot.isError || (hot.data && hot.data.length === 0)) return null;
  return (
    <section aria-labelledby="hot-games-title" className="home-hot" data-testid="home-hot-games">
      <h2 id="hot-games-title" className="section-title">
        {t('games.hotTitle')}
      </h2>
      {hot.data ? <GameGrid games={hot.data.slice(0, HOT_GAMES_LIMIT)} testId="hot-games" row /> : <GameGridSkeleton count={6} />}
    </section>
  );
}
