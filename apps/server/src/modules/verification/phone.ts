import { toE164 } from '@panalo/contract/verification';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../../kernel/merchant';

/**
 * The E.164 form of a typed mobile number: digits starting with 9 within the brand's mobile
 * length rule, after the country dialing code (the brand's default, 63, when none is sent).
 */
export function phoneOf(merchant: Merchant, mobileNum: string | undefined, countryDialingCode: string | undefined): string {
  const national = mobileNum?.trim() ?? '';
  if (!national) throw new AppError('PHONE_REQUIRED');
  const country = countryDialingCode?.trim() || merchant.registerSettings.defaultCountryDialingCode;
  const phone = toE164(national, country, merchant.validation.mobileNum);
  if (!phone) throw new AppError('PHONE_FORMAT_INVALID');
  return phone;
}

/** The national part and the dialing code, as members.mobile_num and country_dialing_code keep them. */
export function splitPhone(merchant: Merchant, mobileNum: string, countryDialingCode: string | undefined) {
  return {
    mobileNum: mobileNum.trim(),
    countryDialingCode: (countryDialingCode?.trim() || merchant.registerSettings.defaultCountryDialingCode).replace(/^\+/, ''),
  };
}
