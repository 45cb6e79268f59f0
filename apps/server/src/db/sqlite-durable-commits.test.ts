import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The log's fsyncs, held until the test lets each one finish.
const syncs = vi.hoisted(() => ({ pending: [] as (() => void)[], count: 0 }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    fsync: (fd: number, done: (error: Error | null) => void) => {
      syncs.count += 1;
      syncs.pending.push(() => fs.fsync(fd, done));
    },
  };
});

const { openDatabase } = await import('./database');
const { withLazyCommits } = await import('./lazy-commits');

/** Lets every fsync asked for so far finish. */
function finishSyncs(): void {
  for (const finish of syncs.pending.splice(0)) finish();
}

/** Whether the promise settles within a few turns of the event loop, fsyncs left waiting. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('SQLite commits: synced to disk before anyone hears of them, without holding the event loop', () => {
  let dir: string;
  let handle: ReturnType<typeof openDatabase>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'panalo-durable-'));
    handle = openDatabase(`sqlite:${join(dir, 'money.db')}`);
    const creating = sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await expect.poll(() => syncs.pending.length).toBeGreaterThan(0);
    finishSyncs();
    await creating;
    syncs.count = 0;
  });

  afterEach(async () => {
    finishSyncs();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a committed transaction only once the log is synced, and the event loop runs meanwhile', async () => {
    const committing = handle.db.transaction().execute(async (tx) => {
      await sql`insert into notes (body) values ('first')`.execute(tx);
      await sql`insert into notes (body) values ('second')`.execute(tx);
    });
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);

    expect(await settlesSoon(committing)).toBe(false);
    expect(syncs.count).toBe(1);
    expect(timerRan).toBe(true);
    // Nobody reads the commit before it is on disk: the one connection waits with it.
    const reading = sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db);
    expect(await settlesSoon(reading)).toBe(false);

    finishSyncs();
    await committing;
    expect((await reading).rows[0]?.n).toBe(2);
    expect(syncs.count).toBe(1);
  });

  it('syncs a write made outside a transaction, and neither a read nor a rolled-back transaction', async () => {
    const writing = sql`insert into notes (body) values ('alone')`.execute(handle.db);
    expect(await settlesSoon(writing)).toBe(false);
    finishSyncs();
    await writing;
    expect(syncs.count).toBe(1);

    await sql`select * from notes`.execute(handle.db);
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await sql`insert into notes (body) values ('undone')`.execute(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(syncs.count).toBe(1);
    expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db)).rows[0]?.n).toBe(1);
  });

  it('leaves the per-commit sync out during start-up bulk work, and brings it back after', async () => {
    await withLazyCommits(handle.db, handle.dialect, async () => {
      for (let i = 0; i < 20; i++) await sql`insert into notes (body) values (${`bulk ${i}`})`.execute(handle.db);
    });
    // The closing checkpoint syncs what the bulk work wrote (SQLite's own sync, not counted here).
    expect(syncs.count).toBe(0);

    const writing = sql`insert into notes (body) values ('after')`.execute(handle.db);
    expect(await settlesSoon(writing)).toBe(false);
    finishSyncs();
    await writing;
    expect(syncs.count).toBe(1);
  });
});
