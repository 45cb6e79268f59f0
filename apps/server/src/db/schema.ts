import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { KycStatus } from '@panalo/contract/kyc';
import type { WalletTables } from './schema-wallet';
import type { VerificationTables } from './schema-verification';
import type { ContentTables } from './schema-content';
import type { KycTables } from './schema-kyc';
import type { RecoveryTables } from './schema-recovery';
import type { GameTables } from './schema-games';
import type { AttemptTables } from './schema-attempts';
import type { SigningSecretVersionsTable } from './schema-secrets';
import type { AgentApplicationTables } from './schema-agent-applications';
import type { AgentTeamTables } from './schema-agent-team';
import type { StaffTables } from './schema-staff';
import type { AgentContractTables } from './schema-agent-contracts';
import type { StaffPlayersTables } from './schema-staff-players';
import type { SelfExclusionTables } from './schema-self-exclusion';
import type { PlayLimitTables } from './schema-play-limits';
import type { MissionTables } from './schema-missions';
import type { RaffleRebateTables, RewardTables } from './schema-rewards';
import type { AmlTables } from './schema-aml';
import type { PointsTables } from './schema-points';
import type { JackpotTables } from './schema-jackpot';

/**
 * Table types. Timestamps are epoch milliseconds (UTC) in BIGINT columns on both dialects; flags
 * are 0/1 integers; structured settings are JSON text. That keeps one migration set and identical
 * values on SQLite and PostgreSQL.
 */
export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  is_trial: number;
  trial_merchant_id: number | null;
  status: string;
  settings: string;
  whitelabel: string;
  register_settings: string;
  validation_config: string;
  created_at: number;
  updated_at: number;
}

export interface MerchantDomainsTable {
  id: Generated<number>;
  merchant_id: number;
  domain: string;
  is_main: number;
  is_mirror: number;
}

export interface MembersTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  type: number;
  upline_id: number | null;
  language: string;
  status: string;
  nickname: string | null;
  email: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  payee_name: string | null;
  referral_code: string | null;
  contact: string;
  register_ip: string | null;
  register_url: string | null;
  register_method: string | null;
  last_login_at: number | null;
  /** An agent's rate in basis points (migration 0019); null for members. */
  agent_rate_bp: Generated<number | null>;
  /** KYC state: N none, P submitted, A approved, R rejected (KYC_STATUSES). */
  kyc_status: Generated<KycStatus>;
  /** The player's VIP level, 0–100 (migration 0028); staff set it. */
  vip_level: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface CredentialsTable {
  member_id: number;
  password_hash: string;
  password_changed_at: number;
  must_change: number;
  payment_password_hash: string | null;
  updated_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  member_id: number;
  merchant_id: number;
  token_hash: string;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** Null: a full session; 'withdraw': a self-excluded member's withdraw-only session (migration 0030). */
  scope: string | null;
  /** When the member's session time limit ends this session (migration 0029). */
  play_ends_at: Generated<number | null>;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  member_id: number | null;
  ip: string;
  success: number;
  reason: string;
  created_at: number;
}

export interface MemberIpsTable {
  member_id: number;
  ip: string;
  first_seen_at: number;
  last_seen_at: number;
}

/** The device ids (X-Device-Id, a random id the web app keeps per browser) a member used (migration 0062). */
export interface MemberDevicesTable {
  member_id: number;
  device_id: string;
  first_seen_at: number;
  last_seen_at: number;
}

export interface CaptchasTable {
  id: string;
  merchant_id: number;
  answer_hash: string;
  ip: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  merchant_id: number | null;
  actor_member_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  ip: string | null;
  detail: string;
  created_at: number;
  /** The hash chain (migration 0024): the previous entry's hash in the brand's chain, and this entry's. */
  prev_hash: string;
  hash: string;
}

/** The last entry of each brand's audit chain (0 for platform entries), locked by each writer. */
export interface AuditChainHeadsTable {
  chain_key: number;
  last_id: number | null;
  last_hash: string;
}

export interface SystemKeysTable {
  kid: string;
  kind: string;
  private_pem: string;
  public_jwk: string;
  created_at: number;
}

export interface Database
  extends
    WalletTables,
    VerificationTables,
    ContentTables,
    RecoveryTables,
    KycTables,
    GameTables,
    AttemptTables,
    AgentApplicationTables,
    AgentTeamTables,
    StaffTables,
    AgentContractTables,
    StaffPlayersTables,
    RewardTables,
    RaffleRebateTables,
    AmlTables,
    SelfExclusionTables,
    PlayLimitTables,
    MissionTables,
    PointsTables,
    JackpotTables {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  members: MembersTable;
  credentials: CredentialsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  member_ips: MemberIpsTable;
  member_devices: MemberDevicesTable;
  captchas: CaptchasTable;
  audit_log: AuditLogTable;
  audit_chain_heads: AuditChainHeadsTable;
  system_keys: SystemKeysTable;
  signing_secret_versions: SigningSecretVersionsTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type MemberRow = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;
export type SessionRow = Selectable<SessionsTable>;
