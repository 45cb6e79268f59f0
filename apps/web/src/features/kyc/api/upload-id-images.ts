import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KYC_MODULE_ID, kycState, type KycState } from '@panalo/contract/kyc';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { kycKeys } from './kyc-keys';

export interface IdImages {
  idCardFront: string;
  idCardBack: string;
  idCardSelfie: string;
}

/** POST /wps/v2/member/kyc/idImages (T): the three images (data URLs) together, moduleId UPLOADID3. */
export const uploadIdImages = (data: IdImages): Promise<KycState> =>
  apiRequest('/wps/v2/member/kyc/idImages', kycState, { method: 'POST', body: { data, moduleId: KYC_MODULE_ID }, auth: true });

export function useUploadIdImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadIdImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kycKeys.all(sessionStore.getToken()) }),
  });
}
