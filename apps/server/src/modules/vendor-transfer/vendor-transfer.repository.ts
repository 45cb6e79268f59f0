import type { Executor } from '../../db/executor';
import { prepared } from '../../db/prepared';

export interface NewVendorTransfer {
  merchantId: number;
  memberId: number;
  vendor: string;
  reference: string;
  direction: 'IN' | 'OUT';
  amount: number;
  idempotencyKey: string;
  now: number;
}

const insertTransfer = prepared(
  `INSERT INTO vendor_transfers
     (merchant_id, member_id, vendor_code, reference, direction, amount, status, idempotency_key, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?)`,
);
const finishPending = prepared(`UPDATE vendor_transfers SET status = ?, updated_at = ? WHERE reference = ? AND status = 'PENDING'`);

export async function insertVendorTransfer(db: Executor, transfer: NewVendorTransfer): Promise<void> {
  await insertTransfer.execute(db, [
    transfer.merchantId,
    transfer.memberId,
    transfer.vendor,
    transfer.reference,
    transfer.direction,
    transfer.amount,
    transfer.idempotencyKey,
    transfer.now,
    transfer.now,
  ]);
}

/** Moves a PENDING transfer to its end state; false when it had already ended (another process won). */
export async function finishVendorTransfer(db: Executor, reference: string, status: 'DONE' | 'FAILED', now: number): Promise<boolean> {
  const result = await finishPending.execute(db, [status, now, reference]);
  return Number(result.numAffectedRows) === 1;
}

export async function pendingVendorTransfers(db: Executor, olderThan: number) {
  return db
    .selectFrom('vendor_transfers')
    .innerJoin('members', 'members.id', 'vendor_transfers.member_id')
    .selectAll('vendor_transfers')
    .select('members.username')
    .where('vendor_transfers.status', '=', 'PENDING')
    .where('vendor_transfers.created_at', '<', olderThan)
    .orderBy('vendor_transfers.id')
    .limit(100)
    .execute();
}
