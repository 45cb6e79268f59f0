import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { DiskStorage } from './disk-storage';
import { checkBase64Image, checkImage } from './image-upload';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';
import { createStorage, storageDirectory } from './storage-factory';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
]);

/** The same behaviour from every driver. */
async function roundTrip(storage: ObjectStorage) {
  await storage.put('receipts/7/WD1.png', PNG, 'image/png');
  expect(await storage.get('receipts/7/WD1.png')).toEqual({ bytes: PNG, contentType: 'image/png' });
  expect(await storage.get('receipts/7/none.png')).toBeNull();
  await storage.delete('receipts/7/WD1.png');
  expect(await storage.get('receipts/7/WD1.png')).toBeNull();
  await storage.delete('receipts/7/WD1.png');
  await expect(storage.put('../outside.png', PNG, 'image/png')).rejects.toThrow('invalid storage key');
  await expect(storage.get('receipts/../../etc/passwd')).rejects.toThrow('invalid storage key');
}

describe('disk storage', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'panalo-disk-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('puts, gets and deletes files under its directory only', () => roundTrip(new DiskStorage(directory)));

  it('lives next to the SQLite file unless STORAGE_DIR says otherwise', () => {
    expect(storageDirectory(loadConfig({ DATABASE_URL: 'sqlite:/srv/panalo/panalo.db' }))).toBe('/srv/panalo/uploads');
    expect(storageDirectory(loadConfig({ DATABASE_URL: 'sqlite::memory:' }))).toBe(join('data', 'uploads'));
    expect(storageDirectory(loadConfig({ DATABASE_URL: 'postgres://db/panalo', STORAGE_DIR: '/mnt/uploads' }))).toBe('/mnt/uploads');
    expect(createStorage(loadConfig({}))).toBeInstanceOf(DiskStorage);
  });
});

/** Just enough of the S3 API (path-style PUT, GET, DELETE of objects) to exercise the driver. */
function fakeS3(): Promise<{ server: Server; url: string; objects: Map<string, { body: Buffer; type: string }> }> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      if (request.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
          return;
        }
        response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects })),
  );
}

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects in the bucket', async () => {
    const { server, url, objects } = await fakeS3();
    const storage = new S3Storage({
      endpoint: url,
      region: 'us-east-1',
      bucket: 'uploads',
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    try {
      await storage.put('receipts/7/WD2.png', PNG, 'image/png');
      expect(objects.get('/uploads/receipts/7/WD2.png')?.body).toEqual(PNG);
      await roundTrip(storage);
    } finally {
      await storage.close();
      server.close();
    }
  });

  it('needs a bucket', () => {
    expect(() => createStorage(loadConfig({ STORAGE_DRIVER: 's3' }))).toThrow('S3_BUCKET');
    expect(createStorage(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9' }))).toBeInstanceOf(
      S3Storage,
    );
  });
});

describe('image check', () => {
  const codeOf = async (check: Promise<unknown>) => {
    const error = await check.then(
      () => null,
      (failure: unknown) => failure,
    );
    return error instanceof AppError ? error.code : error;
  };

  it('accepts PNG and JPEG by their bytes', async () => {
    expect(await checkImage(PNG)).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(await checkImage(JPEG)).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(await checkBase64Image(`data:image/jpeg;base64,${JPEG.toString('base64')}`)).toMatchObject({ extension: 'jpg' });
  });

  it('refuses other types, empty input and anything over 5 MB', async () => {
    expect(await codeOf(checkImage(Buffer.from('%PDF-1.7\n')))).toBe('FILE_TYPE_INVALID');
    expect(await codeOf(checkImage(Buffer.alloc(0)))).toBe('FILE_TYPE_INVALID');
    expect(await codeOf(checkBase64Image('@@@@'))).toBe('FILE_TYPE_INVALID');
    // A data URL that says PNG does not make a GIF one.
    expect(await codeOf(checkBase64Image('data:image/png;base64,R0lGODlhAQABAAAAACw='))).toBe('FILE_TYPE_INVALID');
    expect(await checkImage(Buffer.concat([PNG, Buffer.alloc(5_242_880 - PNG.length)]))).toMatchObject({ extension: 'png' });
    expect(await codeOf(checkImage(Buffer.concat([PNG, Buffer.alloc(5_242_881 - PNG.length)])))).toBe('FILE_TOO_LARGE');
    expect(await codeOf(checkBase64Image(Buffer.alloc(6_000_000).toString('base64')))).toBe('FILE_TOO_LARGE');
  });
});
