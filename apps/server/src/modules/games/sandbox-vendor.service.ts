import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { accountBalance } from '../ledger/balances';
import { mainOf, vendorOf } from '../ledger/ledger-accounts';
import type { Merchant } from '../../kernel/merchant';
import { liveSessionOf } from '../seamless/seamless-call';
import { findLaunchTarget } from './game.repository';
import { catalogueBrand } from './catalogue-brand';

export interface SandboxVendorView {
  gameName: string;
  vendorName: string;
  /** The member's money at the vendor: its own wallet (transfer mode), else the main wallet. */
  balance: number;
  currency: string;
  walletMode: 'seamless' | 'transfer';
}

/**
 * What the built-in vendor page shows for a launch: the game the session was opened for and the
 * member's balance where that vendor plays from. Read only: the page never moves money. The token
 * must be a live game session of this brand; a game no longer offered is GAME_NOT_FOUND.
 */
export async function sandboxVendorView(ctx: AppContext, merchant: Merchant, token: string): Promise<SandboxVendorView> {
  const session = await liveSessionOf(ctx, merchant, token);
  const game = await findLaunchTarget(ctx.db, catalogueBrand(merchant), { nodeId: session.game_id });
  if (!game) throw new AppError('GAME_NOT_FOUND');
  const transfer = game.wallet_mode === 'transfer';
  const account = transfer ? vendorOf(session.member_id, game.vendor_code) : mainOf(session.member_id);
  const book = { merchantId: session.merchant_id, currency: session.currency };
  return {
    gameName: game.name,
    vendorName: game.vendor_name,
    balance: await accountBalance(ctx.db, book, account),
    currency: session.currency,
    walletMode: transfer ? 'transfer' : 'seamless',
  };
}
