import { MAX_FAIR_STAKE } from './fair-money';
import { shuffle, type FairStream } from './fair-stream';

/**
 * Tongits, the Filipino three-player rummy, at the studio's card rooms: the player (seat 0) against
 * two bots (seats 1 and 2), one 52-card deck shuffled from the fair stream. The stream's first draw
 * picks the dealer; the dealer holds 13 cards, the others 12; the other 15 are the stock.
 *
 * A turn: at its start the seat may call a fight ("draw"), or it draws from the stock or takes the
 * top discard (only to lay it down at once in a meld with cards from the hand). Then it may lay down
 * melds (a set: 3 or 4 cards of one rank; a run: 3 or more cards of one suit in a row, the ace low
 * only), "sapaw" (add cards of the hand to any exposed meld) and ends the turn with one discard.
 * The dealer's first turn has no draw. The hand ends by
 *  - Tongits: a seat empties its hand (by a meld, a sapaw or the discard) and wins;
 *  - a fight: a seat that has an exposed meld and was not sapawed on since its own last turn calls
 *    it at the start of its turn; every seat with an exposed meld shows its points, the lowest wins
 *    (a tie goes to the caller, then in turn order after the caller); seats without a meld lose;
 *  - the stock running out: when a turn starts with no stock, the lowest points wins (a tie goes in
 *    turn order from that seat).
 * Points: ace 1, 2–10 as numbered, J Q K 10.
 *
 * Bots play one simple deterministic rule (`autoMove`), which is also the player's auto-play
 * (a hand left waiting, the quick round, the RTP bench), so a hand replays from the seeds and the
 * player's recorded moves alone.
 *
 * Money: the stake is the buy-in. Each seat antes one stake, the winner takes the pot of three, less
 * the house rake of 5% of what is won (the two other stakes): a win pays 2.9 stakes, a loss 0. A
 * stake is a multiple of 20 minor units, so the rake is whole.
 *
 * Cards are 0..51: rank (card mod 13) + 1 (1 = ace … 13 = king), suit floor(card / 13) in ♠♥♦♣ order.
 */

export const TONGITS_SEATS = 3;
export const TONGITS_DEALER_HAND = 13;
export const TONGITS_HAND = 12;
export const TONGITS_RAKE_PERCENT = 5;
/** A stake is a multiple of this, so the rake is whole. */
export const TONGITS_STAKE_STEP = 20;
/** The auto-play rule calls a fight at this many points or fewer. */
export const TONGITS_FIGHT_POINTS = 9;
/**
 * The return to a player who plays the auto-play rule, as bots do: every seat plays the same rule
 * and the dealer is drawn at random, so each seat wins a third of the hands, and a win pays 2.9
 * stakes: RTP = 2.9 / 3 (`npm run bench:rtp -- --games studio-tongits` measures it). A player who
 * plays better than the rule gets more back, one who plays worse less.
 */
export const TONGITS_RTP = (300 - 2 * TONGITS_RAKE_PERCENT) / 100 / TONGITS_SEATS;

export const tongitsRank = (card: number) => (card % 13) + 1;
export const tongitsSuit = (card: number) => Math.floor(card / 13);
export const cardPoints = (card: number) => Math.min(10, tongitsRank(card));
export const handPoints = (cards: readonly number[]) => cards.reduce((sum, card) => sum + cardPoints(card), 0);

/** Low to high by rank, then suit. */
export const sortTongits = (cards: readonly number[]): number[] =>
  [...cards].sort((a, b) => tongitsRank(a) - tongitsRank(b) || tongitsSuit(a) - tongitsSuit(b));

/**
 * Whether `cards` is a set (3–4 of a rank) or a run (3+ of a suit in a row, ace low).
 * Self-contained (no outside names): the game page runs its source text to check a selection.
 */
export function isMeld(cards: readonly number[]): boolean {
  const count = cards.length;
  if (count < 3) return false;
  // Written without copies or sets: the auto-play rule asks this for every card against every meld.
  const first = cards[0]!;
  let sameRank = true;
  let sameSuit = true;
  let low = first;
  let high = first;
  for (let index = 0; index < count; index += 1) {
    const card = cards[index]!;
    for (let other = 0; other < index; other += 1) if (cards[other] === card) return false;
    if (card % 13 !== first % 13) sameRank = false;
    if (Math.floor(card / 13) !== Math.floor(first / 13)) sameSuit = false;
    if (card < low) low = card;
    if (card > high) high = card;
  }
  if (sameRank) return count <= 4;
  // One suit, no card twice: the card numbers run in a row when they span exactly their count.
  return sameSuit && high - low === count - 1;
}

