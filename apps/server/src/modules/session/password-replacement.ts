import type { Tx } from '../../db/executor';
import { appendAudit } from '../../kernel/audit';
import { updatePassword } from '../member/member-credentials';
import { revokeOtherSessions } from '../../kernel/session-ending.repository';

export interface PasswordReplacement {
  merchantId: number;
  memberId: number;
  passwordHash: string;
  /** The session that made the change and stays open; null ends every session (a reset). */
  keepSessionId: number | null;
  /** The audit action: member.password_changed, member.password_reset_by_phone, …_by_email. */
  action: string;
  ip: string;
  now: number;
}

/**
 * Replaces a member's password the one way every flow does (change, reset by SMS, reset by
 * e-mail): the new hash, the member's sessions ended, and the audit entry, in the caller's
 * transaction. After the commit the caller drops the member from the session cache
 * (ctx.sessions.dropMember), so no process keeps serving an ended session.
 */
export async function replacePassword(tx: Tx, change: PasswordReplacement): Promise<void> {
  await updatePassword(tx, change.memberId, change.passwordHash, change.now);
  const revoked = await revokeOtherSessions(tx, change.memberId, change.keepSessionId, change.now);
  await appendAudit(tx, {
    merchantId: change.merchantId,
    actorMemberId: change.memberId,
    action: change.action,
    subjectType: 'member',
    subjectId: change.memberId,
    ip: change.ip,
    detail: change.keepSessionId === null ? { sessionsRevoked: revoked } : { otherSessionsRevoked: revoked },
    at: change.now,
  });
}
