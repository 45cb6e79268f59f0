import { useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { useDisclaimerState } from '../../lib/disclaimer-store';
import { useModals } from '../../lib/modals/modals-context';
import { usePageCovered } from '../../lib/page-cover';
import { useSession } from '../../lib/session-store';

/**
 * Whether the site may open a popup of its own over this page now (SitePopups): no other popup is
 * open, and the page is not one where they never open. The agent pages show only the agent view
 * (spec 000 section 2); the help pages hold the terms the disclaimer points to; on /login and
 * /register the route's own popup opens first (closing it leaves for home, where the disclaimer
 * then shows); a members-only page visited without a session is on its way to /login (routes
 * marked with the needsLogin handle). A member's popups wait for the member's info (a trial or a
 * stale token must not see them).
 */
export function useSitePopupRoom(): boolean {
  const { state } = useModals();
  const location = useLocation();
  const matches = useMatches();
  const session = useSession();
  const current = useCurrentMember();
  const path = location.pathname.toLowerCase();
  const elsewhere = path.startsWith('/agent') || path.startsWith('/help') || path === '/login' || path === '/register';
  const leavingForLogin = !session.token && matches.some((match) => isNeedsLogin(match.handle));
  const free = state.kind === 'none' && !elsewhere && !leavingForLogin && !session.passwordChangeRequired;
  const ready = !session.token || Boolean(current.member);
  return free && ready;
}

/** The disclaimer shows over this page until it is accepted (spec 000 section 4). */
export function useDisclaimerShows(): boolean {
  const room = useSitePopupRoom();
  const disclaimer = useDisclaimerState();
  return room && disclaimer === 'pending';
}

/**
 * False while a popup covers the page and the page has not yet been seen without one; true from
 * then on. The parts of a page below its first screen (the home's jackpot and game rows, the
 * footer) wait behind it: the disclaimer, which every new tab shows, or the log-in popup of
 * /login, is what the reader answers first, and building what it covers held a phone's main
 * thread for seconds while the popup was opening (docs/performance.md, "Web delivery"). What was
 * shown stays when a popup opens later.
 */
export function useSeenUncovered(): boolean {
  const { state } = useModals();
  const layered = usePageCovered();
  const disclaimer = useDisclaimerShows();
  const location = useLocation();
  const { token } = useSession();
  // A visitor's /login and /register open their popup from an effect, after this first render.
  const accountRoute = !token && ACCOUNT_ROUTE.test(location.pathname);
  const covered = layered || disclaimer || accountRoute || state.kind !== 'none';
  const [seen, setSeen] = useState(!covered);
  useEffect(() => {
    if (!covered) setSeen(true);
  }, [covered]);
  return seen || !covered;
}

/** The addresses that open the log-in or registration popup at once (AuthRoute). */
export const ACCOUNT_ROUTE = /^\/(login|register)\/?$/i;

const isNeedsLogin = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && (handle as { needsLogin?: unknown }).needsLogin === true;
