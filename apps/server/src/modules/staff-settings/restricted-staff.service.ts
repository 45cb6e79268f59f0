import { collapseSpaces, isCalendarDate } from '@panalo/contract/kyc-rules';
import type { RestrictedAddRequest, RestrictedImportReport, RestrictedOverview } from '@panalo/contract/staff-settings';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { AppError } from '../../lib/app-error';
import { nameKey } from '../restricted/person-name';
import { importRestrictedPersons, listPeople, type ImportReport } from '../restricted/restricted-import';
import { barListedMembers } from '../restricted/restricted-listing';
import { restrictedListStatus } from '../restricted/restricted.service';

/** The brand's restricted-persons list as staff see it: its size and the members who match it. */
export async function restrictedOverview(ctx: AppContext, merchant: Merchant): Promise<RestrictedOverview> {
  const { total, hits } = await restrictedListStatus(ctx, merchant.id);
  return { total, hits: hits.map((hit) => ({ memberId: Number(hit.memberId), account: hit.account, kycStatus: hit.kycStatus })) };
}

/** A CSV upload through the same import as `npm run brand -- restricted-import`, audited with the staff member. */
export async function importRestricted(
  ctx: AppContext,
  caller: Caller,
  input: { csv: string; replace: boolean },
): Promise<RestrictedImportReport> {
  const report = await importRestrictedPersons(ctx.db, caller.merchant.id, input.csv, { replace: input.replace, now: ctx.clock.now() });
  return afterListing(ctx, caller, 'restricted.uploaded', report, { replace: input.replace });
}

/** Staff add one person (a name and a birthday, an optional reason), listed as an import's line would be. */
export async function addRestricted(ctx: AppContext, caller: Caller, input: RestrictedAddRequest): Promise<RestrictedImportReport> {
  const fullName = collapseSpaces(input.fullName);
  const key = nameKey(fullName);
  if (!key) throw new AppError('VALIDATION_FAILED', { fields: { fullName: 'a name' } });
  if (!isCalendarDate(input.birthday)) throw new AppError('VALIDATION_FAILED', { fields: { birthday: 'a date (yyyy-MM-dd)' } });
  const person = { fullName, nameKey: key, birthday: input.birthday, reason: input.reason || null };
  const report = await listPeople(ctx.db, caller.merchant.id, [person], { replace: false, now: ctx.clock.now(), badRows: [] });
  return afterListing(ctx, caller, 'restricted.added', report, {});
}

/**
 * What a listing by staff does after its commit: the staff member's audit entry, then every member
 * now on the list barred at once (cases, sessions ended in every process, funds held).
 */
async function afterListing(
  ctx: AppContext,
  caller: Caller,
  action: string,
  report: ImportReport,
  extra: Record<string, unknown>,
): Promise<RestrictedImportReport> {
  const { added, duplicates, removed, badRows, total } = report;
  await appendAudit(ctx.db, {
    merchantId: caller.merchant.id,
    actorMemberId: caller.session.memberId,
    action,
    subjectType: 'merchant',
    subjectId: caller.merchant.id,
    ip: caller.client.ip,
    detail: { added, duplicates, removed, membersOnList: report.membersOnList.length, ...extra },
    at: ctx.clock.now(),
  });
  await barListedMembers(ctx, caller.merchant, report.membersOnList, caller.client.ip);
  return { added, duplicates, removed, badRows, total };
}
