import { settleBaccarat, type BaccaratCoup, type BaccaratSide } from './baccarat';
import { settleCrash } from './crash';
import { DICE_ROLL_VALUES, settleDice } from './dice';
import { MINES_CELLS, settleMines } from './mines';
import { SLOT_LINE_PAYS, SLOT_SCATTER_PAYS } from './slot-paytable';
import type { FairRound } from './verify-round';

/**
 * The most a round can pay, known before it is played: a bet whose best case would pass the
 * brand's win limits is refused before the stake is taken, never settled short afterwards. Each
 * game settles its own best case with its own maths, so this cannot drift from the payout.
 */

/** Every line at the top five-of-a-kind pay and five scatters: more than any screen can pay. */
const SLOT_BEST_MULTIPLE =
  Math.max(...Object.values(SLOT_LINE_PAYS).map((pays) => pays[pays.length - 1]!)) + Math.max(...Object.values(SLOT_SCATTER_PAYS));

const coupWonBy = (winner: BaccaratSide): BaccaratCoup => ({ player: [], banker: [], playerTotal: 0, bankerTotal: 0, winner });

export function maxPayout(round: FairRound): number {
  switch (round.game) {
    case 'crash':
      return settleCrash(round.bet.cashOutAt, round.bet).payout;
    case 'dice':
      return settleDice(round.bet.direction === 'under' ? 0 : DICE_ROLL_VALUES - 1, round.bet).payout;
    case 'mines': {
      const picked = new Set(round.bet.picks);
      const mines = Array.from({ length: MINES_CELLS }, (_, cell) => cell).filter((cell) => !picked.has(cell));
      return settleMines(mines.slice(0, round.bet.mines), round.bet).payout;
    }
    case 'slot':
      return round.bet.amount * SLOT_BEST_MULTIPLE;
    case 'baccarat':
      return Math.max(...(['player', 'banker', 'tie'] as const).map((winner) => settleBaccarat(coupWonBy(winner), round.bet).payout));
  }
}
