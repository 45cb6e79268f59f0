import type { ColumnType, Generated, Selectable } from 'kysely';

/** Wallet tables (migration 0002). Amounts are minor units in BIGINT columns. */
export interface LedgerAccountsTable {
  id: Generated<number>;
  merchant_id: number;
  currency: string;
  account_key: string;
  kind: string;
  member_id: number | null;
  vendor_code: string | null;
  floor_zero: number;
  balance: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface LedgerPostingsTable {
  id: Generated<number>;
  merchant_id: number;
  currency: string;
  event: string;
  member_id: number | null;
  reference: string;
  detail: string | null;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  posting_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  created_at: number;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: string;
  created_at: number;
}

export interface VendorsTable {
  id: Generated<number>;
  code: string;
  name: string;
  game_type: string;
  wallet_mode: string;
  status: Generated<string>;
  sort_order: Generated<number>;
  created_at: number;
  /** Lobby fields (0007-games). */
  game_classify: string | null;
  launch_mode: Generated<string>;
  /** Where the vendor's game page is (0008-seamless). */
  launch_url: string | null;
  /** What the vendor may pay in one round; null leaves the brand's limit (0012-vendor-win-limits). */
  max_win_per_round: number | null;
  max_win_multiple: number | null;
}

export interface MerchantVendorsTable {
  merchant_id: number;
  vendor_id: number;
  enabled: Generated<number>;
}

export interface VendorTransfersTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  reference: string;
  direction: string;
  amount: number;
  status: string;
  idempotency_key: string;
  created_at: number;
  updated_at: number;
}

export interface PaymentChannelsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: string;
  kind: string;
  gateway: string;
  min_amount: number;
  max_amount: number;
  enabled: Generated<number>;
  sort_order: Generated<number>;
  /** Gateway credentials sealed with SETTINGS_SECRET_KEY (migration 0025); null: none kept. */
  credentials_sealed: Generated<string | null>;
}

export interface DepositsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  channel_id: number;
  reference: string;
  amount: number;
  currency: string;
  gateway: string;
  gateway_reference: string | null;
  /** The gateway's hosted payment page (optional on insert). */
  pay_url: ColumnType<string | null, string | null | undefined, string | null>;
  status: string;
  failure_reason: string | null;
  created_at: number;
  updated_at: number;
  settled_at: number | null;
  /** When a PENDING deposit expires (the brand's depositExpiryMinutes after it started). */
  expires_at: number | null;
}

/** The sandbox gateway's record of the payments the platform closed (cancelled or expired). */
export interface SandboxPaymentClosuresTable {
  reference: string;
  gateway_reference: string;
  reason: string;
  closed_at: number;
}

export interface GatewayCallbacksTable {
  gateway: string;
  nonce: string;
  reference: string;
  received_at: number;
}

export interface PayoutAccountsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  provider: string;
  account_name: string;
  account_number: string;
  created_at: number;
  removed_at: number | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  reference: string;
  amount: number;
  currency: string;
  payout_account_id: number;
  payout_label: string;
  status: string;
  reason: string | null;
  decided_by: number | null;
  decided_at: number | null;
  paid_at: number | null;
  receipt_status: string | null;
  received_amount: number | null;
  receipt_proof: string | null;
  /** Staff's payout screenshot, attached when marking paid (migration 0023). */
  payout_proof: string | null;
  receipt_deadline: number | null;
  receipt_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface MemberMessagesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  kind: string;
  params: string;
  created_at: number;
  read_at: number | null;
}

export interface WalletTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_postings: LedgerPostingsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  vendors: VendorsTable;
  merchant_vendors: MerchantVendorsTable;
  vendor_transfers: VendorTransfersTable;
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  gateway_callbacks: GatewayCallbacksTable;
  sandbox_payment_closures: SandboxPaymentClosuresTable;
  payout_accounts: PayoutAccountsTable;
  withdrawals: WithdrawalsTable;
  member_messages: MemberMessagesTable;
}

export type DepositRow = Selectable<DepositsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
