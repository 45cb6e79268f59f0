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
  /** A self-excluded member asks for a session that only reaches the wallet and withdrawals. */
  withdrawOnly: z.boolean().optional(),
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
  withdrawOnly: z.boolean().optional(),
});
export type LoginV2Request = z.infer<typeof loginV2Request>;

/**
 * Why a password log-in must change the password before playing: the legacy default was typed
 * (`default`), the account was given a password by the operator that its owner must replace
 * (`assigned`), or the brand's maximum password age passed (`expired`).
 */
export const PASSWORD_CHANGE_REASONS = ['default', 'assigned', 'expired'] as const;
export type PasswordChangeReason = (typeof PASSWORD_CHANGE_REASONS)[number];

export const loginValue = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** True when the password must be changed before playing: expired, or the legacy default. */
  passwordExpired: z.boolean(),
  /** Why, when passwordExpired is true after a password log-in. */
  passwordChangeReason: z.enum(PASSWORD_CHANGE_REASONS).nullable().optional(),
  /** True for a self-excluded member's withdraw-only session: only the wallet and withdrawals answer. */
  withdrawOnly: z.boolean().optional(),
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

/**
 * Sent with LOGIN_VERIFICATION_REQUIRED: a password log-in from an IP the member never used, on a
 * brand that verifies new IPs, waits for a code sent by SMS or e-mail. `challenge` names this
 * log-in for POST /wps/session/login/verify; `destination` is the masked number or address.
 */
export const loginVerification = z.object({
  challenge: z.string(),
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  expiredMinutes: z.number().int(),
});
export type LoginVerification = z.infer<typeof loginVerification>;

/** POST /wps/session/login/verify (E): the code that finishes a new-IP log-in. */
export const loginVerifyRequest = z.object({
  challenge: z.string().min(16).max(128),
  code: z.string().trim().max(16),
});
export type LoginVerifyRequest = z.infer<typeof loginVerifyRequest>;

/** POST /wps/session/login/resend (E): a new code for the same new-IP log-in ("send again"). */
export const loginResendRequest = z.object({
  challenge: z.string().min(16).max(128),
});
export type LoginResendRequest = z.infer<typeof loginResendRequest>;

/**
 * Unlocking a locked account (a log-in answered TOO_MANY_REQUESTS with `accountLocked: true`): the
 * owner asks for a code by SMS to the account's verified mobile number, or a link by e-mail to the
 * account's address, and using it lifts the lock. Nothing goes anywhere else, so whoever locked the
 * account cannot use this to get in.
 */
export const UNLOCK_CHANNELS = ['sms', 'email'] as const;
export type UnlockChannel = (typeof UNLOCK_CHANNELS)[number];

/** POST /wps/session/unlock: send the code or the link. The human check and captcha guard SMS sends as elsewhere. */
export const unlockRequest = z.object({
  username: z.string().max(255),
  channel: z.enum(UNLOCK_CHANNELS),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
  humanCheck: humanCheckField,
});
export type UnlockRequest = z.infer<typeof unlockRequest>;

/** The same answer whether or not the account is locked or has that channel: it tells nobody which. */
export const unlockSent = z.object({ channel: z.enum(UNLOCK_CHANNELS), expiredMinutes: z.number().int() });
export type UnlockSent = z.infer<typeof unlockSent>;

/** POST /wps/session/unlock/code: the SMS code. */
export const unlockByCodeRequest = z.object({ username: z.string().max(255), code: z.string().trim().max(16) });
export type UnlockByCodeRequest = z.infer<typeof unlockByCodeRequest>;

/** POST /wps/session/unlock/link: the token of the e-mailed link. */
export const unlockByLinkRequest = z.object({ token: z.string().max(128) });
export type UnlockByLinkRequest = z.infer<typeof unlockByLinkRequest>;

/** The account that was unlocked, so the page can offer to log in with it. */
export const unlockValue = z.object({ username: z.string() });
export type UnlockValue = z.infer<typeof unlockValue>;
