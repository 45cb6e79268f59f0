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
  'settings.view',
  'settings.edit',
  'payment-channels.view',
  'payment-channels.edit',
  'restricted.view',
  'restricted.import',
  'audit.view',
  'audit.verify',
  'staff.view',
  'staff.manage',
  'players.view',
  'players.adjust',
  'players.manage',
  /** Move a player (and their team) under another agent of the brand. */
  'players.change-agent',
  'deposits.view',
  'deposits.credit',
  'approvals.decide',
  /** The brand's promotions list (kind, period, state, budget used). */
  'promotions.view',
  'promotions.review',
  'promotions.grant',
  /** Anti-money-laundering cases and forfeiture holds: read, and decide (close, report, release, forfeit). */
  'aml.view',
  'aml.decide',
  /** Add a self-exclusion to a player (never shorten one). */
  'exclusions.add',
  'feedback.view',
  'feedback.reply',
  /** The points mall's redeem queue: approve or reject. */
  'points.redeems',
  /** Referral rewards held for self-referral (shared device, IP or payout account): release or reject. */
  'referrals.review',
  /** The platform owner's brand picker: the list of brands (only the platform-owner role has it). */
  'brands.switch',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Which role may do what: one table, read by the server's guard and by the back office's menu. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  platform_owner: STAFF_PERMISSIONS,
  brand_admin: STAFF_PERMISSIONS.filter((permission) => permission !== 'brands.switch'),
  finance: [
    'dashboard.view',
    'withdrawals.view',
    'withdrawals.decide',
    'payment-channels.view',
    'players.view',
    'players.adjust',
    'deposits.view',
    'deposits.credit',
    'approvals.decide',
    'promotions.view',
    'promotions.grant',
    'points.redeems',
    'referrals.review',
  ],
  risk_kyc: [
    'dashboard.view',
    'withdrawals.view',
    'kyc.view',
    'kyc.decide',
    'restricted.view',
    'restricted.import',
    'players.view',
    'players.manage',
    'deposits.view',
    'aml.view',
    'aml.decide',
    'exclusions.add',
    'referrals.review',
  ],
  support: [
    'dashboard.view',
    'withdrawals.view',
    'kyc.view',
    'agent-applications.view',
    'players.view',
    'players.manage',
    'deposits.view',
    'feedback.view',
    'feedback.reply',
  ],
  content: ['dashboard.view', 'promotions.view', 'promotions.review'],
  agent_manager: ['dashboard.view', 'agent-applications.view', 'agent-applications.decide', 'players.view', 'players.change-agent'],
  auditor: [
    'dashboard.view',
    'withdrawals.view',
    'kyc.view',
    'agent-applications.view',
    'settings.view',
    'payment-channels.view',
    'restricted.view',
    'audit.view',
    'audit.verify',
    'staff.view',
    'players.view',
    'deposits.view',
    'aml.view',
    'feedback.view',
  ],
};

export const permissionsOf = (roles: readonly StaffRole[]): StaffPermission[] =>
  STAFF_PERMISSIONS.filter((permission) => roles.some((role) => ROLE_PERMISSIONS[role].includes(permission)));

export const staffSignInRequest = z.object({
  username: z.string().max(255),
  password: z.string().max(255),
  /** Required (STAFF_PASSWORD_CHANGE_REQUIRED) while the invitation's temporary password is unchanged. */
  newPassword: z.string().max(255).optional(),
});
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
  /** The code of the brand the call worked on (the brand picker's current choice). */
  brandCode: z.string(),
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

const count = z.object({ count: z.number().int(), amount: z.number().int() });

/**
 * One period's figures. Deposits are credited ones, withdrawals paid ones; GGR is stakes minus
 * wins (rolled-back stakes taken off); active players are members with a bet in the period.
 */
