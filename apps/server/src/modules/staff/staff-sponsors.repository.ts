import type { Executor } from '../../db/executor';

/* Who created or promoted whom (staff_sponsors, migration 0056): the only code that touches it. */

/**
 * Records that `sponsorId` created or promoted `memberId`, as a closure: the member, and everyone
 * the member created or promoted before, get the sponsor and the sponsor's own sponsors. A chain
 * of invitations (A invites B, B invites C) then joins C to A as well as to B.
 */
export async function addSponsorship(db: Executor, link: { memberId: number; sponsorId: number; now: number }): Promise<void> {
  if (link.memberId === link.sponsorId) return;
  const [above, below] = await Promise.all([
    db.selectFrom('staff_sponsors').select('sponsor_id').where('member_id', '=', link.sponsorId).execute(),
    db.selectFrom('staff_sponsors').select('member_id').where('sponsor_id', '=', link.memberId).execute(),
  ]);
  const sponsors = [link.sponsorId, ...above.map((row) => row.sponsor_id)];
  const members = [link.memberId, ...below.map((row) => row.member_id)];
  const rows = members.flatMap((member) =>
    sponsors.filter((sponsor) => sponsor !== member).map((sponsor) => ({ member_id: member, sponsor_id: sponsor, created_at: link.now })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('staff_sponsors')
    .values(rows)
    .onConflict((c) => c.columns(['member_id', 'sponsor_id']).doNothing())
    .execute();
}

/** Whether one of the two created or promoted the other, directly or through a chain. */
export async function areSponsorLinked(db: Executor, one: number, other: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_sponsors')
    .select('member_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('member_id', '=', one), eb('sponsor_id', '=', other)]),
        eb.and([eb('member_id', '=', other), eb('sponsor_id', '=', one)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
