import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';

const INDEX = '<!doctype html><title>Panalo</title><script type="module" src="/assets/app-3f9a1c.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const BO_INDEX = '<!doctype html><title>Back office</title><script type="module" src="/bo/assets/bo-77aa01.js"></script>';

/** A built web app as Vite and the compression plugin leave it: each text file with .br and .gz beside it. */
function builtApp(index = INDEX, script = 'assets/app-3f9a1c.js'): string {
  const dir = mkdtempSync(join(tmpdir(), 'panalo-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of [
    ['index.html', index],
    [script, SCRIPT],
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
  let backoffice = '';
  beforeAll(async () => {
    dist = builtApp();
    backoffice = builtApp(BO_INDEX, 'assets/bo-77aa01.js');
    t = await createTestApp({ WEB_DIST: dist, BACKOFFICE_DIST: backoffice });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(backoffice, { recursive: true, force: true });
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

  it('serves the back office under /bo/ as its own bundle, with the same caching', async () => {
    for (const url of ['/bo/', '/bo/withdrawals', '/bo/agent-applications?status=PENDING']) {
      const page = await t.request({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toBe(BO_INDEX);
    }
    expect((await t.request({ method: 'GET', url: '/bo' })).headers.location).toBe('/bo/');
    const asset = await t.request({ method: 'GET', url: '/bo/assets/bo-77aa01.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect((await t.request({ method: 'GET', url: '/bo/assets/missing.js' })).statusCode).toBe(404);
    // The player site never gets the back office's page.
    expect((await t.request({ method: 'GET', url: '/member' })).body).toBe(INDEX);
  });
});
