import type { Executor } from '../../db/executor';

export interface NewPayoutAccount {
  memberId: number;
  kind: string;
  provider: string;
  accountName: string;
  accountNumber: string;
  now: number;
}

/** The member's saved accounts that are not removed, oldest first. */
export async function livePayoutAccounts(db: Executor, memberId: number) {
  return db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function findLivePayoutAccount(db: Executor, memberId: number, id: number) {
  return db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function insertPayoutAccount(db: Executor, account: NewPayoutAccount) {
  return db
    .insertInto('payout_accounts')
    .values({
      member_id: account.memberId,
      kind: account.kind,
      provider: account.provider,
      account_name: account.accountName,
      account_number: account.accountNumber,
      created_at: account.now,
      removed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft delete: withdrawals keep pointing at the row. False when there was no live account to remove. */
export async function removePayoutAccount(db: Executor, memberId: number, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('payout_accounts')
    .set({ removed_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the member's row lock for the rest of the transaction, so that two saves at once on
 * PostgreSQL count the live accounts one after the other (SQLite has one writer anyway).
 */
export async function lockMemberRow(db: Executor, memberId: number, now: number): Promise<void> {
  await db.updateTable('members').set({ updated_at: now }).where('id', '=', memberId).execute();
}
