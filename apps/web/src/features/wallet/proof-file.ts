import type { ErrorCode } from '@panalo/contract/error-codes';

/** The spec's upload limit: 5242880 bytes, JPEG or PNG. */
export const MAX_PROOF_BYTES = 5_242_880;

export type ProofResult = { ok: true; base64: string } | { ok: false; code: Extract<ErrorCode, 'FILE_TYPE_INVALID' | 'FILE_TOO_LARGE'> };

/**
 * Checks a screenshot before it is sent, by its first bytes as the server does (a renamed file is
 * caught), then reads it as base64 for the JSON body.
 */
export async function readProof(file: File): Promise<ProofResult> {
  if (file.size > MAX_PROOF_BYTES) return { ok: false, code: 'FILE_TOO_LARGE' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isJpeg(bytes) && !isPng(bytes)) return { ok: false, code: 'FILE_TYPE_INVALID' };
  return { ok: true, base64: toBase64(bytes) };
}

const isJpeg = (bytes: Uint8Array): boolean => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const isPng = (bytes: Uint8Array): boolean => PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);

function toBase64(bytes: Uint8Array): string {
  // In slices: String.fromCharCode with millions of arguments overflows the call stack.
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export function formatBytes(size: number, locale: string): string {
  const megabytes = size / 1_048_576;
  return megabytes >= 1
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)} MB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, size / 1024))} KB`;
}
