import type { Language } from '@panalo/contract/constants';
import type { ChangePasswordRequest, MemberInfo } from '@panalo/contract/member';
import { passwordProblem, trimStrings } from '@panalo/contract/registration';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { appendAudit } from '../audit/audit.repository';
import type { Merchant } from '../../kernel/merchant';
import type { AuthenticatedSession, ClientInfo } from '../../kernel/caller';
import { revokeOtherSessions } from '../session/session.repository';
import { toMemberInfo } from './member-info';
import { findCredentials, findMemberProfile, updatePassword } from './member.repository';

export async function memberInfoOf(ctx: AppContext, memberId: number): Promise<MemberInfo> {
  const profile = await findMemberProfile(ctx.db, memberId);
  if (!profile) throw new AppError('NOT_LOGGED_IN');
  return toMemberInfo(profile);
}

/**
 * Changes the password after checking the current one and the brand's password rule. Every other
 * session of the member ends, so a stolen session does not outlive the change.
 */
export async function changePassword(
  ctx: AppContext,
  merchant: Merchant,
  session: AuthenticatedSession,
  raw: ChangePasswordRequest,
  client: ClientInfo,
  language: Language,
): Promise<void> {
  const input = trimStrings(raw);
  if (!input.oldPassword || !input.newPassword || !input.confirmNewPassword) throw new AppError('REQUIRED_FIELDS_MISSING');
  const problem = passwordProblem(input.newPassword, merchant.validation, language);
  if (problem) throw new AppError('PASSWORD_FORMAT_INVALID', { fields: { newPassword: problem } });
  if (input.newPassword !== input.confirmNewPassword) throw new AppError('PASSWORD_CONFIRMATION_MISMATCH');
  const credentials = await findCredentials(ctx.db, session.memberId);
  if (!credentials || !(await verifyPassword(credentials.password_hash, input.oldPassword))) {
    throw new AppError('OLD_PASSWORD_INCORRECT');
  }
  if (input.newPassword === input.oldPassword) throw new AppError('PASSWORD_REUSED');
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await updatePassword(tx, session.memberId, passwordHash, now);
    const revoked = await revokeOtherSessions(tx, session.memberId, session.sessionId, now);
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'member.password_changed',
      subjectType: 'member',
      subjectId: session.memberId,
      ip: client.ip,
      detail: { otherSessionsRevoked: revoked },
      at: now,
    });
  });
  ctx.sessions.dropMember(session.memberId);
}
