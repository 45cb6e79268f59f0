import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { readableCode } from '../../lib/tokens';
import { accountBalance, holdingsOf } from '../ledger/balances';
import { forfeitHeld } from '../ledger/ledger';
import { mainOf, vendorOf } from '../ledger/ledger-accounts';
import { pullBackFromVendor } from '../vendor-transfer/vendor-transfer.service';
import { offeredVendors } from '../wallet/vendor-catalogue';
import { insertHold, memberAccountOf } from './forfeit-holds.repository';

/**
 * Sets an ineligible player's funds aside for forfeiture (spec 000: "Funds of ineligible players
 * are forfeited to the government"), wherever the platform keeps them: the main wallet, and the
 * member's wallets at transfer-mode vendors. Money at a vendor is first pulled back through the
 * transfer relay (the vendor is asked, outside any transaction); what a vendor does not give back
 * is frozen where it is. Then one money transaction moves it all to the forfeit hold account,
 * recorded as one hold that staff later release (a mistaken hit) or forfeit. Nothing when there is
 * nothing. Its own money operations: the caller has finished its transaction.
 */
export async function holdForForfeiture(ctx: AppContext, merchant: Merchant, memberId: number, caseId: number | null): Promise<number> {
  const book = { merchantId: merchant.id, currency: merchant.settings.currency };
  const reference = `FH${readableCode(14)}`;
  const atVendors = [...(await holdingsOf(ctx.db, book, memberId)).vendors].filter(([, amount]) => amount > 0);
  if (atVendors.length > 0) {
    const account = await memberAccountOf(ctx.db, memberId);
    const names = new Map((await offeredVendors(ctx, merchant.id)).map((vendor) => [vendor.code, vendor.name]));
    for (const [code, amount] of atVendors) {
      const vendor = { code, name: names.get(code) ?? code };
      // A key of this hold's: each hold is a new pull, a retry of one finds its answer.
      await pullBackFromVendor(ctx, merchant, { member: { id: memberId, username: account }, vendor, amount, key: `${reference}:${code}` });
    }
  }
  return ctx.money.run(async (work) => {
    const now = ctx.clock.now();
    const money = { book, memberId, reference, detail: 'restricted person', now };
    let held = 0;
    const main = await accountBalance(work.tx, book, mainOf(memberId));
    if (main > 0) await forfeitHeld(work, { ...money, amount: main });
    held += Math.max(main, 0);
    for (const [vendor] of atVendors) {
      const frozen = await accountBalance(work.tx, book, vendorOf(memberId, vendor));
      if (frozen <= 0) continue;
      await forfeitHeld(work, { ...money, amount: frozen, vendor, detail: `restricted person: frozen at ${vendor}` });
      held += frozen;
    }
    if (held > 0) await insertHold(work.tx, { merchantId: merchant.id, memberId, caseId, reference, amount: held, now });
    return held;
  });
}
