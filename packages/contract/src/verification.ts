import { z } from 'zod';
import { humanCheckField } from './human-check';
import type { FieldRule } from './registration';
import { matchesPattern } from './patterns';

/** What an SMS code is for; a code sent for one purpose cannot be used for another. */
export const SMS_CODE_PURPOSES = ['login', 'register', 'recovery', 'unlock'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

export const SMS_CODE_LENGTH = 6;
/** Wrong tries after which a code is dead and a new one must be sent. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** The spec's throttle on the send button: once a second per client. */
export const SMS_SEND_THROTTLE_MS = 1000;
/** The send button counts down 60 seconds times the answer's expiredMinutes (spec 000 section 9). */
export const smsCountdownSeconds = (expiredMinutes: number): number => 60 * expiredMinutes;

const text = (max = 255) => z.string().max(max).optional();
/**
 * The human-verification fields the spec sends along with SMS calls: the human-check payload when
 * the brand guards the sms scene, the image captcha when the brand asks for it.
 */
const verificationFields = { captchaId: text(64), captcha: text(16), humanCheck: humanCheckField };

/** POST /wps/verification/sms/login: a log-in code to a member's verified mobile. */
export const smsLoginCodeRequest = z.object({
  mobileNum: text(32),
  countryDialingCode: text(8),
  ...verificationFields,
});
export type SmsLoginCodeRequest = z.infer<typeof smsLoginCodeRequest>;

/** The two registration forms that can ask for a code: the mobile tab, and the username tab's mobile field. */
export const SMS_REGISTER_TYPES = ['mobile', 'username'] as const;

/** POST /wps/verification/sms/register (the spec names the number mobileNo here). */
export const smsRegisterCodeRequest = z.object({
  mobileNo: text(32),
  mobileNum: text(32),
  countryDialingCode: text(8),
  regType: z.enum(SMS_REGISTER_TYPES).optional(),
  ...verificationFields,
});
export type SmsRegisterCodeRequest = z.infer<typeof smsRegisterCodeRequest>;

/** POST /wps/verification/sms/noLogin: a code for setting a new password by phone. */
export const smsRecoveryCodeRequest = smsLoginCodeRequest;
export type SmsRecoveryCodeRequest = SmsLoginCodeRequest;

/** The spec's "SMS send value". */
export const smsCodeValue = z.object({ expiredMinutes: z.number().int() });
export type SmsCodeValue = z.infer<typeof smsCodeValue>;

/** POST /wps/member/password/verification (E): a new password, proven by an SMS code; logs the member in. */
export const passwordByPhoneRequest = z.object({
  newPassword: z.string().max(255),
  confirmNewPassword: text(),
  mobileNum: text(32),
  countryDialingCode: text(8),
  verificationCode: text(),
});
export type PasswordByPhoneRequest = z.infer<typeof passwordByPhoneRequest>;

/** POST /wps/member/password/email (form-encoded or JSON): a reset link to the account's e-mail (CHNGPASSMAIL3). */
export const passwordByEmailRequest = z.object({ username: text(), email: text() });
export type PasswordByEmailRequest = z.infer<typeof passwordByEmailRequest>;

/** The same answer whether or not the account exists, so the call tells nobody who is a member. */
export const passwordByEmailValue = z.object({ expiresInMinutes: z.number().int() });
export type PasswordByEmailValue = z.infer<typeof passwordByEmailValue>;

/** POST /wps/member/password/reset (E): the token from the e-mailed link and the new password. */
export const passwordResetRequest = z.object({
  token: z.string().max(128),
  newPassword: z.string().max(255),
  confirmNewPassword: text(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** The account whose password was set, so the page can offer to log in with it. */
export const passwordResetValue = z.object({ username: z.string() });
export type PasswordResetValue = z.infer<typeof passwordResetValue>;

/** GET /wps/dev/mail-outbox (development only): the last mails the development mailer "sent". */
export const mailOutboxQuery = z.object({ to: z.string().max(320).optional() });
export const mailOutboxValue = z.array(
  z.object({ to: z.string(), subject: z.string(), text: z.string(), link: z.string().nullable(), sentAt: z.string() }),
);
export type MailOutboxValue = z.infer<typeof mailOutboxValue>;

/** GET /wps/dev/sms-inbox (development only): the last texts the development gateway "sent". */
export const smsInboxQuery = z.object({ mobile: z.string().max(32).optional() });
export const smsInboxValue = z.array(z.object({ to: z.string(), text: z.string(), code: z.string().nullable(), sentAt: z.string() }));
export type SmsInboxValue = z.infer<typeof smsInboxValue>;

/**
 * A mobile number as the spec types it (digits starting with 9, pattern 25, within the brand's
 * length rule) and a country dialing code (default 63), as E.164: `+639171234567`. Null when
 * either is malformed. Shared by the server and the web form.
 */
export function toE164(mobileNum: string, countryDialingCode: string, rule?: Pick<FieldRule, 'minLength' | 'maxLength'>): string | null {
  const national = mobileNum.trim();
  const country = countryDialingCode.trim().replace(/^\+/, '');
  if (!/^[1-9][0-9]{0,3}$/.test(country) || !/^[0-9]+$/.test(national) || !matchesPattern(25, national)) return null;
  if (rule && (national.length < rule.minLength || (rule.maxLength > 0 && national.length > rule.maxLength))) return null;
  const digits = country + national;
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
}
