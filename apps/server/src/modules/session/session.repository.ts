import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import { prepared } from '../../db/prepared';
import type { ProfileRow } from '../member/member-info';

export interface NewSession {
  memberId: number;
  merchantId: number;
  tokenHash: string;
  ip: string | null;
  userAgent: string | null;
  now: number;
  expiresAt: number;
  /** 'withdraw' for a self-excluded member's withdraw-only session. */
  scope?: 'withdraw' | null;
}

export async function insertSession(db: Executor, session: NewSession): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      member_id: session.memberId,
      merchant_id: session.merchantId,
      token_hash: session.tokenHash,
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 512) ?? null,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      scope: session.scope ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A session with what every authenticated call needs: its state and its member's profile. */
export interface SessionRecord extends ProfileRow {
  sessionId: number;
  /** The member's status: only an active member's session is open. */
  status: string;
  merchantId: number;
  lastSeenAt: number;
  expiresAt: number;
  revokedAt: number | null;
  scope: string | null;
  playEndsAt: number | null;
}

/**
 * Every authenticated call runs it (every call when SESSION_CACHE_SECONDS=0): fixed SQL text, so a
 * call only binds the hash (no query built and compiled anew), and one statement, by the unique
 * token hash, joining the member, its brand and its upline for the info page's columns
 * (member-info.ts's selectProfile reads the same columns for the member's own profile).
 */
const sessionByTokenHash = prepared<SessionRecord>(
  `SELECT s.id AS "sessionId", s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt",
     s.scope AS "scope", s.play_ends_at AS "playEndsAt",
     m.id AS "memberId", m.username AS "username", m.nickname AS "nickname", m.type AS "type", m.language AS "language",
     m.referral_code AS "referralCode", m.created_at AS "registeredAt", m.status AS "status", m.merchant_id AS "merchantId",
     b.code AS "merchantCode", u.username AS "uplineAccount"
   FROM sessions s
   JOIN members m ON m.id = s.member_id
   JOIN merchants b ON b.id = m.merchant_id
   LEFT JOIN members u ON u.id = m.upline_id
   WHERE s.token_hash = ?`,
);

/** The session behind a token hash with its member's profile, whatever the session's state. */
export async function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionRecord | undefined> {
  const { rows } = await sessionByTokenHash.execute(db, [tokenHash]);
  return rows[0];
}

/**
 * Records the session's use; its live game sessions now end when it would (`endsAt`: its idle
 * limit from now, or its absolute expiry if sooner). A game session already ended stays ended.
 */
export async function touchSession(db: Executor, sessionId: number, now: number, endsAt: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
  await db
    .updateTable('game_sessions')
    .set({ expires_at: endsAt })
    .where('session_id', '=', sessionId)
    .where('expires_at', '>', now)
    .execute();
}

/** Records the IP a member logged in from; returns true when it had not been seen before. */
export async function recordMemberIp(db: Executor, memberId: number, ip: string, now: number): Promise<boolean> {
  const updated = await db
    .updateTable('member_ips')
    .set({ last_seen_at: now })
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return false;
  await db
    .insertInto('member_ips')
    .values({ member_id: memberId, ip, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: now }))
    .execute();
  return true;
}

/** When a session counts as live for "online": not revoked, not expired, used since `seenSince`. */
export interface OnlineRule {
  now: number;
  seenSince: number;
}

/** SQL condition: the member in `memberIdColumn` (of the caller's query) has a live session by the rule. */
export const liveSessionCondition = (memberIdColumn: string, rule: OnlineRule): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from sessions s where s.member_id = ${sql.ref(memberIdColumn)} and s.revoked_at is null and s.expires_at > ${rule.now} and s.last_seen_at >= ${rule.seenSince})`;
