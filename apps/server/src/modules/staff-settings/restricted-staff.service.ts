import type { RestrictedImportReport, RestrictedOverview } from '@panalo/contract/staff-settings';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { importRestrictedPersons } from '../restricted/restricted-import';
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
  const now = ctx.clock.now();
  const report = await importRestrictedPersons(ctx.db, caller.merchant.id, input.csv, { replace: input.replace, now });
  await appendAudit(ctx.db, {
    merchantId: caller.merchant.id,
    actorMemberId: caller.session.memberId,
    action: 'restricted.uploaded',
    subjectType: 'merchant',
    subjectId: caller.merchant.id,
    ip: caller.client.ip,
    detail: { added: report.added, duplicates: report.duplicates, removed: report.removed, replace: input.replace },
    at: now,
  });
  const { added, duplicates, removed, badRows, total } = report;
  return { added, duplicates, removed, badRows, total };
}
