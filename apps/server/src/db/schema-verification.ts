import type { Generated } from 'kysely';

/** SMS verification tables (migration 0004). Timestamps are epoch milliseconds. */
export interface VerificationCodesTable {
  id: Generated<number>;
  merchant_id: number;
  /** login, register or recovery: a code works only for what it was sent for. */
  purpose: string;
  /** The number in E.164 (+639171234567). */
  phone: string;
  /** SHA-256 of salt, purpose, number and code; the code itself is never stored. */
  code_hash: string;
  salt: string;
  ip: string;
  /** sent; held (no account for a log-in or recovery code: nothing sent, same answer); failed (the gateway refused). */
  status: string;
  /** Tries so far; the code is dead at SMS_CODE_MAX_ATTEMPTS. */
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A member's mobile number as an identity (log-in by SMS, password by phone); one per member, unique per brand. */
export interface MemberPhonesTable {
  member_id: number;
  merchant_id: number;
  phone: string;
  /** When an SMS code proved the member holds the number; null when the brand registered it unverified. */
  verified_at: number | null;
  created_at: number;
}

export interface VerificationTables {
  verification_codes: VerificationCodesTable;
  member_phones: MemberPhonesTable;
}
