import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterMobileRequest, RegisterRequest } from '@panalo/contract/registration';
import { loginValue, type LoginValue } from '@panalo/contract/session';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';

/** PUT /wps/member/register (E): creates the member and logs them in. */
export const register = (request: RegisterRequest, key: EncryptionKeyValue): Promise<LoginValue> =>
  apiRequest('/wps/member/register', loginValue, { method: 'PUT', body: request, encryption: key });

/** PUT /wps/member/register/mobile (E): the mobile number is the account; username and password may be optional. */
export const registerMobile = (request: RegisterMobileRequest, key: EncryptionKeyValue): Promise<LoginValue> =>
  apiRequest('/wps/member/register/mobile', loginValue, { method: 'PUT', body: request, encryption: key });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, byMobile }: { request: RegisterMobileRequest; byMobile: boolean }) => {
      const key = await getEncryptionKey(queryClient);
      return byMobile ? registerMobile(request, key) : register(request as RegisterRequest, key);
    },
  });
}
