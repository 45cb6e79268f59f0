import type { FreeLaunchValue } from '@panalo/contract/games';
import { ORIGINALS_PAGE, ORIGINALS_VENDOR } from '@panalo/contract/originals';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../../kernel/merchant';
import { findLaunchTarget } from './game.repository';
import { launchAddress, throughLaunchCdn } from './launch-url';
import { playableLaunchUrl } from './playable';
import { catalogueBrand } from './catalogue-brand';

/** supportPlay 0 (spec 001 section 3): the game offers a free trial. */
const FREE_TRIAL = 0;

/**
 * Free play (POST /wps/game/launchGame/free): a game that offers a free trial opens for anyone,
 * logged in or not, in its vendor's demo mode. Nothing is at stake, so nothing is written: no game
 * session (the address carries no token, so the vendor cannot call the wallet for it), no recent
 * game, no bet. The built-in games play their demo in the browser on the site's own page.
 */
export async function launchFreeGame(
  ctx: AppContext,
  merchant: Merchant,
  request: { nodeId: number; language: string },
): Promise<FreeLaunchValue> {
  const target = await findLaunchTarget(ctx.db, catalogueBrand(merchant), { nodeId: request.nodeId });
  if (!target) throw new AppError('GAME_NOT_FOUND');
  if (target.support_play !== FREE_TRIAL) throw new AppError('FREE_PLAY_NOT_OFFERED');
  const launchUrl = playableLaunchUrl(ctx, merchant, target);
  const launchMode = target.launch_mode === 'INPAGE' ? 'INPAGE' : 'POPUP';
  if (target.vendor_code === ORIGINALS_VENDOR) {
    const query = new URLSearchParams({ game: target.game_code, demo: '1' });
    return { url: `${ORIGINALS_PAGE}?${query.toString()}`, launchMode, gameName: target.name };
  }
  const address = launchAddress(launchUrl, {
    mode: 'demo',
    game: target.game_code,
    lang: request.language,
    currency: merchant.settings.currency,
  });
  return { url: throughLaunchCdn(address, merchant.settings.launchGameCDNs), launchMode, gameName: target.name };
}
