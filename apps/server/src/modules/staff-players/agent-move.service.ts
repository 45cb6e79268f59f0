import { isAgentType } from '@panalo/contract/member-types';
import type { ChangeAgentRequest } from '@panalo/contract/staff-players';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { appendAudit } from '../../kernel/audit';
import { AppError } from '../../lib/app-error';
import {
  findTreeMember,
  findTreeMemberByUsername,
  hasOpenContract,
  highestRateInTeam,
  isInTeamOf,
  lockTreeForMove,
  moveSubtree,
} from './agent-move.repository';

/**
 * "Change agent": a staff member moves a player, with their whole team when they are an agent,
 * under another agent of the same brand. Refused: an upline that is not an agent of this brand
 * (UPLINE_NOT_FOUND, UPLINE_NOT_AGENT), the player themselves or anyone in their team
 * (UPLINE_IN_OWN_TEAM: the tree would become a loop), a team whose agent rates exceed the new
 * upline's (RATE_ABOVE_UPLINE), and a player with an agent contract offered or running
 * (UPLINE_CONTRACT_OPEN: it is a contract with the upline they would leave). The checks run
 * again under the tree's lock, so two moves at once cannot make a loop. Past team rollups stay
 * with the old upline (docs/agents.md). Audited with the upline before and after.
 */
export async function changeAgent(
  ctx: AppContext,
  caller: Caller,
  memberId: number,
  form: ChangeAgentRequest,
): Promise<{ upline: string }> {
  const { merchant, session, client } = caller;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const member = await findTreeMember(tx, merchant.id, memberId);
    if (!member) throw new AppError('RECORD_NOT_FOUND');
    const upline = await findTreeMemberByUsername(tx, merchant.id, form.upline);
    if (!upline) throw new AppError('UPLINE_NOT_FOUND');
    if (!isAgentType(upline.type)) throw new AppError('UPLINE_NOT_AGENT');
    if (member.upline_id === upline.id) return { upline: upline.username };
    await lockTreeForMove(tx, merchant.id, member.id, upline.id);
    if (await isInTeamOf(tx, member.id, upline.id)) throw new AppError('UPLINE_IN_OWN_TEAM');
    const teamRate = await highestRateInTeam(tx, member.id);
    if (teamRate !== null && teamRate > (upline.agent_rate_bp ?? 0)) throw new AppError('RATE_ABOVE_UPLINE');
    if (await hasOpenContract(tx, member.id)) throw new AppError('UPLINE_CONTRACT_OPEN');
    await moveSubtree(tx, member.id, upline.id, now);
    await appendAudit(tx, {
      merchantId: merchant.id,
      actorMemberId: session.memberId,
      action: 'player.change-agent',
      subjectType: 'member',
      subjectId: member.id,
      ip: client.ip,
      detail: { before: member.upline, after: upline.username },
      at: now,
    });
    return { upline: upline.username };
  });
}
