import { z } from 'zod';

export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** Registration time, ISO 8601 UTC. */
  regDate: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  language: z.enum(['EN', 'TY']),
  merchantCode: z.string(),
  /** The agent's own invitation code (agents only). */
  referralCode: z.string().nullable(),
  uplineAccount: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const changePasswordRequest = z.object({
  oldPassword: z.string().max(255),
  newPassword: z.string().max(255),
  confirmNewPassword: z.string().max(255),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const affiliateQuery = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().max(255).optional(),
});

export const affiliateValue = z.object({ valid: z.literal(true), agentAccount: z.string() });
