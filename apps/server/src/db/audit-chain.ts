import { sha256 } from '../lib/tokens';

/*
 * The audit log's hash chain: each entry holds the hash of the entry before it in its brand's chain
 * (`prev_hash`) and its own hash, sha256 over a canonical encoding of its fields and `prev_hash`.
 * Changing an entry breaks its own hash; deleting or inserting one breaks the next entry's link;
 * the chain head (audit_chain_heads) names the last entry, so a change at the end shows too.
 */

/** The first entry of every chain links to this. */
export const GENESIS_HASH = '0'.repeat(64);

/** Entries without a brand (platform actions) have a chain of their own under this key. */
export const PLATFORM_CHAIN = 0;

export const chainKeyOf = (merchantId: number | null): number => merchantId ?? PLATFORM_CHAIN;

/** The fields of an entry as stored: the hash covers exactly what the row holds. */
export interface ChainedFields {
  merchant_id: number | null;
  actor_member_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  ip: string | null;
  detail: string;
  created_at: number;
  prev_hash: string;
}

/** A JSON array in a fixed order, with a version mark so a later encoding can be told apart. */
export const entryHash = (row: ChainedFields): string =>
  sha256(
    JSON.stringify([
      'audit-v1',
      row.merchant_id,
      row.actor_member_id,
      row.action,
      row.subject_type,
      row.subject_id,
      row.ip,
      row.detail,
      Number(row.created_at),
      row.prev_hash,
    ]),
  );
