import type { LoginV2Request, LoginValue } from '@panalo/contract/session';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { findMemberWithCredentials } from '../member/member-credentials';
import { login, openMemberSession, passwordMustChange } from './session.service';
import { refuseUnlessActiveMember } from '../../kernel/account-policies';
import type { Visitor } from '../../kernel/caller';
import { findPhoneOwner, phoneOf } from '../verification/phone';
import { checkCode, useCode } from '../verification/sms-code.service';
import { accountMethods } from '../verification/sms-features';

/**
 * Log-in by mobile and SMS code: the member whose verified number this is. No captcha (spec 000
 * section 4): the code itself is the proof, limited to five tries.
 */
export async function smsLogin(
  ctx: AppContext,
  { merchant, client, form: input }: Visitor & { form: LoginV2Request },
): Promise<LoginValue> {
  if (!accountMethods(merchant).smsLogin) throw new AppError('FUNCTION_NOT_ENABLED');
  const phone = phoneOf(merchant, input.mobileNum, input.countryDialingCode);
  const codeId = await checkCode(ctx, merchant.id, 'login', phone, input.verificationCode);
  const owner = await findPhoneOwner(ctx.db, merchant.id, phone);
  // Unknown and unverified numbers never get a real code; this only answers a race with a change of number.
  if (!owner || owner.verifiedAt === null) throw new AppError('VERIFICATION_CODE_INVALID');
  const member = await findMemberWithCredentials(ctx.db, merchant.id, owner.username);
  if (!member) throw new AppError('VERIFICATION_CODE_INVALID');
  refuseUnlessActiveMember(member);
  return openMemberSession(ctx, {
    merchant,
    client,
    member,
    passwordExpired: passwordMustChange(ctx, merchant, null, member),
    within: (tx, now) => useCode(tx, codeId, now),
  });
}

/** Login V2: the log-in form's two tabs, username (default) and mobile + SMS code. */
export async function loginV2(ctx: AppContext, { merchant, client, form: input }: Visitor & { form: LoginV2Request }): Promise<LoginValue> {
  if (input.type === 'sms') return smsLogin(ctx, { merchant, client, form: input });
  return login(ctx, {
    merchant,
    client,
    form: {
      username: input.username ?? '',
      password: input.password ?? '',
      captchaId: input.captchaId,
      captcha: input.captcha,
      humanCheck: input.humanCheck,
      withdrawOnly: input.withdrawOnly,
    },
  });
}
