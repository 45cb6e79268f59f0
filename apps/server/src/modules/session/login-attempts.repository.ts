import type { Executor } from '../../db/database';

export interface LoginAttempt {
  merchantId: number;
  username: string;
  memberId: number | null;
  ip: string;
  success: boolean;
  reason: string;
  at: number;
}

export async function recordLoginAttempt(db: Executor, attempt: LoginAttempt): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      merchant_id: attempt.merchantId,
      username: attempt.username.slice(0, 255),
      member_id: attempt.memberId,
      ip: attempt.ip,
      success: attempt.success ? 1 : 0,
      reason: attempt.reason,
      created_at: attempt.at,
    })
    .execute();
}

export type AttemptKey = { merchantId: number; username: string } | { ip: string };

/**
 * Failed log-ins for an account or an IP since `since`, not counting those before the key's last
 * success: a good log-in wipes the slate.
 */
export async function countFailures(db: Executor, key: AttemptKey, since: number): Promise<number> {
  const base = () => {
    const query = db.selectFrom('login_attempts').where('created_at', '>=', since);
    return 'ip' in key
      ? query.where('ip', '=', key.ip)
      : query.where('merchant_id', '=', key.merchantId).where('username', '=', key.username);
  };
  const lastSuccess = await base()
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('success', '=', 1)
    .executeTakeFirst();
  const row = await base()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('success', '=', 0)
    .where('created_at', '>', Number(lastSuccess?.at ?? -1))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