export interface TongitsMeld {
  seat: number;
  cards: number[];
}

export type TongitsEndHow = 'tongits' | 'fight' | 'stock';

export interface TongitsEnd {
  how: TongitsEndHow;
  winner: number;
  /** The seat that called the fight. */
  caller?: number;
  /** Every seat's points in hand at the end. */
  points: number[];
  /** The seats whose points counted (a fight: those with an exposed meld; otherwise every seat). */
  contenders: number[];
}

export interface TongitsState {
  dealer: number;
  /** Each seat's hand, sorted. */
  hands: number[][];
  /** The stock: the next draw is its first card. */
  stock: number[];
  /** The discard pile: its top is the last card. */
  discards: number[];
  melds: TongitsMeld[];
  turn: number;
  /** 'start': fight, draw or take; 'act': meld, sapaw or discard. */
  phase: 'start' | 'act';
  /** A seat has laid down a meld of its own. */
  opened: boolean[];
  /** A seat was sapawed on since its own last turn, so it may not call a fight. */
  burned: boolean[];
  /** Every move, as `seat:move` (the notation of `parseMove`). */
  history: string[];
  end: TongitsEnd | null;
}

/**
 * A move, written short so a hand's record stays small: `F` fight, `D` draw from the stock,
 * `T3.16` take the top discard and lay it down with cards 3 and 16, `M3.16.29` lay down a meld,
 * `S7>2` sapaw card 7 (or `S7.8>2`, cards 7 and 8) onto meld 2, `X40` discard card 40.
 */
export type TongitsMove =
  | { type: 'fight' }
  | { type: 'draw' }
  | { type: 'take'; cards: number[] }
  | { type: 'meld'; cards: number[] }
  | { type: 'sapaw'; cards: number[]; meld: number }
  | { type: 'discard'; card: number };

const cardList = (text: string): number[] => {
  const cards = text.split('.').map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : NaN));
  if (cards.some((card) => !(card >= 0 && card < 52))) throw new RangeError(`bad cards "${text}"`);
  return cards;
};

export function parseMove(text: string): TongitsMove {
  if (text === 'F') return { type: 'fight' };
  if (text === 'D') return { type: 'draw' };
  const body = text.slice(1);
  switch (text[0]) {
    case 'T':
      return { type: 'take', cards: cardList(body) };
    case 'M':
      return { type: 'meld', cards: cardList(body) };
    case 'X': {
      const [card] = cardList(body);
      if (body.includes('.')) throw new RangeError('one card to discard');
      return { type: 'discard', card: card! };
    }
    case 'S': {
      const [cards, meld] = body.split('>');
      if (!cards || !meld || !/^\d{1,3}$/.test(meld)) throw new RangeError(`bad sapaw "${text}"`);
      return { type: 'sapaw', cards: cardList(cards), meld: Number(meld) };
    }
    default:
      throw new RangeError(`unknown move "${text}"`);
  }
}

export function writeMove(move: TongitsMove): string {
  switch (move.type) {
    case 'fight':
      return 'F';
    case 'draw':
      return 'D';
    case 'take':
      return `T${move.cards.join('.')}`;
    case 'meld':
      return `M${move.cards.join('.')}`;
    case 'sapaw':
      return `S${move.cards.join('.')}>${move.meld}`;
    case 'discard':
      return `X${move.card}`;
  }
}

export interface TongitsBet {
  /** The buy-in, in minor units. */
  stake: number;
}

export function assertTongitsBet(bet: TongitsBet): void {
  if (!Number.isSafeInteger(bet.stake) || bet.stake < TONGITS_STAKE_STEP || bet.stake % TONGITS_STAKE_STEP !== 0)
    throw new RangeError(`a stake is a positive multiple of ${TONGITS_STAKE_STEP} minor units, got ${bet.stake}`);
  if (bet.stake > MAX_FAIR_STAKE) throw new RangeError('the stake is over the largest stake');
}

/**
 * The deal: the stream's first draw picks the dealer (0..2), then the shuffle: card p goes to seat
 * (dealer + p) mod 3 for the first 36 cards, the 37th to the dealer, the rest is the stock. The
 * dealer moves first.
 */
