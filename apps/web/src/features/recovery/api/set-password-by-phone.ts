import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginValue, type LoginValue } from '@panalo/contract/session';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import type { PasswordByPhoneRequest } from '@panalo/contract/verification';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';

/** POST /wps/member/password/verification (E): a new password proven by an SMS code; logs the member in. */
export const setPasswordByPhone = (request: PasswordByPhoneRequest, key: EncryptionKeyValue): Promise<LoginValue> =>
  apiRequest('/wps/member/password/verification', loginValue, { method: 'POST', body: request, encryption: key });

export function useSetPasswordByPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PasswordByPhoneRequest) => setPasswordByPhone(request, await getEncryptionKey(queryClient)),
  });
}
