import {
  contractTerms,
  type ContractKind,
  type ContractOfferRequest,
  type ContractOverview,
  type ContractTerms,
  type ContractValue,
} from '@panalo/contract/agent-contract';
import { isAgentType } from '@panalo/contract/member-types';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { parseJson } from '../../kernel/merchant-settings';
import { AppError } from '../../lib/app-error';
import { beyondAfterAccepting, grantOf, rowTop, usedBy, type Grant } from './contract-grants';
import { tiersIncrease, topRate } from './contract-pay';
import {
  depthBelow,
  findActive,
  findContract,
  findMemberById,
  findMemberByName,
  findPending,
  heldBy,
  insertContract,
  isFinal,
  lockMembers,
  moveStatus,
  offeredBy,
  openContracts,
  pendingFor,
  requestTermination,
  type ContractRow,
} from './contract.repository';

/**
 * Contract offers and their answers. An upline offers a direct downline agent a contract of a kind
 * the brand runs, never above what it was granted for that kind, and with the downline's other
 * open contracts from it never above its rate together (one commission per bet: contract-grants.ts);
 * one offer waits at a time per downline and kind. Accepting checks the rates again, replaces the
 * downline's active contract of the kind and ends the downline's own contracts that would pay more
 * than it then holds (after it confirmed). Either side may ask to end an active contract; it ends
 * when the other side agrees.
 */

function toValue(row: ContractRow, endsDownline?: string[]): ContractValue {
  const terms = parseJson(contractTerms, row.terms);
  const requestedBy =
    row.termination_requested_by === null
      ? null
      : row.termination_requested_by === row.upline_id
        ? row.upline_username
        : row.member_username;
  return {
    id: row.id,
    kind: row.kind as ContractKind,
    status: row.status as ContractValue['status'],
    upline: row.upline_username,
    account: row.member_username,
    terms,
    topRateBp: topRate(row.kind as ContractKind, terms),
    replacesId: row.replaces_id,
    terminationRequestedBy: requestedBy,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
    endedAt: row.ended_at,
    ...(endsDownline ? { endsDownline } : {}),
  };
}

function requireKind(caller: Caller, kind: ContractKind): void {
  if (!caller.merchant.settings.agentContracts[kind]) throw new AppError('CONTRACT_KIND_DISABLED');
}

/** What an agent may pass on: per kind, and what one downline's contracts share (contract-grants.ts). */
async function grantFor(db: Executor, memberId: number): Promise<Grant> {
  const [held, member] = await Promise.all([heldBy(db, memberId), findMemberById(db, memberId)]);
  return grantOf(held, member?.agent_rate_bp ?? null);
}

/**
 * The rate checks of an offer, made in the transaction that writes it or accepts it, after the
 * upline's and the downline's rows are locked: not above the upline's grant for the kind, and
 * with the downline's other open contracts from the upline not above its rate together.
 */
async function checkRates(tx: Executor, uplineId: number, memberId: number, kind: ContractKind, rateBp: number): Promise<void> {
  const grant = await grantFor(tx, uplineId);
  if (rateBp > grant.byKind[kind]) throw new AppError('RATE_ABOVE_UPLINE');
  const open = (await openContracts(tx, 'member_id', memberId)).filter((row) => row.upline_id === uplineId);
  if (usedBy(open, kind) + rateBp > grant.totalBp) throw new AppError('CONTRACT_RATES_ABOVE_UPLINE');
}

/** The contracts the downline offered that end when it accepts `row` (they pay more than it will hold). */
async function endsOnAccepting(db: Executor, row: ContractRow): Promise<ContractRow[]> {
  const [held, offered] = await Promise.all([heldBy(db, row.member_id), openContracts(db, 'upline_id', row.member_id)]);
  return beyondAfterAccepting(held, offered, row);
}

function checkTerms(kind: ContractKind, terms: ContractTerms): void {
  if (kind === 'REALTIME') {
    if (!terms.realtime) throw new AppError('CONTRACT_TERMS_INVALID');
    return;
  }
  if (terms.tiers.length === 0 || (kind === 'DIVIDEND' && !terms.period)) throw new AppError('CONTRACT_TERMS_INVALID');
  if (!tiersIncrease(terms.tiers)) throw new AppError('CONTRACT_TIERS_NOT_INCREASING');
}

/** Only what the kind uses is kept: a salary has no period, real-time salary no tiers. */
const storedTerms = (kind: ContractKind, terms: ContractTerms): ContractTerms =>
  kind === 'REALTIME'
    ? { tiers: [], ...(terms.realtime ? { realtime: terms.realtime } : {}) }
    : { tiers: terms.tiers, ...(kind === 'DIVIDEND' && terms.period ? { period: terms.period } : {}) };

