import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from '../migration-helpers';

/**
 * The studio's live host rooms (apps/server/src/studio/live-room, docs/studio.md "Live hosts and
 * chat"): the messages of each room, members' and the host's, kept up to a cap per room, and each
 * member's posting window, one row a member, which a single upsert counts so the rate limit holds
 * under parallel posts. Like the other studio tables it references nothing of the platform.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('studio_live_chat_messages'), context.dialect)
    // brand code and host (model id): one room per host at a brand.
    .addColumn('room_key', 'varchar(80)', (c) => c.notNull())
    // MEMBER or HOST.
    .addColumn('author_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('author_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('body', 'varchar(400)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('studio_live_chat_messages_room').on('studio_live_chat_messages').columns(['room_key', 'id']).execute();
  await db.schema
    .createTable('studio_live_chat_windows')
    // brand code and the ticket's member key.
    .addColumn('member_key', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('posts', 'integer', (c) => c.notNull())
    .execute();
}
