import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createBrand } from '../../seed/fixtures';

const repoRoot = fileURLToPath(new URL('../../../../..', import.meta.url));

/** Runs `npm run brand -- …` as an operator would, on the test's own SQLite file, from another folder. */
function brand(databaseUrl: string, args: string[], cwd: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'apps/server/src/cli/brand.ts'), ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test', INIT_CWD: cwd } },
      (error, stdout, stderr) => resolve({ code: error ? 1 : 0, out: stdout + stderr }),
    );
  });
}

describe('brand CLI: restricted-persons import', () => {
  const dir = mkdtempSync(join(tmpdir(), 'panalo-restricted-cli-'));
  const url = `sqlite:${join(dir, 'cli.db')}`;
  beforeAll(async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, SEED_DEMO: 'false' }));
    await createBrand(app.ctx, { code: 'rbrand', name: 'Restricted Brand', domains: ['restricted.test'] });
    await app.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports a file given relative to where the operator stands, and reports counts and bad rows', async () => {
    writeFileSync(
      join(dir, 'list.csv'),
      'name,birthday,reason\nJuan Dela Cruz,1975-03-04,PEP\nBad Date,1975-02-30\njuan dela cruz,1975-03-04\n',
    );
    const first = await brand(url, ['restricted-import', 'rbrand', 'list.csv'], dir);
    expect(first.out).toContain('rbrand: restricted persons: 1 added, 1 duplicates, 1 bad rows; 1 on the list');
    expect(first.out).toContain('line 3: birthday "1975-02-30" is not a date (yyyy-MM-dd)');
    expect(first.code).toBe(0);

    writeFileSync(join(dir, 'new.csv'), 'Ana Reyes,1960-01-01\n');
    const replaced = await brand(url, ['restricted-import', 'rbrand', join(dir, 'new.csv'), '--replace'], repoRoot);
    expect(replaced.out).toContain('1 added, 0 duplicates, 0 bad rows, 1 removed first; 1 on the list');

    const wrong = await brand(url, ['restricted-import', 'rbrand', 'list.csv', '--merge'], dir);
    expect(wrong).toMatchObject({ code: 1, out: expect.stringContaining('usage: brand restricted-import') });
  }, 120_000);
});
