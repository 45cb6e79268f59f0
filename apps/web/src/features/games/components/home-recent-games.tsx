import { useTranslation } from 'react-i18next';
import { RECENT_GAMES_LIMIT } from '@panalo/contract/games';
import { useRecentRow } from '../api/get-recent-games';
import { HomeRow } from './home-row';

/**
 * The member's recently played games on the home page: up to 12, then "more" for /recent. Guests and
 * trial accounts have none (the query is not even asked); an empty list or a failed call hides the row.
 */
export function HomeRecentGames() {
  const { t } = useTranslation();
  const recent = useRecentRow();
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <HomeRow
      title={t('sections.recent')}
      games={recent.data.slice(0, RECENT_GAMES_LIMIT)}
      more={{ to: '/recent', label: t('homeGames.moreOf', { name: t('sections.recent') }) }}
      testId="home-recent-games"
      gridTestId="recent-games"
    />
  );
}
