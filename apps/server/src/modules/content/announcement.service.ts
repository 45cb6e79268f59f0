import type { Language } from '@panalo/contract/constants';
import {
  ANNOUNCEMENT_TYPES,
  announcementInput,
  type Announcement,
  type AnnouncementInput,
  type AnnouncementType,
  type Banner,
  type Execution,
  type NoticeQuery,
  type NoticeValue,
} from '@panalo/contract/content';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { AnnouncementsTable } from '../../db/schema-content';
import type { Selectable } from 'kysely';
import { toIso } from '../../lib/clock';
import type { Merchant } from '../../kernel/merchant';
import type { AuthenticatedSession } from '../../kernel/caller';
import { findVisibleAnnouncements, insertAnnouncement, isFirstSession, isIdentityVerified } from './announcement.repository';
import { sanitizeContentHtml } from '../../lib/html-sanitizer';

type Row = Selectable<AnnouncementsTable>;

/** Adds an announcement (the brand CLI for now); the HTML is sanitised here, once, on the way in. */
export async function createAnnouncement(db: Executor, merchantId: number, raw: AnnouncementInput, now: number): Promise<number> {
  const input = announcementInput.parse(raw);
  return insertAnnouncement(db, {
    merchant_id: merchantId,
    type: input.type,
    execution: input.execution,
    platform: input.platform,
    language: input.language,
    title: input.title,
    content: sanitizeContentHtml(input.content),
    promotion_type: input.promotionType,
    group_name: input.type === 'B' ? input.groupName : null,
    url: input.url,
    linkage_type: input.linkageType,
    link_url: input.linkUrl,
    start_at: input.startTime ? Date.parse(input.startTime) : null,
    end_at: input.endTime ? Date.parse(input.endTime) : null,
    sort_order: input.sort,
    status: 'active',
    created_at: now,
    updated_at: now,
  });
}

/**
 * Visitors see B; members A, F during their first session, and U until their identity is verified;
 * entries without an audience are for all.
 */
async function audienceOf(ctx: AppContext, session: AuthenticatedSession | null): Promise<Execution[]> {
  if (!session) return ['B'];
  const audience: Execution[] = ['A'];
  if (await isFirstSession(ctx.db, session.memberId, session.sessionId)) audience.push('F');
  // Read now, not from the cached session: an approval shows at the next request.
  if (!session.isTrial && !(await isIdentityVerified(ctx.db, session.memberId))) audience.push('U');
  return audience;
}

const toAnnouncement = (row: Row): Announcement => ({
  id: row.id,
  type: row.type as AnnouncementType,
  title: row.title,
  content: row.content,
  promotionType: row.promotion_type,
  execution: row.execution as Execution | null,
  startTime: row.start_at === null ? null : toIso(row.start_at),
  endTime: row.end_at === null ? null : toIso(row.end_at),
  sort: row.sort_order,
});

const toBanner = (row: Row): Banner => ({
  id: row.id,
  title: row.title,
  groupName: row.group_name as Banner['groupName'],
  url: row.url ?? '',
  linkageType: row.linkage_type as Banner['linkageType'],
  linkUrl: row.link_url,
  sort: row.sort_order,
});

const MARKETING_TYPES = new Set<AnnouncementType>(['B', 'PU', 'PR']);

/** GET /wps/system/notice: the announcement payload groups for this reader, now. */
export async function notices(
  ctx: AppContext,
  merchant: Merchant,
  query: NoticeQuery,
  session: AuthenticatedSession | null,
  language: Language,
): Promise<NoticeValue> {
  // A self-excluded member (withdraw-only session) gets no marketing: no banners, popups or promotions;
  // player notices and the home marquee (service news) still show.
  const wanted = query.types ?? [...ANNOUNCEMENT_TYPES];
  const rows = await findVisibleAnnouncements(ctx.db, {
    merchantId: merchant.id,
    types: session?.withdrawOnly ? [...wanted.filter((type) => !MARKETING_TYPES.has(type)), 'none'] : wanted,
    platform: query.platform,
    language,
    executions: await audienceOf(ctx, session),
    now: ctx.clock.now(),
  });
  const of = (type: AnnouncementType) => rows.filter((row) => row.type === type).map(toAnnouncement);
  return {
    banners: rows.filter((row) => row.type === 'B').map(toBanner),
    playerNotices: of('PL'),
    popup: of('PU'),
    promotion: of('PR'),
    home: of('H'),
  };
}
