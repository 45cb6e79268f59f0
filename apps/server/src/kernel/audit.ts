import type { Executor, Tx } from '../db/executor';
import { chainKeyOf, entryHash, GENESIS_HASH } from '../db/audit-chain';

/*
 * The audit writer: every module appends its money and account actions here, in the transaction
 * of the action itself. Reads and the chain check live in modules/audit.
 */

export interface AuditEntry {
  merchantId: number | null;
  actorMemberId: number | null;
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  ip: string | null;
  detail?: Record<string, unknown>;
  at: number;
}

/**
 * Appends an entry to its brand's hash chain. The brand's chain head is locked first (a row lock on
 * PostgreSQL, held to the end of the transaction; SQLite has one writer), so parallel writers chain
 * one after the other and never both link to the same entry. Called outside a transaction, it opens
 * its own. The audit log only grows: the database refuses updates and deletes on it (migration 0001).
 */
export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  if (db.isTransaction) return appendChained(db as Tx, entry);
  await db.transaction().execute((tx) => appendChained(tx, entry));
}

async function appendChained(tx: Tx, entry: AuditEntry): Promise<void> {
  const chainKey = chainKeyOf(entry.merchantId);
  await tx
    .insertInto('audit_chain_heads')
    .values({ chain_key: chainKey, last_id: null, last_hash: GENESIS_HASH })
    .onConflict((c) => c.column('chain_key').doNothing())
    .execute();
  // A no-op update takes the head's row lock (portable, unlike FOR UPDATE), then the head is read under it.
  await tx
    .updateTable('audit_chain_heads')
    .set((eb) => ({ last_hash: eb.ref('last_hash') }))
    .where('chain_key', '=', chainKey)
    .execute();
  const head = await tx.selectFrom('audit_chain_heads').select('last_hash').where('chain_key', '=', chainKey).executeTakeFirstOrThrow();
  const fields = {
    merchant_id: entry.merchantId,
    actor_member_id: entry.actorMemberId,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId === null ? null : String(entry.subjectId),
    ip: entry.ip,
    detail: JSON.stringify(entry.detail ?? {}),
    created_at: entry.at,
    prev_hash: head.last_hash,
  };
  const hash = entryHash(fields);
  const inserted = await tx
    .insertInto('audit_log')
    .values({ ...fields, hash })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx.updateTable('audit_chain_heads').set({ last_id: inserted.id, last_hash: hash }).where('chain_key', '=', chainKey).execute();
}
