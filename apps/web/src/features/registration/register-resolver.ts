import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Language } from '@panalo/contract/constants';
import { errorMessage } from '@panalo/contract/error-codes';
import { trimStrings, validateRegistration, type RegistrationValidationConfig } from '@panalo/contract/registration';
import type { RegisterFormValues } from './register-fields';

export interface RegisterRules {
  config: RegistrationValidationConfig;
  language: Language;
  invitationCodeRequired: boolean;
  venueRequired: boolean;
  captchaShown: boolean;
  captchaRequiredMessage: string;
}

/**
 * The form checks with the very function the server uses (validateRegistration from the
 * contract), so the two never disagree; the form only explains earlier. Values are trimmed first.
 */
export function registerResolver(rules: RegisterRules): Resolver<RegisterFormValues> {
  return async (raw) => {
    const values = trimStrings(raw);
    const { language } = rules;
    const messages = validateRegistration(values, rules.config, language, { invitationCodeRequired: rules.invitationCodeRequired });
    if (!values.confirmPassword) messages.confirmPassword = errorMessage('REQUIRED_FIELDS_MISSING', language);
    if (rules.captchaShown && !values.captcha) messages.captcha = rules.captchaRequiredMessage;
    if (rules.venueRequired && !values.gamingVenue) messages.gamingVenue = errorMessage('VENUE_REQUIRED', language);
    if (!values.termsAccepted) messages.termsAccepted = errorMessage('TERMS_NOT_ACCEPTED', language);
    if (!values.ageConfirmed) messages.ageConfirmed = errorMessage('AGE_NOT_CONFIRMED', language);

    const keys = Object.keys(messages);
    if (keys.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const key of keys) errors[key] = { type: 'validate', message: messages[key]! };
    return { values: {}, errors: errors as FieldErrors<RegisterFormValues> };
  };
}
