import { useTranslation } from 'react-i18next';
import type { GameType } from '@panalo/contract/games';
import { usePopularGames } from '../api/get-popular-games';
import { GameGrid } from './game-grid';

/** How many popular games a search that found nothing offers instead. */
export const POPULAR_SUGGESTIONS = 6;

/**
 * Under a search that found nothing: the lobby's most played games, so the player has somewhere to
 * go. Nothing at all while loading, on error, or when the lobby has no games.
 */
export function LobbyPopular({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const popular = usePopularGames(gameType, POPULAR_SUGGESTIONS, true);
  if (!popular.data || popular.data.length === 0) return null;
  return (
    <section className="lobby-popular" aria-labelledby="lobby-popular-title" data-testid="lobby-popular">
      <h2 id="lobby-popular-title" className="section-title">
        {t('games.popularTitle')}
      </h2>
      <GameGrid games={popular.data} testId="popular-games" row />
    </section>
  );
}
