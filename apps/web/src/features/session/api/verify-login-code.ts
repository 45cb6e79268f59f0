import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginValue, type LoginValue, type LoginVerifyRequest } from '@panalo/contract/session';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';

/** POST /wps/session/login/verify (E): the code that finishes a log-in from a new IP. */
export const verifyLoginCode = (request: LoginVerifyRequest, key: EncryptionKeyValue): Promise<LoginValue> =>
  apiRequest('/wps/session/login/verify', loginValue, { method: 'POST', body: request, encryption: key });

export function useVerifyLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: LoginVerifyRequest) => verifyLoginCode(request, await getEncryptionKey(queryClient)),
  });
}
