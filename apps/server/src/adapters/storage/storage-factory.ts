import { dirname, join } from 'node:path';
import type { Config } from '../../config';
import { isPostgresUrl } from '../../db/database';
import { DiskStorage } from './disk-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

/** STORAGE_DIR, or `uploads` beside the SQLite file, or ./data/uploads (in-memory SQLite, PostgreSQL). */
export function storageDirectory(config: Config): string {
  if (config.STORAGE_DIR) return config.STORAGE_DIR;
  const url = config.DATABASE_URL;
  const file = isPostgresUrl(url) ? '' : url.replace(/^sqlite:(\/\/)?/, '');
  return file && file !== ':memory:' ? join(dirname(file), 'uploads') : join('data', 'uploads');
}

/** Builds the storage the settings choose; wrong S3 settings stop the server with a readable reason. */
export function createStorage(config: Config): ObjectStorage {
  if (config.STORAGE_DRIVER === 'disk') return new DiskStorage(storageDirectory(config));
  if (!config.S3_BUCKET) throw new Error('Invalid settings:\n  S3_BUCKET: required when STORAGE_DRIVER is s3');
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
