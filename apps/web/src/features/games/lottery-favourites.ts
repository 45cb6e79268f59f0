import { useCallback, useSyncExternalStore } from 'react';
import type { MemberInfo } from '@panalo/contract/member';

/**
 * Lottery favourites (spec 001 section 3): kept by the site, per username, as a list of the
 * lotteries' ids (nodeId), in this browser's storage. A trial account has none: member type 4,
 * which an agent of type 4 is taken as too (the spec's lottery favourite check).
 */
const TRIAL_TYPE = 4;
const keyOf = (username: string) => `panalo.lotteryFavourites.${username.toLowerCase()}`;
const listeners = new Set<() => void>();
const EMPTY: readonly number[] = [];
const cache = new Map<string, { text: string | null; ids: readonly number[] }>();

export const canKeepLotteryFavourites = (member: Pick<MemberInfo, 'type' | 'isTrial'> | undefined): boolean =>
  Boolean(member) && !member!.isTrial && member!.type !== TRIAL_TYPE;

function read(username: string): readonly number[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(keyOf(username));
  } catch {
    return EMPTY;
  }
  const known = cache.get(username);
  if (known && known.text === text) return known.ids;
  let ids: readonly number[] = EMPTY;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  } catch {
    ids = EMPTY;
  }
  cache.set(username, { text, ids });
  return ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the site changed them.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The member's lottery favourites and a toggle; `allowed` is false for visitors and trial accounts. */
export function useLotteryFavourites(member: Pick<MemberInfo, 'account' | 'type' | 'isTrial'> | undefined) {
  const allowed = canKeepLotteryFavourites(member);
  const username = allowed ? member!.account : '';
  const ids = useSyncExternalStore(
    subscribe,
    () => (username ? read(username) : EMPTY),
    () => EMPTY,
  );
  const toggle = useCallback(
    (id: number) => {
      if (!username) return;
      const current = read(username);
      const next = current.includes(id) ? current.filter((each) => each !== id) : [...current, id];
      try {
        localStorage.setItem(keyOf(username), JSON.stringify(next));
      } catch {
        // Storage full or blocked: the star stays as it was.
      }
      for (const listener of listeners) listener();
    },
    [username],
  );
  return { allowed, ids, toggle };
}
