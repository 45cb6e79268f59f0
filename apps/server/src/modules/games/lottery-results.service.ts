import { LOTTERY_GAME_TYPES } from '@panalo/contract/games';
import type { LotteryDraw, LotteryRecentQuery, LotteryRecentValue } from '@panalo/contract/lottery';
import { lotteryRecentQuery } from '@panalo/contract/lottery';
import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { AppError } from '../../lib/app-error';
import { findLaunchTarget } from './game.repository';
import { catalogueBrand } from './catalogue-brand';

/** A GET to the studio over HTTP: its status and JSON body (null when it sent none). */
export type StudioReader = (url: string) => Promise<{ status: number; body: unknown }>;

/** The studio's game page is `<studio>/studio/<vendor>/play`; its results sit beside it. */
const STUDIO_PAGE = /^(.*\/studio\/[A-Z0-9_]{1,32})\/play$/;

interface StudioRound {
  roundNo: number;
  decidesAt: number;
  serverSeedHash: string;
  serverSeed?: string;
  clientSeed: string;
  result?: { numbers?: unknown };
}

const isNumbers = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A lottery's recent results (GET /lgw/lottery/vn/recent): read from the studio that draws it,
 * over HTTP like every other call between them (GET <studio>/studio/<vendor>/results), at the
 * address the vendor's launch page names. A lottery of an outside vendor has no such call: it is
 * GAME_NOT_FOUND here, as is a code the brand does not offer; the studio out of reach is SERVER_BUSY.
 */
export async function recentDraws(
  ctx: AppContext,
  merchant: Merchant,
  query: LotteryRecentQuery,
  read: StudioReader,
): Promise<LotteryRecentValue> {
  const { gameCode, vassalage, limit } = lotteryRecentQuery.parse(query);
  const target = await findLaunchTarget(ctx.db, catalogueBrand(merchant), { gameCode, vendorCode: vassalage });
  if (!target || !(LOTTERY_GAME_TYPES as readonly string[]).includes(target.game_type)) throw new AppError('GAME_NOT_FOUND');
  const page = STUDIO_PAGE.exec((target.launch_url ?? '').split('?')[0] ?? '');
  if (!page) throw new AppError('GAME_NOT_FOUND');
  const url = `${page[1]}/results?${new URLSearchParams({ game: target.game_code, limit: String(limit) }).toString()}`;
  let answer: { status: number; body: unknown };
  try {
    answer = await read(url);
  } catch {
    throw new AppError('SERVER_BUSY');
  }
  const body = answer.body as { success?: boolean; value?: { results?: StudioRound[] } } | null;
  if (answer.status !== 200 || !body?.success || !Array.isArray(body.value?.results)) throw new AppError('SERVER_BUSY');
  const draws: LotteryDraw[] = body.value.results.flatMap((round) =>
    round.serverSeed && isNumbers(round.result?.numbers)
      ? [
          {
            roundNo: round.roundNo,
            drawnAt: round.decidesAt,
            numbers: round.result.numbers,
            serverSeedHash: round.serverSeedHash,
            serverSeed: round.serverSeed,
            clientSeed: round.clientSeed,
          },
        ]
      : [],
  );
  return { gameCode: target.game_code, vassalage: target.vendor_code, draws };
}
