import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/tokens';
import { identify, mainOf, vendorOf } from '../ledger/ledger-accounts';
import { accountBalance } from '../ledger/ledger.repository';
import type { Merchant } from '../../kernel/merchant';
import { findGameSession } from '../seamless/seamless.repository';
import { findLaunchTarget } from './game.repository';

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
  const session = await findGameSession(ctx.db, sha256(token));
  if (!session || session.merchant_id !== merchant.id || session.expires_at <= ctx.clock.now()) throw new AppError('GAME_SESSION_INVALID');
  const game = await findLaunchTarget(ctx.db, merchant.id, { nodeId: session.game_id });
  if (!game) throw new AppError('GAME_NOT_FOUND');
  const transfer = game.wallet_mode === 'transfer';
  const account = transfer ? vendorOf(session.member_id, game.vendor_code) : mainOf(session.member_id);
  const book = { merchantId: session.merchant_id, currency: session.currency };
  return {
    gameName: game.name,
    vendorName: game.vendor_name,
    balance: await accountBalance(ctx.db, book, identify(account).key),
    currency: session.currency,
    walletMode: transfer ? 'transfer' : 'seamless',
  };
}
