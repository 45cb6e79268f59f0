import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '@panalo/contract/games';
import { HistoryIcon, StarIcon } from '../../../components/ui/game-icons';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { useFavourites } from '../api/get-favourites';
import { useRecentGames } from '../api/get-recent-games';
import { PagedGames } from './game-grid';
import './lobby.css';

/** The member's own game lists (spec 000 section 2: /favorite and /recent, login needed). */
export type AccountGamesKind = 'favorite' | 'recent';

const ICONS = { favorite: StarIcon, recent: HistoryIcon } as const;

/** /favorite and /recent: the list under the page's title, with the same tiles as the lobbies. */
export function AccountGamesPage({ kind }: { kind: AccountGamesKind }) {
  const { t } = useTranslation();
  const Icon = ICONS[kind];
  return (
    <div className="page lobby" data-testid={kind === 'favorite' ? 'favourites-page' : 'recent-page'}>
      <header className="lobby__head">
        <span className="lobby__icon">
          <Icon size={26} />
        </span>
        <h1 className="page-title lobby__title">{t(`sections.${kind}`)}</h1>
      </header>
      <AccountGames kind={kind} />
    </div>
  );
}

/**
 * The list alone (also the home page's Favorites and Recent tabs; the Favorites tab asks for every
 * favourite at once, `pageSize` 999). Trial accounts keep no lists: they are told so, not asked.
 */
export function AccountGames({ kind, pageSize }: { kind: AccountGamesKind; pageSize?: number }) {
  const { t } = useTranslation();
  const current = useCurrentMember();
  if (current.isTrial)
    return (
      <div className="games-empty" data-testid="games-empty">
        <p>{t(kind === 'favorite' ? 'games.favouritesTrial' : 'homeGames.recentTrial')}</p>
      </div>
    );
  return kind === 'favorite' ? <FavouriteGames pageSize={pageSize} /> : <RecentGames />;
}

function FavouriteGames({ pageSize }: { pageSize?: number }) {
  const { t } = useTranslation();
  const list = useFavourites(pageSize);
  const games = list.data?.pages.flatMap((page) => page.content) ?? [];
  return <PagedList list={list} games={games} empty={t('games.favouritesEmpty')} />;
}

function RecentGames() {
  const { t } = useTranslation();
  const list = useRecentGames();
  const games = list.data?.pages.flatMap((page) => page.list) ?? [];
  return <PagedList list={list} games={games} empty={t('homeGames.recentEmpty')} />;
}

interface PagedListProps {
  list: {
    isPending: boolean;
    error: Error | null;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
  games: readonly Game[];
  empty: ReactNode;
}

/** 42 a page with "load more". These calls answer pages, not a count: the count is known once every page is in. */
function PagedList({ list, games, empty }: PagedListProps) {
  const { t } = useTranslation();
  return (
    <PagedGames
      games={games}
      total={list.hasNextPage ? undefined : games.length}
      isPending={list.isPending}
      error={list.error}
      refetch={() => void list.refetch()}
      hasNextPage={list.hasNextPage}
      isFetchingNextPage={list.isFetchingNextPage}
      isFetchNextPageError={list.isFetchNextPageError}
      fetchNextPage={() => void list.fetchNextPage()}
      empty={
        <>
          <p>{empty}</p>
          <Link to="/rng" className="ui-button ui-button--secondary ui-button--sm">
            {t('games.browseSlots')}
          </Link>
        </>
      }
    />
  );
}
