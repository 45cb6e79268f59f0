import type { Executor } from '../../db/executor';

/** The figures behind a withdrawal's risk hints, read for many members at once. */

export function withdrawalsOf(db: Executor, merchantId: number, ids: readonly number[]) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .innerJoin('payout_accounts', 'payout_accounts.id', 'withdrawals.payout_account_id')
    .select(['withdrawals.id', 'withdrawals.member_id', 'members.kyc_status', 'payout_accounts.account_number'])
    .where('withdrawals.merchant_id', '=', merchantId)
    .where('withdrawals.id', 'in', [...ids])
    .execute();
}

/** Credited deposits per member. */
export function depositTotals(db: Executor, merchantId: number, memberIds: readonly number[]) {
  return db
    .selectFrom('deposits')
    .select(['member_id', (eb) => eb.fn.sum<number | string>('amount').as('total')])
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'in', [...memberIds])
    .where('status', '=', 'CREDITED')
    .groupBy('member_id')
    .execute();
}

/** Withdrawals that hold or took money (not rejected) per member. */
export function withdrawalTotals(db: Executor, merchantId: number, memberIds: readonly number[]) {
  return db
    .selectFrom('withdrawals')
    .select(['member_id', (eb) => eb.fn.sum<number | string>('amount').as('total')])
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'in', [...memberIds])
    .where('status', '!=', 'REJECTED')
    .groupBy('member_id')
    .execute();
}

/** Ledger totals per member and event (BONUS received, BET staked). */
export function postingTotals(db: Executor, merchantId: number, memberIds: readonly number[], events: readonly string[]) {
  return db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_entries', 'ledger_entries.posting_id', 'ledger_postings.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_postings.member_id', 'ledger_postings.event', (eb) => eb.fn.sum<number | string>('ledger_entries.amount').as('total')])
    .where('ledger_postings.merchant_id', '=', merchantId)
    .where('ledger_postings.member_id', 'in', [...memberIds])
    .where('ledger_postings.event', 'in', [...events])
    .where('ledger_accounts.kind', '=', 'main')
    .groupBy(['ledger_postings.member_id', 'ledger_postings.event'])
    .execute();
}

/** Other members of the brand who signed in from an IP these members used. */
export function sharedIps(db: Executor, merchantId: number, memberIds: readonly number[]) {
  return db
    .selectFrom('member_ips as mine')
    .innerJoin('member_ips as theirs', (join) => join.onRef('theirs.ip', '=', 'mine.ip').onRef('theirs.member_id', '!=', 'mine.member_id'))
    .innerJoin('members', 'members.id', 'theirs.member_id')
    .select(['mine.member_id', 'members.username', 'mine.ip'])
    .where('mine.member_id', 'in', [...memberIds])
    .where('members.merchant_id', '=', merchantId)
    .distinct()
    .limit(200)
    .execute();
}

/** Members of the brand who saved one of these payout account numbers (the service leaves out the member themself). */
export function payoutAccountHolders(db: Executor, merchantId: number, accountNumbers: readonly string[]) {
  return db
    .selectFrom('payout_accounts')
    .innerJoin('members', 'members.id', 'payout_accounts.member_id')
    .select(['payout_accounts.account_number', 'payout_accounts.member_id', 'members.username'])
    .where('members.merchant_id', '=', merchantId)
    .where('payout_accounts.account_number', 'in', [...accountNumbers])
    .distinct()
    .limit(200)
    .execute();
}
