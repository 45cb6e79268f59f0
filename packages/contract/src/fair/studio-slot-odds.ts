import { slotOdds } from './slot-odds';
import { SLOT_REEL_STRIPS, SLOT_ROWS } from './slot-paytable';
import {
  STUDIO_BONUS_PRIZES,
  STUDIO_FREE_SPIN_MULTIPLIER,
  STUDIO_FREE_SPINS,
  STUDIO_LINE_PAYS,
  STUDIO_SCATTER_PAYS,
} from './studio-slot-paytable';

/**
 * The studio slot's exact RTP. A spin returns, per unit of total stake, the line share (one
 * line's expected pay in line bets, the same on every payline) plus the scatter share. Three or
 * more scatters add free spins that each return that same spin RTP times the multiplier; four or
 * more add the bonus wheel's mean prize.
 */
export interface StudioSlotOdds {
  spinRtp: number;
  /** Chance of 3+ and of 4+ scatters on one spin. */
  freeSpinChance: number;
  bonusChance: number;
  rtp: number;
}

/** How many stop combinations show k scatters, k = 0..15. */
function scatterCounts(): number[] {
  let byCount = [1];
  for (const strip of SLOT_REEL_STRIPS) {
    const window = new Array<number>(SLOT_ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < SLOT_ROWS; row += 1) if (strip[(stop + row) % strip.length] === 'SCATTER') count += 1;
      window[count]! += 1;
    }
    const next = new Array<number>(byCount.length + SLOT_ROWS).fill(0);
    byCount.forEach((stops, have) => window.forEach((more, add) => (next[have + add]! += stops * more)));
    byCount = next;
  }
  return byCount;
}

export function studioSlotOdds(): StudioSlotOdds {
  const lines = slotOdds(SLOT_REEL_STRIPS, STUDIO_LINE_PAYS);
  const counts = scatterCounts();
  const combinations = counts.reduce((sum, stops) => sum + stops, 0);
  const scatterRtp = counts.reduce((sum, stops, count) => sum + stops * (STUDIO_SCATTER_PAYS[count] ?? 0), 0) / combinations;
  const spinRtp = lines.lineRtp + scatterRtp;
  const chanceOf = (atLeast: number) => counts.slice(atLeast).reduce((sum, stops) => sum + stops, 0) / combinations;
  const freeSpinChance = chanceOf(3);
  const bonusChance = chanceOf(4);
  const bonusMean = STUDIO_BONUS_PRIZES.reduce((sum, prize) => sum + prize, 0) / STUDIO_BONUS_PRIZES.length;
  const rtp = spinRtp + freeSpinChance * STUDIO_FREE_SPINS * STUDIO_FREE_SPIN_MULTIPLIER * spinRtp + bonusChance * bonusMean;
  return { spinRtp, freeSpinChance, bonusChance, rtp };
}
