import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';

const INDEX = '<!doctype html><title>Panalo</title><script type="module" src="/assets/app-3f9a1c.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built web app as Vite and the compression plugin leave it: each text file with .br and .gz beside it. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'panalo-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of [
    ['index.html', INDEX],
    ['assets/app-3f9a1c.js', SCRIPT],
  ] as const) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  }
  return dir;
}

describe(`the web app's files on the wire (${testDatabaseName()})`, () => {
  let t: TestApp;
  let dist = '';
  beforeAll(async () => {
    dist = builtApp();
    t = await createTestApp({ WEB_DIST: dist });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed and cached for a year as immutable', async () => {
    const br = await t.request({ method: 'GET', url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const gzip = await t.request({ method: 'GET', url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.request({ method: 'GET', url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has the browser revalidate index.html, at / and at deep links', async () => {
    for (const url of ['/', '/index.html', '/member/deposit']) {
      const page = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toContain('text/html');
    }
  });
});
