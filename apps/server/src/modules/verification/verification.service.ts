import type { Language } from '@panalo/contract/constants';
import type { SmsCodeValue, SmsLoginCodeRequest, SmsRecoveryCodeRequest, SmsRegisterCodeRequest } from '@panalo/contract/verification';
import type { AppContext } from '../../app-context';
import type { SmsGateway } from '../../adapters/sms/sms-gateway';
import { AppError } from '../../lib/app-error';
import { requireHumanCheck } from '../human-check/human-check.service';
import type { Merchant } from '../../kernel/merchant';
import { phoneOf } from './phone';
import { sendCode } from './sms-code.service';
import { accountMethods } from './sms-features';
import { findPhoneOwner } from './verification.repository';

export interface SendContext {
  ctx: AppContext;
  gateway: SmsGateway;
  merchant: Merchant;
  ip: string;
  language: Language;
}

/** A number that proved itself by SMS, and so can log in or set a new password. */
async function hasVerifiedOwner(ctx: AppContext, merchantId: number, phone: string): Promise<boolean> {
  const owner = await findPhoneOwner(ctx.db, merchantId, phone);
  return owner !== undefined && owner.verifiedAt !== null;
}

/**
 * A log-in code (the log-in form's mobile tab; the verificationCodeLogin module). A number that
 * belongs to no account gets the same answer but no text, so the call does not tell who is a
 * member, and nobody pays for texts to strangers.
 */
export async function sendLoginCode(
  { ctx, gateway, merchant, ip, language }: SendContext,
  input: SmsLoginCodeRequest,
): Promise<SmsCodeValue> {
  if (!accountMethods(merchant).smsLogin) throw new AppError('FUNCTION_NOT_ENABLED');
  const phone = phoneOf(merchant, input.mobileNum, input.countryDialingCode);
  await requireHumanCheck(ctx, merchant, 'sms', input.humanCheck);
  const deliver = await hasVerifiedOwner(ctx, merchant.id, phone);
  return sendCode(ctx, gateway, merchant, { purpose: 'login', phone, deliver, ip, language, ...captchaOf(input) });
}

/**
 * A registration code, for the mobile tab (regType mobile, the default) or the username tab's
 * mobile field (regType username), when the brand verifies numbers by SMS. A number already
 * registered is refused here: registering it again would fail anyway.
 */
export async function sendRegisterCode(
  { ctx, gateway, merchant, ip, language }: SendContext,
  input: SmsRegisterCodeRequest,
): Promise<SmsCodeValue> {
  const methods = accountMethods(merchant);
  const open = input.regType === 'username' ? methods.usernameRegistration : methods.mobileRegistration;
  if (!open) throw new AppError('REGISTRATION_DISABLED');
  if (!methods.smsVerification) throw new AppError('FUNCTION_NOT_ENABLED');
  const phone = phoneOf(merchant, input.mobileNo ?? input.mobileNum, input.countryDialingCode);
  await requireHumanCheck(ctx, merchant, 'sms', input.humanCheck);
  if (await findPhoneOwner(ctx.db, merchant.id, phone)) throw new AppError('MOBILE_TAKEN');
  return sendCode(ctx, gateway, merchant, { purpose: 'register', phone, deliver: true, ip, language, ...captchaOf(input) });
}

/** A code for setting a new password by phone (CHNGPASSVERIF3); unknown numbers as for log-in. */
export async function sendRecoveryCode(
  { ctx, gateway, merchant, ip, language }: SendContext,
  input: SmsRecoveryCodeRequest,
): Promise<SmsCodeValue> {
  if (!accountMethods(merchant).phoneRecovery) throw new AppError('FUNCTION_NOT_ENABLED');
  const phone = phoneOf(merchant, input.mobileNum, input.countryDialingCode);
  await requireHumanCheck(ctx, merchant, 'sms', input.humanCheck);
  const deliver = await hasVerifiedOwner(ctx, merchant.id, phone);
  return sendCode(ctx, gateway, merchant, { purpose: 'recovery', phone, deliver, ip, language, ...captchaOf(input) });
}

const captchaOf = (input: { captchaId?: string; captcha?: string }) => ({ captchaId: input.captchaId, captcha: input.captcha });
