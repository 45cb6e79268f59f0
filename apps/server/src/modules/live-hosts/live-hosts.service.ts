import {
  LIVE_HOST_ROSTER,
  liveHostAvatarSvg,
  liveHostModelId,
  liveHostProfileOf,
  liveHostShift,
  liveHostViewers,
  liveRoomPath,
  type LaunchChatValue,
  type LiveModel,
  type LiveModelsValue,
} from '@panalo/contract/live-hosts';
import { LIVE_CHAT_TICKET_MS, signLiveChatTicket, type LiveChatTicket } from '@panalo/contract/live-chat-ticket';
import { liveTableOf } from '@panalo/contract/fair/studio-live';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import type { Merchant } from '../../kernel/merchant';
import { AppError } from '../../lib/app-error';
import { vendorSecret } from '../seamless/vendor-secret';
import { studioLiveTables, type StudioLiveTable } from './live-hosts.repository';

interface BrandHost {
  model: LiveModel;
  table: StudioLiveTable;
}

/** Each of the brand's first studio live tables gets the next host of the roster. */
async function brandHosts(ctx: AppContext, merchant: Merchant): Promise<BrandHost[]> {
  const now = ctx.clock.now();
  const tables = await studioLiveTables(ctx.db, merchant.id);
  return tables.map((table, index) => {
    const profile = LIVE_HOST_ROSTER[index % LIVE_HOST_ROSTER.length]!;
    const shift = liveHostShift(profile, now);
    return {
      table,
      model: {
        modelId: liveHostModelId(profile, table.id),
        nickname: profile.nickname,
        avatarUrl: `/lgw/live/avatar/${profile.key}.svg`,
        language: profile.language,
        vassalage: table.vendor_code,
        gameCode: table.game_code,
        gameName: table.name,
        nodeId: table.id,
        table: liveTableOf({ gameName: table.name, gameCode: table.game_code }),
        status: shift.status,
        backAt: shift.backAt,
        breakAt: shift.breakAt,
        viewers: liveHostViewers(profile, now),
      },
    };
  });
}

/** The live model list (spec 001 section 7): the hosts, online or when back, for guests and members alike. */
export async function liveModels(ctx: AppContext, merchant: Merchant): Promise<LiveModelsValue> {
  return { list: (await brandHosts(ctx, merchant)).map((host) => host.model) };
}

/**
 * Launch chat: the host's room at the studio, as an address signed with the vendor's secret that
 * names the brand, the host's table, the member (an opaque key and a masked name) and when it
 * expires. The site frames it as the live source. A host on a break has no room to open yet.
 */
export async function launchChat(ctx: AppContext, caller: Caller, modelId: string, language: string): Promise<LaunchChatValue> {
  const { merchant, session } = caller;
  const host = (await brandHosts(ctx, merchant)).find((candidate) => candidate.model.modelId === modelId);
  if (!host) throw new AppError('LIVE_HOST_NOT_FOUND');
  if (host.model.status === 'BREAK') throw new AppError('LIVE_HOST_ON_BREAK');
  const vendor = host.table.vendor_code;
  const ticket: LiveChatTicket = {
    brand: merchant.code,
    host: modelId,
    game: host.table.game_code,
    member: `m${session.memberId}`,
    name: shownName(session.profile.nickname, session.username),
    // The room speaks the site's language of the moment, as a launched game does.
    lang: language === 'TY' ? 'TY' : 'EN',
    exp: ctx.clock.now() + LIVE_CHAT_TICKET_MS,
  };
  const sig = signLiveChatTicket(await vendorSecret(ctx, merchant, vendor), vendor, ticket);
  const page = liveRoomPath(host.table.launch_url ?? '');
  const query = new URLSearchParams({ ...ticket, exp: String(ticket.exp), sig });
  return { chatUrl: `${page}?${query.toString()}` };
}

/** Others in the room see a nickname, else the username with its middle hidden ("pl***1"). */
function shownName(nickname: string | null | undefined, username: string): string {
  const chosen = nickname?.trim();
  if (chosen) return chosen.slice(0, 24);
  return username.length <= 3 ? `${username[0] ?? ''}***` : `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** A host's portrait by the roster key, or null for a key that is none. */
export function hostAvatar(key: string): string | null {
  const profile = liveHostProfileOf(`${key}-0`);
  return profile && profile.key === key ? liveHostAvatarSvg(profile) : null;
}
