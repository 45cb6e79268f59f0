import {
  drawLottery,
  LOTTERY_DRAW_MS,
  lotteryHits,
  lotteryModeOf,
  lotteryPickOf,
  lotteryPrizeTable,
  type LotteryPick,
} from '@panalo/contract/fair/lottery';
import { betLadder, roundUp } from '../../kinds/kind';
import { defineScheduledGame, ODDS_SCALE } from '../scheduled-game';
import type { LotteryLine } from './lottery-line';
import { renderLotteryPage } from './lottery-page';

/**
 * The lotteries (docs/studio.md, "Lotteries"): one draw per period per brand and entry, bets on
 * the next draw taken for the whole period, the draw made from the round's committed seed a short
 * while after betting closes (fair/lottery). The prize mode sets the period: the Vietnam and SEA
 * lotteries draw every 10–15 minutes, the e-lottery quick draws every 3 minutes.
 */

interface LotteryDetail {
  prizes: number;
}
export interface LotteryResult {
  numbers: string[];
}

/** Stakes in whole hundreds of minor units: every multiplier (hundredths) pays an exact amount. */
const STAKE_STEP = 100;

const pricePer = (prizes: number, pick: LotteryPick) =>
  (lotteryPrizeTable(prizes).find((row) => row.type === pick.type)!.multiplier * ODDS_SCALE) / 100;

export const lotteryGame = defineScheduledGame<LotteryLine, LotteryDetail, LotteryPick, LotteryResult>({
  game: 'lottery',
  line(entry) {
    const mode = lotteryModeOf(entry.prizeMode);
    const minBet = Math.max(STAKE_STEP, roundUp(entry.minBet, STAKE_STEP));
    return {
      game: 'lottery',
      periodMs: mode.periodMs,
      // Always one draw taking bets: the next one opens as the last one closes.
      openAheadMs: mode.periodMs,
      runMs: LOTTERY_DRAW_MS,
      minBet,
      maxBet: minBet * 1_000,
      maxLegs: 1,
      prizeMode: entry.prizeMode ?? 'LOTT',
      prizes: mode.prizes,
      bets: betLadder(minBet),
    };
  },
  // The draw's size is fixed when the round is made; its numbers come from the result stream (nonce 1).
  prepare: (line) => ({ prizes: line.prizes }),
  pick(_line, _round, body) {
    const pick = lotteryPickOf(body);
    return { key: pick.number === undefined ? pick.type : `${pick.type}:${pick.number}`, pick };
  },
  odds: (_line, round, pick) => pricePer(round.detail.prizes, pick),
  decide: (_line, round, stream) => ({ numbers: drawLottery(stream, round.detail.prizes) }),
  // A lô drawn twice pays twice: the leg's odds become hits × the price.
  leg(_line, round, pick, result) {
    const hits = lotteryHits(result.numbers, pick);
    return hits > 0 ? { outcome: 'WON', odds: hits * pricePer(round.detail.prizes, pick) } : { outcome: 'LOST' };
  },
  page: renderLotteryPage,
});
