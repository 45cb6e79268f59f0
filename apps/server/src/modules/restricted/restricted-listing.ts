import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { findMemberListing } from './restricted.repository';
import { recordHit } from './restricted.service';

/**
 * After staff changed the list in the server: every member whose KYC details match it now is
 * barred at once, as at any hit (restricted.service.ts `recordHit`): a RESTRICTED case, sessions
 * and game sessions ended in every process, and the funds (main wallet and transfer vendors'
 * wallets) held for forfeiture. A member listed before is barred again, which finds nothing new
 * unless money reached them since (a round that was open paid its win). Answers how many.
 */
export async function barListedMembers(
  ctx: AppContext,
  merchant: Merchant,
  members: readonly { memberId: number }[],
  ip: string | null,
): Promise<number> {
  for (const { memberId } of members) {
    const listing = await findMemberListing(ctx.db, merchant.id, Number(memberId));
    if (listing) await recordHit(ctx, merchant, { stage: 'listing', memberId: Number(memberId), ip }, listing.id);
  }
  return members.length;
}