export function dealTongits(stream: FairStream): TongitsState {
  const dealer = stream.nextInt(TONGITS_SEATS);
  const deck = shuffle(
    stream,
    Array.from({ length: 52 }, (_, card) => card),
  );
  const hands: number[][] = [[], [], []];
  deck.slice(0, 36).forEach((card, position) => hands[(dealer + position) % TONGITS_SEATS]!.push(card));
  hands[dealer]!.push(deck[36]!);
  return {
    dealer,
    hands: hands.map(sortTongits),
    stock: deck.slice(37),
    discards: [],
    melds: [],
    turn: dealer,
    // The dealer's first turn has no draw: it holds the extra card.
    phase: 'act',
    opened: [false, false, false],
    burned: [false, false, false],
    history: [],
    end: null,
  };
}

const clone = (state: TongitsState): TongitsState => ({
  ...state,
  hands: state.hands.map((hand) => [...hand]),
  stock: [...state.stock],
  discards: [...state.discards],
  melds: state.melds.map((meld) => ({ seat: meld.seat, cards: [...meld.cards] })),
  opened: [...state.opened],
  burned: [...state.burned],
  history: [...state.history],
});

/** Whether the seat may call a fight now. */
export const mayFight = (state: TongitsState, seat: number) =>
  !state.end && state.turn === seat && state.phase === 'start' && state.opened[seat]! && !state.burned[seat]!;

function removeFromHand(state: TongitsState, seat: number, cards: readonly number[]): void {
  const hand = state.hands[seat]!;
  if (new Set(cards).size !== cards.length || !cards.every((card) => hand.includes(card)))
    throw new RangeError('those cards are not in the hand');
  state.hands[seat] = hand.filter((card) => !cards.includes(card));
}

/** The lowest points among `seats`, ties to the first of `seats` (they come in priority order). */
function lowest(points: readonly number[], seats: readonly number[]): number {
  let winner = seats[0]!;
  for (const seat of seats) if (points[seat]! < points[winner]!) winner = seat;
  return winner;
}

const inTurnOrder = (from: number) => [0, 1, 2].map((step) => (from + step) % TONGITS_SEATS);

function finish(state: TongitsState, how: TongitsEndHow, winner: number, contenders: number[], caller?: number): void {
  state.end = { how, winner, points: state.hands.map(handPoints), contenders, ...(caller === undefined ? {} : { caller }) };
}

/** The next seat's turn; a turn that starts with no stock ends the hand on points. */
function passTurn(state: TongitsState): void {
  state.turn = (state.turn + 1) % TONGITS_SEATS;
  state.phase = 'start';
  if (state.stock.length === 0) {
    const order = inTurnOrder(state.turn);
    finish(state, 'stock', lowest(state.hands.map(handPoints), order), order);
  }
}

/** A hand emptied by a meld or a sapaw is Tongits. */
function checkTongits(state: TongitsState, seat: number): void {
  if (state.hands[seat]!.length === 0) finish(state, 'tongits', seat, inTurnOrder(seat));
}

/**
 * One move by the seat whose turn it is: a new state, or a RangeError for a move the rules do not
 * allow (the studio answers VALIDATION_FAILED).
 */
export function applyMove(previous: TongitsState, move: TongitsMove): TongitsState {
  if (previous.end) throw new RangeError('the hand is over');
  const state = clone(previous);
  applyMoveTo(state, move);
  return state;
}

/**
 * The move applied to `state` itself. Only for a state nobody else holds and a move known to be
 * allowed (the auto-play rule's): a refused move may leave it half-changed. Playing a hand out this
 * way, without a copy per move, is what lets the RTP bench deal 10 million hands.
 */
