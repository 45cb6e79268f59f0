import { sql, type Generated, type Kysely } from 'kysely';
import type { StudioDb, StudioTables } from '../studio-schema';

/** The rooms' messages and the members' posting windows (migration 0052). */
export interface StudioLiveChatMessagesTable {
  id: Generated<number>;
  room_key: string;
  author_kind: 'MEMBER' | 'HOST';
  author_name: string;
  body: string;
  created_at: number | string;
}

export interface StudioLiveChatWindowsTable {
  member_key: string;
  window_start: number | string;
  posts: number;
}

type ChatDb = Kysely<
  StudioTables & { studio_live_chat_messages: StudioLiveChatMessagesTable; studio_live_chat_windows: StudioLiveChatWindowsTable }
>;
const chat = (db: StudioDb) => db as unknown as ChatDb;

export interface ChatMessage {
  id: number;
  kind: 'MEMBER' | 'HOST';
  name: string;
  text: string;
  at: number;
}

const toMessage = (row: {
  id: number;
  author_kind: 'MEMBER' | 'HOST';
  author_name: string;
  body: string;
  created_at: number | string;
}) => ({
  id: Number(row.id),
  kind: row.author_kind,
  name: row.author_name,
  text: row.body,
  at: Number(row.created_at),
});

export async function insertMessage(db: StudioDb, roomKey: string, message: Omit<ChatMessage, 'id'>): Promise<void> {
  await chat(db)
    .insertInto('studio_live_chat_messages')
    .values({ room_key: roomKey, author_kind: message.kind, author_name: message.name, body: message.text, created_at: message.at })
    .execute();
}

/** Keeps a room's newest `cap` messages: the older ones go. */
export async function capRoom(db: StudioDb, roomKey: string, cap: number): Promise<void> {
  const edge = await chat(db)
    .selectFrom('studio_live_chat_messages')
    .select('id')
    .where('room_key', '=', roomKey)
    .orderBy('id', 'desc')
    .offset(cap)
    .limit(1)
    .executeTakeFirst();
  if (edge) await chat(db).deleteFrom('studio_live_chat_messages').where('room_key', '=', roomKey).where('id', '<=', edge.id).execute();
}

/** The room's last `limit` messages, oldest first. */
export async function latestMessages(db: StudioDb, roomKey: string, limit: number): Promise<ChatMessage[]> {
  const rows = await chat(db)
    .selectFrom('studio_live_chat_messages')
    .select(['id', 'author_kind', 'author_name', 'body', 'created_at'])
    .where('room_key', '=', roomKey)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toMessage).reverse();
}

/** Messages after `afterId`, oldest first (the feed's poll). */
export async function messagesAfter(db: StudioDb, roomKey: string, afterId: number, limit: number): Promise<ChatMessage[]> {
  const rows = await chat(db)
    .selectFrom('studio_live_chat_messages')
    .select(['id', 'author_kind', 'author_name', 'body', 'created_at'])
    .where('room_key', '=', roomKey)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

/**
 * Counts one post in the member's window and answers the count: one upsert, so parallel posts
 * (even from several processes) queue on the member's row and each sees the count before it.
 * A window older than `windowMs` starts again at this post.
 */
export async function countPost(db: StudioDb, memberKey: string, now: number, windowMs: number): Promise<number> {
  const since = now - windowMs;
  const result = await sql<{ posts: number | string }>`
    insert into studio_live_chat_windows (member_key, window_start, posts) values (${memberKey}, ${now}, 1)
    on conflict (member_key) do update set
      posts = case when studio_live_chat_windows.window_start <= cast(${since} as bigint) then 1 else studio_live_chat_windows.posts + 1 end,
      window_start = case when studio_live_chat_windows.window_start <= cast(${since} as bigint) then cast(${now} as bigint) else studio_live_chat_windows.window_start end
    returning posts`.execute(db);
  return Number(result.rows[0]!.posts);
}
