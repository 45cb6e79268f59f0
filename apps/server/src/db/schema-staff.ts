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

/**
 * Who set a staff account up or raised its roles (migration 0056), directly or through a chain:
 * `sponsor_id` created or promoted `member_id`, or created or promoted one who did. Four eyes
 * never pairs two staff members joined by a row in either direction.
 */
export interface StaffSponsorsTable {
  member_id: number;
  sponsor_id: number;
  created_at: number;
}

/**
 * A staff change waiting for a second admin (migration 0056): a new account (INVITE) or roles
 * granted or raised (ROLES, `roles` the whole new set as JSON). PENDING, then CONFIRMED or REJECTED.
 */
export interface StaffChangesTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  member_id: number;
  roles: string;
  roles_before: string;
  status: string;
  requested_by: number;
  requested_at: number;
  decided_by: number | null;
  decided_at: number | null;
}

/** An invited staff member's one-time set-up link (migration 0056): only the token's hash. */
export interface StaffSetupTokensTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface StaffTables {
  staff_sponsors: StaffSponsorsTable;
  staff_changes: StaffChangesTable;
  staff_setup_tokens: StaffSetupTokensTable;
  staff_roles: StaffRolesTable;
  staff_two_factor: StaffTwoFactorTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_challenges: StaffChallengesTable;
  brand_setting_changes: BrandSettingChangesTable;
}
