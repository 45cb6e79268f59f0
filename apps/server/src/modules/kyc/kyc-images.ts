import type { Language } from '@panalo/contract/constants';
import { errorMessage, type ErrorCode } from '@panalo/contract/error-codes';
import type { IdImagesRequest, KycImageSide } from '@panalo/contract/kyc';
import type { AppContext } from '../../app-context';
import { checkBase64Image, type CheckedImage } from '../../adapters/storage/image-upload';
import type { StoredObject } from '../../adapters/storage/object-storage';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/tokens';

/** The request's fields, the side each is, and the spec's message when it is missing. */
const FIELDS = [
  { field: 'idCardFront', side: 'front', missing: 'ID_FRONT_REQUIRED' },
  { field: 'idCardBack', side: 'back', missing: 'ID_BACK_REQUIRED' },
  { field: 'idCardSelfie', side: 'selfie', missing: 'ID_SELFIE_REQUIRED' },
] as const satisfies readonly { field: keyof IdImagesRequest['data']; side: KycImageSide; missing: ErrorCode }[];

export type IdImages = Record<KycImageSide, CheckedImage>;
export type IdImageKeys = Record<KycImageSide, string>;

/**
 * Checks the three images in the form's order: each present (please_upload_front/back/selfie),
 * then each a JPEG or PNG of at most 5242880 bytes by its bytes (activity_apply_remark_limit2 and
 * _limit3). A failure names the field it is about.
 */
export async function checkIdImages(data: IdImagesRequest['data'], language: Language): Promise<IdImages> {
  for (const { field, missing } of FIELDS) {
    if (!data[field]?.trim()) throw new AppError(missing, { fields: { [field]: errorMessage(missing, language) } });
  }
  const images: Partial<IdImages> = {};
  for (const { field, side } of FIELDS) {
    try {
      images[side] = await checkBase64Image(data[field]!);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, { fields: { [field]: errorMessage(error.code, language) } });
      throw error;
    }
  }
  return images as IdImages;
}

/** Stores the images under fresh keys (a resubmission never overwrites what is under review). */
export async function storeIdImages(ctx: AppContext, merchantId: number, memberId: number, images: IdImages): Promise<IdImageKeys> {
  const storage = ctx.storage;
  const keys: Partial<IdImageKeys> = {};
  try {
    for (const { side } of FIELDS) {
      const image = images[side];
      const key = `kyc/${merchantId}/${memberId}/${side}-${randomId(9).replace(/[^a-z0-9]/gi, '')}.${image.extension}`;
      await storage.put(key, image.bytes, image.contentType);
      keys[side] = key;
    }
  } catch (error) {
    await discardImages(ctx, Object.values(keys));
    throw error;
  }
  return keys as IdImageKeys;
}

/** Removes stored images; a failure to remove is left for later rather than failing the member's call. */
export async function discardImages(ctx: AppContext, keys: (string | null | undefined)[]): Promise<void> {
  const storage = ctx.storage;
  await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => storage.delete(key).catch(() => undefined)));
}

export async function readIdImage(ctx: AppContext, key: string | null): Promise<StoredObject | null> {
  return key ? ctx.storage.get(key) : null;
}