const periodFigures = z.object({
  registrations: z.number().int(),
  firstDeposits: count,
  deposits: count,
  withdrawals: count,
  ggr: z.number().int(),
  activePlayers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof periodFigures>;

/** One brand-local day of the sparklines: `day` is its start (epoch milliseconds). */
const dayFigures = z.object({
  day: z.number().int(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  ggr: z.number().int(),
  activePlayers: z.number().int(),
});
export type DashboardDay = z.infer<typeof dayFigures>;
export const DASHBOARD_SPARKLINE_DAYS = 14;

export const staffDashboard = z.object({
  currency: z.string(),
  today: periodFigures,
  week: periodFigures,
  /** The last 14 brand-local days, oldest first, today last. */
  days: z.array(dayFigures),
  queues: z.object({
    withdrawalsToApprove: z.number().int(),
    withdrawalsToPay: z.number().int(),
    kycToReview: z.number().int(),
    /** Paid withdrawals the member says arrived in part or not at all. */
    receiptsDisputed: z.number().int(),
    agentApplicationsPending: z.number().int(),
  }),
});
export type StaffDashboard = z.infer<typeof staffDashboard>;

/* Staff management (back office Staff screen): list, invite, roles, reset two-factor, disable / enable. */

export const staffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  status: z.enum(['active', 'locked', 'disabled']),
  /** Whether an authenticator is enrolled; without one the next sign-in enrols. */
  enrolled: z.boolean(),
  /** A password from an older invitation's temporary password is still to be changed. */
  mustChangePassword: z.boolean(),
  /** False while the invitation waits for a second admin: the account cannot sign in until then. */
  confirmed: z.boolean(),
  /** Whether the invitee has set their password and authenticator from the mailed link. */
  setUp: z.boolean(),
  /** Where the set-up link went (the invitation's address). */
  email: z.string().nullable(),
  lastLoginAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMember>;

/**
 * A staff change waiting for a second admin: a new account (INVITE) or roles granted or raised
 * (ROLES). Until another admin, neither the requester nor one they created or promoted, confirms
 * it, the account cannot sign in or the roles do not apply.
 */
export const STAFF_CHANGE_KINDS = ['INVITE', 'ROLES'] as const;
export const staffChange = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_CHANGE_KINDS),
  memberId: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  /** The roles asked for, and those the member holds now. */
  roles: z.array(z.enum(STAFF_ROLES)),
  rolesBefore: z.array(z.enum(STAFF_ROLES)),
  requestedBy: z.string(),
  requestedAt: z.number().int(),
});
export type StaffChange = z.infer<typeof staffChange>;

export const staffList = z.object({ list: z.array(staffMember), changes: z.array(staffChange) });
export type StaffList = z.infer<typeof staffList>;

const staffRoles = z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length);

export const staffInviteRequest = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_]{4,16}$/),
  /** The invitee's own address: the one-time set-up link goes there, never to the inviter. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  roles: staffRoles,
});
export type StaffInviteRequest = z.infer<typeof staffInviteRequest>;

/**
 * The new account, without any password: the invitee sets their own from the link mailed to
 * `setupLinkSentTo` (masked), valid `setupLinkHours`. `change` is the confirmation it waits for
 * (null when a platform owner invited, which needs no second admin).
 */
export const staffInviteValue = z.object({
  member: staffMember,
  change: staffChange.nullable(),
  setupLinkSentTo: z.string(),
  setupLinkHours: z.number().int(),
});
export type StaffInviteValue = z.infer<typeof staffInviteValue>;

export const staffRolesRequest = z.object({ roles: staffRoles });
export type StaffRolesRequest = z.infer<typeof staffRolesRequest>;

/** Roles set: applied at once when only taken away, else `change` waits for a second admin. */
export const staffRolesValue = z.object({ member: staffMember, change: staffChange.nullable() });
export type StaffRolesValue = z.infer<typeof staffRolesValue>;

/** The set-up page (/bo/setup?token=…): the link's token gives the account and a new authenticator secret to add. */
export const staffSetupRequest = z.object({ token: z.string().trim().min(1).max(128) });
export const staffSetupValue = z.object({ username: z.string(), brand: z.string(), secret: z.string(), otpauthUri: z.string() });
export type StaffSetupValue = z.infer<typeof staffSetupValue>;

/** Finishing the set-up: the invitee's own password and a code from the authenticator just added. */
export const staffSetupFinishRequest = staffSetupRequest.extend({
  newPassword: z.string().max(255),
  code: z.string().trim().min(1).max(32),
});
export type StaffSetupFinishRequest = z.infer<typeof staffSetupFinishRequest>;
/** Ten recovery codes, shown this once; `confirmed` says whether a second admin has confirmed the account yet. */
export const staffSetupDoneValue = z.object({ username: z.string(), recoveryCodes: z.array(z.string()), confirmed: z.boolean() });
export type StaffSetupDoneValue = z.infer<typeof staffSetupDoneValue>;

/**
 * The brands a platform owner may work on. The back office names the picked one in the `Merchant`
 * header (its code); the server accepts that only with a platform owner's staff session.
 */
export const staffBrand = z.object({ code: z.string(), name: z.string() });
export type StaffBrand = z.infer<typeof staffBrand>;
export const staffBrandList = z.object({ list: z.array(staffBrand) });
export type StaffBrandList = z.infer<typeof staffBrandList>;
