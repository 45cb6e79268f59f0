import { z } from 'zod';
import { pageQuery, paged } from './wallet';

/** The back office's audit log: search, one entry, and the hash-chain check (apps/backoffice AuditLog). */

const optionalText = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((value) => value || undefined);

export const auditQuery = pageQuery.extend({
  /** The staff member (or member) who acted, by username. */
  staff: optionalText,
  /** The member the entry is about, by username. */
  player: optionalText,
  /** An action, or its start (`staff.` finds every staff action). */
  action: optionalText,
  /** Epoch milliseconds, inclusive. */
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  /** The member's username when the entry is about a member. */
  subjectName: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.number().int(),
});
export type AuditEntryValue = z.infer<typeof auditEntry>;

export const auditPage = paged(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

export const auditEntryDetail = auditEntry.extend({
  detail: z.record(z.string(), z.unknown()),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntryDetail = z.infer<typeof auditEntryDetail>;

/**
 * The chain check of the brand's log: `intact`, or the first broken link: `changed` (the entry no
 * longer matches its hash), `link` (its previous-entry hash does not match: an entry before it was
 * deleted or inserted), `head` (the chain's recorded end differs: entries at the end were deleted or
 * added by hand).
 */
export const auditChainCheck = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  broken: z.object({ id: z.number().int().nullable(), reason: z.enum(['changed', 'link', 'head']) }).nullable(),
});
export type AuditChainCheck = z.infer<typeof auditChainCheck>;