export async function offerContract(ctx: AppContext, caller: Caller, input: ContractOfferRequest): Promise<ContractValue> {
  const { merchant, session } = caller;
  requireKind(caller, input.kind);
  checkTerms(input.kind, input.terms);
  const terms = storedTerms(input.kind, input.terms);
  const downline = await findMemberByName(ctx.db, merchant.id, input.account);
  const depth = downline ? await depthBelow(ctx.db, session.memberId, downline.id) : undefined;
  if (!downline || depth === undefined) throw new AppError('NOT_IN_TEAM');
  if (depth !== 1 || !isAgentType(downline.type)) throw new AppError('CONTRACT_DIRECT_DOWNLINE_ONLY');
  const rateBp = topRate(input.kind, terms);
  if (input.kind === 'DIVIDEND') {
    // A dividend's differential compares the same periods: a downline's follows its upline's.
    const own = await findActive(ctx.db, session.memberId, 'DIVIDEND');
    if (own && parseJson(contractTerms, own.terms).period !== terms.period) throw new AppError('CONTRACT_TERMS_INVALID');
  }
  if (await findPending(ctx.db, downline.id, input.kind)) throw new AppError('CONTRACT_OFFER_PENDING');
  const now = ctx.clock.now();
  const active = await findActive(ctx.db, downline.id, input.kind);
  const id = await ctx.db.transaction().execute(async (tx) => {
    // Racing offers of different kinds to one downline take turns here, so their rates add up.
    await lockMembers(tx, [session.memberId, downline.id]);
    await checkRates(tx, session.memberId, downline.id, input.kind, rateBp);
    const created = await insertContract(tx, {
      merchant_id: merchant.id,
      kind: input.kind,
      upline_id: session.memberId,
      member_id: downline.id,
      status: 'PENDING',
      terms: JSON.stringify(terms),
      top_rate_bp: rateBp,
      replaces_id: active?.id ?? null,
      termination_requested_by: null,
      created_at: now,
      accepted_at: null,
      ended_at: null,
      settled_through: null,
    }).catch((error: unknown) => {
      // The partial unique index: another offer of this kind got there first.
      if (isUniqueViolation(error)) throw new AppError('CONTRACT_OFFER_PENDING');
      throw error;
    });
    await appendAudit(tx, audit(caller, 'agent_contract.offered', created, { kind: input.kind, account: input.account, rateBp }, now));
    return created;
  });
  return toValue((await findContract(ctx.db, merchant.id, id))!);
}

const isUniqueViolation = (error: unknown): boolean => {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message ?? '');
};

const audit = (caller: Caller, action: string, id: number, detail: Record<string, unknown>, at: number) => ({
  merchantId: caller.merchant.id,
  actorMemberId: caller.session.memberId,
  action,
  subjectType: 'agent_contract',
  subjectId: id,
  ip: caller.client.ip,
  detail,
  at,
});

async function contractFor(ctx: AppContext, caller: Caller, id: number, side: 'downline' | 'upline' | 'either'): Promise<ContractRow> {
  const row = await findContract(ctx.db, caller.merchant.id, id);
  const me = caller.session.memberId;
  const mine =
    row &&
    (side === 'downline' ? row.member_id === me : side === 'upline' ? row.upline_id === me : row.member_id === me || row.upline_id === me);
  if (!row || !mine) throw new AppError('CONTRACT_NOT_FOUND');
  return row;
}

/** Accepting: the offer becomes the active contract, replacing the one it changes. */
export async function acceptContract(ctx: AppContext, caller: Caller, id: number, confirmEndDownline: boolean): Promise<ContractValue> {
  const row = await contractFor(ctx, caller, id, 'downline');
  if (row.status !== 'PENDING') throw new AppError('ALREADY_PROCESSED');
  requireKind(caller, row.kind as ContractKind);
  const higher = await endsOnAccepting(ctx.db, row);
  if (higher.length > 0 && !confirmEndDownline) throw new AppError('CONTRACT_ENDS_DOWNLINE');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await lockMembers(tx, [row.upline_id, row.member_id]);
    // Checked again: the upline's own contracts may have changed since it offered.
    await checkRates(tx, row.upline_id, row.member_id, row.kind as ContractKind, rowTop(row));
    const ends = await endsOnAccepting(tx, row);
    if (ends.length > 0 && !confirmEndDownline) throw new AppError('CONTRACT_ENDS_DOWNLINE');
    const active = await findActive(tx, row.member_id, row.kind);
    if (active && !(await moveStatus(tx, active.id, 'ACTIVE', { status: 'ENDED', ended_at: now }))) throw new AppError('ALREADY_PROCESSED');
    if (!(await moveStatus(tx, row.id, 'PENDING', { status: 'ACTIVE', accepted_at: now }))) throw new AppError('ALREADY_PROCESSED');
    for (const below of ends) {
      await moveStatus(
        tx,
        below.id,
        below.status,
        below.status === 'ACTIVE' ? { status: 'ENDED', ended_at: now } : { status: 'WITHDRAWN', ended_at: now },
      );
    }
    await appendAudit(tx, audit(caller, 'agent_contract.accepted', row.id, { ended: ends.map((c) => c.id) }, now));
  });
  return toValue((await findContract(ctx.db, caller.merchant.id, id))!);
}

