import { z } from 'zod';

/**
 * The back office's staff calls (apps/backoffice): sign-in with mandatory two-factor, the staff
 * member's roles and permissions, and the dashboard. Reviews of each area (withdrawals, KYC, agent
 * applications) keep their schemas beside the area.
 */

/** Staff roles, granted per brand. */
export const STAFF_ROLES = [
  'platform_owner',
  'brand_admin',
  'finance',
  'risk_kyc',
  'support',
  'content',
  'agent_manager',
  'auditor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff route asks for; each staff route names one in its route config. */
export const STAFF_PERMISSIONS = [
  'dashboard.view',
  'withdrawals.view',
  'withdrawals.decide',
  'kyc.view',
  'kyc.decide',
  'agent-applications.view',
  'agent-applications.decide',
  'promotions.review',
  'promotions.grant',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Which role may do what: one table, read by the server's guard and by the back office's menu. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  platform_owner: STAFF_PERMISSIONS,
  brand_admin: STAFF_PERMISSIONS,
  finance: ['dashboard.view', 'withdrawals.view', 'withdrawals.decide', 'promotions.grant'],
  risk_kyc: ['dashboard.view', 'withdrawals.view', 'kyc.view', 'kyc.decide'],
  support: ['dashboard.view', 'withdrawals.view', 'kyc.view', 'agent-applications.view'],
  content: ['dashboard.view', 'promotions.review'],
  agent_manager: ['dashboard.view', 'agent-applications.view', 'agent-applications.decide'],
  auditor: ['dashboard.view', 'withdrawals.view', 'kyc.view', 'agent-applications.view'],
};

export const permissionsOf = (roles: readonly StaffRole[]): StaffPermission[] =>
  STAFF_PERMISSIONS.filter((permission) => roles.some((role) => ROLE_PERMISSIONS[role].includes(permission)));

export const staffSignInRequest = z.object({ username: z.string().max(255), password: z.string().max(255) });
export type StaffSignInRequest = z.infer<typeof staffSignInRequest>;

/**
 * After the password: `enrol` (first sign-in; the authenticator's URI and secret to add) or
 * `verify` (a code from the authenticator, or a recovery code). `challenge` goes back with the code.
 */
export const staffSignInValue = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('enrol'), challenge: z.string(), otpauthUri: z.string(), secret: z.string() }),
  z.object({ stage: z.literal('verify'), challenge: z.string() }),
]);
export type StaffSignInValue = z.infer<typeof staffSignInValue>;

export const staffCodeRequest = z.object({
  challenge: z.string().min(1).max(128),
  code: z.string().trim().min(1).max(32),
});
export type StaffCodeRequest = z.infer<typeof staffCodeRequest>;

export const staffProfile = z.object({
  username: z.string(),
  brand: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** Minutes without a call before the session ends. */
  idleMinutes: z.number().int(),
});
export type StaffProfile = z.infer<typeof staffProfile>;

/** A full staff session; `recoveryCodes` only right after enrolment, shown once. */
export const staffSessionValue = z.object({
  token: z.string(),
  staff: staffProfile,
  recoveryCodes: z.array(z.string()).optional(),
});
export type StaffSessionValue = z.infer<typeof staffSessionValue>;

const periodFigures = z.object({
  registrations: z.number().int(),
  deposits: z.object({ count: z.number().int(), amount: z.number().int() }),
  withdrawals: z.object({ count: z.number().int(), amount: z.number().int() }),
});

export const staffDashboard = z.object({
  currency: z.string(),
  today: periodFigures,
  week: periodFigures,
  queues: z.object({
    withdrawalsToApprove: z.number().int(),
    withdrawalsToPay: z.number().int(),
    kycToReview: z.number().int(),
    agentApplicationsPending: z.number().int(),
  }),
});
export type StaffDashboard = z.infer<typeof staffDashboard>;
