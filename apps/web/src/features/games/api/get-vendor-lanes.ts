import { queryOptions, useQuery } from '@tanstack/react-query';
import { lanesValue, type LanesValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** Spec 001 section 7: the lanes are kept for the browser session, so each tab asks once. */
const STORAGE_KEY = 'panalo.vendorLanes';

function storedLanes(): LanesValue | undefined {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    const parsed = text ? lanesValue.safeParse(JSON.parse(text)) : null;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET /lgw/games/lanes (N): the vendor navigation lanes, one per game type that has vendors. */
export async function getVendorLanes(signal?: AbortSignal): Promise<LanesValue> {
  const lanes = await apiRequest('/lgw/games/lanes', lanesValue, { signal, query: { platform: 'html5-desktop' } });
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(lanes));
  } catch {
    // Storage full or blocked: the lanes are simply asked again next time.
  }
  return lanes;
}

export const useVendorLanes = (enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: [...gameKeys.all, 'lanes'],
      queryFn: ({ signal }) => getVendorLanes(signal),
      initialData: storedLanes,
      staleTime: Infinity,
      enabled,
    }),
  );
