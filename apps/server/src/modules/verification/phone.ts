import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { toE164 } from '@panalo/contract/verification';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../../kernel/merchant';

/** A checked mobile number: E.164, and the national number and dialing code members keep. */
export interface Phone {
  e164: string;
  national: string;
  countryDialingCode: string;
}

/**
 * Who holds a number of the brand (verified or not yet), and recording a member's number: the
 * registration, SMS log-in and recovery flows look owners up here.
 */
export { findPhoneOwner, insertMemberPhone, verifiedPhoneOf } from './verification.repository';

/**
 * Checks a typed mobile number with its country dialing code (the brand's default, 63, when none
 * is sent). A number of the brand's own dialing code follows the brand's mobile rule (pattern 25:
 * digits starting with 9, of the rule's length). Any other country's number is checked by that
 * country's numbering plan for mobile numbers (libphonenumber's mobile metadata), so Filipinos
 * abroad can use their local number; a leading trunk 0 is accepted and dropped there.
 */
export function checkPhone(merchant: Merchant, mobileNum: string | undefined, countryDialingCode: string | undefined): Phone {
  const typed = mobileNum?.trim() ?? '';
  if (!typed) throw new AppError('PHONE_REQUIRED');
  const home = merchant.registerSettings.defaultCountryDialingCode.replace(/^\+/, '');
  const country = (countryDialingCode?.trim() || home).replace(/^\+/, '');
  if (!/^[1-9][0-9]{0,3}$/.test(country)) throw new AppError('PHONE_FORMAT_INVALID');
  if (country === home) {
    const e164 = toE164(typed, country, merchant.validation.mobileNum);
    if (!e164) throw new AppError('PHONE_FORMAT_INVALID');
    return { e164, national: typed, countryDialingCode: country };
  }
  const national = typed.replace(/[\s().-]/g, '');
  const parsed = /^[0-9]{4,17}$/.test(national) ? parseMobile(national, country) : undefined;
  if (!parsed?.isValid() || parsed.countryCallingCode !== country) throw new AppError('PHONE_FORMAT_INVALID');
  return { e164: parsed.number, national: parsed.nationalNumber, countryDialingCode: country };
}

/** The E.164 form of a typed mobile number (see checkPhone). */
export function phoneOf(merchant: Merchant, mobileNum: string | undefined, countryDialingCode: string | undefined): string {
  return checkPhone(merchant, mobileNum, countryDialingCode).e164;
}

/** The national part and the dialing code, as members.mobile_num and country_dialing_code keep them. */
export function splitPhone(merchant: Merchant, mobileNum: string, countryDialingCode: string | undefined) {
  const { national, countryDialingCode: country } = checkPhone(merchant, mobileNum, countryDialingCode);
  return { mobileNum: national, countryDialingCode: country };
}

/** The library throws on a calling code no country has: that is a malformed number too. */
function parseMobile(national: string, callingCode: string) {
  try {
    return parsePhoneNumberFromString(national, { defaultCallingCode: callingCode });
  } catch {
    return undefined;
  }
}
