import type { Language } from '@panalo/contract/constants';
import type { ChangePasswordRequest } from '@panalo/contract/member';
import { passwordProblem, trimStrings } from '@panalo/contract/registration';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Caller } from '../../kernel/caller';
import { findCredentials } from '../member/member-credentials';
import { replacePassword } from './password-replacement';

/**
 * Changes the password after checking the current one and the brand's password rule. Every other
 * session of the member ends, so a stolen session does not outlive the change.
 */
export async function changePassword(ctx: AppContext, caller: Caller, raw: ChangePasswordRequest, language: Language): Promise<void> {
  const { merchant, session, client } = caller;
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
    await replacePassword(tx, {
      merchantId: merchant.id,
      memberId: session.memberId,
      passwordHash,
      keepSessionId: session.sessionId,
      action: 'member.password_changed',
      ip: client.ip,
      now,
    });
  });
  ctx.sessions.dropMember(session.memberId);
}
