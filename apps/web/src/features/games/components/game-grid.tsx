import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import { ErrorState } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/number-format';
import { useIdleReveal } from '../../../lib/use-idle-reveal';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useFreePlay } from '../hooks/use-free-play';
import { usePlayGame } from '../hooks/use-play-game';
import { useToggleFavourite } from '../hooks/use-toggle-favourite';
import { useVendorDirectory } from '../hooks/use-vendors';
import { GameTile } from './game-tile';
import { VendorEntryCard } from './vendor-entry-card';
import './game-tiles.css';

interface GameGridProps {
  games: readonly Game[];
  /** Vendors that open their own lobby are shown as large cards. */
  variant?: 'tiles' | 'entries';
  /** One scrolling row instead of a wrapping grid (the home page). */
  row?: boolean;
  testId?: string;
  /** How many of the first tiles are in the first screen (a lobby's): their pictures load at once, first. */
  priority?: number;
}

/** A lobby's first tiles on a phone: two rows of two, the first of them the page's largest paint. */
const LOBBY_FIRST_SCREEN_TILES = 4;

/**
 * Tiles built at once (at least the first screen's) and then per idle moment: a tile with its
 * picture, star, texts and buttons takes a phone a few milliseconds, so a page of them built in one
 * go is one long task that holds the main thread (docs/performance.md, "Web delivery").
 */
const FIRST_TILES = 2;
const TILES_PER_IDLE = 2;

/** A responsive grid of game tiles, each with its play button and star. */
export function GameGrid({ games, variant = 'tiles', row = false, testId = 'game-grid', priority = 0 }: GameGridProps) {
  const shown = useIdleReveal(games.length, Math.max(FIRST_TILES, priority), TILES_PER_IDLE);
  const vendors = useVendorDirectory();
  const favourites = useFavouriteIds();
  const play = usePlayGame();
  const freePlay = useFreePlay();
  const toggle = useToggleFavourite();
  return (
    <ul className={variant === 'entries' ? 'vendor-entries' : `game-grid${row ? ' game-grid--row' : ''}`} data-testid={testId}>
      {games.slice(0, shown).map((game, index) => {
        const vendor = vendors.get(game.vassalage);
        const props = {
          game,
          vendorName: vendor?.displayName ?? game.vassalage,
          favourite: favourites.has(game.nodeId),
          onPlay: play,
          onToggleFavourite: toggle,
          onFreePlay: freePlay,
          priority: index < priority,
        };
        return (
          <li key={game.nodeId}>
            {variant === 'entries' ? <VendorEntryCard {...props} iconUrl={vendor?.lagerIcon ?? game.iconUrl} /> : <GameTile {...props} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholders the shape of tiles while the first page loads. */
export function GameGridSkeleton({ count = 12, variant = 'tiles' }: { count?: number; variant?: 'tiles' | 'entries' }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="games-loading">
      <span role="status" className="sr-only">
        {t('games.loading')}
      </span>
      <ul className={variant === 'entries' ? 'vendor-entries' : 'game-grid'} aria-hidden="true">
        {Array.from({ length: variant === 'entries' ? 3 : count }, (_, index) => (
          <li key={index} className="game-skeleton">
            <Skeleton height={variant === 'entries' ? 120 : 150} />
            <Skeleton height={14} width="70%" />
            <Skeleton height={12} width="45%" />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface PagedGamesProps {
  games: readonly Game[];
  /** Unknown while more pages remain on a list that answers no count. */
  total: number | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
  variant?: 'tiles' | 'entries';
  empty: ReactNode;
}

/** A lobby's or the favourites' games: skeleton, error with retry, empty state, or the grid with "load more". */
export function PagedGames(props: PagedGamesProps) {
  const { t } = useTranslation();
  const { games, total, variant } = props;
  if (props.isPending) return <GameGridSkeleton variant={variant} />;
  if (props.error && games.length === 0)
    return <ErrorState message={props.error.message} retryLabel={t('common.retry')} onRetry={props.refetch} />;
  if (games.length === 0)
    return (
      <div className="games-empty" data-testid="games-empty">
        {props.empty}
      </div>
    );
  return (
    <>
      <GameGrid games={games} variant={variant} priority={LOBBY_FIRST_SCREEN_TILES} />
      <div className="games-more">
        <p
          hidden={variant === 'entries' && !props.hasNextPage}
          className="games-more__progress"
          aria-live="polite"
          data-testid="games-progress"
        >
          {total === undefined
            ? t('games.shown', { count: games.length, shown: formatCount(games.length) })
            : t('games.showing', { shown: formatCount(games.length), total: formatCount(total) })}
        </p>
        {total === undefined || (variant === 'entries' && !props.hasNextPage) ? null : (
          <progress className="games-more__bar" max={Math.max(total, 1)} value={games.length} aria-hidden="true" />
        )}
        {props.isFetchNextPageError ? (
          <ErrorState message={props.error?.message ?? t('errors.network')} retryLabel={t('common.retry')} onRetry={props.fetchNextPage} />
        ) : props.hasNextPage ? (
          <Button variant="secondary" loading={props.isFetchingNextPage} onClick={props.fetchNextPage} data-testid="games-load-more">
            {props.isFetchingNextPage ? t('games.loadingMore') : t('games.loadMore')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
