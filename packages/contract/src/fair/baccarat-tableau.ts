/**
 * The punto banco drawing rules, on card values (A = 1, 2-9 face value, 10 J Q K = 0). Shared by
 * the game (baccarat.ts) and the exact odds (baccarat-odds.ts), so both follow the same tableau.
 */

export const cardValue = (rank: number): number => (rank >= 10 ? 0 : rank);

/** A natural: 8 or 9 on either side's first two cards ends the round. */
export const isNatural = (playerTotal: number, bankerTotal: number): boolean => playerTotal >= 8 || bankerTotal >= 8;

export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/** The banker's tableau; `playerThird` is the value (0-9) of Player's third card, or null if Player stood. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}
