import {
  GAME_TYPES,
  type Game,
  type GameListQuery,
  type GameListValue,
  type GameMenusValue,
  type GameType,
  type LanesValue,
  type VendorCard,
} from '@panalo/contract/games';
import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { countGames, listGames, listGamesByIds, offeredVendorCards, type GameFilter } from './game.repository';
import { cachedCatalogue } from './catalogue-cache';
import { toGame, toVendorCard } from './game-view';
import { maintenanceAt, type MaintenanceNow } from './maintenance';
import { catalogueBrand, catalogueKey } from './catalogue-brand';

/**
 * The brand's maintenance now. Its signature is part of every cached lobby answer's key, so a
 * window that opens or closes, or a saved setting, shows on the next call, not a cache period later.
 */
export const lobbyMaintenance = (ctx: AppContext, merchant: Merchant): MaintenanceNow => maintenanceAt(merchant, ctx.clock.now());

/** The vendors a brand offers, grouped by game type in menu order (spec 001 section 2 "game menus"). */
function vendorsByType(ctx: AppContext, merchant: Merchant): Promise<Map<GameType, VendorCard[]>> {
  const maintenance = lobbyMaintenance(ctx, merchant);
  return cachedCatalogue(ctx, `${catalogueKey(merchant)}:vendors:${maintenance.signature}`, () =>
    loadVendorsByType(ctx, merchant, maintenance),
  );
}

async function loadVendorsByType(ctx: AppContext, merchant: Merchant, maintenance: MaintenanceNow): Promise<Map<GameType, VendorCard[]>> {
  const rows = await offeredVendorCards(ctx.db, catalogueBrand(merchant));
  const byType = new Map<GameType, VendorCard[]>();
  for (const type of GAME_TYPES) byType.set(type, []);
  for (const row of rows) {
    // A vendor with nothing to play (its games withdrawn, or none loaded yet) is not shown.
    if (Number(row.game_count) === 0) continue;
    const card = toVendorCard(row, maintenance);
    byType.get(card.gameType)?.push(card);
  }
  return byType;
}

export async function gameMenus(ctx: AppContext, merchant: Merchant): Promise<GameMenusValue> {
  const byType = await vendorsByType(ctx, merchant);
  return { menus: [...byType].map(([gameType, vendors]) => ({ gameType, vendors })) };
}

/** The menus as JSON text, kept as text like the game list (every page of the site asks for them). */
export function gameMenusJson(ctx: AppContext, merchant: Merchant): Promise<string> {
  const { signature } = lobbyMaintenance(ctx, merchant);
  return cachedCatalogue(ctx, `${catalogueKey(merchant)}:menus-json:${signature}`, async () =>
    JSON.stringify(await gameMenus(ctx, merchant)),
  );
}

/** Vendor lanes: one lane per game type that has vendors, titled by type (the web translates it). */
export async function vendorLanes(ctx: AppContext, merchant: Merchant): Promise<LanesValue> {
  const byType = await vendorsByType(ctx, merchant);
  const lanes = [...byType].filter(([, cards]) => cards.length > 0).map(([gameType, cards]) => ({ title: gameType, gameType, cards }));
  return { data: { lanes } };
}

export async function vendorTypes(ctx: AppContext, merchant: Merchant, gameType: GameType | undefined): Promise<VendorCard[]> {
  const byType = await vendorsByType(ctx, merchant);
  return gameType ? (byType.get(gameType) ?? []) : [...byType.values()].flat();
}

export function filterOf(query: { gameType?: GameType; vassalage?: string; gameClassify?: GameListQuery['gameClassify'] }): GameFilter {
  return { gameType: query.gameType, vendorCode: query.vassalage, gameClassify: query.gameClassify };
}

/** The game list with every filter of spec 001 section 7; the name search is trimmed and case-blind. */
export function gameList(ctx: AppContext, merchant: Merchant, query: GameListQuery): Promise<GameListValue> {
  const maintenance = lobbyMaintenance(ctx, merchant);
  return cachedCatalogue(ctx, `${catalogueKey(merchant)}:list:${maintenance.signature}:${JSON.stringify(listKey(query))}`, () =>
    loadGameList(ctx, merchant, query, maintenance),
  );
}

