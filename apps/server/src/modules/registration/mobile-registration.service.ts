import { randomInt } from 'node:crypto';
import { normalizeRegistration, type RegisterMobileRequest } from '@panalo/contract/registration';
import type { LoginValue } from '@panalo/contract/session';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { usernameTaken } from '../member/member-creation';
import { checkApplication, createMemberAccount, provePhone, type ProvenPhone, type Registration } from './registration.service';
import { screenApplicant } from '../restricted/restricted.service';
import { findPhoneOwner, phoneOf } from '../verification/phone';
import { accountMethods, mobilePasswordRequired } from '../verification/sms-features';

/**
 * A username for a member who registered with only a number: `m` and the number's digits
 * (m639171234567), which fits the default username rule and is unique because the number is;
 * a random suffix in the rare case someone chose that name by hand.
 */
async function usernameFromPhone(ctx: AppContext, merchantId: number, phone: string): Promise<string> {
  const base = `m${phone.replace(/\D/g, '')}`;
  let candidate = base;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!(await usernameTaken(ctx, merchantId, candidate))) return candidate;
    candidate = `${base}${randomInt(100, 1000)}`;
  }
  throw new AppError('USERNAME_TAKEN');
}

/**
 * Registration by mobile (PUT /wps/member/register/mobile; MOBILENUMREG3 or the mobileRegistration
 * module). The number is required and unique in the brand; when the brand verifies numbers
 * (REGMOBVERF3) the registration code must match. A username is optional (derived from the
 * number when left out). The password is required when MOBILENUMPASSREG3 is on, and whenever
 * the member could not log in without one (no SMS verification or no log-in by SMS code).
 */
export async function registerByMobile(
  ctx: AppContext,
  { merchant, client, language, form }: Registration<RegisterMobileRequest>,
): Promise<LoginValue> {
  const methods = accountMethods(merchant);
  if (!methods.mobileRegistration) throw new AppError('REGISTRATION_DISABLED');
  const input = normalizeRegistration(form);
  const passwordOptional = !mobilePasswordRequired(merchant);
  const upline = await checkApplication(ctx, merchant, input, language, { mobileRequired: true, usernameOptional: true, passwordOptional });
  await screenApplicant(ctx, merchant, input, client.ip);

  const chosen = input.username?.toLowerCase();
  if (chosen && (await usernameTaken(ctx, merchant.id, chosen))) throw new AppError('USERNAME_TAKEN');
  let phone: ProvenPhone;
  if (methods.smsVerification) {
    phone = await provePhone(ctx, merchant, input);
  } else {
    phone = { phone: phoneOf(merchant, input.mobileNum, input.countryDialingCode), codeId: null };
    if (await findPhoneOwner(ctx.db, merchant.id, phone.phone)) throw new AppError('MOBILE_TAKEN');
  }
  const username = chosen || (await usernameFromPhone(ctx, merchant.id, phone.phone));
  // Without a password the account logs in by SMS code until the member sets one.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return createMemberAccount(ctx, {
    merchant,
    client,
    language,
    input,
    account: { username, passwordHash, upline, method: 'mobile', phone },
  });
}
