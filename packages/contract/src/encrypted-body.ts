import { z } from 'zod';

/**
 * Encrypted request bodies, the calls marked (E) in the spec: hybrid encryption with WebCrypto.
 * A fresh AES-256-GCM key encrypts the JSON body; RSA-OAEP-256 wraps that key with the server's
 * published public key. The method and path are bound as additional data, so a captured body
 * cannot be replayed against another call. This adds to TLS; it does not replace it.
 */
export const encryptedBody = z.object({
  encrypted: z.object({
    v: z.literal(1),
    kid: z.string().max(64),
    key: z.string().max(1024),
    iv: z.string().max(32),
    data: z.string().max(1_000_000),
  }),
});
export type EncryptedBody = z.infer<typeof encryptedBody>;

export const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export const additionalData = (method: string, path: string): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(`${method.toUpperCase()} ${path.split('?')[0]}`);

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encrypts a JSON body for the server's key (browser and Node alike). */
export async function encryptBody(publicJwk: JsonWebKey, kid: string, method: string, path: string, body: unknown): Promise<EncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const publicKey = await subtle.importKey('jwk', publicJwk, RSA_PARAMS, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(body));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(method, path) }, aesKey, plaintext);
  const rawKey = await subtle.exportKey('raw', aesKey);
  const wrapped = await subtle.encrypt(RSA_PARAMS, publicKey, rawKey);
  return {
    encrypted: { v: 1, kid, key: toBase64(new Uint8Array(wrapped)), iv: toBase64(iv), data: toBase64(new Uint8Array(data)) },
  };
}
