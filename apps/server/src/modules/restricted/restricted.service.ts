import { birthdayProblem } from '@panalo/contract/kyc-rules';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { MINUTE } from '../../lib/clock';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import { nameKey } from './person-name';
import { caseOfTrigger } from '../aml/aml-cases';
import { holdForForfeiture } from '../aml/forfeit-holds';
import { findMemberListing, findRestrictedMatch, countRestrictedPersons, membersOnList } from './restricted.repository';

/** Today's date (yyyy-MM-dd) on the brand's clock: a birthday turns over at the brand's midnight. */
export function brandToday(ctx: AppContext, merchant: Merchant): string {
  return new Date(ctx.clock.now() + merchant.settings.gmtOffsetMinutes * MINUTE).toISOString().slice(0, 10);
}

/** Where a person was refused and by whom; a registration has no member yet. */
export interface Screening {
  stage: 'registration' | 'kyc' | 'login' | 'withdrawal';
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
 * is refused at log-in and withdrawal: RESTRICTED_PERSON, audited, an AML case, and their balance
 * held for forfeiture (docs/aml.md).
 */
export async function screenMember(ctx: AppContext, merchant: Merchant, memberId: number, who: Omit<Screening, 'memberId'>) {
  const match = await findMemberListing(ctx.db, merchant.id, memberId);
  if (!match) return;
  await refuseHit(ctx, merchant, { ...who, memberId }, match.id);
}

/**
 * What every hit does, whatever the entry point: the refusal in the audit log, one RESTRICTED case
 * per member and list entry (per entry and day for an applicant who has no account yet), with the
 * attempt as evidence, and a member's funds set aside for forfeiture. Then RESTRICTED_PERSON.
 */
async function refuseHit(ctx: AppContext, merchant: Merchant, who: Screening, restrictedPersonId: number): Promise<never> {
  const now = ctx.clock.now();
  await auditRefusal(ctx, merchant, who, { reason: 'restricted', restrictedPersonId });
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
  if (who.memberId !== null) await holdForForfeiture(ctx, merchant, who.memberId, caseId);
  throw new AppError('RESTRICTED_PERSON');
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
