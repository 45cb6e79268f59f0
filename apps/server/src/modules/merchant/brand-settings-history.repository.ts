import type { Executor } from '../../db/executor';
import type { SettingFieldChange } from '@panalo/contract/staff-settings';

/* The brand settings change history (migration 0025). */

export async function insertSettingChange(
  db: Executor,
  change: {
    merchantId: number;
    actorMemberId: number | null;
    actorName: string | null;
    group: string;
    changes: SettingFieldChange[];
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('brand_setting_changes')
    .values({
      merchant_id: change.merchantId,
      actor_member_id: change.actorMemberId,
      actor_name: change.actorName,
      group_key: change.group,
      changes: JSON.stringify(change.changes),
      created_at: change.at,
    })
    .execute();
}

/** The newest changes first. */
export async function listSettingChanges(db: Executor, merchantId: number, page: { pageNo: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('brand_setting_changes')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('brand_setting_changes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
