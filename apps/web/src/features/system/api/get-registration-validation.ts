import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_REGISTRATION_VALIDATION, type RegistrationValidationConfig } from '@panalo/contract/registration';
import { registrationValidationValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';

/**
 * The merchant's per-field registration rules. The server may leave fields out; those keep the
 * contract's defaults so the form always has a complete rule set to work from.
 */
export async function getRegistrationValidation(signal?: AbortSignal): Promise<RegistrationValidationConfig> {
  const partial = await apiRequest('/wps/system/setting/register/validation', registrationValidationValue, { signal });
  return { ...DEFAULT_REGISTRATION_VALIDATION, ...partial };
}

export const registrationValidationQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'registration-validation'],
    queryFn: ({ signal }) => getRegistrationValidation(signal),
    staleTime: 5 * 60_000,
  });

export const useRegistrationValidation = () => useQuery(registrationValidationQueryOptions());
