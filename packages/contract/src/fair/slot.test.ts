import { describe, expect, it } from 'vitest';
import { FAIR_EXAMPLE } from './fair-example';
import { fairStream } from './fair-stream';
import { playSlot, settleSlot, SLOT_RTP } from './slot';
import { evaluateLine } from './slot-lines';
import { slotOdds } from './slot-odds';
import { SLOT_PAYLINES, SLOT_REEL_STRIPS, type SlotSymbol } from './slot-paytable';

/** Strips that show exactly `columns` (top, middle, bottom per reel) at stops 0. */
const stripsShowing = (columns: SlotSymbol[][]): SlotSymbol[][] => columns.map((column) => [...column]);

describe('slot lines', () => {
  it('pays runs from the leftmost reel, with WILD standing in', () => {
    expect(evaluateLine(['CROWN', 'CROWN', 'CROWN', 'CROWN', 'CROWN'])).toEqual({ symbol: 'CROWN', count: 5, pays: 500 });
    expect(evaluateLine(['TEN', 'WILD', 'TEN', 'KING', 'TEN'])).toEqual({ symbol: 'TEN', count: 3, pays: 4 });
    expect(evaluateLine(['WILD', 'WILD', 'GEM', 'GEM', 'ACE'])).toEqual({ symbol: 'GEM', count: 4, pays: 75 });
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toEqual({ symbol: 'CROWN', count: 5, pays: 500 });
    expect(evaluateLine(['ACE', 'ACE', 'KING', 'ACE', 'ACE'])).toBeNull();
    expect(evaluateLine(['SCATTER', 'SCATTER', 'SCATTER', 'ACE', 'ACE'])).toBeNull();
    expect(evaluateLine(['WILD', 'SCATTER', 'ACE', 'ACE', 'ACE'])).toBeNull();
  });

  it('has 25 different paylines', () => {
    expect(new Set(SLOT_PAYLINES.map((line) => line.join(''))).size).toBe(25);
  });
});

describe('slot spins', () => {
  it('adds line wins in line bets and the scatter win in total bets', () => {
    // Middle row five BELLs, top row three ACEs then junk, scatters on reels 1, 3 and 5 (bottom).
    const strips = stripsShowing([
      ['ACE', 'BELL', 'SCATTER'],
      ['ACE', 'BELL', 'TEN'],
      ['WILD', 'BELL', 'SCATTER'],
      ['KING', 'BELL', 'JACK'],
      ['QUEEN', 'BELL', 'SCATTER'],
    ]);
    const outcome = settleSlot([0, 0, 0, 0, 0], { amount: 250 }, strips);
    expect(outcome.grid[2]).toEqual(['WILD', 'BELL', 'SCATTER']);
    // Line 1 (middle): BELL x5 = 150. Line 2 (top): ACE ACE WILD = 10. Line 12 (0,1,0,1,0): ACE BELL… none.
    expect(outcome.lineWins).toContainEqual({ line: 0, symbol: 'BELL', count: 5, pays: 150 });
    expect(outcome.lineWins).toContainEqual({ line: 1, symbol: 'ACE', count: 3, pays: 10 });
    expect(outcome.scatterCount).toBe(3);
    expect(outcome.scatterPays).toBe(2);
    const linePays = outcome.lineWins.reduce((sum, win) => sum + win.pays, 0);
    expect(outcome.payout).toBe(linePays * 10 + 2 * 250);
    expect(outcome.multiplier).toBe(outcome.payout / 250);
  });

  it('takes stakes in whole line bets', () => {
    expect(() => settleSlot([0, 0, 0, 0, 0], { amount: 30 })).toThrow(RangeError);
    expect(() => settleSlot([0, 0, 0, 0, 0], { amount: 0 })).toThrow(RangeError);
  });

  it('wraps the window round the end of the strip', () => {
    const outcome = settleSlot([29, 29, 29, 29, 29], { amount: 25 });
    SLOT_REEL_STRIPS.forEach((strip, reel) => expect(outcome.grid[reel]).toEqual([strip[29], strip[0], strip[1]]));
  });

  it('stops the reels at the independently computed example stops', () => {
    expect(playSlot(fairStream(FAIR_EXAMPLE.serverSeed, FAIR_EXAMPLE.clientSeed, 0), { amount: 25 }).stops).toEqual([15, 19, 16, 15, 12]);
  });
});

describe('slot RTP', () => {
  it('states the exact RTP of the published strips', () => {
    const odds = slotOdds();
    expect(odds.combinations).toBe(30 ** 5);
    expect(odds.rtp).toBe(SLOT_RTP);
    expect(SLOT_RTP).toBeCloseTo(0.962703, 6);
  });

  it('agrees with settling every stop combination of smaller strips', () => {
    // Six stops per reel (7,776 spins) keep the brute force quick while wilds, scatters and
    // wrapping windows all occur; the per-line independence argument must give the same total.
    const strips = SLOT_REEL_STRIPS.map((strip, reel) => [...strip.slice(reel * 3, reel * 3 + 5), 'SCATTER' as const]);
    let returned = 0;
    let spins = 0;
    for (let a = 0; a < 6; a += 1)
      for (let b = 0; b < 6; b += 1)
        for (let c = 0; c < 6; c += 1)
          for (let d = 0; d < 6; d += 1)
            for (let e = 0; e < 6; e += 1) {
              returned += settleSlot([a, b, c, d, e], { amount: 25 }, strips).payout;
              spins += 1;
            }
    const odds = slotOdds(strips);
    expect(returned).toBe(odds.linePaysTotal * 25 + odds.scatterPaysTotal * 25);
    expect(returned / (spins * 25)).toBeCloseTo(odds.rtp, 12);
  });
});
