import { z } from 'zod';

/**
 * The game catalogue (spec 001 sections 2, 3, 7, 9): vendors ("vassalage"), their games, and the
 * lists a lobby shows. Amounts are minor units, like every amount of the API.
 */

/** What a vendor offers; each is a lobby of the site (spec 000 section 2 routes). */
export const GAME_TYPES = ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'PVP', 'FISH', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * The finer classification inside a lobby (spec 001 section 9 "game type tabs"): SC slots, VP video
 * poker, JP jackpot, TG table games, AC arcade, BG bingo (only for brands serving TY), Lott
 * lottery, CR crash, MG mini games.
 */
export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG', 'Lott', 'CR', 'MG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Sports vendors whose codes are e-sports or cockfight are split into their own groups (spec 001 section 9). */
export const ESPORT_VENDOR_CODES = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const COCKFIGHT_VENDOR_CODES = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;

/** Lottery prize modes (spec 001 section 3). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/** The home page's game filters (spec 001 section 3 "game select types"). */
export const GAME_SELECT_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameSelectType = (typeof GAME_SELECT_TYPES)[number];

export const GAME_LIST_PAGE_SIZE = 42;
/** The home page's favourites tab asks for every favourite at once (spec 001 section 9). */
export const HOME_FAVOURITES_PAGE_SIZE = 999;
/** How many playable games the maintenance dialog suggests instead (spec 001 section 8). */
export const SUGGESTIONS_LIMIT = 3;
export const WINNER_LIMIT = 20;
export const HOT_GAMES_LIMIT = 12;

/** The home page (spec 001 sections 2, 9): how much each row shows before its "more" link. */
export const RECENT_GAMES_LIMIT = 12;
export const HOME_TYPE_ROW_LIMIT = 12;
export const HOME_COCKFIGHT_LIMIT = 5;
/** The home page's per-type lobby: pages of 18, the pager showing 2 margin pages and a range of 5. */
export const LOBBY_PAGE_SIZE = 18;
export const LOBBY_MARGIN_PAGES = 2;
export const LOBBY_PAGE_RANGE = 5;
/** Carousels: the time a slide stays (autoplay) and the time it takes to slide (speed). */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
export const WINNERS_PER_SLIDE = 2;
export const WINNER_AUTOPLAY_MS = 3000;
export const WINNER_SPEED_MS = 1000;

const vendorCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{1,32}$/);
const optionalText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((text) => text.trim())
    .pipe(z.string().max(max))
    .optional()
    .transform((text) => text || undefined);
const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

export const vendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  /** The vendor's large icon, drawn by the server. */
  lagerIcon: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.enum(GAME_CLASSIFIES).nullable(),
  gameCount: z.number().int(),
  /** POPUP: the game opens in a new window; INPAGE: inside the site. */
  launchMode: z.enum(['POPUP', 'INPAGE']),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const game = z.object({
  /** The favourite key. */
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.enum(GAME_CLASSIFIES),
  gameName: z.string(),
  /** GAME: launches itself; VASSALAGE: opens the vendor's own game list (a lobby vendor). */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  minBet: z.number().int(),
  minLineNum: z.number().int(),
  isHot: z.boolean(),
  iconUrl: z.string(),
  /** 0: a free trial is offered. */
  supportPlay: z.number().int(),
  prizeMode: z.enum(PRIZE_MODES).nullable(),
  /** The built-in games publish their return to player; outside vendors may not. */
  rtp: z.number().nullable(),
  /** The game or its vendor is in maintenance now: no launch, no free play, other games suggested. */
  maintenance: z.boolean(),
});
export type Game = z.infer<typeof game>;

