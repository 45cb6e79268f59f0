import type { AgentApplication, AgentApplicationReceipt, AgentApplicationRequest } from '@panalo/contract/agent-application';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../kernel/audit';
import type { AuthenticatedSession, Caller, ClientInfo } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { AppError } from '../../lib/app-error';
import { requireHumanCheck } from '../human-check/human-check.service';
import {
  countPendingApplications,
  applicationPage,
  decideApplication,
  findApplication,
  hasPendingApplication,
  insertApplication,
  type ApplicationRow,
} from './agent-application.repository';

/** Spaces, dashes and case do not make another contact. */
const contactKeyOf = (contact: string): string => contact.toLowerCase().replace(/[\s-]/g, '');

/**
 * "Become an agent": a member or a visitor applies. The brand's registration human check guards
 * it (the `register` scene: applying is signing up for something), the route limits each IP, and a
 * contact (or member) with an application still waiting cannot file another. The application lands
 * in the operator's queue as PENDING.
 */
export async function applyToBeAgent(
  ctx: AppContext,
  from: { merchant: Merchant; client: ClientInfo; session: AuthenticatedSession | null },
  input: AgentApplicationRequest,
): Promise<AgentApplicationReceipt> {
  const { merchant, client, session } = from;
  await requireHumanCheck(ctx, merchant, 'register', input.humanCheck);
  const contactKey = contactKeyOf(input.contact);
  const memberId = session?.memberId ?? null;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    if (await hasPendingApplication(tx, merchant.id, contactKey, memberId)) throw new AppError('AGENT_APPLICATION_PENDING');
    const id = await insertApplication(tx, {
      merchantId: merchant.id,
      memberId,
      name: input.name,
      contact: input.contact,
      contactKey,
      channel: input.channel,
      experience: input.experience,
      message: input.message || null,
      ip: client.ip,
      now,
    });
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: memberId,
      action: 'agent_application.submitted',
      subjectType: 'agent_application',
      subjectId: id,
      ip: client.ip,
      detail: { channel: input.channel, experience: input.experience },
      at: now,
    });
    return { id, status: 'PENDING' as const, createdAt: now };
  });
}

function toApplication(row: ApplicationRow): AgentApplication {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    channel: row.channel as AgentApplication['channel'],
    experience: row.experience as AgentApplication['experience'],
    message: row.message,
    account: row.username ?? null,
    status: row.status as AgentApplication['status'],
    note: row.note,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** The operator's queue of the brand, oldest first. */
export async function agentApplications(ctx: AppContext, merchant: Merchant, query: { status?: string; pageNo: number; pageSize: number }) {
  const { rows, total } = await applicationPage(ctx.db, merchant.id, query);
  return {
    list: rows.map(toApplication),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/**
 * An operator approves or rejects a PENDING application of their brand, with an optional note;
 * a second decision gets ALREADY_PROCESSED. Approving records the decision: the operator then sets
 * up the agent account (docs/agents.md).
 */
export async function decideAgentApplication(
  ctx: AppContext,
  caller: Caller,
  input: { id: number; decision: 'approve' | 'reject'; note: string | undefined },
): Promise<AgentApplication> {
  const { merchant, session, client } = caller;
  const now = ctx.clock.now();
  const status = input.decision === 'approve' ? 'APPROVED' : 'REJECTED';
  const decided = await ctx.db.transaction().execute(async (tx) => {
    const changed = await decideApplication(tx, {
      merchantId: merchant.id,
      id: input.id,
      status,
      note: input.note || null,
      operatorId: session.memberId,
      now,
    });
    if (!changed) return false;
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: `agent_application.${status.toLowerCase()}`,
      subjectType: 'agent_application',
      subjectId: input.id,
      ip: client.ip,
      detail: { note: input.note ?? null },
      at: now,
    });
    return true;
  });
  const row = await findApplication(ctx.db, merchant.id, input.id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (!decided) throw new AppError('ALREADY_PROCESSED');
  return toApplication(row);
}

/** How many applications wait for a decision (the back office's dashboard). */
export const pendingAgentApplications = (ctx: AppContext, merchantId: number): Promise<number> =>
  countPendingApplications(ctx.db, merchantId);
