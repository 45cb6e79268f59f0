import type { Executor } from '../../db/executor';

export interface NewAgentApplication {
  merchantId: number;
  memberId: number | null;
  name: string;
  contact: string;
  contactKey: string;
  channel: string;
  experience: string;
  message: string | null;
  ip: string;
  now: number;
}

export async function insertApplication(db: Executor, application: NewAgentApplication): Promise<number> {
  const row = await db
    .insertInto('agent_applications')
    .values({
      merchant_id: application.merchantId,
      member_id: application.memberId,
      name: application.name,
      contact: application.contact,
      contact_key: application.contactKey,
      channel: application.channel,
      experience: application.experience,
      message: application.message,
      status: 'PENDING',
      note: null,
      decided_by: null,
      decided_at: null,
      ip: application.ip,
      created_at: application.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the brand already has a PENDING application from this contact or this member. */
export async function hasPendingApplication(
  db: Executor,
  merchantId: number,
  contactKey: string,
  memberId: number | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('agent_applications')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PENDING')
    .where((eb) =>
      memberId === null ? eb('contact_key', '=', contactKey) : eb.or([eb('contact_key', '=', contactKey), eb('member_id', '=', memberId)]),
    )
    .executeTakeFirst();
  return Boolean(row);
}

function applicationsWithAccount(db: Executor) {
  return db
    .selectFrom('agent_applications')
    .leftJoin('members', 'members.id', 'agent_applications.member_id')
    .select([
      'agent_applications.id',
      'agent_applications.name',
      'agent_applications.contact',
      'agent_applications.channel',
      'agent_applications.experience',
      'agent_applications.message',
      'agent_applications.status',
      'agent_applications.note',
      'agent_applications.created_at',
      'agent_applications.decided_at',
      'members.username',
    ]);
}
export type ApplicationRow = Awaited<ReturnType<typeof findApplication>> & object;

export async function findApplication(db: Executor, merchantId: number, id: number) {
  return applicationsWithAccount(db)
    .where('agent_applications.merchant_id', '=', merchantId)
    .where('agent_applications.id', '=', id)
    .executeTakeFirst();
}

/** The brand's queue, oldest first (first come, first served), optionally of one status. */
export async function applicationPage(db: Executor, merchantId: number, query: { status?: string; pageNo: number; pageSize: number }) {
  let rows = applicationsWithAccount(db).where('agent_applications.merchant_id', '=', merchantId);
  let count = db
    .selectFrom('agent_applications')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('merchant_id', '=', merchantId);
  if (query.status) {
    rows = rows.where('agent_applications.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('agent_applications.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.total) };
}

/** Records a decision on a PENDING application; false when it was decided already (one decision wins). */
export async function decideApplication(
  db: Executor,
  change: { merchantId: number; id: number; status: 'APPROVED' | 'REJECTED'; note: string | null; operatorId: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('agent_applications')
    .set({ status: change.status, note: change.note, decided_by: change.operatorId, decided_at: change.now })
    .where('merchant_id', '=', change.merchantId)
    .where('id', '=', change.id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many of the brand's applications wait for a decision. */
export async function countPendingApplications(db: Executor, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('agent_applications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
