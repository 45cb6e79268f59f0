import type { Generated } from 'kysely';

/** A staff member's roles in their brand (migration 0020). */
export interface StaffRolesTable {
  merchant_id: number;
  member_id: number;
  role: string;
  created_at: number;
}

/** A staff member's authenticator: the TOTP secret sealed, and the last time step used (no replay). */
export interface StaffTwoFactorTable {
  member_id: number;
  merchant_id: number;
  secret_sealed: string;
  confirmed_at: number | null;
  last_step: number | null;
  created_at: number;
}

/** One-time recovery codes, hashed. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  member_id: number;
  code_hash: string;
  used_at: number | null;
}

/** A sign-in between the password and the code: only the hash of the browser's challenge token. */
export interface StaffChallengesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A saved change of brand settings (migration 0025): `changes` is JSON [{ path, before, after }]. */
export interface BrandSettingChangesTable {
  id: Generated<number>;
  merchant_id: number;
  actor_member_id: number | null;
  actor_name: string | null;
  group_key: string;
  changes: string;
  created_at: number;
}

export interface StaffTables {
  staff_roles: StaffRolesTable;
  staff_two_factor: StaffTwoFactorTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_challenges: StaffChallengesTable;
  brand_setting_changes: BrandSettingChangesTable;
}
