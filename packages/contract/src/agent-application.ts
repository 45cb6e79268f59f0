import { z } from 'zod';
import { humanCheckField } from './human-check';
import { pageQuery, paged } from './wallet';

/**
 * "Become an agent" (spec 000 section 2, the footer's affiliate link): a member or a visitor applies
 * to be an agent; the application waits in the operator's queue until approved or rejected.
 */
/** Where the applicant would find players. */
export const AGENT_CHANNELS = ['SOCIAL_MEDIA', 'COMMUNITY', 'OUTLET', 'WEBSITE', 'OTHER'] as const;
/** The applicant's experience as an agent or affiliate. */
export const AGENT_EXPERIENCE = ['NONE', 'UNDER_1_YEAR', 'ONE_TO_3_YEARS', 'OVER_3_YEARS'] as const;
export const AGENT_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

const trimmed = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A mobile number (digits, spaces, dashes, an optional leading +) or an e-mail address. */
export const AGENT_CONTACT_PATTERN = /^(\+?[0-9][0-9 -]{6,19}|[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63})$/;

export const agentApplicationRequest = z.object({
  name: trimmed(2, 60),
  contact: trimmed(7, 120).regex(AGENT_CONTACT_PATTERN),
  channel: z.enum(AGENT_CHANNELS),
  experience: z.enum(AGENT_EXPERIENCE),
  message: z.string().trim().max(1000).optional(),
  humanCheck: humanCheckField,
});
export type AgentApplicationRequest = z.infer<typeof agentApplicationRequest>;

/** What the applicant gets back. */
export const agentApplicationReceipt = z.object({
  id: z.number().int(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  createdAt: z.number().int(),
});
export type AgentApplicationReceipt = z.infer<typeof agentApplicationReceipt>;

/** An application as the operator sees it in the queue. */
export const agentApplication = z.object({
  id: z.number().int(),
  name: z.string(),
  contact: z.string(),
  channel: z.enum(AGENT_CHANNELS),
  experience: z.enum(AGENT_EXPERIENCE),
  message: z.string().nullable(),
  /** The applicant's account when a member applied; null for a visitor. */
  account: z.string().nullable(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  note: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type AgentApplication = z.infer<typeof agentApplication>;
export const agentApplicationPage = paged(agentApplication);
export const agentApplicationQuery = pageQuery.extend({ status: z.enum(AGENT_APPLICATION_STATUSES).optional() });
/** Approve or reject; the note is for the operator's records (optional, as the body itself). */
export const agentApplicationDecision = z.object({ note: z.string().trim().max(500).optional() });
