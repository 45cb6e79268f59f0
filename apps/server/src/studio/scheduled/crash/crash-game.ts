import {
  autoCashOutOf,
  crashRoundPoint,
  CRASH_ROUND,
  msToReach,
  multiplierAt,
  settleCrashRound,
  stopPointOf,
  targetOf,
} from '@panalo/contract/fair/crash-round';
import { mulDivFloor } from '@panalo/contract/fair/fair-money';
import { betLadder, roundUp } from '../../kinds/kind';
import { defineScheduledGame, ODDS_SCALE } from '../scheduled-game';
import type { CrashLine } from './crash-line';
import { renderCrashPage } from './crash-page';

/**
 * The shared crash round (docs/studio.md, "Crash"): one round every 20 seconds per brand and
 * entry, bets taken for 9 seconds before it starts, then the multiplier climbs on the clock until
 * the round's crash point (fair/crash-round). The crash point is drawn with the round's seed
 * before the first bet and kept from pages until the round is decided (publicDetail): its run,
 * and so its decision time, would tell it. A bet plays for its auto cash-out (or the cap); a
 * player may cash out by hand while the multiplier climbs, before the crash.
 */

interface CrashDetail {
  /** Secret until decided. */
  crashPoint: number;
}
interface CrashPick {
  /** Auto cash-out in hundredths, or null to cash out by hand (or at the cap). */
  auto: number | null;
}
export interface CrashResult {
  crashPoint: number;
  /** Where the multiplier stopped: the crash point or the cap. */
  stoppedAt: number;
}

/** Stakes in whole hundreds of minor units: every cash-out multiplier pays an exact amount. */
const STAKE_STEP = 100;
const PERIOD_MS = 20_000;
const BETTING_MS = 9_000;

export const crashGame = defineScheduledGame<CrashLine, CrashDetail, CrashPick, CrashResult>({
  game: 'crash',
  line(entry) {
    const minBet = Math.max(STAKE_STEP, roundUp(entry.minBet, STAKE_STEP));
    return {
      game: 'crash',
      periodMs: PERIOD_MS,
      openAheadMs: BETTING_MS,
      runMs: msToReach(CRASH_ROUND.cap),
      minBet,
      maxBet: minBet * 1_000,
      maxLegs: 1,
      bets: betLadder(minBet),
    };
  },
  // The crash point is the built-in crash's draw from the round's seed at nonce 0: the verifier's replay.
  prepare: (_line, _roundNo, stream) => ({ crashPoint: crashRoundPoint(stream) }),
  runMsOf: (_line, detail) => msToReach(stopPointOf(detail.crashPoint)),
  publicDetail: () => ({}),
  showsBets: true,
  pick(_line, _round, body) {
    const auto = autoCashOutOf((body as { auto?: unknown }).auto);
    return { key: auto === null ? 'manual' : 'auto', pick: { auto } };
  },
  odds: (_line, _round, pick) => (targetOf(pick.auto) * ODDS_SCALE) / 100,
  decide: (_line, round) => ({ crashPoint: round.detail.crashPoint, stoppedAt: stopPointOf(round.detail.crashPoint) }),
  leg(_line, _round, pick, result) {
    const settled = settleCrashRound(result.crashPoint, STAKE_STEP, pick.auto);
    return settled.win ? { outcome: 'WON', odds: (targetOf(pick.auto) * ODDS_SCALE) / 100 } : { outcome: 'LOST' };
  },
  // By hand while it climbs: not before the start, not at or after the crash (peek), not once the
  // auto cash-out has been reached (that one is paid when the round is decided).
  cashOut(_line, legs, stake, now) {
    const [leg] = legs;
    if (!leg || legs.length !== 1 || now < leg.round.closesAt) return null;
    const multiplier = multiplierAt(now - leg.round.closesAt);
    if (multiplier >= stopPointOf(leg.peek().crashPoint) || multiplier >= targetOf(leg.pick.auto)) return null;
    return mulDivFloor(stake, multiplier, 100);
  },
  page: renderCrashPage,
});
