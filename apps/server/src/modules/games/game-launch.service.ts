import type { LaunchGameValue } from '@panalo/contract/games';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { randomId, sha256 } from '../../lib/tokens';
import type { Merchant } from '../merchant/merchant';
import { insertGameSession } from '../seamless/seamless.repository';
import type { AuthenticatedSession } from '../session/session.service';
import { findLaunchTarget, touchRecent } from './game.repository';

/** How long a vendor may take bets on one launch; wins of rounds already played land after it. */
export const GAME_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * Launching a game (POST /wps/game/launchGame): a game session for the vendor (its token is the
 * member's identity in the seamless wallet API, only its hash is kept), the game in the member's
 * recent list, and the vendor's page address. Trial accounts cannot play for money; a vendor in
 * maintenance, or one whose page is not configured, answers GAME_UNDER_MAINTENANCE.
 */
export async function launchGame(
  ctx: AppContext,
  merchant: Merchant,
  session: AuthenticatedSession,
  request: { nodeId: number; backUrl?: string; language: string },
): Promise<LaunchGameValue> {
  if (session.isTrial) throw new AppError('NEED_TRUE_ACCOUNT');
  const target = await findLaunchTarget(ctx.db, merchant.id, request.nodeId);
  if (!target) throw new AppError('GAME_NOT_FOUND');
  if (target.vendor_status === 'maintenance' || !target.launch_url) throw new AppError('GAME_UNDER_MAINTENANCE');
  const token = randomId(32);
  const now = ctx.clock.now();
  await insertGameSession(ctx.db, {
    tokenHash: sha256(token),
    merchantId: merchant.id,
    memberId: session.memberId,
    vendorCode: target.vendor_code,
    gameId: target.id,
    currency: merchant.settings.currency,
    now,
    expiresAt: now + GAME_SESSION_MS,
  });
  await touchRecent(ctx.db, session.memberId, target.id, now);
  const url = new URL(target.launch_url, 'http://relative.invalid');
  url.searchParams.set('token', token);
  url.searchParams.set('game', target.game_code);
  url.searchParams.set('lang', request.language);
  url.searchParams.set('currency', merchant.settings.currency);
  if (request.backUrl) url.searchParams.set('backUrl', request.backUrl);
  const address = url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
  return { url: address, launchMode: target.launch_mode === 'INPAGE' ? 'INPAGE' : 'POPUP' };
}
