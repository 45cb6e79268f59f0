import {
  INVITATION_CHANNELS,
  type InvitationValue,
  type RegisterDownlineRequest,
  type RegisteredDownline,
} from '@panalo/contract/agent-team';
import type { Language } from '@panalo/contract/constants';
import { MemberType } from '@panalo/contract/member-types';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../kernel/caller';
import { AppError } from '../../lib/app-error';
import { readableCode } from '../../lib/tokens';
import { registerDownline } from '../registration/registration.service';
import { findAgentProfile, setReferralCode } from './team.repository';

const CODE_LENGTH = 8;

async function agentOf(ctx: AppContext, memberId: number) {
  const agent = await findAgentProfile(ctx.db, memberId);
  if (!agent) throw new AppError('NOT_AGENT');
  return agent;
}

/**
 * registerCenter: the agent opens a member or sub-agent account under themselves. The form is
 * checked by the registration module's rules; a sub-agent's rate may not be above the agent's
 * own (RATE_ABOVE_UPLINE) and the sub-agent gets an invitation code of their own.
 */
export async function openDownline(
  ctx: AppContext,
  caller: Caller,
  { input, language }: { input: RegisterDownlineRequest; language: Language },
): Promise<RegisteredDownline> {
  const { merchant, session, client } = caller;
  const agent = await agentOf(ctx, session.memberId);
  const isAgent = input.kind === 'AGENT';
  const rateBp = isAgent ? (input.rateBp ?? 0) : null;
  if (rateBp !== null && rateBp > (agent.agent_rate_bp ?? 0)) throw new AppError('RATE_ABOVE_UPLINE');
  const type = isAgent ? MemberType.AGENT : MemberType.MEMBER;
  const referralCode = isAgent ? readableCode(CODE_LENGTH) : null;
  const { kind: _kind, rateBp: _rate, ...form } = input;
  await registerDownline(ctx, {
    merchant,
    client,
    language,
    form,
    account: { upline: { id: session.memberId }, type, rateBp, referralCode },
  });
  return { account: input.username.trim().toLowerCase(), type, isAgent, rateBp, referralCode };
}

/** The agent's invitation code (made on first use) and a register link for each channel. */
export async function invitation(ctx: AppContext, { session }: Caller): Promise<InvitationValue> {
  const agent = await agentOf(ctx, session.memberId);
  let code = agent.referral_code;
  for (let attempt = 0; !code && attempt < 3; attempt++) {
    const candidate = readableCode(CODE_LENGTH);
    // A code another agent holds fails the brand's unique constraint: try another.
    const taken = await setReferralCode(ctx.db, agent.id, candidate).catch(() => false);
    code = taken ? candidate : ((await findAgentProfile(ctx.db, agent.id))?.referral_code ?? null);
  }
  if (!code) throw new AppError('UNKNOWN_ERROR');
  const links = INVITATION_CHANNELS.map((channel) => ({
    channel,
    path: `/register?referralCode=${encodeURIComponent(code)}&channel=${channel.toLowerCase()}`,
  }));
  return { code, rateBp: agent.agent_rate_bp ?? null, links };
}
