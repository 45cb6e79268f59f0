import { birthdayProblem } from '@panalo/contract/kyc-rules';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { MINUTE } from '../../lib/clock';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import { nameKey } from './person-name';
import { caseOfTrigger } from '../aml/aml-cases';
import { holdForForfeiture } from '../aml/forfeit-holds';
import { endAllSessions } from '../../kernel/session-ending';
import { findMemberListing, findRestrictedMatch, countRestrictedPersons, membersOnList } from './restricted.repository';

/** Today's date (yyyy-MM-dd) on the brand's clock: a birthday turns over at the brand's midnight. */
export function brandToday(ctx: AppContext, merchant: Merchant): string {
  return new Date(ctx.clock.now() + merchant.settings.gmtOffsetMinutes * MINUTE).toISOString().slice(0, 10);
}

/**
 * Where a person was refused and by whom; a registration has no member yet. `play`: a money or play
 * call (the money screen, plugins/auth.ts); `listing`: staff listed the person (restricted-listing.ts).
 */
export interface Screening {
  stage: 'registration' | 'kyc' | 'login' | 'withdrawal' | 'play' | 'listing';
  memberId: number | null;
  ip: string | null;
}

/**
 * Writes a refusal to the audit log with only what staff need to follow it up: the stage, the
 * reason and the list entry. Neither the name nor the birthday is copied into the log.
 */
export async function auditRefusal(
  ctx: AppContext,
  merchant: Merchant,
  who: Screening,
  detail: { reason: 'restricted' | 'under-age'; restrictedPersonId?: number },
): Promise<void> {
  await appendAudit(ctx.db, {
    merchantId: merchant.id,
    actorMemberId: who.memberId,
    action: 'restricted.refused',
    subjectType: who.memberId === null ? 'registration' : 'member',
    subjectId: who.memberId,
    ip: who.ip,
    detail: { stage: who.stage, ...detail },
    at: ctx.clock.now(),
  });
}

/** Refuses (RESTRICTED_PERSON, audited, with an AML case) a person on the brand's restricted-persons list. */
export async function refuseListed(ctx: AppContext, merchant: Merchant, nameKeys: string[], birthday: string, who: Screening) {
  const match = await findRestrictedMatch(ctx.db, merchant.id, nameKeys, birthday);
  if (!match) return;
  await refuseHit(ctx, merchant, who, match.id);
}

/**
 * A member whose KYC details are on the list now (it may have been imported after they verified)
 * is refused at log-in: RESTRICTED_PERSON, audited, an AML case, and their funds held for
 * forfeiture (docs/aml.md). Money calls refuse them through the money screen (plugins/auth.ts).
 */
export async function screenMember(ctx: AppContext, merchant: Merchant, memberId: number, who: Omit<Screening, 'memberId'>) {
  const match = await findMemberListing(ctx.db, merchant.id, memberId);
  if (!match) return;
  await refuseHit(ctx, merchant, { ...who, memberId }, match.id);
}

/** A member the money screen found on the list (entry `restrictedPersonId`): the hit, then RESTRICTED_PERSON. */
export const refuseRestrictedMember = (
  ctx: AppContext,
  merchant: Merchant,
  who: Screening & { memberId: number },
  restrictedPersonId: number,
): Promise<never> => refuseHit(ctx, merchant, who, restrictedPersonId);

/** What every refusal of a listed person does (recordHit), then RESTRICTED_PERSON. */
async function refuseHit(ctx: AppContext, merchant: Merchant, who: Screening, restrictedPersonId: number): Promise<never> {
  await recordHit(ctx, merchant, who, restrictedPersonId);
  throw new AppError('RESTRICTED_PERSON');
}

/**
 * What every hit does, whatever the entry point: the audit entry (`restricted.refused`, or
 * `restricted.member_barred` for a listing), one RESTRICTED case per member and list entry (per
 * entry and day for an applicant who has no account yet), with the attempt as evidence, and for a
 * member: every session and game session ended at once, and the funds set aside for forfeiture.
 */
export async function recordHit(ctx: AppContext, merchant: Merchant, who: Screening, restrictedPersonId: number): Promise<void> {
  const now = ctx.clock.now();
  if (who.stage === 'listing') await auditBarred(ctx, merchant, who, restrictedPersonId);
  else await auditRefusal(ctx, merchant, who, { reason: 'restricted', restrictedPersonId });
  const caseId = await caseOfTrigger(ctx.db, {
    merchantId: merchant.id,
    kind: 'RESTRICTED',
    key: who.memberId === null ? `applicant:${restrictedPersonId}:${brandToday(ctx, merchant)}` : `${who.memberId}:${restrictedPersonId}`,
    memberId: who.memberId,
    amount: null,
    summary: `Restricted-persons list entry ${restrictedPersonId} matched at ${who.stage}`,
    now,
    evidence: [
      {
        kind: 'LIST_MATCH',
        memberId: who.memberId,
        reference: `restricted:${restrictedPersonId}`,
        at: now,
        detail: `${who.stage} from ${who.ip ?? '?'}`,
      },
    ],
  });
  if (who.memberId === null) return;
  await endMemberSessions(ctx, who.memberId, now);
  await holdForForfeiture(ctx, merchant, who.memberId, caseId);
}

/**
 * A listed person plays no more from a session opened before: the log-in sessions and the game
 * sessions they launched end in one transaction (a vendor's next bet with their token is refused;
 * wins and rollbacks of rounds already played still land), and every process forgets them.
 */
async function endMemberSessions(ctx: AppContext, memberId: number, now: number): Promise<void> {
  await ctx.db.transaction().execute((tx) => endAllSessions(tx, memberId, now));
  ctx.sessions.dropMember(memberId);
}

async function auditBarred(ctx: AppContext, merchant: Merchant, who: Screening, restrictedPersonId: number): Promise<void> {
  await appendAudit(ctx.db, {
    merchantId: merchant.id,
    actorMemberId: null,
    action: 'restricted.member_barred',
    subjectType: 'member',
    subjectId: who.memberId,
    ip: who.ip,
    detail: { stage: who.stage, restrictedPersonId },
    at: ctx.clock.now(),
  });
}

/**
 * Registration, when the brand's form gives a birthday: refuses anyone under 21 (AGE_UNDER_21;
 * audited when the date is real, not a typo) and, with the payee name, anyone on the list.
 * Forms without a birthday are screened at KYC, which every member passes before withdrawing.
 */
export async function screenApplicant(
  ctx: AppContext,
  merchant: Merchant,
  input: { payeeName?: string; birthday?: string },
  ip: string,
): Promise<void> {
  const birthday = input.birthday?.trim();
  if (!birthday) return;
  const who: Screening = { stage: 'registration', memberId: null, ip };
  const problem = birthdayProblem(birthday, brandToday(ctx, merchant));
  if (problem === 'under-age') await auditRefusal(ctx, merchant, who, { reason: 'under-age' });
  if (problem) throw new AppError('AGE_UNDER_21');
  const name = input.payeeName ? nameKey(input.payeeName) : '';
  if (name) await refuseListed(ctx, merchant, [name], birthday, who);
}

/** The list's size and the brand's members whose KYC details match it now (the back office's hits). */
export async function restrictedListStatus(ctx: AppContext, merchantId: number) {
  const [total, hits] = await Promise.all([countRestrictedPersons(ctx.db, merchantId), membersOnList(ctx.db, merchantId)]);
  return { total, hits };
}
