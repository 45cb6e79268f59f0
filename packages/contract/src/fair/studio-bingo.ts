import { MAX_FAIR_STAKE } from './fair-money';
import type { FairStream } from './fair-stream';

/**
 * The studio's bingo (classify BG: offered where TY is served, which every brand does): 75-ball
 * bingo for one player. The player buys 1 to 4 cards at one price each; each card is 5 × 5 (B 1–15,
 * I 16–30, N 31–45 with a free centre, G 46–60, O 61–75), then 35 of the 75 balls are drawn. Each
 * card pays for every pattern it completes, added up: each of its 12 lines (5 rows, 5 columns,
 * 2 diagonals) ×2.5, the four corners ×3, and the X (both diagonals) ×20 more. The cards, then the
 * balls, come from one fair stream: one bet, one win.
 *
 * The RTP is exact: a pattern of k numbers (the free centre not counted) is complete when all k
 * are among the 35 drawn, with probability C(75−k, 35−k) / C(75, 35), whatever the numbers; pays
 * add up, so RTP = Σ pattern pay × its probability (studioBingoOdds()).
 */

export const BINGO_BALLS = 75;
export const BINGO_DRAWN = 35;
export const BINGO_MAX_CARDS = 4;
/** A card's price is a multiple of 10 minor units, so pays in tenths are whole. */
export const BINGO_STAKE_STEP = 10;
/** The centre cell (row 2, column 2) is free. */
export const BINGO_FREE = 12;

export type BingoPattern = 'line' | 'corners' | 'x';
/** Pays in tenths of a card's price, per pattern completed on the card. */
export const BINGO_PAYS: Readonly<Record<BingoPattern, number>> = { line: 25, corners: 30, x: 200 };

/** The 12 lines as cell indexes (row-major, 0..24). */
export const BINGO_LINES: readonly (readonly number[])[] = [
  ...[0, 1, 2, 3, 4].map((row) => [0, 1, 2, 3, 4].map((column) => row * 5 + column)),
  ...[0, 1, 2, 3, 4].map((column) => [0, 1, 2, 3, 4].map((row) => row * 5 + column)),
  [0, 6, 12, 18, 24],
  [4, 8, 12, 16, 20],
];
export const BINGO_CORNERS: readonly number[] = [0, 4, 20, 24];
export const BINGO_X: readonly number[] = [0, 6, 12, 18, 24, 4, 8, 16, 20];

export interface BingoBet {
  cards: number;
  /** The price of one card, in minor units. */
  cardBet: number;
}

export interface BingoCardResult {
  /** 25 numbers, row-major; the free centre is 0. */
  numbers: number[];
  /** The patterns it completed (lines by index into BINGO_LINES). */
  lines: number[];
  corners: boolean;
  x: boolean;
  payout: number;
}

export interface BingoOutcome {
  cards: BingoCardResult[];
  /** The balls in the order they were drawn. */
  balls: number[];
  stake: number;
  payout: number;
}

export function studioBingoStake(bet: BingoBet): number {
  const { cards, cardBet } = bet;
  if (!Number.isInteger(cards) || cards < 1 || cards > BINGO_MAX_CARDS)
    throw new RangeError(`buy 1 to ${BINGO_MAX_CARDS} cards, got ${cards}`);
  if (!Number.isSafeInteger(cardBet) || cardBet < BINGO_STAKE_STEP || cardBet % BINGO_STAKE_STEP !== 0 || cardBet * cards > MAX_FAIR_STAKE)
    throw new RangeError(`a card costs a positive multiple of ${BINGO_STAKE_STEP} minor units, got ${cardBet}`);
  return cards * cardBet;
}

/** The first `take` of a uniform shuffle of `values` (Fisher–Yates from the front). */
function draw(stream: FairStream, values: number[], take: number): number[] {
  const pool = [...values];
  for (let index = 0; index < take; index += 1) {
    const pick = index + stream.nextInt(pool.length - index);
    [pool[index], pool[pick]] = [pool[pick]!, pool[index]!];
  }
  return pool.slice(0, take);
}

/** A card: each column's five numbers drawn from its fifteen, the centre free. */
export function drawBingoCard(stream: FairStream): number[] {
  const columns = [0, 1, 2, 3, 4].map((column) =>
    draw(
      stream,
      Array.from({ length: 15 }, (_, index) => column * 15 + index + 1),
      5,
    ),
  );
  const numbers = Array.from({ length: 25 }, (_, cell) => columns[cell % 5]![Math.floor(cell / 5)]!);
  numbers[BINGO_FREE] = 0;
  return numbers;
}

/** What a card completed with the balls drawn, and its pay for one card's price. */
export function settleBingoCard(numbers: readonly number[], drawn: ReadonlySet<number>, cardBet: number): BingoCardResult {
  const marked = (cell: number) => cell === BINGO_FREE || drawn.has(numbers[cell]!);
  const lines = BINGO_LINES.flatMap((line, index) => (line.every(marked) ? [index] : []));
  const corners = BINGO_CORNERS.every(marked);
  const x = BINGO_X.every(marked);
  const tenths = lines.length * BINGO_PAYS.line + (corners ? BINGO_PAYS.corners : 0) + (x ? BINGO_PAYS.x : 0);
  return { numbers: [...numbers], lines, corners, x, payout: (cardBet / BINGO_STAKE_STEP) * tenths };
}

export function playStudioBingo(stream: FairStream, bet: BingoBet): BingoOutcome {
  const stake = studioBingoStake(bet);
  const cards = Array.from({ length: bet.cards }, () => drawBingoCard(stream));
  const balls = draw(
    stream,
    Array.from({ length: BINGO_BALLS }, (_, index) => index + 1),
    BINGO_DRAWN,
  );
  const drawn = new Set(balls);
  const results = cards.map((numbers) => settleBingoCard(numbers, drawn, bet.cardBet));
  return { cards: results, balls, stake, payout: results.reduce((sum, card) => sum + card.payout, 0) };
}

const choose = (n: number, k: number) => {
  let result = 1;
  for (let index = 0; index < k; index += 1) result = (result * (n - index)) / (index + 1);
  return result;
};
/** The chance that k given numbers are all among the balls drawn. */
export const bingoAllDrawn = (k: number) => choose(BINGO_BALLS - k, BINGO_DRAWN - k) / choose(BINGO_BALLS, BINGO_DRAWN);

/** The exact odds of a card's patterns, and the RTP they give. */
export function studioBingoOdds(): { line5: number; line4: number; corners: number; x: number; rtp: number } {
  const line5 = bingoAllDrawn(5);
  const line4 = bingoAllDrawn(4);
  const corners = bingoAllDrawn(4);
  const x = bingoAllDrawn(8);
  // 8 lines have five numbers; the middle row, the middle column and the two diagonals cross the free centre.
  const lineShare = 8 * line5 + 4 * line4;
  const rtp = (lineShare * BINGO_PAYS.line + corners * BINGO_PAYS.corners + x * BINGO_PAYS.x) / BINGO_STAKE_STEP;
  return { line5, line4, corners, x, rtp };
}

/** The stated RTP, equal to studioBingoOdds().rtp (checked by the test). */
export const STUDIO_BINGO_RTP = 0.9641040213094341;

/** The most a round can pay: every card with all 12 lines, the corners and the X. */
export const studioBingoMaxPayout = (bet: BingoBet) =>
  bet.cards * (bet.cardBet / BINGO_STAKE_STEP) * (12 * BINGO_PAYS.line + BINGO_PAYS.corners + BINGO_PAYS.x);
