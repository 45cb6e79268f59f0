import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordResetValue, type PasswordResetRequest, type PasswordResetValue } from '@panalo/contract/verification';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';

/** POST /wps/member/password/reset (E): the e-mailed link's token and the new password; answers the username. */
export const resetPassword = (request: PasswordResetRequest, key: EncryptionKeyValue): Promise<PasswordResetValue> =>
  apiRequest('/wps/member/password/reset', passwordResetValue, { method: 'POST', body: request, encryption: key });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: async (request: PasswordResetRequest) => resetPassword(request, await getEncryptionKey(queryClient)) });
}
