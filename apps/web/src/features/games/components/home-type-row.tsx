import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_COCKFIGHT_LIMIT, HOME_TYPE_ROW_LIMIT, type GameType } from '@panalo/contract/games';
import type { GameArea } from '../game-areas';
import { useGamePage } from '../api/get-game-page';
import { useInView } from '../hooks/use-in-view';
import { HomeRow } from './home-row';

interface HomeTypeRowProps {
  area: GameArea;
  gameType: GameType;
  /** Called when "more" opens this type's tab. */
  onMore: () => void;
}

/**
 * One game type on the home page: its first 12 games (5 arenas for cockfight, spec 001 section 9),
 * asked for only when the row scrolls near, then "more" for the type's tab with every vendor and
 * the search. A type without games, or whose call fails, leaves no empty row behind.
 */
export function HomeTypeRow({ area, gameType, onMore }: HomeTypeRowProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const seen = useInView(ref);
  const limit = gameType === 'COCKFIGHT' ? HOME_COCKFIGHT_LIMIT : HOME_TYPE_ROW_LIMIT;
  // A centre of vendor cards (sports, e-sports, cockfight) shows the cards, not each vendor's games.
  const page = useGamePage({ gameType, isGame: area.vendorEntries ? 'VASSALAGE' : undefined }, 1, limit, seen);
  if (page.isError || page.data?.games.length === 0) return null;
  const name = t(`areas.${area.key}`);
  return (
    <HomeRow
      rowRef={ref}
      title={name}
      games={page.data?.games}
      variant={area.vendorEntries ? 'entries' : 'tiles'}
      more={{ to: `?tab=${gameType}`, label: t('homeGames.moreOf', { name }), onClick: onMore }}
      testId={`home-row-${gameType}`}
      gridTestId={`home-row-games-${gameType}`}
    />
  );
}
