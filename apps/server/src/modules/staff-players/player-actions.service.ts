import { MemberStatus } from '@panalo/contract/member-types';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { appendAudit } from '../../kernel/audit';
import { AppError } from '../../lib/app-error';
import { endAllSessions } from '../../kernel/session-ending';
import { findPlayer, setPlayerStatus, setVipLevel } from './players.repository';

export type PlayerAction = 'lock' | 'unlock' | 'end-sessions';

/**
 * A staff member's action on a player account: lock (the member is signed out everywhere and
 * cannot sign in), unlock, or end all sessions (signed out everywhere, may sign in again). The
 * change, the ended sessions and the audit entry commit together; the session cache of every
 * process forgets the member after the commit.
 */
export async function actOnPlayer(ctx: AppContext, caller: Caller, memberId: number, action: PlayerAction): Promise<{ status: string }> {
  const { merchant, session, client } = caller;
  const player = await findPlayer(ctx.db, merchant.id, memberId);
  if (!player) throw new AppError('RECORD_NOT_FOUND');
  const now = ctx.clock.now();
  const status = action === 'lock' ? MemberStatus.LOCKED : action === 'unlock' ? MemberStatus.ACTIVE : player.status;
  await ctx.db.transaction().execute(async (tx) => {
    if (action !== 'end-sessions') {
      const from = action === 'lock' ? MemberStatus.ACTIVE : MemberStatus.LOCKED;
      if (!(await setPlayerStatus(tx, { merchantId: merchant.id, memberId, from, to: status, now })))
        throw new AppError('ALREADY_PROCESSED');
    }
    const ended = action === 'unlock' ? 0 : await endAllSessions(tx, memberId, now);
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: `player.${action}`,
      subjectType: 'member',
      subjectId: memberId,
      ip: client.ip,
      detail: { sessionsEnded: ended },
      at: now,
    });
  });
  ctx.sessions.dropMember(memberId);
  return { status };
}

/** Staff set the player's VIP level (0–100); audited with the level before and after. */
export async function setPlayerVipLevel(ctx: AppContext, caller: Caller, memberId: number, level: number): Promise<{ level: number }> {
  const { merchant, session, client } = caller;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const before = await setVipLevel(tx, merchant.id, memberId, level, now);
    if (before === undefined) throw new AppError('RECORD_NOT_FOUND');
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'player.vip_level_set',
      subjectType: 'member',
      subjectId: memberId,
      ip: client.ip,
      detail: { before, after: level },
      at: now,
    });
  });
  return { level };
}
