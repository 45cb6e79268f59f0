import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@panalo/contract/registration';
import { loginValue, type LoginValue } from '@panalo/contract/session';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';

/** PUT /wps/member/register (E): creates the member and logs them in. */
export const register = (request: RegisterRequest, key: EncryptionKeyValue): Promise<LoginValue> =>
  apiRequest('/wps/member/register', loginValue, { method: 'PUT', body: request, encryption: key });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RegisterRequest) => register(request, await getEncryptionKey(queryClient)),
  });
}
