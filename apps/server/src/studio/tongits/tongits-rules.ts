import { z } from 'zod';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import {
  autoPlay,
  dealTongits,
  mayFight,
  parseMove,
  playBots,
  playerMove,
  playerMoves,
  tongitsResult,
  type TongitsMeld,
  type TongitsResult,
  type TongitsState,
} from '@panalo/contract/fair/studio-tongits';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';
import { TONGITS_TURN_MS } from '../kinds/tongits-table';
import type { CardHandColumns, CardHandRules, CardHandStore, HandSeeds } from '../card-hands/card-hand-rules';
import { handRequest, handStep } from '../card-hands/card-hand-requests';
import { changeOpenHand, retakeEnding } from '../card-hands/card-hands.repository';
import { ownHand, payHand, STALE_ENDING_MS, takenHand } from '../card-hands/card-hands.service';

/**
 * Tongits at Tongits Club's tables, as a card hand (card-hands.service.ts): the stake is the bet.
 * The player moves (draw, take the discard, meld, sapaw, discard, fight) and after each of the
 * player's turns the bots play theirs, until the hand ends. The studio keeps only the seeds and the
 * player's moves: every call replays the hand from them (the engine is deterministic), as the
 * verifier does. A hand left waiting is played out by the auto-play rule.
 */

/** A Tongits hand's own columns (migration 0045) beside the common ones. */
export interface TongitsHandRow extends CardHandColumns {
  /** HandSeeds, the server seed included (the studio's secret until revealed). */
  seeds: string;
  /** The player's moves so far, and how many (the guard of parallel moves). */
  moves: string;
  move_count: number;
}

export interface TongitsFairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Free play only, revealed at the end. */
  serverSeed?: string;
}

export interface TongitsEnded extends TongitsResult {
  /** The hand was played out by the auto-play rule because the player left it. */
  auto: boolean;
  /** With the verifier's game name and bet (the stake and the player's moves). */
  fairness: TongitsFairness & { game: 'studio-tongits'; bet: { stake: number; moves: string[] } };
}

/** What the player sees of a hand: their own cards, the table, the other seats' card counts. */
export interface TongitsView {
  handId: string;
  stake: number;
  /** The wallet's balance after the deal's bet, or after the win at the end (live); 0 otherwise. */
  balance: number;
  dealer: number;
  turn: number;
  phase: 'start' | 'act';
  mayFight: boolean;
  hand: number[];
  melds: TongitsMeld[];
  /** The top of the discard pile, and how many cards the pile holds. */
  discard: number | null;
  discards: number;
  stock: number;
  /** Cards in each seat's hand. */
  counts: number[];
  opened: boolean[];
  /** Every move so far, as `seat:move`. */
  history: string[];
  deadline: number;
  fairness: TongitsFairness;
  /** Once the hand is over. */
  ended: TongitsEnded | null;
}

const store: CardHandStore = { table: 'studio_tongits_hands', open: 'PLAYING', ending: 'ENDING' };

const seedsOf = (hand: TongitsHandRow) => JSON.parse(hand.seeds) as HandSeeds;
const movesOf = (hand: TongitsHandRow) => JSON.parse(hand.moves) as string[];
const publicFairness = (seeds: HandSeeds): TongitsFairness => ({
  serverSeedHash: seeds.serverSeedHash,
  clientSeed: seeds.clientSeed,
  nonce: seeds.nonce,
});

/** The hand as it stands: the deal from its seeds, the bots' first turns, then the player's moves each answered by the bots. */
function replayHand(hand: TongitsHandRow, moves = movesOf(hand)): TongitsState {
  const seeds = seedsOf(hand);
  let state = playBots(dealTongits(fairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce)));
  for (const move of moves) state = playerMove(state, parseMove(move));
  return state;
}

function view(hand: TongitsHandRow, state: TongitsState, balance: number, ended: TongitsEnded | null): TongitsView {
  return {
    handId: hand.hand_id,
    stake: Number(hand.stake),
    balance,
    dealer: state.dealer,
    turn: state.turn,
    phase: state.phase,
    mayFight: mayFight(state, 0),
    hand: state.hands[0]!,
    melds: state.melds,
    discard: state.discards[state.discards.length - 1] ?? null,
    discards: state.discards.length,
    stock: state.stock.length,
    counts: state.hands.map((cards) => cards.length),
    opened: state.opened,
    history: state.history,
    deadline: Number(hand.deadline_at),
    fairness: publicFairness(seedsOf(hand)),
    ended,
  };
}

/** A settled hand as the player sees it: its end, with the balance the win left. */
function settledView(hand: TongitsHandRow): TongitsView {
  const ended = JSON.parse(hand.result!) as TongitsEnded & { balance: number };
  return view(hand, replayHand(hand, ended.moves), ended.balance, ended);
}

/** The hand as it stands, for a page that comes back to it. */
async function handView(studio: Studio, request: { handId: string; token: string | null }): Promise<TongitsView> {
  const hand = await ownHand<TongitsHandRow>(studio, store, request);
  if (hand.status === 'SETTLED') return settledView(hand);
  if (hand.status === 'ROLLED_BACK') throw new StudioError('BET_CANCELLED');
  return view(hand, replayHand(hand), 0, null);
}