function applyMoveTo(state: TongitsState, move: TongitsMove): void {
  const seat = state.turn;
  const needPhase = (phase: 'start' | 'act') => {
    if (state.phase !== phase) throw new RangeError(phase === 'act' ? 'draw first' : 'the turn has started already');
  };
  switch (move.type) {
    case 'fight': {
      if (!mayFight(state, seat)) throw new RangeError('a fight needs an exposed meld and no sapaw since the last turn');
      const order = inTurnOrder(seat).filter((one) => state.opened[one]);
      finish(state, 'fight', lowest(state.hands.map(handPoints), order), order, seat);
      break;
    }
    case 'draw': {
      needPhase('start');
      state.hands[seat] = sortTongits([...state.hands[seat]!, state.stock.shift()!]);
      state.phase = 'act';
      break;
    }
    case 'take': {
      needPhase('start');
      const top = state.discards[state.discards.length - 1];
      if (top === undefined) throw new RangeError('no discard to take');
      if (!isMeld([top, ...move.cards])) throw new RangeError('the discard is taken only to complete a meld');
      removeFromHand(state, seat, move.cards);
      state.discards.pop();
      state.melds.push({ seat, cards: sortTongits([top, ...move.cards]) });
      state.opened[seat] = true;
      state.phase = 'act';
      checkTongits(state, seat);
      break;
    }
    case 'meld': {
      needPhase('act');
      if (!isMeld(move.cards)) throw new RangeError('a meld is a set of 3–4 of a rank or a run of 3+ in a suit');
      removeFromHand(state, seat, move.cards);
      state.melds.push({ seat, cards: sortTongits(move.cards) });
      state.opened[seat] = true;
      checkTongits(state, seat);
      break;
    }
    case 'sapaw': {
      needPhase('act');
      const meld = state.melds[move.meld];
      if (!meld || !isMeld([...meld.cards, ...move.cards])) throw new RangeError('the cards do not fit that meld');
      removeFromHand(state, seat, move.cards);
      meld.cards = sortTongits([...meld.cards, ...move.cards]);
      if (meld.seat !== seat) state.burned[meld.seat] = true;
      checkTongits(state, seat);
      break;
    }
    case 'discard': {
      needPhase('act');
      removeFromHand(state, seat, [move.card]);
      state.discards.push(move.card);
      state.burned[seat] = false;
      if (state.hands[seat]!.length === 0) finish(state, 'tongits', seat, inTurnOrder(seat));
      else passTurn(state);
      break;
    }
  }
  state.history.push(`${seat}:${writeMove(move)}`);
}

/**
 * Every set (3–4 of a rank, in rank order) and every longest run (3+ in a suit, suit by suit), each
 * sorted. Read off a table of the cards held rather than by filtering the hand per rank and suit:
 * the auto-play rule asks this on every turn of every seat.
 */
function meldsIn(cards: readonly number[]): number[][] {
  const held = new Uint8Array(52);
  for (const card of cards) held[card] = 1;
  const found: number[][] = [];
  for (let rank = 0; rank < 13; rank += 1) {
    const same: number[] = [];
    for (let suit = 0; suit < 4; suit += 1) if (held[suit * 13 + rank]) same.push(suit * 13 + rank);
    if (same.length >= 3) found.push(same);
  }
  for (let suit = 0; suit < 4; suit += 1) {
    let start = 0;
    for (let rank = 0; rank <= 13; rank += 1) {
      if (rank < 13 && held[suit * 13 + rank]) continue;
      if (rank - start >= 3) found.push(Array.from({ length: rank - start }, (_, step) => suit * 13 + start + step));
      start = rank + 1;
    }
  }
  return found;
}

/** `isMeld([...meld, card])` for a meld on the table, without the copy (asked for every card against every meld). */
function fitsMeld(meld: readonly number[], card: number): boolean {
  let sameRank = true;
  let sameSuit = true;
  let low = card;
  let high = card;
  for (const one of meld) {
    if (one === card) return false;
    if (one % 13 !== card % 13) sameRank = false;
    if (Math.floor(one / 13) !== Math.floor(card / 13)) sameSuit = false;
    if (one < low) low = one;
    if (one > high) high = one;
  }
  if (sameRank) return meld.length < 4;
  return sameSuit && high - low === meld.length;
}

/** The meld of most points (ties: the first found), or undefined. */
const bestMeld = (melds: number[][]) =>
  melds.reduce<number[] | undefined>((best, meld) => (!best || handPoints(meld) > handPoints(best) ? meld : best), undefined);

/** Whether a card is worth keeping: it pairs with another, or is one or two ranks from one of its suit. */
const keeps = (card: number, hand: readonly number[]) =>
  hand.some(
    (other) =>
      other !== card &&
      (tongitsRank(other) === tongitsRank(card) ||
        (tongitsSuit(other) === tongitsSuit(card) && Math.abs(tongitsRank(other) - tongitsRank(card)) <= 2)),
  );

