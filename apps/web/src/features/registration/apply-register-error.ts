import type { UseFormReturn } from 'react-hook-form';
import type { ApiError } from '../../lib/api-error';
import { isFormField, type RegisterFormValues } from './register-fields';

/** Which field a refusal code belongs to, so its message appears under that field. */
const FIELD_OF_CODE: Partial<Record<string, keyof RegisterFormValues>> = {
  USERNAME_TAKEN: 'username',
  ACCOUNT_FORMAT_INVALID: 'username',
  PASSWORD_FORMAT_INVALID: 'password',
  PASSWORD_CONFIRMATION_MISMATCH: 'confirmPassword',
  EMAIL_FORMAT_INVALID: 'email',
  INVALID_INVITATION_CODE: 'affiliateCode',
  TERMS_NOT_ACCEPTED: 'termsAccepted',
  AGE_NOT_CONFIRMED: 'ageConfirmed',
  VENUE_REQUIRED: 'gamingVenue',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  MOBILE_TAKEN: 'mobileNum',
  AGE_UNDER_21: 'birthday',
  PHONE_REQUIRED: 'mobileNum',
  PHONE_FORMAT_INVALID: 'mobileNum',
  VERIFICATION_CODE_REQUIRED: 'verificationCode',
  VERIFICATION_CODE_INVALID: 'verificationCode',
  VERIFICATION_CODE_EXPIRED: 'verificationCode',
};

/**
 * Puts a server refusal on the form: per-field messages under their fields, the summary above the
 * form. Returns the summary: the refusal's message unless it sits under its field, plus messages of
 * fields the form does not show (so none is lost).
 */
export function applyRegisterError(
  error: ApiError,
  form: UseFormReturn<RegisterFormValues>,
  shown: (field: keyof RegisterFormValues) => boolean,
): string {
  const hidden: string[] = [];
  let first: keyof RegisterFormValues | undefined;
  for (const [key, message] of Object.entries(error.fields)) {
    if (isFormField(key) && shown(key)) {
      form.setError(key, { type: 'server', message });
      first ??= key;
    } else hidden.push(message);
  }
  const codeField = FIELD_OF_CODE[error.code];
  const onField = Boolean(codeField && shown(codeField) && !error.fields[codeField]);
  if (codeField && onField) {
    form.setError(codeField, { type: 'server', message: error.message });
    first ??= codeField;
  }
  if (first) form.setFocus(first);
  // A message already shown under its field is not repeated above the form.
  return [onField ? '' : error.message, ...hidden].filter(Boolean).join(' ');
}
