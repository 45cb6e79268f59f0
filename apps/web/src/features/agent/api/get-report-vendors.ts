import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorTypesValue } from '@panalo/contract/games';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /lgw/games/vendorTypes: every vendor the brand offers, for the reports' provider filter.
 * The same key as the betting record's list, so the two share one cached answer.
 */
const reportVendorsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'vendorTypes', 'all'],
    queryFn: ({ signal }) => apiRequest('/lgw/games/vendorTypes', vendorTypesValue, { signal }),
    staleTime: 5 * 60_000,
  });

export const useReportVendors = () => useQuery(reportVendorsQueryOptions());
