import { queryOptions, useQuery } from '@tanstack/react-query';
import { favouriteIdsValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { gameKeys } from './game-keys';

/** GET /lgw/games/favorites/ids (T): the ids behind every star on screen. */
export const getFavouriteIds = (signal?: AbortSignal): Promise<number[]> =>
  apiRequest('/lgw/games/favorites/ids', favouriteIdsValue, { auth: true, signal });

/** Changed only by this member's own stars, which update it at once: never refetched on its own. */
export const favouriteIdsQueryOptions = () =>
  queryOptions({ queryKey: gameKeys.favouriteIds, queryFn: ({ signal }) => getFavouriteIds(signal), staleTime: Infinity });

export function useFavouriteIds(): ReadonlySet<number> {
  const current = useCurrentMember();
  const enabled = current.isLoggedIn && Boolean(current.member) && !current.isTrial;
  const query = useQuery({ ...favouriteIdsQueryOptions(), enabled, select: toSet });
  return (enabled ? query.data : undefined) ?? EMPTY;
}

const EMPTY: ReadonlySet<number> = new Set();
const toSet = (ids: number[]): ReadonlySet<number> => new Set(ids);
