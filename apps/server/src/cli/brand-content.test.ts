import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { findMerchantByCode } from '../modules/merchant/merchant.repository';
import { unseal, secretBoxPurposes } from '../modules/identity/secret-box';
import { createBrand } from '../seed/fixtures';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const KEY = 'cli-test-settings-key-0123456789-abcdefgh';

/** Runs `npm run brand -- …` as an operator would, on the test's own SQLite file. */
function brand(databaseUrl: string, args: string[], stdin = ''): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/brand.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl, SETTINGS_SECRET_KEY: KEY, NODE_ENV: 'test' } },
      (error, stdout, stderr) => resolve({ code: error ? 1 : 0, out: stdout + stderr }),
    );
    child.stdin!.end(stdin);
  });
}

describe('brand CLI: announcements, help topics, social sign-in secrets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'panalo-cli-'));
  const url = `sqlite:${join(dir, 'cli.db')}`;
  beforeAll(async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, SEED_DEMO: 'false' }));
    await createBrand(app.ctx, { code: 'clibrand', name: 'CLI Brand', domains: ['cli.test'] });
    await app.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds a sanitised announcement and a help topic, and seals a client secret from stdin', async () => {
    const announce = await brand(url, [
      'announce',
      'clibrand',
      '{"type":"PU","title":"Hello","content":"<p>hi<script>x()</script></p>","execution":"B"}',
    ]);
    expect(announce.out).toContain('announcement 1 added');
    const help = await brand(url, ['help', 'clibrand', '{"tag":"rules","language":"TY","title":"Patakaran","content":"<p>ok</p>"}']);
    expect(help.out).toContain('help topic saved');
    const secret = await brand(url, ['oidc-secret', 'clibrand', 'google'], 'the-client-secret\n');
    expect(secret.out).toContain('google client secret sealed');
    const bad = await brand(url, ['announce', 'clibrand', '{"type":"B","title":"no image"}']);
    expect(bad.code).toBe(1);

    const handle = openDatabase(url);
    try {
      const rows = await handle.db.selectFrom('announcements').select(['title', 'content', 'execution']).execute();
      expect(rows).toEqual([{ title: 'Hello', content: '<p>hi</p>', execution: 'B' }]);
      expect(await handle.db.selectFrom('help_topics').select(['tag', 'language']).execute()).toEqual([{ tag: 'rules', language: 'TY' }]);
      const merchant = await findMerchantByCode(handle.db, 'clibrand');
      const sealed = merchant!.settings.socialLogin.providers.google.clientSecretEncrypted;
      expect(sealed).not.toContain('the-client-secret');
      expect(unseal(secretBoxPurposes.brandSetting, KEY, 'clibrand.google.clientSecret', sealed)).toBe('the-client-secret');
    } finally {
      await handle.close();
    }
  });
});
