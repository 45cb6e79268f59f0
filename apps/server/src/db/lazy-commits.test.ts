import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { withLazyCommits } from './lazy-commits';

const synchronous = async (handle: ReturnType<typeof openDatabase>) =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db)).rows[0]?.synchronous;

describe('start-up bulk work on SQLite: commits that do not wait for the disk, then FULL again', () => {
  let dir: string;
  let handle: ReturnType<typeof openDatabase>;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'panalo-lazy-'));
    handle = openDatabase(`sqlite:${join(dir, 'start.db')}`);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is lazy each time it runs (the migrations, then the demo seed), and syncs every commit between and after', async () => {
    const FULL = 2;
    const NORMAL = 1;
    expect(await synchronous(handle)).toBe(FULL);
    for (const run of ['migrations', 'demo seed']) {
      const inside = await withLazyCommits(handle.db, handle.dialect, () => synchronous(handle));
      expect({ run, inside }).toEqual({ run, inside: NORMAL });
      expect(await synchronous(handle)).toBe(FULL);
    }
  });
});
