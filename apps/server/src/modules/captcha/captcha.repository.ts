import type { Executor } from '../../db/executor';

export async function insertCaptcha(
  db: Executor,
  captcha: { id: string; merchantId: number; answerHash: string; ip: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('captchas')
    .values({
      id: captcha.id,
      merchant_id: captcha.merchantId,
      answer_hash: captcha.answerHash,
      ip: captcha.ip,
      created_at: captcha.now,
      expires_at: captcha.expiresAt,
    })
    .execute();
}

/**
 * Uses up a live captcha and returns its answer hash. The conditional update makes it one-time
 * even when two requests race for it.
 */
export async function consumeCaptcha(db: Executor, id: string, merchantId: number, now: number): Promise<string | null> {
  const result = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom('captchas').select('answer_hash').where('id', '=', id).executeTakeFirst();
  return row?.answer_hash ?? null;
}

export async function deleteExpiredCaptchas(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<', before).execute();
}

/** When this client last got a captcha, for the once-a-second refresh limit. */
export async function lastCaptchaAt(db: Executor, ip: string, since: number): Promise<number | null> {
  const row = await db
    .selectFrom('captchas')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row?.at == null ? null : Number(row.at);
}
