/**
 * Where uploaded files live: a directory on disk (the default, nothing to set up) or an
 * S3-compatible bucket. Keys are relative paths such as `withdraw-receipts/3/WDABC.png`.
 */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Lower-case letters, digits and `._-` in `/`-separated parts; no part may be `.` or `..`. */
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/i;

/** Keys are built by our code, but a key that could climb out of the directory is refused anyway. */
export function assertStorageKey(key: string): void {
  if (key.length > 255 || !KEY_PATTERN.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
