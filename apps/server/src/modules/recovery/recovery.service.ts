import type { Language } from '@panalo/contract/constants';
import { passwordProblem, trimStrings } from '@panalo/contract/registration';
import type { LoginValue } from '@panalo/contract/session';
import type { PasswordByPhoneRequest } from '@panalo/contract/verification';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { findMemberWithCredentials } from '../member/member-credentials';
import { replacePassword } from '../session/password-replacement';
import { openMemberSession } from '../session/session.service';
import { refuseUnlessActiveMember } from '../../kernel/account-policies';
import type { Visitor } from '../../kernel/caller';
import { findPhoneOwner, phoneOf } from '../verification/phone';
import { checkCode, useCode } from '../verification/sms-code.service';
import { accountMethods } from '../verification/sms-features';

/**
 * Forgot password by phone (spec 000 sections 4 and 7; CHNGPASSVERIF3): the SMS code from
 * /wps/verification/sms/noLogin proves the member holds the verified number; the new password
 * must follow the brand's rule. Every session of the member ends, and the member is logged in
 * with a new one (the spec's automatic log-in), all in one transaction with spending the code.
 */
export async function setPasswordByPhone(
  ctx: AppContext,
  { merchant, client, language, form: raw }: Visitor & { language: Language; form: PasswordByPhoneRequest },
): Promise<LoginValue> {
  if (!accountMethods(merchant).phoneRecovery) throw new AppError('FUNCTION_NOT_ENABLED');
  const input = trimStrings(raw);
  const phone = phoneOf(merchant, input.mobileNum, input.countryDialingCode);
  if (!input.verificationCode) throw new AppError('VERIFICATION_CODE_REQUIRED');
  if (!input.newPassword) throw new AppError('REQUIRED_FIELDS_MISSING');
  const problem = passwordProblem(input.newPassword, merchant.validation, language);
  if (problem) throw new AppError('PASSWORD_FORMAT_INVALID', { fields: { newPassword: problem } });
  if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== input.newPassword) {
    throw new AppError('PASSWORD_CONFIRMATION_MISMATCH');
  }

  const codeId = await checkCode(ctx, merchant.id, 'recovery', phone, input.verificationCode);
  const owner = await findPhoneOwner(ctx.db, merchant.id, phone);
  if (!owner || owner.verifiedAt === null) throw new AppError('VERIFICATION_CODE_INVALID');
  const member = await findMemberWithCredentials(ctx.db, merchant.id, owner.username);
  if (!member) throw new AppError('VERIFICATION_CODE_INVALID');
  refuseUnlessActiveMember(member);

  const passwordHash = await hashPassword(input.newPassword);
  const value = await openMemberSession(ctx, {
    merchant,
    client,
    member,
    passwordExpired: false,
    within: async (tx, now) => {
      await useCode(tx, codeId, now);
      // Before the new session opens: every existing one ends, whoever holds it.
      await replacePassword(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        passwordHash,
        keepSessionId: null,
        action: 'member.password_reset_by_phone',
        ip: client.ip,
        now,
      });
    },
  });
  ctx.sessions.dropMember(member.id);
  return value;
}
