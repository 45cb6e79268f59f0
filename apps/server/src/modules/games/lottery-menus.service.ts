import { lotteryModeOf } from '@panalo/contract/fair/lottery';
import type { LotteryMenu, LotteryMenusQuery, LotteryMenusValue } from '@panalo/contract/lottery';
import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { lobbyMaintenance } from './catalogue.service';
import { listGames } from './game.repository';
import { toGame } from './game-view';
import { catalogueBrand } from './catalogue-brand';

/** More lotteries than any brand offers: the menus are one list, not pages. */
const MENU_LIMIT = 200;

/** The lottery page an entry opens on (spec 001 section 2). */
const pageOf = (entry: { gameType: string; prizeMode: string | null }): LotteryMenu['page'] =>
  entry.prizeMode === 'SEA' ? '/seaLottery' : entry.gameType === 'ELOTT' ? '/lottery' : '/vnLottery';

/**
 * The lottery menus (GET /lgw/lottery/vn/menus): every lottery the brand offers, of the prize mode
 * asked for, with how often it draws and when the draw taking bets closes. Both follow from the
 * prize mode's schedule (fair/lottery LOTTERY_MODES) and the clock, as the studio's draws do
 * (round n closes at n × period), so the menus need no call to the studio.
 */
export async function lotteryMenus(ctx: AppContext, merchant: Merchant, query: LotteryMenusQuery): Promise<LotteryMenusValue> {
  const maintenance = lobbyMaintenance(ctx, merchant);
  const rows = await listGames(
    ctx.db,
    catalogueBrand(merchant),
    { gameClassify: 'Lott', prizeMode: query.prizeMode },
    { offset: 0, limit: MENU_LIMIT },
  );
  const now = ctx.clock.now();
  const menus = rows
    .map((row) => toGame(row, maintenance))
    .filter((entry) => entry.gameType === 'LOTT' || entry.gameType === 'ELOTT')
    .map((entry) => {
      const { periodMs } = lotteryModeOf(entry.prizeMode);
      return { ...entry, drawEveryMs: periodMs, nextDrawAt: (Math.floor(now / periodMs) + 1) * periodMs, page: pageOf(entry) };
    });
  return { now, menus };
}
