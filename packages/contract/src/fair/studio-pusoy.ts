import { MAX_FAIR_STAKE } from './fair-money';
import { shuffle, type FairStream } from './fair-stream';

/**
 * Pusoy (Chinese poker) at the studio's card rooms: four seats, 13 cards each from one shuffled
 * deck, arranged into a back row of 5, a middle row of 5 and a front row of 3, where the back must
 * rank at or above the middle and the middle at or above the front. At the showdown the player's
 * rows are compared with each bot's: 1 point per row won, and a scoop (all three rows against one
 * opponent) scores 6 instead of 3. Bots arrange by one simple rule (`autoArrange`), which is also
 * the player's auto-arrange helper.
 *
 * Money: a room is a point value. The buy-in (the bet) is 18 points, the most a hand can lose
 * (scooped by all three bots), so a payout is never negative; it is the buy-in plus the points won
 * (or minus the points lost), less the house rake of 5% of the points won. The point value is a
 * multiple of 20 minor units, so the rake is whole.
 *
 * Cards are 0..51: rank (card mod 13) + 2 (2..14, ace high), suit floor(card / 13) in ♠♥♦♣ order.
 */

export const PUSOY_SEATS = 4;
export const PUSOY_HAND = 13;
/** The buy-in in points: three opponents, each at most a scoop (6). */
export const PUSOY_BUY_IN_POINTS = 18;
export const PUSOY_SCOOP_POINTS = 6;
/** The rake in percent of the points won. */
export const PUSOY_RAKE_PERCENT = 5;
/** A room's point value is a multiple of this, so the rake is whole. */
export const PUSOY_POINT_STEP = 20;
/**
 * The return to a player who uses the auto-arrange rule, as bots do. The game is symmetric then
 * (the player's expected points are 0), so the house keeps only the rake: RTP = 1 − E[points won,
 * when positive] × 5% / 18. E[points won] is measured, not closed-form: 2.8504 (±0.0096) over 200,000
 * hands (`npm run bench:rtp -- --games studio-pusoy` measures the RTP again). A player who arranges
 * better than the rule gets more back, one who arranges worse less.
 */
export const PUSOY_RTP = 1 - (2.8504 * PUSOY_RAKE_PERCENT) / 100 / PUSOY_BUY_IN_POINTS;

export interface PusoyRows {
  /** 3 cards */
  front: number[];
  /** 5 cards */
  middle: number[];
  /** 5 cards */
  back: number[];
}

export interface PusoyBet {
  /** The room's point value, in minor units. */
  point: number;
  /** The player's seat, 0..3: the deal goes round the table from seat 0. */
  seat: number;
}

export const pusoyStake = (point: number) => point * PUSOY_BUY_IN_POINTS;

export function assertPusoyBet(bet: PusoyBet): void {
  if (!Number.isSafeInteger(bet.point) || bet.point < PUSOY_POINT_STEP || bet.point % PUSOY_POINT_STEP !== 0)
    throw new RangeError(`a point value is a positive multiple of ${PUSOY_POINT_STEP} minor units, got ${bet.point}`);
  if (pusoyStake(bet.point) > MAX_FAIR_STAKE) throw new RangeError('the buy-in is over the largest stake');
  if (!Number.isInteger(bet.seat) || bet.seat < 0 || bet.seat >= PUSOY_SEATS) throw new RangeError('a seat is 0 to 3');
}

/** The four hands of one deal, by seat, each sorted low to high: card p of the shuffle goes to seat p mod 4. */
export function dealPusoy(stream: FairStream): number[][] {
  const deck = shuffle(
    stream,
    Array.from({ length: 52 }, (_, card) => card),
  );
  const hands: number[][] = Array.from({ length: PUSOY_SEATS }, () => []);
  deck.forEach((card, position) => hands[position % PUSOY_SEATS]!.push(card));
  return hands.map(sortCards);
}

/** Low to high by rank, then suit. */
export const sortCards = (cards: readonly number[]): number[] =>
  [...cards].sort((a, b) => (a % 13) - (b % 13) || Math.floor(a / 13) - Math.floor(b / 13));

/**
 * A row's strength as one number (higher is stronger): the category times 15^5 plus the ranks that
 * break ties. Five cards: 8 straight flush, 7 four of a kind, 6 full house, 5 flush, 4 straight,
 * 3 three of a kind, 2 two pair, 1 pair, 0 high card (A-2-3-4-5 is the lowest straight). Three
 * cards count only three of a kind, pair and high card, so a front row compares with a middle row
 * on the same scale. Self-contained (no outside names): the game page runs its source text.
 */
