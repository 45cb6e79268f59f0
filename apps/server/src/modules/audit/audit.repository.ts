import type { AuditQuery } from '@panalo/contract/audit';
import type { Executor } from '../../db/executor';

/** Reads of the audit log; entries are written by the kernel's audit writer (kernel/audit.ts). */
export async function listAudit(db: Executor, subjectType: string, subjectId: string | number) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', String(subjectId))
    .orderBy('id')
    .execute();
}

/** The brand's entries matching the back office's search, newest first, with the actor's and the member's usernames. */
export async function searchAudit(db: Executor, merchantId: number, query: AuditQuery) {
  let base = db
    .selectFrom('audit_log as a')
    .leftJoin('members as actor', 'actor.id', 'a.actor_member_id')
    .leftJoin('members as subject', (join) =>
      join.on((eb) => eb.and([eb('a.subject_type', '=', 'member'), eb(eb.cast('subject.id', 'varchar(64)'), '=', eb.ref('a.subject_id'))])),
    )
    .where('a.merchant_id', '=', merchantId);
  if (query.staff) base = base.where('actor.username', '=', query.staff.toLowerCase());
  if (query.player) base = base.where('subject.username', '=', query.player.toLowerCase());
  if (query.action) base = base.where('a.action', 'like', `${query.action.replace(/[%_]/g, '')}%`);
  if (query.from !== undefined) base = base.where('a.created_at', '>=', query.from);
  if (query.to !== undefined) base = base.where('a.created_at', '<=', query.to);
  const [rows, count] = await Promise.all([
    base
      .select([
        'a.id',
        'a.action',
        'actor.username as actor',
        'a.subject_type',
        'a.subject_id',
        'subject.username as subjectName',
        'a.ip',
        'a.created_at',
      ])
      .orderBy('a.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findAuditEntry(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('members as actor', 'actor.id', 'a.actor_member_id')
    .leftJoin('members as subject', (join) =>
      join.on((eb) => eb.and([eb('a.subject_type', '=', 'member'), eb(eb.cast('subject.id', 'varchar(64)'), '=', eb.ref('a.subject_id'))])),
    )
    .selectAll('a')
    .select(['actor.username as actor', 'subject.username as subjectName'])
    .where('a.merchant_id', '=', merchantId)
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** One page of a chain, in id order, after `afterId`: the chain check walks the whole log this way. */
export async function chainPage(db: Executor, merchantId: number, afterId: number, size: number) {
  return db
    .selectFrom('audit_log')
    .select([
      'id',
      'merchant_id',
      'actor_member_id',
      'action',
      'subject_type',
      'subject_id',
      'ip',
      'detail',
      'created_at',
      'prev_hash',
      'hash',
    ])
    .where('merchant_id', '=', merchantId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
}

export async function findChainHead(db: Executor, chainKey: number) {
  return db.selectFrom('audit_chain_heads').select(['last_id', 'last_hash']).where('chain_key', '=', chainKey).executeTakeFirst();
}
