import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.test-kit';

/** Settles with the outcome of `work`, or rejects when it has not settled within `ms` (a hang). */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, hang]).finally(() => clearTimeout(timer));
}

describe('the database handle inside a money operation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses ctx.db at once and names the operation transaction', async () => {
    const { db, money } = t.app.ctx;
    const misuse = money.run(async () => db.selectFrom('members').select('id').execute());
    await expect(withinTime(misuse, 5_000)).rejects.toThrow(/work\.tx/);
    const misusedTransaction = money.run(async () => db.transaction().execute(async () => 1));
    await expect(withinTime(misusedTransaction, 5_000)).rejects.toThrow(/work\.tx/);
  });

  it('runs the operation on work.tx, and ctx.db again once it is done', async () => {
    const { db, money } = t.app.ctx;
    const inside = await money.run(async (work) => work.tx.selectFrom('members').select('id').execute());
    const after = await db.selectFrom('members').select('id').execute();
    expect(inside).toEqual(after);
  });
});
