import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginValue, type LoginV2Request, type LoginValue } from '@panalo/contract/session';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';

/** POST /wps/session/login/v2 (E): the spec's Login V2; the sms tab logs in with a mobile and an SMS code. */
export const loginV2 = (request: LoginV2Request, key: EncryptionKeyValue): Promise<LoginValue> =>
  apiRequest('/wps/session/login/v2', loginValue, { method: 'POST', body: request, encryption: key });

export function useLoginV2() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: LoginV2Request) => loginV2(request, await getEncryptionKey(queryClient)),
  });
}
