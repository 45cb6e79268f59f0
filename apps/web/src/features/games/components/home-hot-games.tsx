import { useTranslation } from 'react-i18next';
import { HOT_GAMES_LIMIT } from '@panalo/contract/games';
import { useHotGames } from '../api/get-hot-games';
import { HomeRow } from './home-row';

/**
 * The home page's hot games: up to 12 (spec 001 section 9), then "more" for the Hot tab; nothing at
 * all if the brand has none or the call fails.
 */
export function HomeHotGames({ onMore }: { onMore?: () => void }) {
  const { t } = useTranslation();
  const hot = useHotGames(HOT_GAMES_LIMIT);
  if (hot.isError || (hot.data && hot.data.length === 0)) return null;
  return (
    <HomeRow
      title={t('games.hotTitle')}
      games={hot.data?.slice(0, HOT_GAMES_LIMIT)}
      more={{ to: '?tab=hot', label: t('homeGames.moreOf', { name: t('homeGames.tabs.hot') }), onClick: onMore }}
      testId="home-hot-games"
      gridTestId="hot-games"
    />
  );
}