/**
 * One move of the player's (the bots then play up to the player's next turn). A move the rules do
 * not allow, or one out of turn, is VALIDATION_FAILED; of parallel moves one lands and the others
 * are ALREADY_PROCESSED (or, once the hand is settled, answered with its end).
 */
async function moveHand(studio: Studio, request: { handId: string; token: string | null; move: string }): Promise<TongitsView> {
  const hand = await ownHand<TongitsHandRow>(studio, store, request);
  if (hand.status === 'SETTLED') return settledView(hand);
  if (hand.status === 'ROLLED_BACK') throw new StudioError('BET_CANCELLED');
  if (hand.status !== store.open) throw new StudioError('ALREADY_PROCESSED');
  const moves = movesOf(hand);
  try {
    playerMove(replayHand(hand, moves), parseMove(request.move));
  } catch (error) {
    if (error instanceof RangeError) throw new StudioError('VALIDATION_FAILED');
    throw error;
  }
  return afterMove(studio, hand, [...moves, request.move], hand.move_count);
}

/**
 * Records the moves (from `expectedCount` recorded before) and, when they end the hand, takes it
 * for its settlement and settles it. A hand just dealt comes here with no moves: the bots may even
 * have ended it before the player's turn.
 */
async function afterMove(studio: Studio, hand: TongitsHandRow, moves: string[], expectedCount: number, auto = false, balance = 0) {
  const state = replayHand(hand, moves);
  const now = studio.now();
  if (moves.length > 0 || state.end) {
    const changes = {
      moves: JSON.stringify(moves),
      move_count: moves.length,
      deadline_at: now + TONGITS_TURN_MS,
      ...(state.end ? { status: store.ending, claimed_at: now } : {}),
    };
    if (!(await changeOpenHand(studio.db, store, hand.hand_id, changes, { move_count: expectedCount })))
      return settledView(await takenHand<TongitsHandRow>(studio, store, hand.hand_id));
  }
  const stored = { ...hand, moves: JSON.stringify(moves), move_count: moves.length, deadline_at: now + TONGITS_TURN_MS };
  if (!state.end) return view(stored, state, balance, null);
  const ended = await settleHand(studio, stored, state, auto);
  return view(stored, state, ended.balance, ended);
}

/** Pays a hand that has ended (taken as ENDING by its last move): the win, then SETTLED with the result. */
function settleHand(studio: Studio, hand: TongitsHandRow, state: TongitsState, auto: boolean) {
  const seeds = seedsOf(hand);
  const stake = Number(hand.stake);
  const result = tongitsResult(state, { stake });
  const fairness = {
    game: 'studio-tongits' as const,
    bet: { stake, moves: result.moves },
    ...publicFairness(seeds),
    ...(seeds.free ? { serverSeed: seeds.serverSeed } : {}),
  };
  return payHand(studio, store, hand, {
    payout: result.payout,
    fairness,
    result: (balance): TongitsEnded & { balance: number } => ({ ...result, auto, fairness, balance }),
  });
}

/** A left hand played out by the auto-play rule, or an end that stopped half-way paid. */
async function settleLeftHand(studio: Studio, hand: TongitsHandRow): Promise<TongitsEnded | null> {
  if (hand.status === store.open) {
    const played = playerMoves(autoPlay(replayHand(hand)));
    return (await afterMove(studio, hand, played, hand.move_count, true)).ended;
  }
  const now = studio.now();
  if (!(await retakeEnding(studio.db, store, hand.hand_id, now, now - STALE_ENDING_MS))) return null;
  return settleHand(studio, hand, replayHand(hand), false);
}

// A move in the engine's short notation (studio-tongits.ts `parseMove`): F, D, T3.16, M3.16.29, S7>2, X40.
const moveRequest = z.string().regex(/^(F|D|[TM]\d{1,2}(\.\d{1,2}){1,12}|S\d{1,2}(\.\d{1,2}){0,3}>\d{1,2}|X\d{1,2})$/);

export const tongitsRules: CardHandRules<TongitsHandRow, TongitsView> = {
  kind: 'tongits',
  store,
  turnMs: TONGITS_TURN_MS,
  betRequest: z.object({ stake: z.number().int() }),
  bet(game, request) {
    const bet = game.rules.bet(game.table, request) as { stake: number };
    return { stake: bet.stake, columns: { moves: '[]', move_count: 0 } };
  },
  deal: (seeds) => ({ seeds: JSON.stringify(seeds) }),
  dealt: (studio, hand, balance) => afterMove(studio, hand, [], 0, false, balance),
  replayed: (hand) => (hand.status === 'SETTLED' ? settledView(hand) : view(hand, replayHand(hand), 0, null)),
  settleLeft: settleLeftHand,
  steps: [
    handStep('move', handRequest.extend({ move: moveRequest }), (studio, body) =>
      moveHand(studio, { handId: body.handId, token: body.token ?? null, move: body.move }),
    ),
    handStep('hand', handRequest, (studio, body) => handView(studio, { handId: body.handId, token: body.token ?? null })),
  ],
};