/** GET /lgw/games/suggestions: playable games of the same type instead of one in maintenance. */
export const suggestionsQuery = z.object({ nodeId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const suggestionsValue = z.object({
  /** Whether the asked-about game is in maintenance now, and until when if the window says. */
  maintenance: z.boolean(),
  endsAt: z.number().int().nullable(),
  list: z.array(game),
});
export type SuggestionsValue = z.infer<typeof suggestionsValue>;

/** A game type's menu: its vendors; e-sports and cockfight come as their own menus. */
export const gameMenu = z.object({ gameType: z.enum(GAME_TYPES), vendors: z.array(vendorCard) });
export const gameMenusValue = z.object({ menus: z.array(gameMenu) });
export type GameMenusValue = z.infer<typeof gameMenusValue>;

export const lanesQuery = z.object({ platform: z.string().max(64).optional() });
export const lanesValue = z.object({
  data: z.object({ lanes: z.array(z.object({ title: z.string(), gameType: z.enum(GAME_TYPES), cards: z.array(vendorCard) })) }),
});
export type LanesValue = z.infer<typeof lanesValue>;

export const gameListQuery = z.object({
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: vendorCode.optional(),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  /** Searched in the name, trimmed (spec 001 section 5). */
  gameName: optionalText(60),
  /** Games whose minimum bet is at least this (minor units); "1 or more" is 100. */
  minBet: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  /** Games with at least this many lines ("25 or more"). */
  minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
  prizeMode: z.enum(PRIZE_MODES).optional(),
  /** VASSALAGE: only vendors' lobby cards (the sports centres); GAME: only games (a vendor card's game list). */
  isGame: z.enum(['GAME', 'VASSALAGE']).optional(),
  /** ALL, HOT or NEW order the list; FAV and RECENT have their own calls. */
  selectType: z.enum(['ALL', 'HOT', 'NEW']).default('ALL'),
  pageNo: positiveInt(100_000).default(1),
  pageSize: positiveInt(100).default(GAME_LIST_PAGE_SIZE),
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(64).optional(),
  language: z.string().max(8).optional(),
});
export type GameListQuery = z.infer<typeof gameListQuery>;
export const gameListValue = z.object({ games: z.array(game), totalPages: z.number().int(), total: z.number().int() });
export type GameListValue = z.infer<typeof gameListValue>;

export const hotGamesQuery = z.object({
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: vendorCode.optional(),
  isPlatform: z.coerce.number().int().optional(),
  limit: positiveInt(50).default(HOT_GAMES_LIMIT),
});
export const gameListOnlyValue = z.object({ list: z.array(game) });
export type GameListOnlyValue = z.infer<typeof gameListOnlyValue>;

export const vendorTypesQuery = z.object({ gameType: z.enum(GAME_TYPES).optional() });
export const vendorTypesValue = z.array(vendorCard);

export const pagedQuery = z.object({
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: vendorCode.optional(),
  pageNo: positiveInt(100_000).default(1),
  pageSize: positiveInt(999).default(GAME_LIST_PAGE_SIZE),
});
export type PagedGamesQuery = z.infer<typeof pagedQuery>;
export const recentGamesValue = z.object({ list: z.array(game), totalPages: z.number().int() });
export const favouritesValue = z.object({ content: z.array(game), pageNum: z.number().int(), totalPages: z.number().int() });
export type FavouritesValue = z.infer<typeof favouritesValue>;
export const favouriteIdsValue = z.array(z.number().int());

export const favouriteBody = z.object({
  nodeId: z.coerce.number().int().min(1).max(2_147_483_647),
  vendor: vendorCode.optional(),
  gameType: z.enum(GAME_TYPES).optional(),
});

export const winnersQuery = z.object({
  gameCategory: z.union([z.literal('ALL'), z.enum(GAME_TYPES)]).default('ALL'),
  limitNum: positiveInt(50).default(WINNER_LIMIT),
  language: z.string().max(8).optional(),
});
export const winnerRecord = z.object({
  recordId: z.string(),
  gameName: z.string(),
  /** Masked: the first two and the last character of the username. */
  customerName: z.string(),
  winAmount: z.number().int(),
  iconUrl: z.string(),
  at: z.number().int(),
});
export const winnersValue = z.array(winnerRecord);
export type WinnerRecord = z.infer<typeof winnerRecord>;

/** A catalogue file for `npm run brand -- games-import` (JSON: this shape; CSV: one game per row). */
export const catalogueVendor = z.object({
  code: vendorCode,
  name: z.string().trim().min(1).max(100),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.enum(GAME_CLASSIFIES).nullable().default(null),
  launchMode: z.enum(['POPUP', 'INPAGE']).default('POPUP'),
  walletMode: z.enum(['seamless', 'transfer']).default('seamless'),
});
export const catalogueGame = z.object({
  vendor: vendorCode,
  gameCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/),
  name: z.string().trim().min(1).max(120),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.enum(GAME_CLASSIFIES),
  isLobby: z.boolean().default(false),
  minBet: z.number().int().min(0).default(0),
  minLineNum: z.number().int().min(0).default(0),
  isHot: z.boolean().default(false),
  supportPlay: z.number().int().min(0).max(1).default(1),
  prizeMode: z.enum(PRIZE_MODES).nullable().default(null),
  rtp: z.number().min(0).max(100).nullable().default(null),
  sortOrder: z.number().int().default(0),
});
export type CatalogueGame = z.infer<typeof catalogueGame>;
export type CatalogueVendor = z.infer<typeof catalogueVendor>;
export const catalogueFile = z.object({ vendors: z.array(catalogueVendor), games: z.array(catalogueGame) });
export type CatalogueFile = z.infer<typeof catalogueFile>;

/** Lottery lobby fields (spec 001 section 7): which view the vendor opens, the region, the device. */
export const LOTTO_VIEWS = ['betting', 'lobby'] as const;
export const LOTTO_AREAS = ['VN'] as const;
export const LAUNCH_DEVICES = ['WEB', 'H5'] as const;
/** Game types the lottery pages (/lottery, /seaLottery, /vnLottery) launch. */
export const LOTTERY_GAME_TYPES = ['LOTT', 'ELOTT'] as const satisfies readonly GameType[];

/**
 * A launch names the game by its id (nodeId), or by its code (gameCode, with vassalage when two
 * vendors share a code) as the lottery pages' ?gameCode= does. The lottery fields go to the
 * vendor's page as they are; a request carrying them must name a lottery game.
 */
export const launchGameBody = z
  .object({
    nodeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    gameCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/)
      .optional(),
    vassalage: vendorCode.optional(),
    /** Where the vendor's page sends the member back when the game closes (a path of this site). */
    backUrl: z
      .string()
      .max(200)
      .regex(/^\/(?!\/)[^\s]*$/)
      .optional(),
    prizeMode: z.enum(PRIZE_MODES).optional(),
    lottoArea: z.enum(LOTTO_AREAS).optional(),
    lottoView: z.enum(LOTTO_VIEWS).optional(),
    device: z.enum(LAUNCH_DEVICES).optional(),
  })
  .refine((body) => body.nodeId !== undefined || body.gameCode !== undefined, { message: 'nodeId or gameCode', path: ['nodeId'] });
export type LaunchGameBody = z.infer<typeof launchGameBody>;

export const launchGameValue = z.object({
  url: z.string(),
  /** POPUP: open in a new window (a blocked popup falls back to this tab); INPAGE: inside the site. */
  launchMode: z.enum(['POPUP', 'INPAGE']),
  /** TRANSFER: the vendor plays from a wallet of its own, which money must be moved to first. */
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  /** The vendor's wallet code in the wallet transfer relay (TRANSFER only). */
  walletCode: z.string().nullable(),
  gameName: z.string(),
});
export type LaunchGameValue = z.infer<typeof launchGameValue>;

/**
 * POST /wps/game/launchGame/free (N): a game's free trial (supportPlay 0), for guests, trial
 * accounts and members alike. The answer is a launch without a game session or a wallet.
 */
export const freeLaunchBody = z.object({ nodeId: z.coerce.number().int().min(1).max(2_147_483_647) });
export type FreeLaunchBody = z.infer<typeof freeLaunchBody>;
/** A demo moves no money, so it names no wallet. */
export const freeLaunchValue = launchGameValue.pick({ url: true, launchMode: true, gameName: true });
export type FreeLaunchValue = z.infer<typeof freeLaunchValue>;
