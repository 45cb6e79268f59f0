import { describe, expect, it } from 'vitest';
import { fairStream } from './fair-stream';
import {
  autoArrange,
  dealPusoy,
  isValidArrangement,
  playPusoy,
  PUSOY_RTP,
  pusoyCategory,
  pusoyRowValue,
  settlePusoy,
  showdownPusoy,
  versus,
} from './studio-pusoy';

// Cards: rank (card mod 13) + 2, suit floor(card / 13). 12 = A♠, 25 = A♥, 0 = 2♠.
const card = (rank: number, suit = 0) => suit * 13 + rank - 2;

describe('studio pusoy', () => {
  it('deals the 52 cards into four hands of 13, the same for the same seeds', () => {
    const hands = dealPusoy(fairStream('pusoy', 'client', 3));
    expect(hands.map((hand) => hand.length)).toEqual([13, 13, 13, 13]);
    expect(new Set(hands.flat()).size).toBe(52);
    expect(dealPusoy(fairStream('pusoy', 'client', 3))).toEqual(hands);
  });

  it('ranks rows by poker order, the wheel lowest among straights, a 3-card front on the same scale', () => {
    const wheel = [card(14), card(2, 1), card(3), card(4), card(5)];
    const six = [card(2, 1), card(3), card(4), card(5), card(6)];
    expect(pusoyCategory(pusoyRowValue(wheel))).toBe(4);
    expect(pusoyRowValue(six)).toBeGreaterThan(pusoyRowValue(wheel));
    const flush = [card(2), card(5), card(9), card(11), card(13)];
    expect(pusoyCategory(pusoyRowValue(flush))).toBe(5);
    const fullHouse = [card(3), card(3, 1), card(3, 2), card(2), card(2, 1)];
    expect(pusoyCategory(pusoyRowValue(fullHouse))).toBe(6);
    const tripsFront = [card(2), card(2, 1), card(2, 2)];
    const acesMiddle = [card(14), card(14, 1), card(13), card(12), card(11, 2)];
    expect(pusoyRowValue(tripsFront)).toBeGreaterThan(pusoyRowValue(acesMiddle));
    expect(isValidArrangement({ front: tripsFront, middle: acesMiddle, back: flush })).toBe(false);
    expect(isValidArrangement({ front: [card(4), card(6), card(8)], middle: acesMiddle, back: flush })).toBe(true);
  });

  it('auto-arranges every hand validly and scores 1 a row, 6 for a scoop', () => {
    for (let nonce = 0; nonce < 500; nonce += 1)
      for (const hand of dealPusoy(fairStream('arrange', 'c', nonce))) expect(isValidArrangement(autoArrange(hand))).toBe(true);
    const strong = {
      front: [card(14), card(14, 1), card(9)],
      middle: [card(13), card(13, 1), card(13, 2), card(2), card(3)],
      back: flush4(),
    };
    const weak = {
      front: [card(2, 2), card(4), card(6)],
      middle: [card(7), card(7, 1), card(9, 1), card(10), card(12)],
      back: [card(8), card(8, 1), card(8, 2), card(5), card(6, 1)],
    };
    expect(versus(strong, weak, 1)).toEqual({ seat: 1, rows: [1, 1, 1], scoop: true, points: 6 });
    expect(versus(weak, strong, 1).points).toBe(-6);
  });

  it('settles the buy-in of 18 points plus points won less 5% rake, never below 0', () => {
    expect(settlePusoy(100, 0)).toEqual({ stake: 1_800, points: 0, rake: 0, payout: 1_800 });
    expect(settlePusoy(100, 4)).toEqual({ stake: 1_800, points: 4, rake: 20, payout: 2_180 });
    expect(settlePusoy(100, -18).payout).toBe(0);
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const hand = playPusoy(fairStream('settle', 'c', nonce), { point: 40, seat: nonce % 4 });
      expect(Number.isInteger(hand.payout) && hand.payout >= 0).toBe(true);
      expect(hand.payout).toBe(hand.stake + hand.points * 40 - hand.rake);
    }
    expect(PUSOY_RTP).toBeGreaterThan(0.98);
    expect(PUSOY_RTP).toBeLessThan(1);
  });

  it('refuses rows that are not the hand, or out of order', () => {
    const hands = dealPusoy(fairStream('refuse', 'c', 1));
    const rows = autoArrange(hands[0]!);
    expect(() => showdownPusoy(hands, { point: 20, seat: 0 }, { ...rows, front: autoArrange(hands[1]!).front })).toThrow(RangeError);
    expect(() =>
      showdownPusoy(
        hands,
        { point: 20, seat: 0 },
        { front: rows.back.slice(0, 3), middle: rows.middle, back: [...rows.front, ...rows.back.slice(3)] },
      ),
    ).toThrow(RangeError);
    expect(() => showdownPusoy(hands, { point: 25, seat: 0 }, rows)).toThrow(RangeError);
  });
});

/** A spade flush with no straight. */
function flush4() {
  return [card(4, 3), card(6, 3), card(10, 3), card(11, 3), card(13, 3)];
}
