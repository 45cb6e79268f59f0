import { createHash, randomBytes } from 'node:crypto';

/** A session token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const randomId = (bytes = 16): string => randomBytes(bytes).toString('base64url');

/** A short code people can type: no 0/O or 1/I to confuse. */
export function readableCode(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return code;
}
