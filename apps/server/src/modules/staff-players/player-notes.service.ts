import type { BetRecordPage, BetRecordQuery } from '@panalo/contract/bet-records';
import type { PlayerNote, PlayerNoteRequest, PlayerTagsRequest, ResetChannel } from '@panalo/contract/staff-players';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { appendAudit } from '../../kernel/audit';
import { AppError } from '../../lib/app-error';
import { memberBetRecords } from '../games/bet-records.service';
import { sendResetByStaff, type StaffResetSenders } from '../recovery/recovery-by-staff.service';
import { insertPlayerNote, lockPlayerForTags, playerTags, replacePlayerTags } from './player-notes.repository';
import { findPlayer } from './players.repository';

/** The player page's staff tools: notes, tags, the bet records and a password reset sent to the member. */

async function playerOfBrand(ctx: AppContext, caller: Caller, memberId: number) {
  const player = await findPlayer(ctx.db, caller.merchant.id, memberId);
  if (!player) throw new AppError('RECORD_NOT_FOUND');
  return player;
}

const audited = (caller: Caller, action: string, memberId: number, detail: Record<string, unknown>, at: number) => ({
  merchantId: caller.merchant.id,
  actorMemberId: caller.session.memberId,
  action,
  subjectType: 'member',
  subjectId: memberId,
  ip: caller.client.ip,
  detail,
  at,
});

/** A note is kept with its author; the audit entry says a note was added (its id), the note is on the page. */
export async function addPlayerNote(ctx: AppContext, caller: Caller, memberId: number, form: PlayerNoteRequest): Promise<PlayerNote> {
  await playerOfBrand(ctx, caller, memberId);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const noteId = await insertPlayerNote(tx, {
      merchantId: caller.merchant.id,
      memberId,
      authorId: caller.session.memberId,
      body: form.body,
      now,
    });
    await appendAudit(tx, audited(caller, 'player.note_added', memberId, { noteId }, now));
    return noteId;
  });
  return { id, body: form.body, author: caller.session.username, createdAt: now };
}

/** Replaces the player's tags; the audit entry keeps the set before and after. */
export async function setPlayerTags(
  ctx: AppContext,
  caller: Caller,
  memberId: number,
  form: PlayerTagsRequest,
): Promise<{ tags: string[] }> {
  await playerOfBrand(ctx, caller, memberId);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await lockPlayerForTags(tx, memberId);
    const before = await playerTags(tx, caller.merchant.id, memberId);
    await replacePlayerTags(tx, caller.merchant.id, memberId, form.tags);
    await appendAudit(tx, audited(caller, 'player.tags_set', memberId, { before, after: form.tags }, now));
  });
  return { tags: form.tags };
}

/** The player's bet records, read through the games module; a page of personal data, so audited. */
export async function playerBets(ctx: AppContext, caller: Caller, memberId: number, query: BetRecordQuery): Promise<BetRecordPage> {
  await playerOfBrand(ctx, caller, memberId);
  const page = await memberBetRecords(ctx, { merchantId: caller.merchant.id, memberId }, query);
  await appendAudit(ctx.db, audited(caller, 'player.bets_view', memberId, { pageNo: query.pageNo }, ctx.clock.now()));
  return page;
}

/** Sends the member a reset code or link through the recovery flow; the recovery module audits it. */
export async function sendPlayerPasswordReset(
  ctx: AppContext,
  senders: StaffResetSenders,
  request: { caller: Caller; memberId: number; channel: ResetChannel; origin: string | null },
) {
  const player = await playerOfBrand(ctx, request.caller, request.memberId);
  return sendResetByStaff(ctx, senders, {
    caller: request.caller,
    username: player.username,
    channel: request.channel,
    origin: request.origin,
  });
}
