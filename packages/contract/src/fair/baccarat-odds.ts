/**
 * Exact baccarat odds for an 8-deck shoe dealt from the top of a fresh shuffle, by enumerating
 * every sequence of card values with its number of orderings (at most 10^6 sequences). The
 * stated RTPs come from here; baccarat.test.ts checks the constants against it.
 */
import { bankerDraws, isNatural, playerDraws } from './baccarat-tableau';

export interface BaccaratOdds {
  player: number;
  banker: number;
  tie: number;
}

/** baccaratRtp(baccaratOdds()), checked by the test; kept as constants so importing the rules costs nothing. */
export const BACCARAT_EXACT_RTP: BaccaratOdds = {
  player: 0.9876491867108339,
  banker: 0.9894209421575281,
  tie: 0.8564037122127618,
};

/**
 * Player wins, Banker wins and ties counted over the ordered first six cards of the shoe (a round
 * uses four to six; a shorter round counts once for every way the unused cards could follow).
 * Every count stays below 416 x 415 x … x 411 < 2^53, so the sums are exact integers.
 */
export function baccaratOutcomeCounts(decks = 8): BaccaratOdds & { total: number } {
  // counts[v]: cards of value v left (10, J, Q, K are 0).
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const result = { player: 0, banker: 0, tie: 0, total: 1 };
  const size = 52 * decks;
  let left = size;
  for (let i = 0; i < 6; i += 1) result.total *= size - i;

  // Calls visit(value, orderings) for each value of the next card, with that card removed meanwhile.
  const draw = (orderings: number, visit: (value: number, orderings: number) => void): void => {
    for (let value = 0; value < 10; value += 1) {
      const count = counts[value]!;
      if (count === 0) continue;
      counts[value] = count - 1;
      left -= 1;
      visit(value, orderings * count);
      counts[value] = count;
      left += 1;
    }
  };
  const settle = (player: number, banker: number, orderings: number): void => {
    let weight = orderings;
    for (let used = size - left, rest = left; used < 6; used += 1, rest -= 1) weight *= rest;
    if (player > banker) result.player += weight;
    else if (banker > player) result.banker += weight;
    else result.tie += weight;
  };

  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (isNatural(player, banker)) return settle(player, banker, w4);
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return settle(player, banker, w4);
            return draw(w4, (b3, w5) => settle(player, (banker + b3) % 10, w5));
          }
          draw(w4, (p3, w5) => {
            const playerFinal = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return settle(playerFinal, banker, w5);
            draw(w5, (b3, w6) => settle(playerFinal, (banker + b3) % 10, w6));
          });
        }),
      ),
    ),
  );
  return result;
}

/** Probabilities that Player wins, Banker wins, or they tie, with `decks` decks. */
export function baccaratOdds(decks = 8): BaccaratOdds {
  const { player, banker, tie, total } = baccaratOutcomeCounts(decks);
  return { player: player / total, banker: banker / total, tie: tie / total };
}

/** What each bet returns per unit staked: Player 2 on a win, Banker 1.95, Tie 9; Player and Banker get their stake back on a tie. */
export const baccaratRtp = (odds: BaccaratOdds): BaccaratOdds => ({
  player: 2 * odds.player + odds.tie,
  banker: 1.95 * odds.banker + odds.tie,
  tie: 9 * odds.tie,
});
