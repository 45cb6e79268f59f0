import type { ApplicationRequest, ApplicationValue, StaffPromotion } from '@panalo/contract/rewards';
import type { AppContext } from '../../app-context';
import { checkBase64Image, type CheckedImage } from '../../adapters/storage/image-upload';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/tokens';
import { appendAudit } from '../../kernel/audit';
import type { Caller } from '../../kernel/caller';
import { definitionOf, isOpen } from './promotion-rules';
import {
  brandApplications,
  brandPromotions,
  findParticipation,
  findPromotion,
  insertParticipation,
  moveParticipation,
} from './rewards.repository';

/**
 * Activity applications (spec 001 section 5): the member sends a comment of at most 140
 * characters and up to 3 PNG or JPEG images of at most 5 MB each (checked by their bytes); an
 * operator approves (the member joins) or rejects. (Manual grants go through four eyes:
 * modules/staff-players/promotion-grants.service.ts.)
 */

export async function applyToPromotion(ctx: AppContext, caller: Caller, id: number, input: ApplicationRequest): Promise<void> {
  const { merchant, session } = caller;
  const now = ctx.clock.now();
  const row = await findPromotion(ctx.db, merchant.id, id);
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  if (!isOpen(row, now)) throw new AppError('PROMOTION_CLOSED');
  if (!definitionOf(row.definition).needsApplication) throw new AppError('PROMOTION_NOT_ELIGIBLE');
  const images: CheckedImage[] = [];
  for (const image of input.images) images.push(await checkBase64Image(image));
  const keys: string[] = [];
  for (const image of images) {
    const key = `activity/${merchant.id}/${session.memberId}/${row.id}-${randomId(9).replace(/[^a-z0-9]/gi, '')}.${image.extension}`;
    await ctx.storage.put(key, image.bytes, image.contentType);
    keys.push(key);
  }
  const base = { merchantId: merchant.id, promotionId: row.id, memberId: session.memberId, now };
  if (!(await insertParticipation(ctx.db, { ...base, status: 'applying', remark: input.remark, imageKeys: keys }))) {
    await Promise.all(keys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw new AppError('ALREADY_JOINED');
  }
}

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findParticipation>>>;

const toApplication = (row: ApplicationRow): ApplicationValue => ({
  id: row.id,
  promotionId: row.promotion_id,
  memberId: row.member_id,
  username: row.username,
  status: row.status as ApplicationValue['status'],
  remark: row.remark,
  imageCount: (JSON.parse(row.image_keys) as string[]).length,
  createdAt: row.created_at,
});

/** One image of an application, for staff deciding it (index from 0, in the order the member sent them). */
export async function applicationImage(ctx: AppContext, caller: Caller, id: number, index: number) {
  const row = await findParticipation(ctx.db, caller.merchant.id, id);
  const key = row ? (JSON.parse(row.image_keys) as string[])[index] : undefined;
  const image = key ? await ctx.storage.get(key) : null;
  if (!image) throw new AppError('RECORD_NOT_FOUND');
  return image;
}

/** The brand's applications in one state (the staff queue: waiting ones by default). */
export async function brandApplicationsIn(
  ctx: AppContext,
  caller: Caller,
  status: ApplicationValue['status'],
): Promise<{ list: ApplicationValue[] }> {
  // Members also join promotions without applying (deposit bonuses, raffles…): those are not applications.
  const promotions = await brandPromotions(ctx.db, caller.merchant.id);
  const applied = new Set(promotions.filter((row) => definitionOf(row.definition).needsApplication).map((row) => row.id));
  const rows = await brandApplications(ctx.db, caller.merchant.id, status);
  return { list: rows.filter((row) => applied.has(row.promotion_id)).map(toApplication) };
}

/** The brand's promotions as staff see them: kind, period, where each stands now and the budget used. */
export async function staffPromotions(ctx: AppContext, caller: Caller): Promise<{ list: StaffPromotion[] }> {
  const now = ctx.clock.now();
  const rows = await brandPromotions(ctx.db, caller.merchant.id);
  return {
    list: rows.map((row) => {
      const definition = definitionOf(row.definition);
      const state: StaffPromotion['state'] =
        row.starts_at > now
          ? 'upcoming'
          : row.ends_at !== null && row.ends_at <= now
            ? 'ended'
            : row.budget === null || row.spent >= row.budget
              ? 'budget_spent'
              : 'open';
      return {
        id: row.id,
        kind: row.kind as StaffPromotion['kind'],
        title: definition.title.EN,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        state,
        budget: row.budget ?? 0,
        spent: row.spent,
        perMemberCap: definition.perMemberCap,
        needsApplication: definition.needsApplication,
      };
    }),
  };
}

/** The operator's decision on an application; one decision per application. */
export async function decideApplication(
  ctx: AppContext,
  caller: Caller,
  id: number,
  approve: boolean,
  reason = '',
): Promise<ApplicationValue> {
  const now = ctx.clock.now();
  const row = await findParticipation(ctx.db, caller.merchant.id, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (!(await moveParticipation(ctx.db, id, 'applying', approve ? 'joined' : 'rejected', now))) throw new AppError('ALREADY_PROCESSED');
  await appendAudit(ctx.db, {
    merchantId: caller.merchant.id,
    actorMemberId: caller.session.memberId,
    action: approve ? 'promotion.application_approved' : 'promotion.application_rejected',
    subjectType: 'promotion_application',
    subjectId: id,
    ip: caller.client.ip,
    detail: { promotionId: row.promotion_id, memberId: row.member_id, reason },
    at: now,
  });
  return toApplication({ ...row, status: approve ? 'joined' : 'rejected' });
}
