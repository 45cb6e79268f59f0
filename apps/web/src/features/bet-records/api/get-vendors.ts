import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorTypesValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';

/** GET /lgw/games/vendorTypes: every vendor the brand offers, for the betting record's filter. */
export const getVendors = (signal?: AbortSignal) => apiRequest('/lgw/games/vendorTypes', vendorTypesValue, { signal });

export const vendorsQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'vendorTypes', 'all'], queryFn: ({ signal }) => getVendors(signal), staleTime: 5 * 60_000 });

export const useVendors = () => useQuery(vendorsQueryOptions());
