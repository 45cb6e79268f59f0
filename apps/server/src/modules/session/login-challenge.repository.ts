import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export interface NewLoginChallenge {
  merchantId: number;
  memberId: number;
  tokenHash: string;
  channel: 'sms' | 'email';
  codeHash: string;
  salt: string;
  ip: string;
  passwordChange: string | null;
  now: number;
  expiresAt: number;
}

export async function insertLoginChallenge(db: Executor, challenge: NewLoginChallenge): Promise<void> {
  await db
    .insertInto('login_challenges')
    .values({
      merchant_id: challenge.merchantId,
      member_id: challenge.memberId,
      token_hash: challenge.tokenHash,
      channel: challenge.channel,
      code_hash: challenge.codeHash,
      salt: challenge.salt,
      ip: challenge.ip,
      password_change: challenge.passwordChange,
      sent_at: challenge.now,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/**
 * Takes one try at a live challenge: counts it before the code is compared, so parallel guesses
 * get no more than `maxAttempts` between them. Undefined when the challenge is unknown, used,
 * expired, from another brand or IP, or out of tries.
 */
export async function takeChallengeTry(
  db: Executor,
  filter: { tokenHash: string; merchantId: number; ip: string; now: number; maxAttempts: number },
) {
  return db
    .updateTable('login_challenges')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('token_hash', '=', filter.tokenHash)
    .where('merchant_id', '=', filter.merchantId)
    .where('ip', '=', filter.ip)
    .where('used_at', 'is', null)
    .where('expires_at', '>', filter.now)
    .where('attempts', '<', filter.maxAttempts)
    .returning(['id', 'member_id', 'code_hash', 'salt', 'password_change'])
    .executeTakeFirst();
}

/** A challenge still waiting for its code, as the browser at this IP knows it. */
export async function findLiveChallenge(db: Executor, filter: { tokenHash: string; merchantId: number; ip: string; now: number }) {
  return db
    .selectFrom('login_challenges')
    .select(['id', 'member_id', 'channel', 'sends', 'sent_at'])
    .where('token_hash', '=', filter.tokenHash)
    .where('merchant_id', '=', filter.merchantId)
    .where('ip', '=', filter.ip)
    .where('used_at', 'is', null)
    .where('expires_at', '>', filter.now)
    .executeTakeFirst();
}

/**
 * Puts a new code on a live challenge ("send again"): the old code stops working, the tries and the
 * expiry start over. Conditional on the send count and the last send seen, so of two requests at
 * once only one renews (and sends); false for the other.
 */
export async function renewChallengeCode(
  db: Executor,
  renewal: { id: number; sends: number; sentAt: number; codeHash: string; salt: string; now: number; expiresAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('login_challenges')
    .set({
      code_hash: renewal.codeHash,
      salt: renewal.salt,
      attempts: 0,
      sends: renewal.sends + 1,
      sent_at: renewal.now,
      expires_at: renewal.expiresAt,
    })
    .where('id', '=', renewal.id)
    .where('sends', '=', renewal.sends)
    .where('sent_at', '=', renewal.sentAt)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The e-mail address of the member a challenge belongs to, where a code may go. */
export async function challengeMemberEmail(db: Executor, memberId: number): Promise<string | null> {
  const row = await db.selectFrom('members').select('email').where('id', '=', memberId).executeTakeFirst();
  return row?.email ?? null;
}

/** The username of the member a challenge belongs to. */
export async function challengeUsername(db: Executor, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('login_challenges')
    .innerJoin('members', 'members.id', 'login_challenges.member_id')
    .select('members.username')
    .where('login_challenges.id', '=', id)
    .executeTakeFirst();
  return row?.username ?? null;
}

/** Spends the challenge; false when another request spent it first. */
export async function useChallenge(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('login_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOldChallenges(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<', before).execute();
}

/** Whether the member ever logged in from this IP. */
export async function hasUsedIp(db: Executor, memberId: number, ip: string): Promise<boolean> {
  const row = await db.selectFrom('member_ips').select('ip').where('member_id', '=', memberId).where('ip', '=', ip).executeTakeFirst();
  return row !== undefined;
}

/** The member's verified mobile number (E.164), if any. */
export async function findVerifiedPhone(db: Executor, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member_phones')
    .select('phone')
    .where('member_id', '=', memberId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return row?.phone ?? null;
}
