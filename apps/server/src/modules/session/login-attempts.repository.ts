import type { Executor } from '../../db/executor';

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
