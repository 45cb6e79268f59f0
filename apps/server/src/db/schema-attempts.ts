import type { Generated } from 'kysely';

/**
 * Attempt counters (migration 0013): how many guesses at a secret (log-in password, payment
 * password) a key has had in its current window. Timestamps are epoch milliseconds.
 */
export interface AttemptCountersTable {
  /** What is guessed at: `login` (an account), `login-ip` (a client), `login-lock`, `pin` (a member). */
  scope: string;
  /** Whose: `merchantId:username`, an IP, a member id. */
  subject: string;
  /** Attempts taken in the window: failed ones and those still being checked. */
  count: number;
  /** Of those, the ones still being checked (their secret's hash is being compared). */
  pending: number;
  /** Start of the current window; moved to the moment the count reached its limit, so the limit holds a full window. */
  window_start: number;
}

/** A password log-in from a new IP waiting for its SMS or e-mail code (migration 0018). */
export interface LoginChallengesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** SHA-256 of the challenge token the browser holds. */
  token_hash: string;
  channel: 'sms' | 'email';
  code_hash: string;
  salt: string;
  ip: string;
  /** Why the password must change after this log-in (passwordChangeReason), if it must. */
  password_change: string | null;
  attempts: Generated<number>;
  /** Codes sent for this challenge (the first and each "send again"). */
  sends: Generated<number>;
  sent_at: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AttemptTables {
  attempt_counters: AttemptCountersTable;
  login_challenges: LoginChallengesTable;
}
