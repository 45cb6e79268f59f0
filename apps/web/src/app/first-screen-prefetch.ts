import { noticeQueryOptions } from '../features/announcements/api/get-notices';
import { gameListQueryOptions } from '../features/games/api/get-game-list';
import { GAME_AREAS } from '../features/games/game-areas';
import { permissionQueryOptions } from '../features/system/api/get-permission';
import { registerSettingsQueryOptions } from '../features/system/api/get-register-settings';
import { currentLanguage } from '../lib/i18n';
import { ACCOUNT_ROUTE } from './modals/popup-room';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session-store';

/** Home, and the log-in and registration popups over it. */
const HOME = /^\/(index|index\.html|home|login|register)?\/?$/i;

/**
 * Starts the first screen's calls while its texts download (main.tsx), instead of after the first
 * render: the home banner, the largest thing a phone paints first, and a lobby's first games then
 * arrive a round trip sooner. Only calls whose answers stay fresh long enough that the screen, once rendered, reads
 * them from the cache rather than asking again; the notices only for a visitor (a member's depend
 * on a pending password change, which the session's own checks decide first); on /login and
 * /register the brand's log-in and registration settings too.
 */
export function prefetchFirstScreen(): void {
  void queryClient.prefetchQuery(permissionQueryOptions());
  if (HOME.test(window.location.pathname) && !sessionStore.getToken()) {
    void queryClient.prefetchQuery(noticeQueryOptions(null, currentLanguage()));
  }
  // A lobby's largest paint is its first game pictures: its first page of games is asked for now
  // rather than after the lobby's code has arrived and rendered (the same filter the lobby opens on).
  const path = window.location.pathname.replace(/\/+$/, '').toLowerCase();
  const lobby = GAME_AREAS.find((area) => area.gameType && area.path.toLowerCase() === path);
  if (lobby?.gameType) {
    const vassalage = new URLSearchParams(window.location.search).get('vassalage')?.trim().toUpperCase() || undefined;
    const isGame = lobby.vendorEntries ? ('VASSALAGE' as const) : undefined;
    void queryClient.prefetchInfiniteQuery(gameListQueryOptions({ gameType: lobby.gameType, vassalage, isGame }));
  }
  // The popup's tabs, recovery link and human check follow the brand's log-in settings: asked for
  // after the popup's code arrived, they came last and moved the popup's contents once more.
  if (ACCOUNT_ROUTE.test(window.location.pathname)) void queryClient.prefetchQuery(registerSettingsQueryOptions());
}
