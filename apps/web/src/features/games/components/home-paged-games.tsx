import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOBBY_MARGIN_PAGES, LOBBY_PAGE_RANGE, LOBBY_PAGE_SIZE } from '@panalo/contract/games';
import { ErrorState } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { usePrefersReducedMotion } from '../../../components/ui/use-carousel';
import { formatCount } from '../../../lib/number-format';
import { useGamePage, type GamePageFilter } from '../api/get-game-page';
import { GameGrid, GameGridSkeleton } from './game-grid';

interface HomePagedGamesProps {
  filter: GamePageFilter;
  page: number;
  onPage: (page: number) => void;
  variant?: 'tiles' | 'entries';
  /** Beside the page summary: the search, which must stay when a search finds nothing. */
  tools?: ReactNode;
  empty: ReactNode;
}

/**
 * The home page's lobby grid: 18 games a page with numbered pages (spec 001 section 9: 2 margin
 * pages, a range of 5). The page shown stays, dimmed, while the next one loads; a new page brings
 * the top of the grid back into view.
 */
export function HomePagedGames({ filter, page, onPage, variant = 'tiles', tools, empty }: HomePagedGamesProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const query = useGamePage(filter, page, LOBBY_PAGE_SIZE);

  const turnTo = (next: number) => {
    onPage(next);
    const top = ref.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) ref.current?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const data = query.data;
  return (
    <section
      ref={ref}
      aria-label={t('games.gamesLabel')}
      aria-busy={query.isFetching || undefined}
      className={`home-lobby__games${query.isPlaceholderData ? ' home-lobby__games--stale' : ''}`}
    >
      <div className="home-lobby__bar">
        <p className="home-lobby__summary" aria-live="polite" data-testid="home-lobby-summary">
          {data && data.total > 0
            ? t('homeGames.pageSummary', { page: formatCount(page), pages: formatCount(data.totalPages), total: formatCount(data.total) })
            : null}
        </p>
        {tools}
      </div>
      {query.isPending ? (
        <GameGridSkeleton count={LOBBY_PAGE_SIZE} variant={variant} />
      ) : !data ? (
        <ErrorState
          message={query.error?.message ?? t('errors.network')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : data.games.length === 0 ? (
        <div className="games-empty" data-testid="games-empty">
          {empty}
        </div>
      ) : (
        <>
          <GameGrid games={data.games} variant={variant} testId="home-lobby-grid" />
          <Pagination
            page={page}
            totalPages={data.totalPages}
            onPage={turnTo}
            marginPages={LOBBY_MARGIN_PAGES}
            pageRange={LOBBY_PAGE_RANGE}
            label={t('homeGames.pagesLabel')}
          />
        </>
      )}
    </section>
  );
}
