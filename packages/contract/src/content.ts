import { z } from 'zod';

/**
 * Announcements (spec 000 sections 2, 3, 7; spec 001 banners): B banners, PL player notices,
 * PU popups, PR promotions, H home notices (the home page's marquee).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * Who sees an entry: A logged-in members, B visitors, F a member's first log-in, U members whose
 * identity is not verified yet (KYC not approved; trial accounts excluded); none: everyone.
 */
export const EXECUTIONS = ['A', 'B', 'F', 'U'] as const;
export type Execution = (typeof EXECUTIONS)[number];

export const BANNER_GROUPS = ['w_pagco', 'w_leftmenu', 'w_home'] as const;

/** What a click on a banner does; the spec names the field but not its values. */
export const LINKAGE_TYPES = ['NONE', 'URL', 'ROUTE', 'PROMOTION', 'GAME'] as const;

/** Languages content can be written in: the site's EN and TY, and PT text blocks (spec 000 section 1). */
export const CONTENT_LANGUAGES = ['EN', 'TY', 'PT'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Reads a `lang` value for content: TY (also TL, FIL), PT (also PT-BR), anything else EN. */
export function toContentLanguage(value: unknown): ContentLanguage {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (code === 'TY' || code === 'TL' || code === 'FIL' || code.startsWith('TL-')) return 'TY';
  if (code === 'PT' || code.startsWith('PT-')) return 'PT';
  return 'EN';
}

const typeList = z
  .string()
  .max(64)
  .transform((text) => text.split(',').map((part) => part.trim().toUpperCase()))
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1));

export const noticeQuery = z.object({
  /** Comma-separated types; all when absent. */
  types: typeList.optional(),
  /** The client platform; W is the web (spec 000 section 9). */
  platform: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,8}$/)
    .default('W'),
  /** Accepted for the old client's sake; the audience comes from the session, not from this value. */
  execution: z.enum(EXECUTIONS).optional(),
});
export type NoticeQuery = z.infer<typeof noticeQuery>;

export const announcement = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** HTML, sanitised by the server when it was written. */
  content: z.string(),
  /** Set on promotion entries: the popup shows an accept button that opens rewardCenter. */
  promotionType: z.string().nullable(),
  execution: z.enum(EXECUTIONS).nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  sort: z.number().int(),
});
export type Announcement = z.infer<typeof announcement>;

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  groupName: z.enum(BANNER_GROUPS),
  /** The slide's image. */
  url: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  /** Where a click goes (a site path or an https address), when linkageType is not NONE. */
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof banner>;

/** The announcement payload groups (spec 000 section 3), plus the home notices (type H). */
export const noticeValue = z.object({
  banners: z.array(banner),
  playerNotices: z.array(announcement),
  popup: z.array(announcement),
  promotion: z.array(announcement),
  home: z.array(announcement),
});
export type NoticeValue = z.infer<typeof noticeValue>;

const isoTime = z.iso.datetime({ offset: true });
/** A site path, or an https address. */
const linkTarget = z
  .string()
  .trim()
  .max(1024)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/);
/** A banner image: a site path, an https address, or a small base64 data URL of an image. */
const imageSource = z.union([
  linkTarget,
  z
    .string()
    .max(200_000)
    .regex(/^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/),
]);

/** What an operator writes (npm run brand -- announce …); content is sanitised on the way in. */
export const announcementInput = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(100_000).default(''),
    execution: z.enum(EXECUTIONS).nullable().default(null),
    platform: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,8}$/)
      .default('W'),
    /** Only for readers of this language; none: everyone. */
    language: z.enum(CONTENT_LANGUAGES).nullable().default(null),
    promotionType: z.string().trim().min(1).max(32).nullable().default(null),
    groupName: z.enum(BANNER_GROUPS).nullable().default(null),
    url: imageSource.nullable().default(null),
    linkageType: z.enum(LINKAGE_TYPES).default('NONE'),
    linkUrl: linkTarget.nullable().default(null),
    startTime: isoTime.nullable().default(null),
    endTime: isoTime.nullable().default(null),
    sort: z.number().int().min(-100_000).max(100_000).default(0),
  })
  .refine((input) => input.type !== 'B' || (input.groupName !== null && input.url !== null), {
    message: 'a banner needs groupName and url',
    path: ['groupName'],
  })
  .refine((input) => input.linkageType === 'NONE' || input.linkUrl !== null, { message: 'linkUrl is required', path: ['linkUrl'] })
  .refine((input) => !input.startTime || !input.endTime || Date.parse(input.endTime) > Date.parse(input.startTime), {
    message: 'endTime must be after startTime',
    path: ['endTime'],
  });
export type AnnouncementInput = z.input<typeof announcementInput>;

/** GET /wps/system/helpCenter?lang=EN|TY|PT&device=WEB */
export const helpCenterQuery = z.object({
  lang: z.string().max(8).optional(),
  device: z.string().trim().toUpperCase().max(16).optional(),
});

export const helpTopic = z.object({
  /** Stable key: `rules` is the terms text the disclaimer's link opens (/help#term). */
  tag: z.string(),
  title: z.string(),
  /** HTML, sanitised by the server. */
  content: z.string(),
});
export type HelpTopic = z.infer<typeof helpTopic>;
export const helpCenterValue = z.array(helpTopic);

export const helpTopicInput = z.object({
  tag: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/),
  language: z.enum(CONTENT_LANGUAGES).default('EN'),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(100_000),
  /** Display order; a built-in tag keeps its place when absent, other topics come after the built-in ones. */
  sort: z.number().int().min(-100_000).max(100_000).optional(),
});
export type HelpTopicInput = z.input<typeof helpTopicInput>;

/** GET /wps/system/countryCodes: the dialing codes the mobile fields offer (flags by country code). */
export const countryCode = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export const countryCodesValue = z.array(countryCode);

/** GET /wps/system/dropMenu?menuGroup=gamingvenue */
export const DROP_MENU_GROUPS = ['gamingvenue'] as const;
export const dropMenuQuery = z.object({ menuGroup: z.enum(DROP_MENU_GROUPS) });
export const dropMenuValue = z.array(z.object({ label: z.string(), value: z.string() }));
