import { describe, expect, it } from 'vitest';
import { fairStream } from './fair-stream';
import { replayStudio } from './studio-replay';
import {
  applyMove,
  autoMove,
  autoPlay,
  dealTongits,
  handPoints,
  isMeld,
  parseMove,
  playBots,
  playerMove,
  playerMoves,
  playTongits,
  replayTongits,
  settleTongits,
  TONGITS_RTP,
  writeMove,
  type TongitsState,
} from './studio-tongits';

// Cards: rank (card mod 13) + 1, suit floor(card / 13). 0 = A♠, 12 = K♠, 13 = A♥.
const card = (rank: number, suit = 0) => suit * 13 + rank - 1;

/** A small table laid out by hand: the player to act, two bots, a stock of `stock` cards. */
function table(hands: number[][], stock: number[], patch: Partial<TongitsState> = {}): TongitsState {
  return {
    dealer: 0,
    hands,
    stock,
    discards: [],
    melds: [],
    turn: 0,
    phase: 'start',
    opened: [false, false, false],
    burned: [false, false, false],
    history: [],
    end: null,
    ...patch,
  };
}

describe('studio tongits', () => {
  it('deals 13 to the dealer, 12 to the others and 15 to the stock, the same for the same seeds', () => {
    const state = dealTongits(fairStream('tongits', 'client', 3));
    expect(state.hands.map((hand) => hand.length)).toEqual([0, 1, 2].map((seat) => (seat === state.dealer ? 13 : 12)));
    expect(state.stock).toHaveLength(15);
    expect(new Set([...state.hands.flat(), ...state.stock]).size).toBe(52);
    expect(state.turn).toBe(state.dealer);
    expect(state.phase).toBe('act');
    expect(dealTongits(fairStream('tongits', 'client', 3))).toEqual(state);
    const dealers = new Set(Array.from({ length: 30 }, (_, nonce) => dealTongits(fairStream('tongits', 'c', nonce)).dealer));
    expect(dealers).toEqual(new Set([0, 1, 2]));
  });

  it('knows sets of 3–4 and runs of 3+ in a suit with the ace low only', () => {
    expect(isMeld([card(7), card(7, 1), card(7, 3)])).toBe(true);
    expect(isMeld([card(7), card(7, 1), card(7, 2), card(7, 3)])).toBe(true);
    expect(isMeld([card(1), card(2), card(3)])).toBe(true);
    expect(isMeld([card(9, 2), card(10, 2), card(11, 2), card(12, 2), card(13, 2)])).toBe(true);
    expect(isMeld([card(12), card(13), card(1)])).toBe(false);
    expect(isMeld([card(1), card(2), card(3, 1)])).toBe(false);
    expect(isMeld([card(7), card(7, 1)])).toBe(false);
    expect(handPoints([card(1), card(10), card(11), card(13)])).toBe(31);
  });

  it('writes and reads moves in the short notation, and refuses anything else', () => {
    for (const text of ['F', 'D', 'T3.16', 'M3.16.29', 'S7>2', 'S7.8>0', 'X40']) expect(writeMove(parseMove(text))).toBe(text);
    for (const text of ['', 'Q', 'X52', 'X1.2', 'S7', 'M3..4', 'Tx']) expect(() => parseMove(text)).toThrow(RangeError);
  });

  it('draws, melds, sapaws and discards; out of turn, out of phase or a false meld is refused', () => {
    const start = table(
      [
        [card(5), card(6), card(7), card(9, 1), card(13, 2)],
        [card(8), card(2, 1), card(2, 2), card(11, 3)],
        [card(3, 1), card(4, 1), card(12, 3), card(10, 2)],
      ],
      [card(1, 3), card(6, 3), card(6, 2), card(5, 3)],
    );
    expect(() => applyMove(start, { type: 'meld', cards: [card(5), card(6), card(7)] })).toThrow('draw first');
    expect(() => applyMove(start, { type: 'fight' })).toThrow(RangeError);
    const drawn = applyMove(start, { type: 'draw' });
    expect(drawn.hands[0]).toContain(card(1, 3));
    expect(() => applyMove(drawn, { type: 'meld', cards: [card(5), card(6), card(9, 1)] })).toThrow(RangeError);
    expect(() => applyMove(drawn, { type: 'meld', cards: [card(6), card(7), card(8)] })).toThrow('not in the hand');
    const melded = applyMove(drawn, { type: 'meld', cards: [card(5), card(6), card(7)] });
    expect(melded.melds).toEqual([{ seat: 0, cards: [card(5), card(6), card(7)] }]);
    expect(melded.opened[0]).toBe(true);
    const discarded = applyMove(melded, { type: 'discard', card: card(13, 2) });
    expect(discarded.turn).toBe(1);
    expect(discarded.discards).toEqual([card(13, 2)]);
    expect(() => playerMove(discarded, { type: 'draw' })).toThrow('not your turn');
    // Seat 1 draws and sapaws its 8♠ onto the player's run: the player may not fight on the next turn.
    const sapawed = applyMove(applyMove(discarded, { type: 'draw' }), { type: 'sapaw', cards: [card(8)], meld: 0 });
    expect(sapawed.melds[0]!.cards).toEqual([card(5), card(6), card(7), card(8)]);
    expect(sapawed.burned[0]).toBe(true);
  });

  it('takes the top discard only to meld it at once', () => {
    const state = table([[card(4, 1), card(4, 2), card(9), card(13)], [card(2)], [card(3)]], [card(10, 3)], {
      discards: [card(11, 1), card(4, 3)],
    });
    expect(() => applyMove(state, { type: 'take', cards: [card(9), card(13)] })).toThrow('only to complete a meld');
    const taken = applyMove(state, { type: 'take', cards: [card(4, 1), card(4, 2)] });
    expect(taken.melds[0]!.cards).toEqual([card(4, 1), card(4, 2), card(4, 3)].sort((a, b) => (a % 13) - (b % 13) || a - b));
    expect(taken.discards).toEqual([card(11, 1)]);
    expect(taken.phase).toBe('act');
  });

  it('ends by Tongits when a hand empties, by a fight (lowest points, the caller on a tie) and when the stock runs out', () => {
    const tongits = applyMove(table([[card(5), card(6), card(7), card(9)], [card(2)], [card(3)]], [card(8)], { phase: 'act' }), {
      type: 'meld',
      cards: [card(5), card(6), card(7)],
    });
    expect(applyMove(tongits, { type: 'discard', card: card(9) }).end).toMatchObject({ how: 'tongits', winner: 0 });

    const fight = table([[card(3), card(4)], [card(1), card(2, 1), card(4, 1)], [card(1, 1)]], [card(9)], {
      opened: [true, true, false],
    });
    const called = applyMove(fight, { type: 'fight' });
    // The player and seat 1 hold 7 points each (a tie goes to the caller); seat 2 has no meld and loses.
    expect(called.end).toMatchObject({ how: 'fight', winner: 0, caller: 0, points: [7, 7, 1], contenders: [0, 1] });
    expect(applyMove({ ...fight, burned: [true, false, false] }, { type: 'draw' }).end).toBeNull();
    expect(() => applyMove({ ...fight, burned: [true, false, false] }, { type: 'fight' })).toThrow(RangeError);

    const last = table([[card(10), card(9, 1)], [card(1, 1), card(2, 1)], [card(13, 3)]], [card(5, 3)], { phase: 'act' });
    const out = applyMove(applyMove(applyMove(last, { type: 'discard', card: card(10) }), { type: 'draw' }), {
      type: 'discard',
      card: card(5, 3),
    });
    expect(out.end).toMatchObject({ how: 'stock', winner: 1 });
  });

  it('plays whole hands by the auto-play rule, every move legal, and replays them from the player moves alone', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const played = autoPlay(dealTongits(fairStream('auto', 'c', nonce)));
      expect(played.end).not.toBeNull();
      const moves = playerMoves(played);
      const replayed = replayTongits(fairStream('auto', 'c', nonce), { stake: 100, moves });
      expect(replayed.end).toEqual(played.end);
      expect(replayed.moves).toEqual(moves);
      expect(playTongits(fairStream('auto', 'c', nonce), { stake: 100 }).payout).toBe(replayed.payout);
    }
    // 300 whole hands: a busy CI machine takes longer than the default 5 s, which is no failure.
  }, 60_000);

  it('replays a hand the player played differently from the rule, through the verifier', () => {
    let state = playBots(dealTongits(fairStream('mine', 'c', 7)));
    // The player always draws and throws the highest card: never melds.
    while (!state.end && state.turn === 0) {
      const move = state.phase === 'start' ? 'D' : `X${[...state.hands[0]!].sort((a, b) => (b % 13) - (a % 13))[0]}`;
      state = playerMove(state, parseMove(move));
    }
    const moves = playerMoves(state);
    expect(moves.length).toBeGreaterThan(2);
    const payout = settleTongits(100, state.end!.winner === 0).payout;
    expect(replayStudio('studio-tongits', fairStream('mine', 'c', 7), { stake: 100, moves }).payout).toBe(payout);
    expect(() => replayStudio('studio-tongits', fairStream('mine', 'c', 7), { stake: 100, moves: ['F'] })).toThrow(RangeError);
    expect(() => replayStudio('studio-tongits', fairStream('mine', 'c', 7), { stake: 100, moves: 'D' })).toThrow(RangeError);
  });

  it('pays the pot of three stakes less 5% of the two won, and nothing on a loss; RTP 2.9 / 3 by symmetry', () => {
    expect(settleTongits(1_000, true)).toEqual({ stake: 1_000, won: true, rake: 100, payout: 2_900 });
    expect(settleTongits(1_000, false)).toEqual({ stake: 1_000, won: false, rake: 0, payout: 0 });
    expect(TONGITS_RTP).toBeCloseTo(2.9 / 3, 12);
    // The auto move of a fresh deal is always one the rules take.
    const state = dealTongits(fairStream('first', 'c', 0));
    expect(() => applyMove(state, autoMove(state))).not.toThrow();
  });
});
