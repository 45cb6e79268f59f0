import type { QueryClient } from '@tanstack/react-query';
import type { EncryptionKeyValue } from '@panalo/contract/system';
import { permissionQueryOptions } from './get-permission';

/** The server's public key for (E) bodies, from the permission answer (loaded at start-up). */
export async function getEncryptionKey(queryClient: QueryClient): Promise<EncryptionKeyValue> {
  const permission = await queryClient.ensureQueryData(permissionQueryOptions());
  return permission.encryption;
}
