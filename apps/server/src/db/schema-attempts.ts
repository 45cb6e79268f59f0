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

export interface AttemptTables {
  attempt_counters: AttemptCountersTable;
}
