import type { BalanceValue, ConsolidatedValue, MerchantWalletValue, VendorWallet } from '@panalo/contract/wallet';
import { REALTIME_EVENTS } from '@panalo/contract/wallet';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { holdingsOf, type Holdings } from '../ledger/balances';
import type { Book } from '../ledger/ledger-accounts';
import type { Merchant } from '../../kernel/merchant';
import type { Caller } from '../../kernel/caller';
import { transferVendors } from './vendor-catalogue';

/** The ledger book of a brand: its merchant and its currency. */
export const bookOf = (merchant: Merchant): Book => ({ merchantId: merchant.id, currency: merchant.settings.currency });

export async function balanceOf(ctx: AppContext, merchant: Merchant, memberId: number): Promise<BalanceValue> {
  const { main, held } = await holdingsOf(ctx.db, bookOf(merchant), memberId);
  return { currency: merchant.settings.currency, balance: main, held };
}

/** After a committed posting: the member's open pages get the new balance. */
export async function pushBalance(ctx: AppContext, merchantId: number, memberId: number): Promise<void> {
  // Nobody to tell (no open page of this member anywhere): no need to read the balance.
  if (!ctx.realtime.listens(memberId)) return;
  const merchant = await ctx.merchants.byId(merchantId);
  if (!merchant) return;
  ctx.realtime.push(memberId, REALTIME_EVENTS.balance, await balanceOf(ctx, merchant, memberId));
}

async function vendorWallets(ctx: AppContext, merchant: Merchant, holdings: Holdings): Promise<VendorWallet[]> {
  const vendors = await transferVendors(ctx, merchant.id);
  return vendors.map((vendor) => ({ code: vendor.code, name: vendor.name, balance: holdings.vendors.get(vendor.code) ?? 0 }));
}

export async function merchantWallet(ctx: AppContext, caller: Caller): Promise<MerchantWalletValue> {
  const { merchant, session } = caller;
  const holdings = await holdingsOf(ctx.db, bookOf(merchant), session.memberId);
  const vendors = await vendorWallets(ctx, merchant, holdings);
  return { isSingle: vendors.length === 0, currency: merchant.settings.currency, main: holdings.main, vendors };
}

/** Everything the member holds; only under the agent policy setting and never for trial accounts. */
export async function consolidated(ctx: AppContext, caller: Caller): Promise<ConsolidatedValue> {
  const { merchant, session } = caller;
  if (!merchant.settings.wallet.agentPolicy) throw new AppError('NOT_FOUND');
  const holdings = await holdingsOf(ctx.db, bookOf(merchant), session.memberId);
  const vendors = await vendorWallets(ctx, merchant, holdings);
  const inVendors = vendors.reduce((sum, vendor) => sum + vendor.balance, 0);
  return {
    currency: merchant.settings.currency,
    total: holdings.main + holdings.held + holdings.transit + inVendors,
    main: holdings.main,
    held: holdings.held,
    vendors,
  };
}
