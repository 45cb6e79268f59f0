import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { readableCode } from '../../lib/tokens';
import { accountBalance } from '../ledger/balances';
import { forfeitHeld } from '../ledger/ledger';
import { mainOf } from '../ledger/ledger-accounts';
import { insertHold } from './forfeit-holds.repository';

/**
 * Sets an ineligible player's whole main balance aside for forfeiture (spec 000: "Funds of
 * ineligible players are forfeited to the government"): one ledger posting main → forfeit hold,
 * recorded as a hold staff later release (a mistaken hit) or forfeit. Nothing when the balance is
 * zero. Its own money operation: the caller has finished its transaction.
 */
export async function holdForForfeiture(ctx: AppContext, merchant: Merchant, memberId: number, caseId: number | null): Promise<number> {
  const book = { merchantId: merchant.id, currency: merchant.settings.currency };
  return ctx.money.run(async (work) => {
    const balance = await accountBalance(work.tx, book, mainOf(memberId));
    if (balance <= 0) return 0;
    const now = ctx.clock.now();
    const reference = `FH${readableCode(14)}`;
    await forfeitHeld(work, { book, memberId, amount: balance, reference, detail: 'restricted person', now });
    await insertHold(work.tx, { merchantId: merchant.id, memberId, caseId, reference, amount: balance, now });
    return balance;
  });
}
