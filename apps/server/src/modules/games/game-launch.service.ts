import { LOTTERY_GAME_TYPES, type LaunchGameBody, type LaunchGameValue } from '@panalo/contract/games';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/tokens';
import { openGameSession } from '../seamless/seamless-call';
import type { Caller } from '../../kernel/caller';
import { checkLaunch } from '../play-limits/play-limit-guards';
import { findLaunchTarget, touchRecent, type LaunchTarget } from './game.repository';
import { launchAddress, throughLaunchCdn } from './launch-url';
import { playableLaunchUrl } from './playable';
import { catalogueBrand } from './catalogue-brand';

/**
 * Launching a game (POST /wps/game/launchGame): a game session for the vendor (its token is the
 * member's identity in the seamless wallet API, only its hash is kept, and it ends with the
 * member's session), the game in the member's
 * recent list, and the vendor's page address, through a launch CDN when the brand has any. Trial
 * accounts cannot play for money; a vendor in maintenance, or one whose page is not configured,
 * answers GAME_UNDER_MAINTENANCE. A transfer-mode vendor's answer names its wallet, so the site
 * can offer to move money there first.
 */
export async function launchGame(
  ctx: AppContext,
  caller: Caller,
  request: LaunchGameBody & { language: string },
): Promise<LaunchGameValue> {
  const { merchant, session } = caller;
  const target = await findLaunchTarget(
    ctx.db,
    catalogueBrand(merchant),
    request.nodeId !== undefined ? { nodeId: request.nodeId } : { gameCode: request.gameCode!, vendorCode: request.vassalage },
  );
  if (!target) throw new AppError('GAME_NOT_FOUND');
  const lottery = isLottery(target);
  // The lottery pages launch lottery games only: their fields mean nothing to another game.
  if (!lottery && (request.prizeMode || request.lottoArea || request.lottoView)) throw new AppError('GAME_NOT_FOUND');
  const launchUrl = playableLaunchUrl(ctx, merchant, target);
  await checkLaunch(ctx, caller);
  const token = randomId(32);
  const now = ctx.clock.now();
  await openGameSession(ctx.db, token, {
    merchantId: merchant.id,
    memberId: session.memberId,
    vendorCode: target.vendor_code,
    gameId: target.id,
    currency: merchant.settings.currency,
    now,
    // It lives as long as the member's session (docs/games.md): each use of that session carries it
    // along, and the session's end ends it. Wins of rounds already played still land after it.
    sessionId: session.sessionId,
    expiresAt: session.endsAt,
  });
  await touchRecent(ctx.db, session.memberId, target.id, now);
  const address = launchAddress(launchUrl, {
    token,
    game: target.game_code,
    lang: request.language,
    currency: merchant.settings.currency,
    backUrl: request.backUrl,
    ...(lottery ? lotteryParameters(target, request) : {}),
  });
  const transfer = target.wallet_mode === 'transfer';
  return {
    url: throughLaunchCdn(address, merchant.settings.launchGameCDNs),
    launchMode: target.launch_mode === 'INPAGE' ? 'INPAGE' : 'POPUP',
    walletMode: transfer ? 'TRANSFER' : 'SEAMLESS',
    walletCode: transfer ? target.vendor_code : null,
    gameName: target.name,
  };
}

const isLottery = (target: LaunchTarget): boolean => (LOTTERY_GAME_TYPES as readonly string[]).includes(target.game_type);

/**
 * The lottery lobby's fields (spec 001 section 7): launch mode LOTT, the prize mode (the page's,
 * else the game's own), and the area, view and device when the page gives them.
 */
function lotteryParameters(target: LaunchTarget, request: LaunchGameBody): Record<string, string | undefined> {
  return {
    launchMode: 'LOTT',
    prizeMode: request.prizeMode ?? target.prize_mode ?? undefined,
    lottoArea: request.lottoArea,
    lottoView: request.lottoView,
    device: request.device,
  };
}
