import { z } from 'zod';
import { LIVE_TABLES } from './fair/studio-live';

/**
 * Live hosts ("live models", spec 001 section 7): the studio's dealers of the live tables, each with
 * a chat room. The lobby lists them (GET /lgw/live/models) and "launch chat" (GET /lgw/live/launchChat)
 * answers the signed address of the host's room at the studio, which the site frames as the live
 * source. Roster, shift clock and the room ticket are shared here so the platform and the studio
 * read the same host the same way without calling each other.
 */

export const LIVE_HOST_STATUSES = ['ONLINE', 'BREAK'] as const;
export type LiveHostStatus = (typeof LIVE_HOST_STATUSES)[number];

const modelId = z.string().regex(/^[a-z]{2,12}-[0-9]{1,12}$/);

export const liveModel = z.object({
  modelId: z.string(),
  nickname: z.string(),
  /** The host's portrait (SVG), on this site. */
  avatarUrl: z.string(),
  /** The language the host speaks in the room. */
  language: z.enum(['EN', 'TY']),
  /** The table the host deals: its catalogue entry, to open it from the room. */
  vassalage: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.number().int(),
  table: z.enum(LIVE_TABLES),
  status: z.enum(LIVE_HOST_STATUSES),
  /** On a break: when the host is back (epoch ms). */
  backAt: z.number().nullable(),
  /** Online: when the next break starts (epoch ms). */
  breakAt: z.number().nullable(),
  viewers: z.number().int().min(0),
});
export type LiveModel = z.infer<typeof liveModel>;

export const liveModelsValue = z.object({ list: z.array(liveModel) });
export type LiveModelsValue = z.infer<typeof liveModelsValue>;

export const launchChatQuery = z.object({ modelId });
export const launchChatValue = z.object({ chatUrl: z.string() });
export type LaunchChatValue = z.infer<typeof launchChatValue>;

/** The most hosts a brand shows: one per live table, the first tables of the catalogue. */
export const LIVE_HOSTS_PER_BRAND = 8;

export interface LiveHostLook {
  skin: string;
  hair: string;
  outfit: string;
  /** Long hair falls past the shoulders. */
  long: boolean;
}

export interface LiveHostProfile {
  key: string;
  nickname: string;
  language: 'EN' | 'TY';
  look: LiveHostLook;
}

/** The studio's hosts, in the order the brand's live tables get them. */
export const LIVE_HOST_ROSTER: readonly LiveHostProfile[] = [
  { key: 'bea', nickname: 'Bea', language: 'TY', look: { skin: '#c68a5e', hair: '#2b1b12', outfit: '#b3123e', long: true } },
  { key: 'marco', nickname: 'Marco', language: 'EN', look: { skin: '#d9a477', hair: '#1d1d1d', outfit: '#1c3f8f', long: false } },
  { key: 'liza', nickname: 'Liza', language: 'EN', look: { skin: '#e2b48f', hair: '#5a3212', outfit: '#0f7a5a', long: true } },
  { key: 'paolo', nickname: 'Paolo', language: 'TY', look: { skin: '#b77b50', hair: '#111111', outfit: '#3b2a7a', long: false } },
  { key: 'joy', nickname: 'Joy', language: 'TY', look: { skin: '#d29a6c', hair: '#3a2214', outfit: '#c2631a', long: true } },
  { key: 'nina', nickname: 'Nina', language: 'EN', look: { skin: '#edc4a0', hair: '#7a4a20', outfit: '#7a1f6b', long: true } },
  { key: 'rico', nickname: 'Rico', language: 'TY', look: { skin: '#a86d45', hair: '#20140c', outfit: '#24545f', long: false } },
  { key: 'ana', nickname: 'Ana', language: 'EN', look: { skin: '#c99068', hair: '#140d08', outfit: '#8f1c1c', long: true } },
];

export const liveHostModelId = (profile: LiveHostProfile, gameId: number): string => `${profile.key}-${gameId}`;
export const liveHostProfileOf = (id: string): LiveHostProfile | null =>
  LIVE_HOST_ROSTER.find((profile) => id.startsWith(`${profile.key}-`)) ?? null;

/** A shift: 45 minutes at the table, then a 15-minute break; each host starts 10 minutes after the one before. */
export const LIVE_SHIFT_MS = 60 * 60_000;
export const LIVE_ON_TABLE_MS = 45 * 60_000;
const SHIFT_STAGGER_MS = 10 * 60_000;

export interface LiveHostShift {
  status: LiveHostStatus;
  backAt: number | null;
  breakAt: number | null;
}

export function liveHostShift(profile: LiveHostProfile, now: number): LiveHostShift {
  const index = Math.max(0, LIVE_HOST_ROSTER.indexOf(profile));
  const phase = (((now + index * SHIFT_STAGGER_MS) % LIVE_SHIFT_MS) + LIVE_SHIFT_MS) % LIVE_SHIFT_MS;
  return phase < LIVE_ON_TABLE_MS
    ? { status: 'ONLINE', backAt: null, breakAt: now + LIVE_ON_TABLE_MS - phase }
    : { status: 'BREAK', backAt: now + LIVE_SHIFT_MS - phase, breakAt: null };
}

/** Viewers of an online host: a steady crowd of the host's own size that drifts over the minutes. */
export function liveHostViewers(profile: LiveHostProfile, now: number): number {
  const index = Math.max(0, LIVE_HOST_ROSTER.indexOf(profile));
  if (liveHostShift(profile, now).status === 'BREAK') return 0;
  const base = 60 + ((index * 97) % 240);
  return Math.max(1, Math.round(base + 35 * Math.sin(now / 420_000 + index)));
}

/** The host's portrait: head and shoulders on a soft backdrop (also the room's dealer, larger). */
export function liveHostAvatarSvg(profile: LiveHostProfile): string {
  const { skin, hair, outfit, long } = profile.look;
  const falling = long ? `<path d="M28 46c-6 18-4 34 2 44h60c6-10 8-26 2-44z" fill="${hair}"/>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${profile.nickname}">`,
    `<rect width="120" height="120" rx="60" fill="#f3e6d3"/>`,
    falling,
    `<path d="M18 120c2-24 18-36 42-36s40 12 42 36z" fill="${outfit}"/>`,
    `<rect x="52" y="70" width="16" height="16" rx="6" fill="${skin}"/>`,
    `<ellipse cx="60" cy="54" rx="22" ry="25" fill="${skin}"/>`,
    `<path d="M36 52c0-18 10-28 24-28s24 10 24 28c-6-10-14-14-24-14s-18 4-24 14z" fill="${hair}"/>`,
    `<circle cx="51" cy="56" r="2.6" fill="#2a1a10"/><circle cx="69" cy="56" r="2.6" fill="#2a1a10"/>`,
    `<path d="M52 66c5 4 11 4 16 0" stroke="#8a3b2a" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    `</svg>`,
  ].join('');
}

/** The room page of a studio vendor, beside its game page (`/studio/<VENDOR>/play`). */
export const liveRoomPath = (launchUrl: string): string => launchUrl.replace(/\/play(?=$|[?#])/, '/live-room');
