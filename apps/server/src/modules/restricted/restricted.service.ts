import { birthdayProblem } from '@panalo/contract/kyc-rules';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { MINUTE } from '../../lib/clock';
import { appendAudit } from '../../kernel/audit';
import type { Merchant } from '../../kernel/merchant';
import { nameKey } from './person-name';
import { findRestrictedMatch, countRestrictedPersons, membersOnList } from './restricted.repository';

/** Today's date (yyyy-MM-dd) on the brand's clock: a birthday turns over at the brand's midnight. */
export function brandToday(ctx: AppContext, merchant: Merchant): string {
  return new Date(ctx.clock.now() + merchant.settings.gmtOffsetMinutes * MINUTE).toISOString().slice(0, 10);
}

/** Where a person was refused and by whom; a registration has no member yet. */
export interface Screening {
  stage: 'registration' | 'kyc';
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

/** Refuses (RESTRICTED_PERSON, audited) a person on the brand's restricted-persons list. */
export async function refuseListed(ctx: AppContext, merchant: Merchant, nameKeys: string[], birthday: string, who: Screening) {
  const match = await findRestrictedMatch(ctx.db, merchant.id, nameKeys, birthday);
  if (!match) return;
  await auditRefusal(ctx, merchant, who, { reason: 'restricted', restrictedPersonId: match.id });
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
