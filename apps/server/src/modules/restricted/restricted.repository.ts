import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { RestrictedPersonsTable } from '../../db/schema-kyc';

/** The list entry a person matches (by any of their name keys and their birthday), if any. */
export async function findRestrictedMatch(db: Executor, merchantId: number, nameKeys: string[], birthday: string) {
  if (nameKeys.length === 0) return undefined;
  return db
    .selectFrom('restricted_persons')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('birthday', '=', birthday)
    .where('name_key', 'in', nameKeys)
    .executeTakeFirst();
}

/** Adds entries, skipping those already listed; returns how many were new. */
export async function insertRestrictedPersons(db: Executor, rows: Insertable<RestrictedPersonsTable>[]): Promise<number> {
  let added = 0;
  // Chunks keep each statement under the databases' bound-parameter limits.
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insertInto('restricted_persons')
      .values(rows.slice(start, start + 500))
      .onConflict((conflict) => conflict.columns(['merchant_id', 'name_key', 'birthday']).doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return added;
}

export async function deleteRestrictedPersons(db: Executor, merchantId: number): Promise<number> {
  const result = await db.deleteFrom('restricted_persons').where('merchant_id', '=', merchantId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countRestrictedPersons(db: Executor, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('restricted_persons')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Members of the brand whose KYC details match the list now: an import reports them for staff to act on. */
export async function membersOnList(db: Executor, merchantId: number) {
  return db
    .selectFrom('kyc_profiles')
    .innerJoin('restricted_persons', (join) =>
      join
        .onRef('restricted_persons.merchant_id', '=', 'kyc_profiles.merchant_id')
        .onRef('restricted_persons.birthday', '=', 'kyc_profiles.birthday')
        .on((eb) =>
          eb.or([
            eb('restricted_persons.name_key', '=', eb.ref('kyc_profiles.name_key')),
            eb('restricted_persons.name_key', '=', eb.ref('kyc_profiles.short_name_key')),
          ]),
        ),
    )
    .innerJoin('members', 'members.id', 'kyc_profiles.member_id')
    .select(['members.id as memberId', 'members.username as account', 'members.kyc_status as kycStatus'])
    .where('kyc_profiles.merchant_id', '=', merchantId)
    .distinct()
    .orderBy('members.id')
    .execute();
}

/** The list entry a member's KYC details match now, if any (checked at log-in and withdrawal). */
export async function findMemberListing(db: Executor, merchantId: number, memberId: number) {
  return db
    .selectFrom('kyc_profiles')
    .innerJoin('restricted_persons', (join) =>
      join
        .onRef('restricted_persons.merchant_id', '=', 'kyc_profiles.merchant_id')
        .onRef('restricted_persons.birthday', '=', 'kyc_profiles.birthday')
        .on((eb) =>
          eb.or([
            eb('restricted_persons.name_key', '=', eb.ref('kyc_profiles.name_key')),
            eb('restricted_persons.name_key', '=', eb.ref('kyc_profiles.short_name_key')),
          ]),
        ),
    )
    .select(['restricted_persons.id', 'restricted_persons.reason'])
    .where('kyc_profiles.merchant_id', '=', merchantId)
    .where('kyc_profiles.member_id', '=', memberId)
    .executeTakeFirst();
}
