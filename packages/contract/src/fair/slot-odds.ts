import { evaluateLine } from './slot-lines';
import { SLOT_LINE_PAYS, SLOT_REEL_STRIPS, SLOT_ROWS, SLOT_SCATTER_PAYS, type SlotLinePays, type SlotSymbol } from './slot-paytable';

/**
 * The slot's exact RTP from its strips. Each reel stops uniformly, so the symbol on any row of a
 * reel is distributed as the strip's symbol counts, independently across reels; every payline
 * therefore has the same expected pay, found by enumerating one symbol per reel weighted by its
 * count. Scatters are counted over each reel's 3-row window at every stop and combined across
 * reels. All weights are integers below 2^53 (at most 32^5 stop combinations), so the sums are
 * exact until the final division.
 */

export interface SlotOdds {
  /** Stop combinations: the product of the strip lengths. */
  combinations: number;
  /** Sum over all stop combinations of one line's pay, in line bets. */
  linePaysTotal: number;
  /** Stop combinations where a given line wins. */
  lineHits: number;
  /** Sum over all stop combinations of the scatter pay, in total bets. */
  scatterPaysTotal: number;
  /** Expected pay of one line in line bets: the lines' share of the RTP (25 lines at 1/25 of the stake each). */
  lineRtp: number;
  /** Expected scatter pay in total bets. */
  scatterRtp: number;
  rtp: number;
}

/** SLOT_RTP = slotOdds().rtp, checked by the test; a constant so importing the rules costs nothing. */
export const SLOT_EXACT_RTP = 23_393_680 / 24_300_000;

function symbolCounts(strip: readonly SlotSymbol[]): [SlotSymbol, number][] {
  const counts = new Map<SlotSymbol, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts];
}

/** How many stops of one reel show 0, 1, 2 or 3 scatters in the window. */
function scatterWindowCounts(strip: readonly SlotSymbol[]): number[] {
  const stops = new Array<number>(SLOT_ROWS + 1).fill(0);
  for (let stop = 0; stop < strip.length; stop += 1) {
    let count = 0;
    for (let row = 0; row < SLOT_ROWS; row += 1) if (strip[(stop + row) % strip.length] === 'SCATTER') count += 1;
    stops[count]! += 1;
  }
  return stops;
}

export function slotOdds(strips: readonly (readonly SlotSymbol[])[] = SLOT_REEL_STRIPS, linePays: SlotLinePays = SLOT_LINE_PAYS): SlotOdds {
  const perReel = strips.map(symbolCounts);
  const combinations = strips.reduce((product, strip) => product * strip.length, 1);
  let linePaysTotal = 0;
  let lineHits = 0;
  const visit = (reel: number, symbols: SlotSymbol[], weight: number): void => {
    if (reel === perReel.length) {
      const win = evaluateLine(symbols, linePays);
      if (win) {
        linePaysTotal += win.pays * weight;
        lineHits += weight;
      }
      return;
    }
    for (const [symbol, count] of perReel[reel]!) {
      symbols.push(symbol);
      visit(reel + 1, symbols, weight * count);
      symbols.pop();
    }
  };
  visit(0, [], 1);

  // byCount[k]: stop combinations of the reels so far that show k scatters.
  let byCount = [1];
  for (const window of strips.map(scatterWindowCounts)) {
    const next = new Array<number>(byCount.length + SLOT_ROWS).fill(0);
    byCount.forEach((stops, have) => window.forEach((more, add) => (next[have + add]! += stops * more)));
    byCount = next;
  }
  const scatterPaysTotal = byCount.reduce((sum, stops, count) => sum + stops * (SLOT_SCATTER_PAYS[count] ?? 0), 0);
  const lineRtp = linePaysTotal / combinations;
  const scatterRtp = scatterPaysTotal / combinations;
  return { combinations, linePaysTotal, lineHits, scatterPaysTotal, lineRtp, scatterRtp, rtp: lineRtp + scatterRtp };
}
