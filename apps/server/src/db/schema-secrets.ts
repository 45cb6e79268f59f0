/** Versions of the per-brand signing secrets (migration 0015); the secrets themselves are derived, never stored. */
export interface SigningSecretVersionsTable {
  merchant_id: number;
  /** `gateway` or `vendor`. */
  purpose: string;
  /** The gateway's name or the vendor's code. */
  code: string;
  version: number;
  /** Epoch milliseconds: from then on this version signs, and the one before has its grace. */
  created_at: number;
}
