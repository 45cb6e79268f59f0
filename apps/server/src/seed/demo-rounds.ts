import type { AppContext } from '../app-context';
import type { Merchant } from '../kernel/merchant';
import { randomId } from '../lib/tokens';
import { openGameSession } from '../modules/seamless/seamless-call';
import { seamlessWin } from '../modules/seamless/seamless-payout.service';
import { seamlessBet } from '../modules/seamless/seamless.service';

/** A game of a seamless vendor the demo team plays. */
export interface DemoGame {
  id: number;
  vendorCode: string;
}

/** One round a demo member played: a stake, then a win (0 for a loss) that ends it. */
export interface DemoRound {
  game: DemoGame;
  at: number;
  stake: number;
  win: number;
}

/**
 * Plays a demo member's rounds as a seamless vendor does (docs/seamless-wallet.md): a game session
 * per game, then per round a bet and a win that ends the round, through the service functions the
 * signed vendor calls reach, each at the round's own time in the past. So the seeded play leaves
 * what real play leaves: bet records, the vendor's idempotency keys, play counts, and the ledger
 * postings that fill the rollups the agent reports and contracts read. The sessions expire shortly
 * after the seed (`expiresAt`); no one holds their tokens.
 */
export async function playDemoRounds(
  ctx: AppContext,
  merchant: Merchant,
  { memberId, rounds, expiresAt }: { memberId: number; rounds: DemoRound[]; expiresAt: number },
): Promise<void> {
  const tokens = new Map<number, string>();
  for (const [index, round] of rounds.entries()) {
    const { game } = round;
    let token = tokens.get(game.id);
    if (!token) {
      token = randomId(32);
      tokens.set(game.id, token);
      await openGameSession(ctx.db, token, {
        merchantId: merchant.id,
        memberId,
        vendorCode: game.vendorCode,
        gameId: game.id,
        currency: merchant.settings.currency,
        now: round.at,
        sessionId: null,
        expiresAt,
      });
    }
    // The vendor's calls as they arrived at the round's time: the services read the time from the clock.
    const then: AppContext = { ...ctx, clock: { now: () => round.at } };
    const roundId = `demo-${memberId}-${index}`;
    await seamlessBet(then, merchant, game.vendorCode, { token, transactionId: `${roundId}-bet`, roundId, amount: round.stake });
    const win = { token, transactionId: `${roundId}-win`, roundId, amount: round.win, endRound: true };
    await seamlessWin(then, merchant, game.vendorCode, win);
  }
}
