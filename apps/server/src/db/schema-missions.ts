import type { Generated } from 'kysely';

/** A brand's mission (migration 0035); `title` is JSON { EN, TY }. */
export interface MissionsTable {
  id: Generated<number>;
  merchant_id: number;
  /** DAILY or WEEKLY. */
  period: string;
  /** BET, DEPOSIT, LOGIN_DAYS or DISTINCT_GAMES. */
  kind: string;
  target: number;
  game_type: string | null;
  reward: number;
  title: string;
  active: Generated<number>;
  created_at: number;
}

/** A member's progress on one mission in one period (d:<brand day> or w:<brand week>). */
export interface MissionProgressTable {
  mission_id: number;
  member_id: number;
  period_key: string;
  merchant_id: number;
  progress: Generated<number>;
  completed_at: number | null;
  claimed_at: number | null;
}

/** A day or a game a count-of-distinct mission has seen in the period. */
export interface MissionMarksTable {
  mission_id: number;
  member_id: number;
  period_key: string;
  mark: string;
}

/** A member's invitation code for friends. */
export interface FriendCodesTable {
  member_id: number;
  merchant_id: number;
  code: string;
}

/** A friend who registered with a member's code; state REGISTERED, DEPOSITED or QUALIFIED. */
export interface ReferralsTable {
  friend_id: number;
  merchant_id: number;
  inviter_id: number;
  state: string;
  deposited: Generated<number>;
  reward: Generated<number>;
  registered_at: number;
  qualified_at: number | null;
  /** Self-referral (migration 0062): null, HELD, RELEASED or REJECTED. */
  hold_state: string | null;
  /** JSON list of what the friend shares with the inviter: `{ kind, value }`. */
  hold_reasons: string | null;
  held_at: number | null;
  /** The reward kept back at qualification while the hold lasts. */
  held_reward: Generated<number>;
  decided_by: number | null;
  decided_at: number | null;
  decision_note: string | null;
}

/** A member's feedback and the operator's reply. */
export interface FeedbackTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  content: string;
  created_at: number;
  reply: string | null;
  replied_at: number | null;
  replied_by: number | null;
}

export interface MissionTables {
  missions: MissionsTable;
  mission_progress: MissionProgressTable;
  mission_marks: MissionMarksTable;
  friend_codes: FriendCodesTable;
  referrals: ReferralsTable;
  feedback: FeedbackTable;
}
