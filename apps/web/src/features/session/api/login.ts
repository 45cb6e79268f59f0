import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginValue, type LoginRequest, type LoginValue } from '@panalo/contract/session';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';

/** POST /wps/session/login (E): the body is encrypted for the server's key. */
export const login = (request: LoginRequest, key: EncryptionKeyValue): Promise<LoginValue> =>
  apiRequest('/wps/session/login', loginValue, { method: 'POST', body: request, encryption: key });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: LoginRequest) => login(request, await getEncryptionKey(queryClient)),
  });
}