/**
 * The auto-play rule (the bots', and the player's when the studio plays for them), one move at a
 * time: fight at 9 points or fewer when allowed; take the top discard when it makes a meld with the
 * hand (the meld of most points), otherwise draw; lay down the meld of most points while there is
 * one; sapaw the lowest card that fits a meld (the first such meld); discard the card of most points
 * that pairs with nothing and is not near a card of its suit (any card of most points when all are
 * kept), the higher card first on a tie.
 */
export function autoMove(state: TongitsState): TongitsMove {
  const seat = state.turn;
  const hand = state.hands[seat]!;
  if (state.phase === 'start') {
    if (mayFight(state, seat) && handPoints(hand) <= TONGITS_FIGHT_POINTS) return { type: 'fight' };
    const top = state.discards[state.discards.length - 1];
    if (top !== undefined) {
      const meld = bestMeld(meldsIn([...hand, top]).filter((cards) => cards.includes(top)));
      if (meld) return { type: 'take', cards: meld.filter((card) => card !== top) };
    }
    return { type: 'draw' };
  }
  const meld = bestMeld(meldsIn(hand));
  if (meld) return { type: 'meld', cards: meld };
  for (const card of hand)
    for (let index = 0; index < state.melds.length; index += 1)
      if (fitsMeld(state.melds[index]!.cards, card)) return { type: 'sapaw', cards: [card], meld: index };
  const loose = hand.filter((card) => !keeps(card, hand));
  const pool = loose.length > 0 ? loose : hand;
  const card = pool.reduce((worst, one) =>
    cardPoints(one) > cardPoints(worst) || (cardPoints(one) === cardPoints(worst) && one > worst) ? one : worst,
  );
  return { type: 'discard', card };
}

/** The bots play until it is the player's turn again or the hand is over. */
export function playBots(state: TongitsState): TongitsState {
  if (state.end || state.turn === 0) return state;
  const next = clone(state);
  while (!next.end && next.turn !== 0) applyMoveTo(next, autoMove(next));
  return next;
}

/** The player's move, then the bots' turns up to the player's next turn (or the end). */
export const playerMove = (state: TongitsState, move: TongitsMove): TongitsState => {
  if (state.end) throw new RangeError('the hand is over');
  if (state.turn !== 0) throw new RangeError('not your turn');
  return playBots(applyMove(state, move));
};

/** The rest of a hand by the auto-play rule for every seat. */
export function autoPlay(state: TongitsState): TongitsState {
  if (state.end) return state;
  const next = clone(state);
  while (!next.end) applyMoveTo(next, autoMove(next));
  return next;
}

/** The player's own moves of a hand, in order (the record the verifier replays). */
export const playerMoves = (state: TongitsState) => state.history.filter((entry) => entry.startsWith('0:')).map((entry) => entry.slice(2));

export interface TongitsSettlement {
  stake: number;
  won: boolean;
  rake: number;
  payout: number;
}

export function settleTongits(stake: number, won: boolean): TongitsSettlement {
  if (!won) return { stake, won, rake: 0, payout: 0 };
  const rake = (2 * stake * TONGITS_RAKE_PERCENT) / 100;
  return { stake, won, rake, payout: 3 * stake - rake };
}

export interface TongitsResult extends TongitsSettlement {
  end: TongitsEnd;
  /** Every seat's hand at the end, and the table. */
  hands: number[][];
  melds: TongitsMeld[];
  /** The player's moves, auto-play included. */
  moves: string[];
}

export function tongitsResult(state: TongitsState, bet: TongitsBet): TongitsResult {
  if (!state.end) throw new RangeError('the hand is not over');
  return {
    ...settleTongits(bet.stake, state.end.winner === 0),
    end: state.end,
    hands: state.hands,
    melds: state.melds,
    moves: playerMoves(state),
  };
}

/**
 * A hand from its deal and the player's recorded moves (the bots answering each), played on by the
 * auto-play rule if the record stops before the end: the verifier's replay and the studio's own.
 */
export function replayTongits(stream: FairStream, bet: TongitsBet & { moves?: readonly string[] }): TongitsResult {
  assertTongitsBet(bet);
  let state = playBots(dealTongits(stream));
  for (const move of bet.moves ?? []) state = playerMove(state, parseMove(move));
  return tongitsResult(autoPlay(state), bet);
}

/** A whole hand by the auto-play rule (the quick round and the RTP bench). */
export const playTongits = (stream: FairStream, bet: TongitsBet): TongitsResult => replayTongits(stream, bet);
