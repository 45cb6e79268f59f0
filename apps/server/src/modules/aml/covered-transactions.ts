import type { Executor } from '../../db/executor';
import type { PostedMoney } from '../../db/money-writer';
import { DAY, MINUTE } from '../../lib/clock';
import { amlSettingsOf } from './aml-settings';
import { addToDailyTotal, memberPostings } from './aml-cases.repository';
import { openCase } from './aml-cases';

/** Which postings count towards a covered transaction: money in, and money asked out. */
const DIRECTION: Record<string, 'DEPOSIT' | 'WITHDRAWAL'> = { DEPOSIT: 'DEPOSIT', WITHDRAW: 'WITHDRAWAL' };

/**
 * The money writer's in-transaction listener for covered transactions: a credited deposit or a
 * withdrawal request adds to the member's total of the banking day (the brand's local day), and
 * the posting that takes the total above the brand's threshold opens a COVERED case with the
 * day's postings as evidence. Only database writes, in the posting's transaction: the case
 * commits with the money or not at all, and the unique key keeps parallel postings to one case.
 * A withdrawal counts when it is asked for (the money is held then), so staff see the case before
 * they pay it.
 */
export async function recordCoveredTotals(tx: Executor, posting: PostedMoney): Promise<void> {
  const direction = DIRECTION[posting.event];
  if (!direction) return;
  const settings = await amlSettingsOf(tx, posting.merchantId);
  const day = Math.floor((posting.at + settings.gmtOffsetMinutes * MINUTE) / DAY);
  const total = await addToDailyTotal(tx, {
    merchantId: posting.merchantId,
    memberId: posting.memberId,
    day,
    direction,
    amount: posting.amount,
  });
  if (total <= settings.aml.coveredThreshold) return;
  const dayStart = day * DAY - settings.gmtOffsetMinutes * MINUTE;
  const postings = await memberPostings(tx, posting.memberId, [posting.event], dayStart, dayStart + DAY);
  await openCase(tx, {
    merchantId: posting.merchantId,
    kind: 'COVERED',
    key: `${posting.memberId}:${day}:${direction}`,
    memberId: posting.memberId,
    amount: total,
    summary: `${direction === 'DEPOSIT' ? 'Deposits' : 'Withdrawals'} of ${new Date(dayStart + settings.gmtOffsetMinutes * MINUTE).toISOString().slice(0, 10)} total ${total} over the threshold ${settings.aml.coveredThreshold}`,
    now: posting.at,
    evidence: postings.map((row) => ({
      kind: direction,
      memberId: posting.memberId,
      reference: row.reference,
      amount: Math.abs(Number(row.amount)),
      at: Number(row.created_at),
    })),
  });
}
