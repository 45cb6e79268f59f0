import { KYC_MAX_IMAGE_BYTES } from '@panalo/contract/kyc';

export type ImageProblem = 'type' | 'size';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/**
 * Checks an ID image before it is sent (the server checks again): JPEG or PNG by its first bytes,
 * whatever its name says, and at most 5242880 bytes (spec 000 sections 5 and 9).
 */
export async function imageProblem(file: File): Promise<ImageProblem | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!startsWith(head, JPEG) && !startsWith(head, PNG)) return 'type';
  if (file.size > KYC_MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** The file as a data URL, the form the upload call takes. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
