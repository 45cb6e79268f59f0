import { assertStake, mulDivFloor } from './fair-money';
import { ShuffleDealer, type FairStream } from './fair-stream';
import { BACCARAT_EXACT_RTP } from './baccarat-odds';
import { bankerDraws, cardValue, isNatural, playerDraws } from './baccarat-tableau';

/**
 * RNG baccarat (casino), punto banco with an 8-deck shoe shuffled afresh for every round (so no
 * round tells anything about the next). Cards are dealt Player, Banker, Player, Banker, then the
 * third cards by the standard tableau. Bets: Player pays 1:1, Banker 0.95:1 (5% commission), Tie
 * 8:1; Player and Banker bets are returned on a tie.
 */

export const BACCARAT_DECKS = 8;
export const BACCARAT_SHOE_SIZE = BACCARAT_DECKS * 52;
export const BACCARAT_RTP = BACCARAT_EXACT_RTP;

export type BaccaratSide = 'player' | 'banker' | 'tie';

/** What each bet returns on a win, stake included, as numerator / 100. */
const RETURN_ON_WIN: Record<BaccaratSide, number> = { player: 200, banker: 195, tie: 900 };

export const BACCARAT_RULES = {
  game: 'baccarat',
  rtp: BACCARAT_RTP,
  decks: BACCARAT_DECKS,
  shoe: '416 cards, index i = deck floor(i/52), suit floor((i mod 52)/13) in ♠♥♦♣ order, rank (i mod 13) + 1 (A=1 … K=13)',
  cardValues: 'A = 1, 2-9 face value, 10 J Q K = 0; a hand counts its total modulo 10',
  pays: { player: '1:1', banker: '0.95:1 (5% commission), rounded down', tie: '8:1; Player and Banker bets are returned' },
  playerRule: 'a natural (8 or 9 on either side) ends the round; otherwise Player draws on 0-5 and stands on 6-7',
  bankerRule:
    'if Player stood, Banker draws on 0-5; if Player drew a third card P, Banker draws on 0-2, on 3 unless P = 8, on 4 if P is 2-7, on 5 if P is 4-7, on 6 if P is 6-7, and stands on 7',
} as const;

export interface Card {
  /** Position in the unshuffled shoe, 0..415. */
  index: number;
  /** 1 (ace) .. 13 (king). */
  rank: number;
  /** 0 ♠, 1 ♥, 2 ♦, 3 ♣. */
  suit: number;
}

export const cardAt = (index: number): Card => ({ index, rank: (index % 13) + 1, suit: Math.floor((index % 52) / 13) });
export const handTotal = (cards: readonly Card[]): number => cards.reduce((sum, card) => sum + cardValue(card.rank), 0) % 10;

export interface BaccaratCoup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

/** One round from a card source; tests feed hand-made cards, play uses the shuffled shoe. */
export function dealCoup(nextCard: () => Card): BaccaratCoup {
  const player = [nextCard()];
  const banker = [nextCard()];
  player.push(nextCard());
  banker.push(nextCard());
  if (!isNatural(handTotal(player), handTotal(banker))) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const card = nextCard();
      player.push(card);
      playerThird = cardValue(card.rank);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(nextCard());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Deals from a fresh shuffle of the 8-deck shoe: the top cards of a full Fisher–Yates shuffle. */
export function dealBaccarat(stream: FairStream): BaccaratCoup {
  const dealer = new ShuffleDealer(stream, BACCARAT_SHOE_SIZE);
  return dealCoup(() => cardAt(dealer.next()));
}

/** Stakes per side in minor units; a side left out or 0 is not bet. */
export type BaccaratBets = Partial<Record<BaccaratSide, number>>;

export interface BaccaratOutcome {
  coup: BaccaratCoup;
  /** What each bet returns, stake included (a pushed bet returns its stake). */
  payouts: Record<BaccaratSide, number>;
  payout: number;
}

export function betReturn(side: BaccaratSide, amount: number, winner: BaccaratSide): number {
  if (winner === side) return mulDivFloor(amount, RETURN_ON_WIN[side], 100);
  return winner === 'tie' && side !== 'tie' ? amount : 0;
}

export function settleBaccarat(coup: BaccaratCoup, bets: BaccaratBets): BaccaratOutcome {
  const payouts: Record<BaccaratSide, number> = { player: 0, banker: 0, tie: 0 };
  const sides = (Object.keys(payouts) as BaccaratSide[]).filter((side) => (bets[side] ?? 0) !== 0);
  if (sides.length === 0) throw new RangeError('bet on at least one of player, banker, tie');
  for (const side of sides) {
    assertStake(bets[side]!);
    payouts[side] = betReturn(side, bets[side]!, coup.winner);
  }
  return { coup, payouts, payout: payouts.player + payouts.banker + payouts.tie };
}

export const playBaccarat = (stream: FairStream, bets: BaccaratBets): BaccaratOutcome => settleBaccarat(dealBaccarat(stream), bets);
