import { isAgentType, isTrialType } from '@panalo/contract/member-types';

export type MemberTypeLabel = 'member' | 'agent' | 'trial';

/** The label key for an account type (agents 1, 2, 41, 42; trial 4; everything else a member). */
export const memberTypeLabel = (type: number): MemberTypeLabel => (isAgentType(type) ? 'agent' : isTrialType(type) ? 'trial' : 'member');
