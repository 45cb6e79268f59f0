import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarIcon } from '../../../components/ui/game-icons';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { useFavourites } from '../api/get-favourites';
import { PagedGames } from './game-grid';
import './lobby.css';

/** /favorite: the member's favourite games, newest first, with the same tiles as the lobbies. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const current = useCurrentMember();
  const list = useFavourites();
  const games = list.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <div className="page lobby" data-testid="favourites-page">
      <header className="lobby__head">
        <span className="lobby__icon">
          <StarIcon size={26} />
        </span>
        <h1 className="page-title lobby__title">{t('sections.favorite')}</h1>
      </header>
      {current.isTrial ? (
        <div className="games-empty" data-testid="games-empty">
          <p>{t('games.favouritesTrial')}</p>
        </div>
      ) : (
        <PagedGames
          games={games}
          // The favourites call answers pages, not a count: the count is known once every page is in.
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
              <p>{t('games.favouritesEmpty')}</p>
              <Link to="/rng" className="ui-button ui-button--secondary ui-button--sm">
                {t('games.browseSlots')}
              </Link>
            </>
          }
        />
      )}
    </div>
  );
}
