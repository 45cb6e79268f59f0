import { describe, expect, it } from 'vitest';
import { fairStream } from './fair-stream';
import { BINGO_DRAWN, BINGO_LINES, playStudioBingo, STUDIO_BINGO_RTP, studioBingoMaxPayout, studioBingoOdds } from './studio-bingo';
import { playStudioSlot, STUDIO_SLOT_RTP, studioSlotMaxPayout } from './studio-slot';
import { studioSlotOdds } from './studio-slot-odds';
import { STUDIO_MAX_LINES, studioPaylines } from './studio-slot-paytable';
import { playWheel, WHEEL_RTP, WHEEL_SEGMENTS } from './studio-wheel';

describe('the studio games', () => {
  it('states the slot RTP its maths give, and the wheel 96% exactly', () => {
    expect(studioSlotOdds().rtp).toBe(STUDIO_SLOT_RTP);
    expect(WHEEL_RTP).toBe(0.96);
  });

  it('draws distinct paylines for any count up to 243', () => {
    const all = studioPaylines(STUDIO_MAX_LINES);
    expect(new Set(all.map((line) => line.join(''))).size).toBe(243);
    expect(studioPaylines(1)).toEqual([[1, 1, 1, 1, 1]]);
    expect(() => studioPaylines(244)).toThrow(RangeError);
  });

  it('pays whole minor units, never over its stated maximum, with free spins on 3+ scatters and the bonus on 4+', () => {
    let freeRounds = 0;
    for (let nonce = 0; nonce < 3_000; nonce += 1) {
      const bet = { lineBet: 7, lines: [1, 9, 25, 50, 243][nonce % 5]! };
      const round = playStudioSlot(fairStream('studio-test', 'client', nonce), bet);
      expect(Number.isInteger(round.payout)).toBe(true);
      expect(round.payout).toBeLessThanOrEqual(studioSlotMaxPayout(bet));
      expect(round.freeSpins.length > 0).toBe(round.spin.scatterCount >= 3);
      expect(round.bonus !== null).toBe(round.spin.scatterCount >= 4);
      if (round.freeSpins.length) freeRounds += 1;
    }
    expect(freeRounds).toBeGreaterThan(0);
  });

  it('replays a round from its seeds and refuses stakes off the rules', () => {
    const a = playStudioSlot(fairStream('s', 'c', 4), { lineBet: 10, lines: 20 });
    expect(playStudioSlot(fairStream('s', 'c', 4), { lineBet: 10, lines: 20 })).toEqual(a);
    expect(() => playStudioSlot(fairStream('s', 'c', 4), { lineBet: 0, lines: 20 })).toThrow(RangeError);
    const wheel = playWheel(fairStream('s', 'c', 4), { amount: 120 });
    expect(wheel.payout).toBe(12 * WHEEL_SEGMENTS[wheel.segment]!);
    expect(() => playWheel(fairStream('s', 'c', 4), { amount: 125 })).toThrow(RangeError);
  });
});

describe('the studio bingo', () => {
  it('states the RTP its exact odds give', () => {
    const odds = studioBingoOdds();
    expect(odds.rtp).toBe(STUDIO_BINGO_RTP);
    // A pattern of k numbers is complete with C(75-k, 35-k) / C(75, 35): a line of five about 1.9%.
    expect(odds.line5).toBeCloseTo(0.018809, 5);
    expect(odds.line4).toBeCloseTo(odds.corners, 12);
  });

  it('deals proper cards, draws 35 distinct balls, and pays every pattern a card completes', () => {
    let paid = 0;
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const bet = { cards: (nonce % 4) + 1, cardBet: 20 };
      const round = playStudioBingo(fairStream('bingo-test', 'client', nonce), bet);
      expect(round.stake).toBe(bet.cards * 20);
      expect(round.cards).toHaveLength(bet.cards);
      expect(new Set(round.balls).size).toBe(BINGO_DRAWN);
      expect(round.balls.every((ball) => ball >= 1 && ball <= 75)).toBe(true);
      const drawn = new Set(round.balls);
      for (const card of round.cards) {
        expect(card.numbers[12]).toBe(0);
        // Column c holds 15c+1 .. 15c+15, five distinct numbers.
        for (let column = 0; column < 5; column += 1) {
          const numbers = [0, 1, 2, 3, 4].map((row) => card.numbers[row * 5 + column]!).filter((value) => value !== 0);
          expect(new Set(numbers).size).toBe(numbers.length);
          expect(numbers.every((value) => value > column * 15 && value <= column * 15 + 15)).toBe(true);
        }
        const marked = (cell: number) => cell === 12 || drawn.has(card.numbers[cell]!);
        const lines = BINGO_LINES.filter((line) => line.every(marked)).length;
        expect(card.lines).toHaveLength(lines);
        const tenths = lines * 25 + (card.corners ? 30 : 0) + (card.x ? 200 : 0);
        expect(card.payout).toBe(2 * tenths);
      }
      expect(round.payout).toBe(round.cards.reduce((sum, card) => sum + card.payout, 0));
      expect(round.payout).toBeLessThanOrEqual(studioBingoMaxPayout(bet));
      if (round.payout > 0) paid += 1;
    }
    expect(paid).toBeGreaterThan(30);
  });

  it('replays a round from its seeds and refuses bets off the rules', () => {
    const a = playStudioBingo(fairStream('s', 'c', 9), { cards: 3, cardBet: 50 });
    expect(playStudioBingo(fairStream('s', 'c', 9), { cards: 3, cardBet: 50 })).toEqual(a);
    expect(() => playStudioBingo(fairStream('s', 'c', 9), { cards: 5, cardBet: 50 })).toThrow(RangeError);
    expect(() => playStudioBingo(fairStream('s', 'c', 9), { cards: 1, cardBet: 55 })).toThrow(RangeError);
    expect(() => playStudioBingo(fairStream('s', 'c', 9), { cards: 0, cardBet: 50 })).toThrow(RangeError);
  });
});
