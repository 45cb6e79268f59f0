import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginVerification, type LoginResendRequest, type LoginVerification } from '@panalo/contract/session';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';

/** POST /wps/session/login/resend (E): a new code for the same new-IP log-in. */
export const resendLoginCode = (request: LoginResendRequest, key: EncryptionKeyValue): Promise<LoginVerification> =>
  apiRequest('/wps/session/login/resend', loginVerification, { method: 'POST', body: request, encryption: key });

export function useResendLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: LoginResendRequest) => resendLoginCode(request, await getEncryptionKey(queryClient)),
  });
}
