import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Language } from '@panalo/contract/constants';
import { errorMessage } from '@panalo/contract/error-codes';
import { birthdayProblem } from '@panalo/contract/kyc-rules';
import { trimStrings, validateRegistration, type RegistrationValidationConfig } from '@panalo/contract/registration';
import type { RegisterFormValues, RegisterMethod } from './register-fields';

export interface RegisterRules {
  config: RegistrationValidationConfig;
  language: Language;
  invitationCodeRequired: boolean;
  venueRequired: boolean;
  captchaShown: boolean;
  captchaRequiredMessage: string;
  method: RegisterMethod;
  /** The mobile form asks for a password only when the brand says so (mobilePasswordRequired). */
  passwordShown: boolean;
  /** The brand proves mobile numbers by SMS code (REGMOBVERF3). */
  smsVerification: boolean;
  /** yyyy-MM-dd on the brand's clock, for the age of a given birthday. */
  today: string;
  /** The dialing code chosen for the mobile number, and the brand's own. */
  dialingCode: string;
  homeDialingCode: string;
}

/**
 * The form checks with the very function the server uses (validateRegistration from the
 * contract), so the two never disagree; the form only explains earlier. Values are trimmed first.
 */
export function registerResolver(rules: RegisterRules): Resolver<RegisterFormValues> {
  return async (raw) => {
    const values = trimStrings(raw);
    const { language } = rules;
    const byMobile = rules.method === 'mobile';
    const messages = validateRegistration({ ...values, countryDialingCode: rules.dialingCode }, rules.config, language, {
      homeDialingCode: rules.homeDialingCode,
      invitationCodeRequired: rules.invitationCodeRequired,
      mobileRequired: byMobile,
      usernameOptional: byMobile,
      passwordOptional: byMobile && !rules.passwordShown,
    });
    if (rules.passwordShown && !values.confirmPassword && !messages.password) {
      messages.confirmPassword = errorMessage('REQUIRED_FIELDS_MISSING', language);
    }
    // A typed number is proven by its SMS code: always on the mobile form, and on the username form when one was typed.
    if (rules.smsVerification && (byMobile || values.mobileNum) && !values.verificationCode && !messages.mobileNum) {
      messages.verificationCode = errorMessage('VERIFICATION_CODE_REQUIRED', language);
    }
    if (rules.captchaShown && !values.captcha) messages.captcha = rules.captchaRequiredMessage;
    if (rules.venueRequired && !values.gamingVenue) messages.gamingVenue = errorMessage('VENUE_REQUIRED', language);
    // A birthday is optional; given, it must say 21 or older (the server checks it against the restricted list too).
    if (values.birthday && birthdayProblem(values.birthday, rules.today)) messages.birthday = errorMessage('AGE_UNDER_21', language);
    if (!values.termsAccepted) messages.termsAccepted = errorMessage('TERMS_NOT_ACCEPTED', language);
    if (!values.ageConfirmed) messages.ageConfirmed = errorMessage('AGE_NOT_CONFIRMED', language);

    const keys = Object.keys(messages);
    if (keys.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const key of keys) errors[key] = { type: 'validate', message: messages[key]! };
    return { values: {}, errors: errors as FieldErrors<RegisterFormValues> };
  };
}