export function pusoyRowValue(cards: readonly number[]): number {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const card of cards) counts[(card % 13) + 2] = counts[(card % 13) + 2]! + 1;
  // Ranks by how often they occur, then by rank, high first: [pair, kickers…], [trips, pair]…
  const ranks: number[] = [];
  for (let times = 4; times >= 1; times -= 1) for (let rank = 14; rank >= 2; rank -= 1) if (counts[rank] === times) ranks.push(rank);
  const top = counts[ranks[0]!]!;
  const second = ranks.length > 1 ? counts[ranks[1]!]! : 0;
  let category = top === 3 ? 3 : top === 2 && second === 2 ? 2 : top === 2 ? 1 : 0;
  if (cards.length === 5) {
    const suit = Math.floor(cards[0]! / 13);
    let flush = true;
    for (const card of cards) if (Math.floor(card / 13) !== suit) flush = false;
    const wheel = ranks.length === 5 && ranks[0] === 14 && ranks[1] === 5;
    const straight = ranks.length === 5 && (ranks[0]! - ranks[4]! === 4 || wheel);
    if (straight) ranks.splice(0, 5, wheel ? 5 : ranks[0]!);
    if (straight && flush) category = 8;
    else if (top === 4) category = 7;
    else if (top === 3 && second === 2) category = 6;
    else if (flush) category = 5;
    else if (straight) category = 4;
  }
  let value = category;
  for (let index = 0; index < 5; index += 1) value = value * 15 + (ranks[index] ?? 0);
  return value;
}

/** The row's category, 0 (high card) to 8 (straight flush), from its value. */
export const pusoyCategory = (value: number) => Math.floor(value / 15 ** 5);

export function isValidArrangement(rows: PusoyRows): boolean {
  if (rows.front.length !== 3 || rows.middle.length !== 5 || rows.back.length !== 5) return false;
  const middle = pusoyRowValue(rows.middle);
  return pusoyRowValue(rows.back) >= middle && middle >= pusoyRowValue(rows.front);
}

/** Whether `rows` uses exactly the 13 cards of `hand`. */
export function usesHand(rows: PusoyRows, hand: readonly number[]): boolean {
  const used = [...rows.front, ...rows.middle, ...rows.back];
  const own = new Set(hand);
  return used.length === PUSOY_HAND && new Set(used).size === PUSOY_HAND && used.every((card) => own.has(card));
}

const rankOf = (card: number) => (card % 13) + 2;
const suitOf = (card: number) => Math.floor(card / 13);

/** The highest straight among `cards` (one card per rank), or null; the ace also plays low. */
function highestStraight(cards: readonly number[]): number[] | null {
  const byRank = new Map<number, number>();
  for (const card of [...cards].sort((a, b) => rankOf(b) - rankOf(a))) if (!byRank.has(rankOf(card))) byRank.set(rankOf(card), card);
  for (let top = 14; top >= 5; top -= 1) {
    const run = [top, top - 1, top - 2, top - 3, top - 4].map((rank) => byRank.get(rank === 1 ? 14 : rank));
    if (top === 5) run[4] = byRank.get(14);
    if (run.every((card) => card !== undefined)) return run as number[];
  }
  return null;
}

/**
 * The strongest 5-card row a simple player sees in `cards`: the best category first (straight
 * flush, four of a kind, full house, flush, straight, three of a kind, two pair, pair), filled up
 * with the lowest loose cards so the high ones stay for the rows still to make; with nothing made,
 * the five highest cards.
 */
function strongestFive(cards: readonly number[]): number[] {
  const bySuit = [0, 1, 2, 3].map((suit) => cards.filter((card) => suitOf(card) === suit));
  let best: number[] | null = null;
  for (const suited of bySuit) {
    const run = suited.length >= 5 ? highestStraight(suited) : null;
    if (run && (!best || pusoyRowValue(run) > pusoyRowValue(best))) best = run;
  }
  if (best) return best;
  const byRank = new Map<number, number[]>();
  for (const card of sortCards(cards).reverse()) byRank.set(rankOf(card), [...(byRank.get(rankOf(card)) ?? []), card]);
  const sets = (size: number) => [...byRank.values()].filter((group) => group.length >= size);
  const fill = (made: number[]) => {
    // Loose cards first (ranks not paired), lowest first, so pairs and high cards stay for later rows.
    const rest = sortCards(cards.filter((card) => !made.includes(card)));
    rest.sort((a, b) => (byRank.get(rankOf(a))!.length === 1 ? 0 : 1) - (byRank.get(rankOf(b))!.length === 1 ? 0 : 1));
    return [...made, ...rest.slice(0, 5 - made.length)];
  };
  const quads = sets(4)[0];
  if (quads) return fill(quads.slice(0, 4));
  const trips = sets(3);
  const pairs = sets(2);
  if (trips[0]) {
    const pair = pairs.filter((group) => group !== trips[0]).sort((a, b) => a.length - b.length || rankOf(a[0]!) - rankOf(b[0]!))[0];
    if (pair) return [...trips[0].slice(0, 3), ...pair.slice(0, 2)];
  }
  let flush: number[] | null = null;
  for (const suited of bySuit)
    if (suited.length >= 5) {
      const top = sortCards(suited).slice(-5);
      if (!flush || pusoyRowValue(top) > pusoyRowValue(flush)) flush = top;
    }
  if (flush) return flush;
  const straight = highestStraight(cards);
  if (straight) return straight;
  if (trips[0]) return fill(trips[0].slice(0, 3));
  if (pairs.length >= 2) return fill([...pairs[0]!.slice(0, 2), ...pairs[1]!.slice(0, 2)]);
  if (pairs[0]) return fill(pairs[0].slice(0, 2));
  return sortCards(cards).slice(-5);
}

