import type { GameType, WinnerRecord } from '@panalo/contract/games';
import type { AppContext } from '../../app-context';
import type { Merchant } from '../../kernel/merchant';
import { gameIconUrl } from './game-view';
import { cachedCatalogue } from './catalogue-cache';
import { biggestWins } from './winners.repository';

/** The winner board looks back a week, so it changes with play but is never empty after a quiet hour. */
const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The first two characters and the last of a username, the rest starred: "pl***1". */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export function winnerBoard(
  ctx: AppContext,
  merchant: Merchant,
  query: { gameCategory: 'ALL' | GameType; limitNum: number },
): Promise<WinnerRecord[]> {
  return cachedCatalogue(ctx, `${merchant.id}:winners:${query.gameCategory}:${query.limitNum}`, async () => {
    const since = ctx.clock.now() - WINDOW_MS;
    const rows = await biggestWins(
      ctx.db,
      merchant.id,
      since,
      query.gameCategory === 'ALL' ? undefined : query.gameCategory,
      query.limitNum,
    );
    return toWinners(rows);
  });
}

function toWinners(rows: Awaited<ReturnType<typeof biggestWins>>): WinnerRecord[] {
  return rows.map((row) => ({
    recordId: String(row.id),
    gameName: row.game_name,
    customerName: maskName(row.username),
    winAmount: Number(row.profit),
    iconUrl: gameIconUrl(row.vendor_code, row.game_code),
    at: row.settled_at ?? 0,
  }));
}
