import { z } from 'zod';
import { game, PRIZE_MODES } from './games';

/**
 * The lottery calls of spec 001 section 7 ("Vietnam lottery menus and recent"): the lotteries a
 * prize mode offers with their next draw, and a lottery's recent results (read from the game
 * studio that draws them). Lottery favourites are kept by the site, per username (lottery-favourites).
 */

const code = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const vendorCode = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,32}$/)
  .transform((text) => text.toUpperCase());

/** GET /lgw/lottery/vn/menus: prizeMode narrows the list; the site sends device WEB or H5. */
export const lotteryMenusQuery = z.object({
  prizeMode: z.enum(PRIZE_MODES).optional(),
  device: z.enum(['WEB', 'H5']).default('WEB'),
});
export type LotteryMenusQuery = z.input<typeof lotteryMenusQuery>;

/** The lottery page that opens an entry (spec 001 section 2): SEA draws /seaLottery, Vietnam ones /vnLottery, e-lottery /lottery. */
export const LOTTERY_PAGE_PATHS = ['/lottery', '/seaLottery', '/vnLottery'] as const;

export const lotteryMenu = game.extend({
  /** How often it draws, and when the draw taking bets now closes (epoch ms on the server's clock). */
  drawEveryMs: z.number().int(),
  nextDrawAt: z.number().int(),
  page: z.enum(LOTTERY_PAGE_PATHS),
});
export type LotteryMenu = z.infer<typeof lotteryMenu>;

export const lotteryMenusValue = z.object({ now: z.number().int(), menus: z.array(lotteryMenu) });
export type LotteryMenusValue = z.infer<typeof lotteryMenusValue>;

/** GET /lgw/lottery/vn/recent: a lottery's last draws, newest first. */
export const lotteryRecentQuery = z.object({
  gameCode: code,
  vassalage: vendorCode.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export type LotteryRecentQuery = z.input<typeof lotteryRecentQuery>;

export const lotteryDraw = z.object({
  roundNo: z.number().int(),
  drawnAt: z.number().int(),
  /** Five-digit prize numbers, the special prize first. */
  numbers: z.array(z.string()),
  serverSeedHash: z.string(),
  serverSeed: z.string(),
  clientSeed: z.string(),
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

export const lotteryRecentValue = z.object({ gameCode: z.string(), vassalage: z.string(), draws: z.array(lotteryDraw) });
export type LotteryRecentValue = z.infer<typeof lotteryRecentValue>;
