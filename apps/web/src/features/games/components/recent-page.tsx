import { AccountGamesPage } from './account-games-page';

/** /recent: the games the member launched, most recent first. */
export const RecentPage = () => <AccountGamesPage kind="recent" />;
