import { MemberStatus, MemberType } from '@panalo/contract/member-types';
import type { Executor } from '../../db/executor';

const partyColumns = ['id', 'merchant_id', 'username', 'nickname', 'type', 'status', 'upline_id'] as const;

/** A member as a transfer sees them: who they are, where they belong, who their upline is. */
export async function findPartyById(db: Executor, memberId: number) {
  return db.selectFrom('members').select(partyColumns).where('id', '=', memberId).executeTakeFirst();
}

export async function findPartyByUsername(db: Executor, merchantId: number, username: string) {
  return db
    .selectFrom('members')
    .select(partyColumns)
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .executeTakeFirst();
}
export type TransferParty = NonNullable<Awaited<ReturnType<typeof findPartyById>>>;

/** An agent's direct downlines that can receive a transfer: active, real accounts, by name. */
export async function listDirectDownlines(db: Executor, merchantId: number, uplineId: number, limit: number) {
  return db
    .selectFrom('members')
    .select(['username', 'nickname'])
    .where('merchant_id', '=', merchantId)
    .where('upline_id', '=', uplineId)
    .where('status', '=', MemberStatus.ACTIVE)
    .where('type', '!=', MemberType.TRIAL)
    .orderBy('username')
    .limit(limit)
    .execute();
}
