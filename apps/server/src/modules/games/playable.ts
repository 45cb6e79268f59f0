import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../../kernel/merchant';
import type { LaunchTarget } from './game.repository';
import { canLaunch } from './launchability';
import { gameMaintenance, maintenanceAt } from './maintenance';

/**
 * The page a launch opens, real or free: refused with GAME_UNDER_MAINTENANCE when the game or its
 * vendor is in maintenance now (the catalogue's vendor state or the brand's setting) or when no
 * launch adapter is mapped to the vendor, which no lobby tile offers (launchability.ts).
 */
export function playableLaunchUrl(ctx: AppContext, merchant: Merchant, target: LaunchTarget): string {
  const maintenance = maintenanceAt(merchant, ctx.clock.now());
  const state = gameMaintenance(maintenance, {
    vendorCode: target.vendor_code,
    gameCode: target.game_code,
    vendorStatus: target.vendor_status,
  });
  if (state.on || !canLaunch(target)) throw new AppError('GAME_UNDER_MAINTENANCE');
  return target.launch_url;
}
