import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.test-kit';
import type { Work } from './money-writer';

/*
 * A money operation is all or nothing, also where PostgreSQL's BEGIN goes out with the first
 * statement and the COMMIT with the last write (pipelined-client.ts). The writes here are idempotency
 * keys of a scope of this test's own; a key written twice fails on its primary key.
 */
describe('a money operation over the pipelined connection', () => {
  let t: TestApp;
  const scope = `test:pipelined:${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const row = (key: string) => ({ scope, key, request_hash: 'h', status_code: 200, response: '{}', created_at: Date.now() });

  /** Writes the key as the operation's last write (PostgreSQL), or at once (SQLite keeps no last writes). */
  async function lastWrite(work: Work, key: string): Promise<void> {
    if (!work.joinLast) {
      await work.tx.insertInto('idempotency_keys').values(row(key)).execute();
      return;
    }
    work.joinLast({
      order: 'test',
      ctes: (prefix, first) =>
        `${prefix}key AS (INSERT INTO idempotency_keys (scope, "key", request_hash, status_code, response, created_at)
          VALUES ($${first}, $${first + 1}, 'h', 200, '{}', 0))`,
      parameters: [scope, key],
    });
  }

  const stored = async (key: string) =>
    (await t.app.ctx.db.selectFrom('idempotency_keys').select('key').where('scope', '=', scope).where('key', '=', key).execute()).length;

  it('commits the operation with its last write', async () => {
    const value = await t.app.ctx.money.run(async (work) => {
      await work.tx.insertInto('idempotency_keys').values(row('first-1')).execute();
      await lastWrite(work, 'last-1');
      return 'done';
    });
    expect(value).toBe('done');
    expect(await stored('first-1')).toBe(1);
    expect(await stored('last-1')).toBe(1);
  });

  it('keeps nothing of an operation whose last write fails, and the connections serve the next ones', async () => {
    await t.app.ctx.db.insertInto('idempotency_keys').values(row('taken')).execute();
    for (let n = 0; n < 12; n++) {
      const failing = t.app.ctx.money.run(async (work) => {
        await work.tx
          .insertInto('idempotency_keys')
          .values(row(`before-${n}`))
          .execute();
        await lastWrite(work, 'taken');
      });
      await expect(failing).rejects.toThrow();
      expect(await stored(`before-${n}`)).toBe(0);
    }
    // Every connection of the pool has met a failed last write by now; each still runs operations.
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        t.app.ctx.money.run(async (work) => {
          await work.tx
            .insertInto('idempotency_keys')
            .values(row(`after-${n}`))
            .execute();
          await lastWrite(work, `after-last-${n}`);
        }),
      ),
    );
    for (let n = 0; n < 12; n++) expect((await stored(`after-${n}`)) + (await stored(`after-last-${n}`))).toBe(2);
  });

  it('fails an operation that throws before its first statement, and leaves no transaction open behind it', async () => {
    for (let n = 0; n < 12; n++) {
      await expect(
        t.app.ctx.money.run(async () => {
          throw new Error('refused before any statement');
        }),
      ).rejects.toThrow('refused before any statement');
    }
    await t.app.ctx.money.run(async (work) => {
      await work.tx.insertInto('idempotency_keys').values(row('after-nothing')).execute();
    });
    // Read on another connection: committed, not left in a transaction that never ended.
    expect(await stored('after-nothing')).toBe(1);
  });
});
