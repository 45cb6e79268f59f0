import type { Kysely } from 'kysely';

/**
 * Self-referral (issue #37 item 10): a friend who shares the inviter's device, IP address or payout
 * account has the referral reward held for staff to release or reject.
 *
 * - `referrals.hold_state`: null (no hold), HELD (waiting for staff), RELEASED, REJECTED;
 *   `hold_reasons` (JSON: what was shared), `held_at`, `held_reward` (the reward kept back at
 *   qualification), and staff's decision (`decided_by`, `decided_at`, `decision_note`).
 * - `member_devices`: the device ids (a random id the web app keeps in the browser and sends as
 *   X-Device-Id) a member registered or logged in with, as member_ips keeps their addresses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('referrals').addColumn('hold_state', 'varchar(10)').execute();
  await db.schema.alterTable('referrals').addColumn('hold_reasons', 'varchar(1000)').execute();
  await db.schema.alterTable('referrals').addColumn('held_at', 'bigint').execute();
  await db.schema
    .alterTable('referrals')
    .addColumn('held_reward', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('referrals')
    .addColumn('decided_by', 'integer', (c) => c.references('members.id'))
    .execute();
  await db.schema.alterTable('referrals').addColumn('decided_at', 'bigint').execute();
  await db.schema.alterTable('referrals').addColumn('decision_note', 'varchar(200)').execute();
  // The staff queue: a brand's held referrals.
  await db.schema.createIndex('referrals_holds').on('referrals').columns(['merchant_id', 'hold_state', 'held_at']).execute();

  await db.schema
    .createTable('member_devices')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_devices_pk', ['member_id', 'device_id'])
    .execute();
  await db.schema.createIndex('member_devices_device').on('member_devices').column('device_id').execute();
}
