import type { AuditChainCheck, AuditEntryDetail, AuditPage, AuditQuery } from '@panalo/contract/audit';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { entryHash, GENESIS_HASH } from '../../db/audit-chain';
import type { Merchant } from '../../kernel/merchant';
import { chainPage, findAuditEntry, findChainHead, searchAudit } from './audit.repository';

/** The brand's audit log for the back office: search, one entry, and the check of its hash chain. */

export async function brandAudit(ctx: AppContext, merchant: Merchant, query: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await searchAudit(ctx.db, merchant.id, query);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      action: row.action,
      actor: row.actor,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      subjectName: row.subjectName,
      ip: row.ip,
      createdAt: Number(row.created_at),
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function auditEntryOf(ctx: AppContext, merchant: Merchant, id: number): Promise<AuditEntryDetail> {
  const row = await findAuditEntry(ctx.db, merchant.id, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return {
    id: Number(row.id),
    action: row.action,
    actor: row.actor,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    subjectName: row.subjectName,
    ip: row.ip,
    createdAt: Number(row.created_at),
    detail: parseDetail(row.detail),
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { text };
  }
}

const CHECK_PAGE = 1000;

/**
 * Walks the brand's chain from its first entry and names the first broken link: an entry whose
 * fields no longer give its hash (changed), whose previous-entry hash is not the hash of the entry
 * before it (one deleted or inserted before it), or a chain that does not end where its head says
 * (entries at the end deleted, or added outside the audit writer). One snapshot for the whole walk
 * (repeatable read on PostgreSQL), so entries written meanwhile are not taken for forgeries.
 */
export async function verifyAuditChain(ctx: AppContext, merchantId: number): Promise<AuditChainCheck> {
  const snapshot = ctx.db.transaction();
  return (ctx.dialect === 'postgres' ? snapshot.setIsolationLevel('repeatable read') : snapshot).execute((tx) => walkChain(tx, merchantId));
}

async function walkChain(tx: Tx, merchantId: number): Promise<AuditChainCheck> {
  const head = await findChainHead(tx, merchantId);
  const headId = head?.last_id === null || head?.last_id === undefined ? null : Number(head.last_id);
  let previous = GENESIS_HASH;
  let lastId: number | null = null;
  let checked = 0;
  for (;;) {
    const rows = await chainPage(tx, merchantId, lastId ?? 0, CHECK_PAGE);
    for (const row of rows) {
      const id = Number(row.id);
      if (headId === null || id > headId) return { intact: false, checked, broken: { id, reason: 'head' } };
      if (row.prev_hash !== previous) return { intact: false, checked, broken: { id, reason: 'link' } };
      if (entryHash({ ...row, created_at: Number(row.created_at) }) !== row.hash)
        return { intact: false, checked, broken: { id, reason: 'changed' } };
      previous = row.hash;
      lastId = id;
      checked++;
    }
    if (rows.length < CHECK_PAGE) break;
  }
  if (headId !== lastId || (head?.last_hash ?? GENESIS_HASH) !== previous) {
    return { intact: false, checked, broken: { id: headId, reason: 'head' } };
  }
  return { intact: true, checked, broken: null };
}
