import { expect } from 'vitest';
import type { TestApp } from './test-app.test-kit';

/** A bet on the studio's sports book as a test sees it. */
export interface BookBet {
  betId: string;
  status: string;
  outcome: string;
  payout: number;
  cashOut?: number | null;
  legs: { outcome: string; odds: number }[];
}

/**
 * The calls a test makes on one vendor's sports book at the studio (`/studio/<vendor>/…`): the
 * schedule of a league, bets (singles and parlays), and the bets of a game session. `R` is the
 * shape the test reads a schedule's rounds as. `t` is read when a call is made.
 */
export function sportsBookCalls<R>(t: () => TestApp, vendor: string) {
  const schedule = async (game: string) => {
    const answer = (await t().request({ method: 'GET', url: `/studio/${vendor}/schedule?game=${game}` })).json();
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.value as { now: number; live: R[]; results: R[] };
  };
  const bet = (
    token: string,
    stake: number,
    legs: { game: string; roundId: string; market: string; odds?: number }[],
    requestKey: string,
    acceptOdds?: 'any' | 'higher',
  ) =>
    t().request({
      method: 'POST',
      url: `/studio/${vendor}/bets`,
      payload: {
        token,
        requestKey,
        stake,
        legs: legs.map((leg) => ({ game: leg.game, roundId: leg.roundId, pick: { market: leg.market }, odds: leg.odds })),
        ...(acceptOdds ? { acceptOdds } : {}),
      },
    });
  const betsOf = async (game: string) =>
    (await t().request({ method: 'GET', url: `/studio/${vendor}/bets?token=${game}` })).json().value as {
      balance: number;
      bets: BookBet[];
    };
  /** A bet's cash-out offer of the moment, as the player's bets show it. */
  const offerOf = async (game: string, betId: string) => (await betsOf(game)).bets.find((one) => one.betId === betId)!.cashOut;
  /** Cashes a bet out at the offer the player saw. */
  const cashOut = (game: string, betId: string, offer: number | null | undefined) =>
    t().request({ method: 'POST', url: `/studio/${vendor}/bets/${betId}/cash-out`, payload: { token: game, offer } });
  return { schedule, bet, betsOf, offerOf, cashOut };
}
