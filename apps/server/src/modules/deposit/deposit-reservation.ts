import type { DepositReservation } from '../play-limits/play-limit-guards';
import type { DepositView } from './deposit.repository';

/** A deposit row as the reservation of the member's deposit limit it made when requested. */
export const reservationOf = (row: Pick<DepositView, 'merchant_id' | 'member_id' | 'amount' | 'created_at'>): DepositReservation => ({
  merchantId: row.merchant_id,
  memberId: row.member_id,
  amount: Number(row.amount),
  requestedAt: Number(row.created_at),
});
