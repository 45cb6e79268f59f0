import { z } from 'zod';
import { humanCheckField } from './human-check';
import { memberInfo } from './member';

export const loginRequest = z.object({
  username: z.string().max(255),
  password: z.string().max(255),
  type: z.enum(['username']).optional(),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
  /** The human-check payload when the brand guards the login scene (not needed for the SMS tab). */
  humanCheck: humanCheckField,
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * Login V2 (POST /wps/session/login/v2, E): the username tab (password, captcha after failures) or
 * the mobile tab (an SMS code; no captcha, spec 000 section 4). Which fields a type needs is
 * checked by the server, so a missing one gets its own catalogue message.
 */
export const LOGIN_TYPES = ['username', 'sms'] as const;
export const loginV2Request = z.object({
  type: z.enum(LOGIN_TYPES).default('username'),
  username: z.string().max(255).optional(),
  password: z.string().max(255).optional(),
  mobileNum: z.string().max(32).optional(),
  countryDialingCode: z.string().max(8).optional(),
  verificationCode: z.string().max(255).optional(),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
  humanCheck: humanCheckField,
});
export type LoginV2Request = z.infer<typeof loginV2Request>;

export const loginValue = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** True when the password must be changed before playing: expired, or the legacy default. */
  passwordExpired: z.boolean(),
  userInfo: memberInfo,
});
export type LoginValue = z.infer<typeof loginValue>;

export const freePlayRequest = z.object({
  os: z.string().max(64).optional(),
  platform: z.string().max(8).optional(),
  gatewayVersion: z.union([z.string().max(8), z.number()]).optional(),
  encryptionValue: z.string().max(512).optional(),
});

export const captchaValue = z.object({
  captchaId: z.string(),
  /** A data URL of the captcha image, base64-encoded. */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type CaptchaValue = z.infer<typeof captchaValue>;
