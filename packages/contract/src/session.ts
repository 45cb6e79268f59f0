import { z } from 'zod';
import { memberInfo } from './member';

export const loginRequest = z.object({
  username: z.string().max(255),
  password: z.string().max(255),
  type: z.enum(['username']).optional(),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

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
