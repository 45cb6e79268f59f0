import { z } from 'zod';
import type { Language } from './constants';
import { errorMessage, type ErrorCode } from './error-codes';
import { humanCheckField } from './human-check';
import { ANY_PATTERN, matchesPattern, patternMessage } from './patterns';

/** The registration-user fields a merchant can configure (spec 000 section 3). */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const fieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression, or `*` for anything; checked after patternId. */
  acceptedPattern: z.string(),
  patternId: z.number().int().nullable(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type FieldRule = z.infer<typeof fieldRule>;

export const registrationValidationConfig = z.record(z.enum(REGISTRATION_FIELDS), fieldRule);
export type RegistrationValidationConfig = Record<RegistrationField, FieldRule>;

const rule = (patternId: number | null, minLength: number, maxLength: number, enabled = false, required = false): FieldRule => ({
  enabled,
  required,
  acceptedPattern: ANY_PATTERN,
  patternId,
  minLength,
  maxLength,
});

/** What a new merchant starts with; operators change it per brand. */
export const DEFAULT_REGISTRATION_VALIDATION: RegistrationValidationConfig = {
  username: rule(2, 6, 16, true, true),
  password: rule(20, 8, 32, true, true),
  payeeName: rule(22, 3, 60, true, false),
  email: rule(4, 6, 80),
  qqNum: rule(7, 5, 12),
  mobileNum: rule(25, 10, 10, true, false),
  recommenderId: rule(15, 1, 20),
  captcha: rule(15, 4, 4),
  verificationCode: rule(null, 0, 255),
  affiliateCode: rule(15, 1, 20, true, false),
  paymentPassword: rule(7, 6, 6),
  line: rule(10, 1, 50),
  whatsapp: rule(7, 6, 20),
  facebook: rule(10, 1, 80),
  wechat: rule(10, 1, 50),
  idNumber: rule(15, 4, 30),
  referralCode: rule(15, 1, 20),
};

const text = (max = 255) => z.string().max(max).optional();

/** The registration payload (PUT /wps/member/register). Field rules are checked by validateRegistration. */
export const registerRequest = z.object({
  username: z.string().max(255),
  password: z.string().max(255),
  confirmPassword: z.string().max(255),
  payeeName: text(),
  /** yyyy-MM-dd, when the brand's form asks for it: with the payee name it is checked against the restricted-persons list. */
  birthday: text(32),
  email: text(),
  qqNum: text(),
  mobileNum: text(),
  countryDialingCode: text(8),
  recommenderId: text(),
  captcha: text(16),
  captchaId: text(64),
  verificationCode: text(255),
  affiliateCode: text(),
  paymentPassword: text(),
  line: text(),
  whatsapp: text(),
  facebook: text(),
  wechat: text(),
  idNumber: text(),
  referralCode: text(),
  nickname: text(50),
  gamingVenue: text(),
  domain: text(),
  registerUrl: text(2048),
  registerMethod: z.literal('WEB').optional(),
  language: text(8),
  /** A schema failure of these two answers with their catalogue codes (plugins/errors.ts). */
  termsAccepted: z.boolean({ error: 'TERMS_NOT_ACCEPTED' satisfies ErrorCode }),
  ageConfirmed: z.boolean({ error: 'AGE_NOT_CONFIRMED' satisfies ErrorCode }),
  /** The human-check payload when the brand guards the register scene. */
  humanCheck: humanCheckField,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/**
 * Registration by mobile (PUT /wps/member/register/mobile). The mobile number is the account:
 * the username may be left out (the server derives one), and the password too when the brand
 * registers by mobile without a password (MOBILENUMPASSREG3 off) and verifies the number by SMS.
 */
export const registerMobileRequest = registerRequest.extend({
  username: text(),
  password: text(),
  confirmPassword: text(),
});
export type RegisterMobileRequest = z.infer<typeof registerMobileRequest>;

/** Trims every string field: the spec trims input before it is checked. */
export function trimStrings<T extends Record<string, unknown>>(input: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) out[key] = typeof value === 'string' ? value.trim() : value;
  return out as T;
}

/** Trims every field and joins the payee's names with single spaces, as the spec's form does. */
export function normalizeRegistration<T extends Partial<RegisterRequest>>(input: T): T {
  const out = trimStrings(input);
  if (typeof out.payeeName === 'string') out.payeeName = out.payeeName.split(/\s+/).join(' ');
  return out;
}

function checkField(value: string | undefined, fieldRuleValue: FieldRule, language: Language): string | null {
  if (!fieldRuleValue.enabled) return null;
  if (!value) return fieldRuleValue.required ? errorMessage('REQUIRED_FIELDS_MISSING', language) : null;
  const { minLength, maxLength, patternId } = fieldRuleValue;
  const fits =
    value.length >= minLength &&
    (maxLength === 0 || value.length <= maxLength) &&
    matchesPattern(patternId, value) &&
    (fieldRuleValue.acceptedPattern === ANY_PATTERN || safeRegex(fieldRuleValue.acceptedPattern).test(value));
  return fits ? null : patternMessage(patternId, minLength, maxLength, language);
}

function safeRegex(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return /^[\s\S]*$/u;
  }
}

/**
 * Checks a registration payload against the merchant's per-field config. Returns a message per
 * failing field, in the user's language; an empty object means the payload is acceptable.
 * Shared by the server (which decides) and the web form (which explains early).
 */
export function validateRegistration(
  input: Partial<RegisterRequest>,
  config: RegistrationValidationConfig,
  language: Language,
  options: {
    mobileRequired?: boolean;
    invitationCodeRequired?: boolean;
    usernameOptional?: boolean;
    passwordOptional?: boolean;
    /** The brand's own dialing code: its mobile rule is for numbers of that country only. */
    homeDialingCode?: string;
  } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const foreignMobile = isForeignDialingCode(input.countryDialingCode, options.homeDialingCode);
  for (const field of REGISTRATION_FIELDS) {
    if (field === 'captcha') continue; // the image captcha is checked by the captcha service
    // Another country's number follows that country's plan, which the server checks (E.164).
    if (field === 'mobileNum' && foreignMobile) {
      const required = options.mobileRequired || (config.mobileNum.enabled && config.mobileNum.required);
      if (required && !input.mobileNum?.trim()) errors.mobileNum = errorMessage('PHONE_REQUIRED', language);
      continue;
    }
    let fieldRuleValue = config[field];
    if (field === 'username' || field === 'password') fieldRuleValue = { ...fieldRuleValue, enabled: true, required: true };
    // Registration by mobile: a username or password that is given must still follow the rule.
    if ((field === 'username' && options.usernameOptional) || (field === 'password' && options.passwordOptional)) {
      fieldRuleValue = { ...fieldRuleValue, required: false };
    }
    if (field === 'mobileNum' && options.mobileRequired) fieldRuleValue = { ...fieldRuleValue, enabled: true, required: true };
    if (field === 'affiliateCode' && options.invitationCodeRequired) fieldRuleValue = { ...fieldRuleValue, required: true };
    const raw = input[field];
    const message = checkField(typeof raw === 'string' ? raw.trim() : undefined, fieldRuleValue, language);
    if (message) errors[field] = message;
  }
  if (!errors.password && input.password !== input.confirmPassword) {
    errors.confirmPassword = errorMessage('PASSWORD_CONFIRMATION_MISMATCH', language);
  }
  return errors;
}

/** Whether a chosen dialing code is another country's than the brand's own (both without "+"). */
export function isForeignDialingCode(chosen: string | undefined, home: string | undefined): boolean {
  const code = chosen?.trim().replace(/^\+/, '');
  return Boolean(code && home && code !== home.replace(/^\+/, ''));
}

/**
 * A mobile number that must be given: the brand's rule for its own country's numbers; for another
 * country only its shape (4 to 17 digits, spaces and dashes allowed), as the server then checks it
 * against that country's numbering plan.
 */
export function mobileProblem(value: string, rule: FieldRule, foreign: boolean, language: Language): string | null {
  if (!foreign) return requiredFieldProblem(value, rule, language);
  if (!value.trim()) return errorMessage('PHONE_REQUIRED', language);
  return /^[0-9][0-9 -]{3,19}$/.test(value.trim()) ? null : errorMessage('PHONE_FORMAT_INVALID', language);
}

/** Checks a value that must be given against a field's rule, enabled or not (the forgot-password form). */
export function requiredFieldProblem(value: string, rule: FieldRule, language: Language): string | null {
  return checkField(value, { ...rule, enabled: true, required: true }, language);
}

/** Checks one password against the merchant's password rule (change and reset use it too). */
export function passwordProblem(password: string, config: RegistrationValidationConfig, language: Language): string | null {
  return checkField(password, { ...config.password, enabled: true, required: true }, language);
}
