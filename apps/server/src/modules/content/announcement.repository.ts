import type { Executor } from '../../db/executor';
import type { AnnouncementsTable } from '../../db/schema-content';
import type { Insertable } from 'kysely';

export async function insertAnnouncement(db: Executor, row: Insertable<AnnouncementsTable>): Promise<number> {
  const { id } = await db.insertInto('announcements').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function hideAnnouncement(db: Executor, merchantId: number, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('announcements')
    .set({ status: 'removed', updated_at: now })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listActiveAnnouncements(db: Executor, merchantId: number) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'active')
    .orderBy('type')
    .orderBy('sort_order')
    .execute();
}

export interface AnnouncementFilter {
  merchantId: number;
  types: string[];
  platform: string;
  language: string;
  executions: string[];
  now: number;
}

/** The entries one reader may see now, in display order; capped, as no screen shows more. */
export async function findVisibleAnnouncements(db: Executor, filter: AnnouncementFilter) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', filter.merchantId)
    .where('status', '=', 'active')
    .where('type', 'in', filter.types)
    .where('platform', 'in', [filter.platform, 'ALL'])
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', filter.language)]))
    .where((eb) => eb.or([eb('execution', 'is', null), eb('execution', 'in', filter.executions)]))
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', filter.now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', filter.now)]))
    .orderBy('sort_order')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

/** True while this is the member's first session (the spec's F audience: first log-in). */
export async function isFirstSession(db: Executor, memberId: number, sessionId: number): Promise<boolean> {
  const earlier = await db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('id', '<', sessionId)
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}

/** Whether the member's identity check is approved (members.kyc_status A). */
export async function isIdentityVerified(db: Executor, memberId: number): Promise<boolean> {
  const row = await db.selectFrom('members').select('kyc_status').where('id', '=', memberId).executeTakeFirst();
  return row?.kyc_status === 'A';
}

export async function countAnnouncements(db: Executor, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
