import type { Executor } from '../../db/database';

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

export async function insertVendorTransfer(db: Executor, transfer: NewVendorTransfer): Promise<void> {
  await db
    .insertInto('vendor_transfers')
    .values({
      merchant_id: transfer.merchantId,
      member_id: transfer.memberId,
      vendor_code: transfer.vendor,
      reference: transfer.reference,
      direction: transfer.direction,
      amount: transfer.amount,
      status: 'PENDING',
      idempotency_key: transfer.idempotencyKey,
      created_at: transfer.now,
      updated_at: transfer.now,
    })
    .execute();
}

/** Moves a PENDING transfer to its end state; false when it had already ended (another process won). */
export async function finishVendorTransfer(db: Executor, reference: string, status: 'DONE' | 'FAILED', now: number): Promise<boolean> {
  const result = await db
    .updateTable('vendor_transfers')
    .set({ status, updated_at: now })
    .where('reference', '=', reference)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
