import type { Generated } from 'kysely';

/**
 * KYC and restricted-persons tables (migration 0005). Timestamps are epoch milliseconds. The
 * member's KYC state itself is members.kyc_status (N, P, A, R), which withdrawals read.
 */
export interface KycProfilesTable {
  member_id: number;
  merchant_id: number;
  id_type: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  /** First, middle and last name joined by single spaces. */
  full_name: string;
  /** The full name and the first + last name, normalised for matching the restricted-persons list. */
  name_key: string;
  short_name_key: string;
  /** yyyy-MM-dd. */
  birthday: string;
  address: string;
  permanent_address: string;
  place_of_birth: string;
  nationality: string;
  source_of_income: number;
  occupation: number;
  terms_accepted_at: number;
  /** Storage keys of the ID images (never served publicly); null until uploaded. */
  id_front_key: string | null;
  id_back_key: string | null;
  selfie_key: string | null;
  submitted_at: number | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  reject_reason: string | null;
  created_at: number;
  updated_at: number;
}

/** A brand's restricted persons (imported from the regulator's list): nobody listed may register or pass KYC. */
export interface RestrictedPersonsTable {
  id: Generated<number>;
  merchant_id: number;
  /** The name as imported (spaces collapsed), for people to read. */
  full_name: string;
  /** The name normalised (case, spaces, accents, punctuation), for matching. */
  name_key: string;
  /** yyyy-MM-dd. */
  birthday: string;
  reason: string | null;
  created_at: number;
}

export interface KycTables {
  kyc_profiles: KycProfilesTable;
  restricted_persons: RestrictedPersonsTable;
}
