import type { Executor } from '../../db/executor';

/** The reads of the AML pattern scan (aml-scan.ts): money movements, shared payout accounts and IPs. */

/** Scanned money events: each is in the partial index ledger_postings_aml_scan (migration 0031). */
export type ScannedEvent = 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER_UPLINE' | 'TRANSFER_DOWNLINE';

export interface Movement {
  postingId: number;
  memberId: number;
  event: string;
  reference: string;
  at: number;
  amount: number;
}

/** A brand's postings of these events in [from, to), with the amount that left or reached the member's main wallet. */
export async function movements(db: Executor, merchantId: number, events: ScannedEvent[], from: number, to: number): Promise<Movement[]> {
  const rows = await db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_entries', 'ledger_entries.posting_id', 'ledger_postings.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select([
      'ledger_postings.id',
      'ledger_postings.member_id',
      'ledger_postings.event',
      'ledger_postings.reference',
      'ledger_postings.created_at',
      'ledger_entries.amount',
    ])
    .where('ledger_postings.merchant_id', '=', merchantId)
    .where('ledger_postings.created_at', '>=', from)
    .where('ledger_postings.created_at', '<', to)
    .where('ledger_postings.event', 'in', events)
    .where('ledger_accounts.kind', '=', 'main')
    .whereRef('ledger_accounts.member_id', '=', 'ledger_postings.member_id')
    .orderBy('ledger_postings.id')
    .execute();
  return rows.map((row) => ({
    postingId: Number(row.id),
    memberId: Number(row.member_id),
    event: row.event,
    reference: row.reference,
    at: Number(row.created_at),
    amount: Math.abs(Number(row.amount)),
  }));
}

/** Who received each of these member transfers (the credited main wallet). */
export async function transferRecipients(db: Executor, postingIds: number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (let start = 0; start < postingIds.length; start += 500) {
    const rows = await db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select(['ledger_entries.posting_id', 'ledger_accounts.member_id'])
      .where('ledger_entries.posting_id', 'in', postingIds.slice(start, start + 500))
      .where('ledger_entries.amount', '>', 0)
      .where('ledger_accounts.kind', '=', 'main')
      .execute();
    for (const row of rows) if (row.member_id !== null) found.set(Number(row.posting_id), Number(row.member_id));
  }
  return found;
}

/** A member's total stakes in [from, to). */
export async function stakesBetween(db: Executor, memberId: number, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_entries', 'ledger_entries.posting_id', 'ledger_postings.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select((eb) => eb.fn.sum<number | string>('ledger_entries.amount').as('total'))
    .where('ledger_postings.member_id', '=', memberId)
    .where('ledger_postings.event', '=', 'BET')
    .where('ledger_postings.created_at', '>=', from)
    .where('ledger_postings.created_at', '<', to)
    .where('ledger_accounts.kind', '=', 'main')
    .where('ledger_accounts.member_id', '=', memberId)
    .executeTakeFirst();
  return Math.abs(Number(row?.total ?? 0));
}

/** Payout account numbers saved by at least `minMembers` members of the brand, with who saved them. */
export async function sharedPayoutAccounts(db: Executor, merchantId: number, minMembers: number) {
  const numbers = await db
    .selectFrom('payout_accounts')
    .innerJoin('members', 'members.id', 'payout_accounts.member_id')
    .select('payout_accounts.account_number')
    .where('members.merchant_id', '=', merchantId)
    .groupBy('payout_accounts.account_number')
    .having((eb) => eb.fn.count('payout_accounts.member_id').distinct(), '>=', minMembers)
    .limit(500)
    .execute();
  if (numbers.length === 0) return [];
  return db
    .selectFrom('payout_accounts')
    .innerJoin('members', 'members.id', 'payout_accounts.member_id')
    .select([
      'payout_accounts.account_number',
      'payout_accounts.provider',
      'payout_accounts.member_id',
      'payout_accounts.created_at',
      'payout_accounts.account_name',
    ])
    .where('members.merchant_id', '=', merchantId)
    .where(
      'payout_accounts.account_number',
      'in',
      numbers.map((row) => row.account_number),
    )
    .orderBy('payout_accounts.id')
    .execute();
}

/** IP addresses that at least `minMembers` members of the brand signed in from, with who and when first. */
export async function sharedIps(db: Executor, merchantId: number, minMembers: number) {
  const ips = await db
    .selectFrom('member_ips')
    .innerJoin('members', 'members.id', 'member_ips.member_id')
    .select('member_ips.ip')
    .where('members.merchant_id', '=', merchantId)
    .groupBy('member_ips.ip')
    .having((eb) => eb.fn.count('member_ips.member_id').distinct(), '>=', minMembers)
    .limit(500)
    .execute();
  if (ips.length === 0) return [];
  return db
    .selectFrom('member_ips')
    .innerJoin('members', 'members.id', 'member_ips.member_id')
    .select(['member_ips.ip', 'member_ips.member_id', 'member_ips.first_seen_at'])
    .where('members.merchant_id', '=', merchantId)
    .where(
      'member_ips.ip',
      'in',
      ips.map((row) => row.ip),
    )
    .orderBy('member_ips.member_id')
    .execute();
}

/** The brands the scan looks at (trial brands move no real money). */
export function realBrands(db: Executor) {
  return db.selectFrom('merchants').select(['id', 'settings']).where('is_trial', '=', 0).orderBy('id').execute();
}
