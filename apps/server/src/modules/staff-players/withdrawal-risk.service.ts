import type { WithdrawalRisk } from '@panalo/contract/staff-players';
import type { KycStatus } from '@panalo/contract/kyc';
import type { AppContext } from '../../app-context';
import {
  depositTotals,
  payoutAccountHolders,
  postingTotals,
  sharedIps,
  withdrawalTotals,
  withdrawalsOf,
} from './withdrawal-risk.repository';

/** How many names a hint lists; more would not help a reviewer decide. */
const NAMES = 5;

const byMember = (rows: { member_id: number | null; total: number | string | null }[]) =>
  new Map(rows.map((row) => [row.member_id, Number(row.total ?? 0)]));

/** Risk hints for the withdrawals on the reviewer's screen, in a fixed number of queries whatever the page size. */
export async function withdrawalRisks(ctx: AppContext, merchantId: number, ids: readonly number[]): Promise<WithdrawalRisk[]> {
  // An empty IN list is not SQL on PostgreSQL: nothing asked, nothing to read.
  if (ids.length === 0) return [];
  const withdrawals = await withdrawalsOf(ctx.db, merchantId, ids);
  if (withdrawals.length === 0) return [];
  const members = [...new Set(withdrawals.map((row) => row.member_id))];
  const numbers = [...new Set(withdrawals.map((row) => row.account_number))];
  const [deposits, outs, postings, ips, holders] = await Promise.all([
    depositTotals(ctx.db, merchantId, members),
    withdrawalTotals(ctx.db, merchantId, members),
    postingTotals(ctx.db, merchantId, members, ['BONUS', 'BET']),
    sharedIps(ctx.db, merchantId, members),
    payoutAccountHolders(ctx.db, merchantId, numbers),
  ]);
  const deposited = byMember(deposits);
  const withdrawn = byMember(outs);
  const posted = (memberId: number, event: string) =>
    Math.abs(Number(postings.find((row) => row.member_id === memberId && row.event === event)?.total ?? 0));
  return withdrawals.map((row) => {
    const bonus = posted(row.member_id, 'BONUS');
    const wagered = posted(row.member_id, 'BET');
    const sameIp = ips.filter((ip) => ip.member_id === row.member_id).map(({ username, ip }) => ({ username, ip }));
    const samePayoutAccount = holders
      .filter((holder) => holder.account_number === row.account_number && holder.member_id !== row.member_id)
      .map((holder) => holder.username);
    return {
      id: row.id,
      kycStatus: row.kyc_status as KycStatus,
      deposited: deposited.get(row.member_id) ?? 0,
      withdrawn: withdrawn.get(row.member_id) ?? 0,
      bonus,
      wagered,
      bonusTurnoverOpen: bonus > 0 && wagered < bonus,
      sameIp: sameIp.slice(0, NAMES),
      samePayoutAccount: [...new Set(samePayoutAccount)].slice(0, NAMES),
    };
  });
}
