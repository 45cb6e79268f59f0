import { AppError } from '../../lib/app-error';

/** The most an uploaded image may weigh (5 MB), as the spec's upload rules say. */
export const MAX_IMAGE_BYTES = 5_242_880;

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export interface CheckedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
}

/**
 * Accepts a JPEG or PNG by what its bytes are, never by a name or a declared type:
 * FILE_TOO_LARGE over 5 MB, FILE_TYPE_INVALID for anything else (KYC uploads use this too).
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('FILE_TOO_LARGE');
  // Loaded on first use: most requests never upload anything.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const extension = detected && IMAGE_TYPES[detected.mime];
  if (!detected || !extension) throw new AppError('FILE_TYPE_INVALID');
  return { bytes, contentType: detected.mime as CheckedImage['contentType'], extension: extension as CheckedImage['extension'] };
}

const DATA_URL_PREFIX = /^data:[a-z0-9.+/-]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes an image sent as base64 (a bare string or a data URL) and checks it; bad base64 is FILE_TYPE_INVALID. */
export async function checkBase64Image(text: string): Promise<CheckedImage> {
  const body = text.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!BASE64.test(body) || body.length % 4 === 1) throw new AppError('FILE_TYPE_INVALID');
  // Refuse by length before decoding: every 4 characters are 3 bytes.
  if (Math.floor((body.length * 3) / 4) - 2 > MAX_IMAGE_BYTES) throw new AppError('FILE_TOO_LARGE');
  return checkImage(Buffer.from(body, 'base64'));
}
