import type { Generated } from 'kysely';

/** Password reset by e-mail and spent human checks (migration 0006). Timestamps are epoch milliseconds. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** SHA-256 of the link's token; the token itself is only in the mail. */
  token_hash: string;
  /** The client that asked for the mail. */
  ip: string;
  created_at: number;
  expires_at: number;
  /** When the link set a password, or when another reset made it useless. */
  used_at: number | null;
  /** What the link does: `reset` sets a new password, `unlock` lifts the log-in lock (migration 0061). */
  purpose: Generated<MailLinkPurpose>;
}

export type MailLinkPurpose = 'reset' | 'unlock';

/** A human-check challenge that was used, kept until it expires so it cannot be used again. */
export interface HumanChecksSpentTable {
  /** The challenge's HMAC signature (hex), unique per challenge. */
  signature: string;
  expires_at: number;
}

export interface RecoveryTables {
  password_reset_tokens: PasswordResetTokensTable;
  human_checks_spent: HumanChecksSpentTable;
}
