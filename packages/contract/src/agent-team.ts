import { z } from 'zod';
import { MemberStatus } from './member-types';
import { registerRequest } from './registration';
import { pageQuery, paged } from './wallet';

/**
 * The agent's team (spec 000 section 2, agent centre: agentTeamOverview, registerCenter,
 * downlineManagmentView). Amounts are minor units; times are epoch milliseconds; rates are basis
 * points (150 = 1.50%).
 */

/** The most a rate can be: 100%. */
export const MAX_RATE_BP = 10_000;

export const DOWNLINE_KINDS = ['MEMBER', 'AGENT'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

export const teamStats = z.object({
  /** Downlines at the end of the period (all levels). */
  teamSize: z.number().int(),
  /** Downlines registered in the period. */
  newMembers: z.number().int(),
  /** Downlines who placed a bet in the period. */
  activeMembers: z.number().int(),
  depositAmount: z.number().int(),
  depositCount: z.number().int(),
  withdrawAmount: z.number().int(),
  withdrawCount: z.number().int(),
  betCount: z.number().int(),
  validBet: z.number().int(),
  payout: z.number().int(),
  /** The team's result: payout minus valid bets (negative when the team lost). */
  winLoss: z.number().int(),
});
export type TeamStats = z.infer<typeof teamStats>;

export const teamDay = z.object({
  /** yyyy-MM-dd in the brand's time zone. */
  day: z.string(),
  depositAmount: z.number().int(),
  withdrawAmount: z.number().int(),
  validBet: z.number().int(),
  payout: z.number().int(),
  winLoss: z.number().int(),
});
export type TeamDay = z.infer<typeof teamDay>;

export const teamOverview = z.object({
  teamSize: z.number().int(),
  directDownlines: z.number().int(),
  onlineNow: z.number().int(),
  periods: z.object(Object.fromEntries(TEAM_PERIODS.map((period) => [period, teamStats])) as Record<TeamPeriod, typeof teamStats>),
  /** The last 14 days, oldest first, for the chart. */
  days: z.array(teamDay),
});
export type TeamOverview = z.infer<typeof teamOverview>;

const flag = z.enum(['true', 'false']).optional();
const instant = z.coerce.number().int().min(0).max(8_640_000_000_000).optional();
const amount = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

/** The team list's filters (downlineManagmentView). */
export const teamQuery = pageQuery.extend({
  /** Part of the account or nickname. */
  search: z.string().trim().max(50).optional(),
  /** 1 for direct downlines, 2 for theirs, and so on. */
  level: z.coerce.number().int().min(1).max(64).optional(),
  kind: z.enum(DOWNLINE_KINDS).optional(),
  status: z.enum([MemberStatus.ACTIVE, MemberStatus.LOCKED, MemberStatus.DISABLED]).optional(),
  online: flag,
  lastLoginFrom: instant,
  lastLoginTo: instant,
  balanceMin: amount,
  balanceMax: amount,
  registeredFrom: instant,
  registeredTo: instant,
});
export type TeamQuery = z.infer<typeof teamQuery>;

export const teamMember = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Levels below the agent who asks: 1 is a direct downline. */
  level: z.number().int(),
  uplineAccount: z.string().nullable(),
  status: z.string(),
  balance: z.number().int(),
  online: z.boolean(),
  lastLoginAt: z.number().int().nullable(),
  registeredAt: z.number().int(),
  rateBp: z.number().int().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamPage = paged(teamMember);
export type TeamPage = z.infer<typeof teamPage>;

export const downlineParams = z.object({ account: z.string().trim().min(1).max(64) });

/** One downline's summary. */
export const downlineSummary = teamMember.extend({
  teamSize: z.number().int(),
  directDownlines: z.number().int(),
  /** Only a direct downline can receive a transfer from the agent. */
  canTransfer: z.boolean(),
  thisMonth: teamStats.omit({ teamSize: true, newMembers: true, activeMembers: true }),
});
export type DownlineSummary = z.infer<typeof downlineSummary>;

/** registerCenter: the agent opens a member or sub-agent account, checked like a registration. */
export const registerDownlineRequest = registerRequest
  .pick({
    username: true,
    password: true,
    confirmPassword: true,
    nickname: true,
    email: true,
    mobileNum: true,
    countryDialingCode: true,
    payeeName: true,
    termsAccepted: true,
    ageConfirmed: true,
  })
  .extend({
    kind: z.enum(DOWNLINE_KINDS),
    /** A sub-agent's rate; at most the agent's own. */
    rateBp: z.number().int().min(0).max(MAX_RATE_BP).optional(),
  });
export type RegisterDownlineRequest = z.infer<typeof registerDownlineRequest>;

export const registeredDownline = z.object({
  account: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  rateBp: z.number().int().nullable(),
  /** A sub-agent's own invitation code. */
  referralCode: z.string().nullable(),
});
export type RegisteredDownline = z.infer<typeof registeredDownline>;

/** Where the agent shares the invitation link; each channel gets its own link and QR code. */
export const INVITATION_CHANNELS = ['LINK', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'SMS'] as const;
export type InvitationChannel = (typeof INVITATION_CHANNELS)[number];

export const invitationValue = z.object({
  code: z.string(),
  rateBp: z.number().int().nullable(),
  /** The register path with the code (referralCode) and the channel; the page adds its origin. */
  links: z.array(z.object({ channel: z.enum(INVITATION_CHANNELS), path: z.string() })),
});
export type InvitationValue = z.infer<typeof invitationValue>;
