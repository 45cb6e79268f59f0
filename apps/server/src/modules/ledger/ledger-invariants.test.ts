import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { bonusCredited, vendorTransferOut } from './ledger';
import { identify, mainOf } from './ledger-accounts';

/** The invariant checker finds each kind of damage: a checker that always says "clean" proves nothing. */
describe(`ledger invariant checker (${testDatabaseName()})`, () => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp();
    memberId = await t.account({ username: 'inv01', password: 'Invariant1' });
    const book = { merchantId: t.merchantId, currency: 'PHP' };
    await t.app.ctx.money.run(async (work) => {
      await bonusCredited(work, { book, memberId, amount: 1000, reference: 'inv-bonus', now: t.clock.now() });
      await vendorTransferOut(work, { book, memberId, amount: 300, vendor: 'SBXLIVE', reference: 'inv-out', now: t.clock.now() });
    });
  });
  afterAll(() => t.close());

  const db = () => t.app.ctx.db;
  const mainAccount = () =>
    db()
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('account_key', '=', identify(mainOf(memberId)).key)
      .executeTakeFirstOrThrow();

  // One after the other: each case adds its damage to the one before and looks for its own line.
  it('finds a sound ledger sound', async () => {
    expect(await checkLedger(db())).toEqual([]);
  });

  it('finds a balance that is not the sum of its entries', async () => {
    const account = await mainAccount();
    await db()
      .updateTable('ledger_accounts')
      .set({ balance: account.balance + 1 })
      .where('id', '=', account.id)
      .execute();
    expect(await checkLedger(db())).toEqual([`account ${account.id} (member:${memberId}:main): balance 701, its entries sum to 700`]);
    await db().updateTable('ledger_accounts').set({ balance: account.balance }).where('id', '=', account.id).execute();
  });

  it('finds an unbalanced posting, the book it unbalances and the broken balance chain', async () => {
    const account = await mainAccount();
    const posting = await db()
      .insertInto('ledger_postings')
      .values({
        merchant_id: t.merchantId,
        currency: 'PHP',
        event: 'ADJUSTMENT',
        member_id: memberId,
        reference: 'forged',
        detail: null,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = await db()
      .insertInto('ledger_entries')
      .values({ posting_id: posting.id, account_id: account.id, amount: 5, balance_after: 999, created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const violations = await checkLedger(db());
    expect(violations).toContain(`book ${t.merchantId}/PHP: entries sum to 5, not 0`);
    expect(violations).toContain(`posting ${posting.id}: 1 entries summing to 5`);
    expect(violations).toContain(`account ${account.id} (member:${memberId}:main): balance 700, its entries sum to 705`);
    expect(violations).toContain(`entry ${entry.id} (account ${account.id}): balance_after 999, running sum 705`);
  });

  it('finds a member balance below zero', async () => {
    // The table's CHECK refuses this; switch it off to see that the checker would notice anyway.
    if (t.app.ctx.dialect === 'postgres') await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_no_negative`.execute(db());
    else await sql`PRAGMA ignore_check_constraints = ON`.execute(db());
    const account = await mainAccount();
    await db().updateTable('ledger_accounts').set({ balance: -3 }).where('id', '=', account.id).execute();
    expect(await checkLedger(db())).toContain(`account ${account.id} (member:${memberId}:main): member balance -3 is below zero`);
  });
});