/**
 * The same answer as JSON text, kept as text: a page of 42 games costs more to serialise than to
 * look up once cached, so the busiest lobby call serialises each distinct page once per period.
 */
export function gameListJson(ctx: AppContext, merchant: Merchant, query: GameListQuery): Promise<string> {
  const { signature } = lobbyMaintenance(ctx, merchant);
  return cachedCatalogue(ctx, `${catalogueKey(merchant)}:list-json:${signature}:${JSON.stringify(listKey(query))}`, async () =>
    JSON.stringify(await gameList(ctx, merchant, query)),
  );
}

/** What a list answer depends on (the client's clientType, platform and language do not change it). */
const listKey = (query: GameListQuery) => [
  query.gameType,
  query.vassalage,
  query.gameClassify,
  query.gameName?.toLowerCase(),
  query.minBet,
  query.minLineNum,
  query.prizeMode,
  query.isGame,
  query.selectType,
  query.pageNo,
  query.pageSize,
];

async function loadGameList(
  ctx: AppContext,
  merchant: Merchant,
  query: GameListQuery,
  maintenance: MaintenanceNow,
): Promise<GameListValue> {
  const filter: GameFilter = {
    ...filterOf(query),
    nameContains: query.gameName?.toLowerCase(),
    minBet: query.minBet,
    minLineNum: query.minLineNum,
    prizeMode: query.prizeMode,
    hotOnly: query.selectType === 'HOT',
    isGame: query.isGame,
  };
  const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
  const [total, rows] = await Promise.all([
    countGames(ctx.db, catalogueBrand(merchant), filter),
    listGames(ctx.db, catalogueBrand(merchant), filter, page, query.selectType === 'NEW' ? 'newest' : 'catalogue'),
  ]);
  return { games: rows.map((row) => toGame(row, maintenance)), total, totalPages: Math.ceil(total / query.pageSize) };
}

/** Hot games: the ones the brand's catalogue marks hot, in catalogue order. */
export function hotGames(ctx: AppContext, merchant: Merchant, query: { gameType?: GameType; vassalage?: string; limit: number }) {
  const maintenance = lobbyMaintenance(ctx, merchant);
  return cachedCatalogue(
    ctx,
    `${catalogueKey(merchant)}:hot:${maintenance.signature}:${query.gameType}:${query.vassalage}:${query.limit}`,
    async () => {
      const rows = await listGames(
        ctx.db,
        catalogueBrand(merchant),
        { ...filterOf(query), hotOnly: true },
        { offset: 0, limit: query.limit },
      );
      return { list: rows.map((row) => toGame(row, maintenance)) };
    },
  );
}

/** Popular games: the most played (rounds counted by the wallet API), then catalogue order. */
export function popularGames(ctx: AppContext, merchant: Merchant, query: { gameType?: GameType; vassalage?: string; limit: number }) {
  const maintenance = lobbyMaintenance(ctx, merchant);
  return cachedCatalogue(
    ctx,
    `${catalogueKey(merchant)}:popular:${maintenance.signature}:${query.gameType}:${query.vassalage}:${query.limit}`,
    async () => {
      const rows = await listGames(ctx.db, catalogueBrand(merchant), filterOf(query), { offset: 0, limit: query.limit }, 'popular');
      return { list: rows.map((row) => toGame(row, maintenance)) };
    },
  );
}

/** The offered, launchable games among `ids` as lobby tiles (the jackpot's feeding games), in catalogue order. */
export async function offeredGamesByIds(ctx: AppContext, merchant: Merchant, ids: readonly number[]): Promise<Game[]> {
  const maintenance = lobbyMaintenance(ctx, merchant);
  return (await listGamesByIds(ctx.db, catalogueBrand(merchant), ids)).map((row) => toGame(row, maintenance));
}
