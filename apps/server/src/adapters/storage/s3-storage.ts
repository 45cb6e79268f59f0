import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type ObjectStorage, type StoredObject } from './object-storage';

export interface S3Settings {
  /** Empty for AWS itself; the service's address for MinIO, Ceph, R2, Spaces and the like. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`; most self-hosted services need it. */
  forcePathStyle: boolean;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Objects in an S3-compatible bucket. The SDK is large, so it is loaded on first use: a server
 * that stores on disk never pays for it.
 */
export class S3Storage implements ObjectStorage {
  private connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {}

  private connect() {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, forcePathStyle, accessKeyId, secretAccessKey } = this.settings;
      const client = new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle,
        ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // The newer default checksums are not understood by every S3-compatible service.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.connection;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!answer.Body) return null;
      const bytes = Buffer.from(await answer.Body.transformToByteArray());
      return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async close(): Promise<void> {
    if (this.connection) (await this.connection).client.destroy();
  }
}
