import { SUGGESTIONS_LIMIT, type GameType, type SuggestionsValue } from '@panalo/contract/games';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../../kernel/merchant';
import { lobbyMaintenance } from './catalogue.service';
import { findBrandGame, listGames } from './game.repository';
import { toGame } from './game-view';
import { gameMaintenance } from './maintenance';
import { catalogueBrand } from './catalogue-brand';

/** How many of the most played games of the type are read to find three playable ones. */
const CANDIDATES = 60;

/**
 * "Game under maintenance: suggest other games" (spec 001 section 8): for a game in maintenance,
 * up to three games of the same type that a tile can open now (launchable, not in maintenance),
 * never the game itself, the most played first. Also says whether the game is in maintenance and
 * until when, so the dialog can tell the player.
 */
export async function gameSuggestions(ctx: AppContext, merchant: Merchant, nodeId: number): Promise<SuggestionsValue> {
  const game = await findBrandGame(ctx.db, catalogueBrand(merchant), nodeId);
  if (!game) throw new AppError('GAME_NOT_FOUND');
  const maintenance = lobbyMaintenance(ctx, merchant);
  const state = gameMaintenance(maintenance, { vendorCode: game.vendor_code, gameCode: game.game_code, vendorStatus: game.vendor_status });
  const rows = await listGames(
    ctx.db,
    catalogueBrand(merchant),
    { gameType: game.game_type as GameType },
    { offset: 0, limit: CANDIDATES },
    'popular',
  );
  const list = rows
    .filter((row) => row.id !== game.id)
    .map((row) => toGame(row, maintenance))
    .filter((candidate) => !candidate.maintenance)
    .slice(0, SUGGESTIONS_LIMIT);
  return { maintenance: state.on, endsAt: state.endsAt, list };
}