/** The bots' rule and the player's auto-arrange: the strongest back row, then the strongest middle from the rest. */
export function autoArrange(hand: readonly number[]): PusoyRows {
  const back = strongestFive(hand);
  const rest = hand.filter((card) => !back.includes(card));
  const middle = strongestFive(rest);
  const front = rest.filter((card) => !middle.includes(card));
  const rows = { front: sortCards(front), middle: sortCards(middle), back: sortCards(back) };
  if (isValidArrangement(rows)) return rows;
  // Never reached by the rule above (the tests deal a million hands); kept so a bot never fouls.
  return { front: rows.middle.slice(0, 3), middle: sortCards([...rows.front, ...rows.middle.slice(3)]), back: rows.back };
}

export interface PusoyVersus {
  seat: number;
  /** Front, middle, back: +1 won, -1 lost, 0 tied, from the player's side. */
  rows: [number, number, number];
  scoop: boolean;
  points: number;
}

/** The player's rows against one opponent's. */
export function versus(player: PusoyRows, other: PusoyRows, seat: number): PusoyVersus {
  const rows = (['front', 'middle', 'back'] as const).map((row) => Math.sign(pusoyRowValue(player[row]) - pusoyRowValue(other[row]))) as [
    number,
    number,
    number,
  ];
  const sum = rows[0] + rows[1] + rows[2];
  const scoop = Math.abs(sum) === 3;
  return { seat, rows, scoop, points: scoop ? Math.sign(sum) * PUSOY_SCOOP_POINTS : sum };
}

export interface PusoySettlement {
  stake: number;
  /** The player's points against the three bots, -18 to 18. */
  points: number;
  rake: number;
  payout: number;
}

export function settlePusoy(point: number, points: number): PusoySettlement {
  const stake = pusoyStake(point);
  const won = Math.max(0, points) * point;
  const rake = (won * PUSOY_RAKE_PERCENT) / 100;
  // The buy-in covers 18 points lost; the floor at 0 only guards the rule.
  return { stake, points, rake, payout: Math.max(0, stake + points * point - rake) };
}

export interface PusoyShowdown extends PusoySettlement {
  seat: number;
  player: PusoyRows;
  /** Every seat's rows (the player's at `seat`). */
  table: PusoyRows[];
  versus: PusoyVersus[];
}

/** The showdown of one deal: the bots arrange by the rule, the player's rows are scored against each. */
export function showdownPusoy(hands: readonly number[][], bet: PusoyBet, player: PusoyRows): PusoyShowdown {
  assertPusoyBet(bet);
  if (!usesHand(player, hands[bet.seat]!) || !isValidArrangement(player))
    throw new RangeError('the rows must use the hand, back ≥ middle ≥ front');
  const table = hands.map((hand, seat) => (seat === bet.seat ? player : autoArrange(hand)));
  const scores = table.flatMap((rows, seat) => (seat === bet.seat ? [] : [versus(player, rows, seat)]));
  const settlement = settlePusoy(
    bet.point,
    scores.reduce((sum, score) => sum + score.points, 0),
  );
  return { ...settlement, seat: bet.seat, player, table, versus: scores };
}

/** A whole hand played by the auto-arrange rule (the quick round and the RTP bench). */
export function playPusoy(stream: FairStream, bet: PusoyBet): PusoyShowdown & { payout: number } {
  assertPusoyBet(bet);
  const hands = dealPusoy(stream);
  return showdownPusoy(hands, bet, autoArrange(hands[bet.seat]!));
}
