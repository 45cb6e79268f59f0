import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangePasswordRequest } from '@panalo/contract/member';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptionKey } from '../../system/api/encryption-key';

/**
 * POST /wps/member/password (T, E). The contract gives no answer shape; if the server hands out
 * a fresh token (sessions are revoked on a password change), it is picked up here.
 */
export async function changePassword(request: ChangePasswordRequest, key: EncryptionKeyValue): Promise<{ token?: string }> {
  const value = await apiRequest('/wps/member/password', z.unknown(), { method: 'POST', body: request, encryption: key, auth: true });
  const token = value && typeof value === 'object' && 'token' in value && typeof value.token === 'string' ? value.token : undefined;
  return { token };
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ChangePasswordRequest) => changePassword(request, await getEncryptionKey(queryClient)),
  });
}