export async function rejectContract(ctx: AppContext, caller: Caller, id: number): Promise<ContractValue> {
  const row = await contractFor(ctx, caller, id, 'downline');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await moveStatus(tx, row.id, 'PENDING', { status: 'REJECTED', ended_at: now }))) throw new AppError('ALREADY_PROCESSED');
    await appendAudit(tx, audit(caller, 'agent_contract.rejected', row.id, {}, now));
  });
  return toValue((await findContract(ctx.db, caller.merchant.id, id))!);
}

/**
 * Ending: the upline withdraws a waiting offer at once; on an active contract the first side
 * asks and the contract ends when the other side asks too.
 */
export async function terminateContract(ctx: AppContext, caller: Caller, id: number): Promise<ContractValue> {
  const row = await contractFor(ctx, caller, id, 'either');
  const me = caller.session.memberId;
  const now = ctx.clock.now();
  if (isFinal(row.status)) throw new AppError('ALREADY_PROCESSED');
  await ctx.db.transaction().execute(async (tx) => {
    if (row.status === 'PENDING') {
      if (row.upline_id !== me) throw new AppError('CONTRACT_NOT_FOUND');
      if (!(await moveStatus(tx, row.id, 'PENDING', { status: 'WITHDRAWN', ended_at: now }))) throw new AppError('ALREADY_PROCESSED');
      await appendAudit(tx, audit(caller, 'agent_contract.withdrawn', row.id, {}, now));
      return;
    }
    if (row.termination_requested_by === null) {
      if (!(await requestTermination(tx, row.id, me))) throw new AppError('ALREADY_PROCESSED');
      await appendAudit(tx, audit(caller, 'agent_contract.termination_requested', row.id, {}, now));
      return;
    }
    if (row.termination_requested_by === me) throw new AppError('ALREADY_PROCESSED');
    if (!(await moveStatus(tx, row.id, 'ACTIVE', { status: 'TERMINATED', ended_at: now }))) throw new AppError('ALREADY_PROCESSED');
    await appendAudit(tx, audit(caller, 'agent_contract.terminated', row.id, {}, now));
  });
  return toValue((await findContract(ctx.db, caller.merchant.id, id))!);
}

async function withEnds(ctx: AppContext, row: ContractRow): Promise<ContractValue> {
  const higher = await endsOnAccepting(ctx.db, row);
  return toValue(
    row,
    higher.map((c) => c.member_username),
  );
}

/** One kind's page. */
export async function contractOverview(ctx: AppContext, caller: Caller, kind: ContractKind): Promise<ContractOverview> {
  const me = caller.session.memberId;
  const [mine, pending, offered, grant, open] = await Promise.all([
    findActive(ctx.db, me, kind),
    findPending(ctx.db, me, kind),
    offeredBy(ctx.db, me, kind),
    grantFor(ctx.db, me),
    openContracts(ctx.db, 'upline_id', me),
  ]);
  const ceilingBp = grant.byKind[kind];
  return {
    kind,
    enabled: caller.merchant.settings.agentContracts[kind],
    mine: mine ? toValue(mine) : null,
    offersToMe: pending ? [await withEnds(ctx, pending)] : [],
    offered: offered.map((row) => toValue(row)),
    ceilingBp,
    budgetBp: grant.totalBp,
    room: roomOf(open, kind, grant),
  };
}

/** Per downline with open contracts of other kinds from me: the rate they use and what is left for `kind`. */
function roomOf(open: ContractRow[], kind: ContractKind, grant: Grant): ContractOverview['room'] {
  const byAccount = new Map<string, ContractRow[]>();
  for (const row of open) byAccount.set(row.member_username, [...(byAccount.get(row.member_username) ?? []), row]);
  return [...byAccount].flatMap(([account, rows]) => {
    const usedBp = usedBy(rows, kind);
    if (usedBp === 0) return [];
    return [{ account, usedBp, availableBp: Math.max(0, Math.min(grant.byKind[kind], grant.totalBp - usedBp)) }];
  });
}

/** The log-in popup's list: offers waiting for my answer, of the kinds the brand runs. */
export async function pendingOffersOf(ctx: AppContext, caller: Caller): Promise<{ list: ContractValue[] }> {
  const rows = (await pendingFor(ctx.db, caller.session.memberId)).filter(
    (row) => caller.merchant.settings.agentContracts[row.kind as ContractKind],
  );
  return { list: await Promise.all(rows.map((row) => withEnds(ctx, row))) };
}
