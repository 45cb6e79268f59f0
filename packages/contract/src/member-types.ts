/**
 * Account types. The spec names agents (1, 2, 41, 42) and trial (4); a plain member is 0.
 * Operator accounts (9) belong to staff: they are not members and cannot log in to the player site.
 */
export const MemberType = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_2: 2,
  TRIAL: 4,
  OPERATOR: 9,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;
export type MemberType = (typeof MemberType)[keyof typeof MemberType];

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === MemberType.TRIAL;
/** Members, agents and trial players use the player site; staff accounts do not. */
export const isPlayerType = (type: number): boolean => type === MemberType.MEMBER || isAgentType(type) || isTrialType(type);

export const MemberStatus = { ACTIVE: 'active', LOCKED: 'locked', DISABLED: 'disabled' } as const;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];
