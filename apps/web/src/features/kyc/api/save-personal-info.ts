import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kycState, type KycState, type PersonalInfoRequest } from '@panalo/contract/kyc';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { kycKeys } from './kyc-keys';

/** POST /wps/v2/member/kyc/personalInfo (T): the spec's setPersonalInfo; answers the new state. */
export const savePersonalInfo = (request: PersonalInfoRequest): Promise<KycState> =>
  apiRequest('/wps/v2/member/kyc/personalInfo', kycState, { method: 'POST', body: request, auth: true });

export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kycKeys.all(sessionStore.getToken()) }),
  });
}
