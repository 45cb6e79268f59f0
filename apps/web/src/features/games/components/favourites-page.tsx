import { AccountGamesPage } from './account-games-page';

/** /favorite: the member's favourite games, newest first. */
export const FavouritesPage = () => <AccountGamesPage kind="favorite" />;
