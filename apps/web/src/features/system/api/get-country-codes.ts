import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryCodesValue } from '@panalo/contract/content';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type CountryCodes = z.infer<typeof countryCodesValue>;

/** GET /wps/system/countryCodes: the dialing codes the mobile fields offer, the brand's own first. */
export const getCountryCodes = (signal?: AbortSignal): Promise<CountryCodes> =>
  apiRequest('/wps/system/countryCodes', countryCodesValue, { signal });

export const countryCodesQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'country-codes'], queryFn: ({ signal }) => getCountryCodes(signal), staleTime: 30 * 60_000 });

export const useCountryCodes = () => useQuery(countryCodesQueryOptions());
