import { randomBytes } from 'node:crypto';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { createServerSeed } from '@panalo/contract/fair/seeds';
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
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { isDuplicate, StudioError } from '../studio-error';
import { markRound, openRound, roundByRequest } from '../studio-rounds.repository';
import { gameTable, sessionKeyOf } from '../studio-rounds.service';
import { nextRoundSeeds } from '../studio-seeds.service';
import { TONGITS_TURN_MS, type TongitsTable } from '../kinds/tongits-table';
import {
  dueHands,
  finishHand,
  handById,
  handByRound,
  insertHand,
  openHandsOf,
  recordMoves,
  releaseHand,
  retakeEnding,
  type TongitsHandRow,
} from './tongits-hands.repository';

/**
 * A Tongits hand at Tongits Club's tables, told in its steps: the player sits down in a room and the
 * stake goes to the seamless wallet as the bet; only a taken bet uses a nonce and deals the cards.
 * Then the player moves (draw, take the discard, meld, sapaw, discard, fight) and after each of
 * the player's turns the bots play theirs, until the hand ends; the payout goes as the round's win
 * (0 for a hand lost), which ends the round. The studio keeps only the seeds and the player's moves:
 * every call replays the hand from them (the engine is deterministic), as the verifier does. A hand
 * left waiting is played out by the auto-play rule after its deadline (the studio's sweep on the
 * next call of any player) or when the session opens the game again (the page's resume call).
 * Wallet calls carry the studio's ids, so a retry is the same call; a win that cannot land after
 * retries rolls the bet back.
 */

/** An end that has not finished paying in this long stopped half-way (the process ended): it may be taken again. */
const STALE_END_MS = 60_000;
const WIN_ATTEMPTS = 3;
const SWEEP_BATCH = 5;
const DEMO_SESSION = 'demo';

const newId = () => randomBytes(12).toString('base64url');
const reachable = (code: string) => (code === 'UNKNOWN_ERROR' ? 'SERVER_BUSY' : code);

export interface TongitsFairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Free play only, revealed at the end. */
  serverSeed?: string;
}

/** The seeds a hand row keeps (the server seed is the studio's secret until the session rotates it). */
interface HandSeeds extends TongitsFairness {
  serverSeed: string;
  free: boolean;
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

export interface DealRequest {
  brand: BrandRef;
  vendorCode: string;
  gameCode: string;
  /** Null in free play. */
  token: string | null;
  requestKey: string;
  bet: unknown;
  clientSeed?: string;
}

async function tongitsTable(studio: Studio, request: DealRequest) {
  const game = await gameTable(studio, request.brand, request.vendorCode, request.gameCode);
  if (game.table.kind !== 'tongits') throw new StudioError('GAME_NOT_FOUND');
  try {
    const bet = game.rules.bet(game.table, request.bet) as { stake: number };
    return { table: game.table as TongitsTable, stake: bet.stake };
  } catch (error) {
    if (error instanceof RangeError) throw new StudioError('VALIDATION_FAILED');
    throw error;
  }
}

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

/** Deals a hand: the stake as the bet (live), then the cards from the session's next nonce. */
export async function dealHand(studio: Studio, request: DealRequest): Promise<TongitsView> {
  const { stake } = await tongitsTable(studio, request);
  const now = studio.now();
  const base = {
    session_key: DEMO_SESSION,
    token: null as string | null,
    brand_code: request.brand.code ?? null,
    brand_host: request.brand.host ?? null,
    vendor_code: request.vendorCode,
    game_code: request.gameCode,
    stake,
    moves: '[]',
    move_count: 0,
    status: 'PLAYING' as const,
    result: null,
    created_at: now,
    deadline_at: now + TONGITS_TURN_MS,
    claimed_at: null,
    settled_at: null,
  };
  if (request.token === null) {
    // Free play: a fresh seed per hand, revealed at its end; nothing goes to the wallet.
    const serverSeed = createServerSeed();
    const clientSeed = request.clientSeed ?? 'free-play';
    const seeds: HandSeeds = { serverSeedHash: sha256Hex(serverSeed), clientSeed, nonce: 0, serverSeed, free: true };
    const hand = { ...base, hand_id: newId(), round_id: null, seeds: JSON.stringify(seeds) };
    await insertHand(studio.db, hand);
    return afterMove(studio, hand, [], 0);
  }

  const token = request.token;
  const sessionKey = sessionKeyOf(token);
  const roundId = newId();
  try {
    await openRound(studio.db, {
      roundId,
      sessionKey,
      requestKey: request.requestKey,
      vendorCode: request.vendorCode,
      gameCode: request.gameCode,
      kind: 'tongits',
      stake,
      now,
    });
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    return replayDeal(studio, sessionKey, request.requestKey);
  }
  const call = (name: 'bet' | 'rollback', body: Record<string, unknown>) =>
    studio.platform.seamless(request.brand, request.vendorCode, name, { token, roundId, ...body });
  const placed = await call('bet', { transactionId: `${roundId}-bet`, amount: stake });
  if (!placed.ok) {
    if (placed.code === 'UNKNOWN_ERROR') await call('rollback', { transactionId: `${roundId}-rb`, betTransactionId: `${roundId}-bet` });
    await markRound(studio.db, roundId, { status: 'REFUSED', settledAt: studio.now() });
    throw new StudioError(reachable(placed.code), placed.balance);
  }
  await markRound(studio.db, roundId, { status: 'BET' });
  const pair = await nextRoundSeeds(studio.db, sessionKey, studio.now());
  const seeds: HandSeeds = {
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: pair.nonce,
    serverSeed: pair.server_seed,
    free: false,
  };
  const hand = { ...base, hand_id: newId(), round_id: roundId, session_key: sessionKey, token, seeds: JSON.stringify(seeds) };
  await insertHand(studio.db, hand);
  return afterMove(studio, hand, [], 0, false, placed.value.balance);
}

/** The same deal request again: the hand it dealt as it stands now, or its refusal. */
async function replayDeal(studio: Studio, sessionKey: string, requestKey: string): Promise<TongitsView> {
  const round = await roundByRequest(studio.db, sessionKey, requestKey);
  const hand = round ? await handByRound(studio.db, round.round_id) : undefined;
  if (!hand) throw new StudioError(round?.status === 'REFUSED' || round?.status === 'ROLLED_BACK' ? 'BET_CANCELLED' : 'ALREADY_PROCESSED');
  if (hand.status === 'SETTLED') return settledView(hand);
  return view(hand, replayHand(hand), 0, null);
}

/** The player's hand in a session (the demo session in free play), or ROUND_NOT_FOUND. */
async function ownHand(studio: Studio, handId: string, token: string | null): Promise<TongitsHandRow> {
  const hand = await handById(studio.db, handId);
  const session = token === null ? DEMO_SESSION : sessionKeyOf(token);
  if (!hand || hand.session_key !== session) throw new StudioError('ROUND_NOT_FOUND');
  return hand;
}

/** The hand as it stands, for a page that comes back to it. */
export async function handView(studio: Studio, request: { handId: string; token: string | null }): Promise<TongitsView> {
  const hand = await ownHand(studio, request.handId, request.token);
  if (hand.status === 'SETTLED') return settledView(hand);
  if (hand.status === 'ROLLED_BACK') throw new StudioError('BET_CANCELLED');
  return view(hand, replayHand(hand), 0, null);
}

/**
 * One move of the player's (the bots then play up to the player's next turn). A move the rules do
 * not allow, or one out of turn, is VALIDATION_FAILED; of parallel moves one lands and the others
 * are ALREADY_PROCESSED (or, once the hand is settled, answered with its end).
 */
export async function moveHand(studio: Studio, request: { handId: string; token: string | null; move: string }): Promise<TongitsView> {
  const hand = await ownHand(studio, request.handId, request.token);
  if (hand.status === 'SETTLED') return settledView(hand);
  if (hand.status === 'ROLLED_BACK') throw new StudioError('BET_CANCELLED');
  if (hand.status !== 'PLAYING') throw new StudioError('ALREADY_PROCESSED');
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
 * Records the moves (from `expectedCount` recorded before) and, when they end the hand, settles it.
 * A hand just dealt comes here with no moves: the bots may even have ended it before the player's turn.
 */
async function afterMove(studio: Studio, hand: TongitsHandRow, moves: string[], expectedCount: number, auto = false, balance = 0) {
  const state = replayHand(hand, moves);
  const now = studio.now();
  if (moves.length > 0 || state.end) {
    const change = { ended: state.end !== null, now, deadline: now + TONGITS_TURN_MS };
    if (!(await recordMoves(studio.db, hand.hand_id, expectedCount, moves, change))) {
      const again = await handById(studio.db, hand.hand_id);
      if (again?.status === 'SETTLED') return settledView(again);
      throw new StudioError(again?.status === 'ROLLED_BACK' ? 'BET_CANCELLED' : 'ALREADY_PROCESSED');
    }
  }
  const stored = { ...hand, moves: JSON.stringify(moves), move_count: moves.length, deadline_at: now + TONGITS_TURN_MS };
  if (!state.end) return view(stored, state, balance, null);
  const ended = await settleHand(studio, stored, state, auto);
  return view(stored, state, ended.balance, ended);
}

/**
 * Pays a hand that has ended (taken as ENDING by its last move): the win, then SETTLED with the
 * result. A win that cannot land after retries rolls the bet back.
 */
async function settleHand(
  studio: Studio,
  hand: TongitsHandRow,
  state: TongitsState,
  auto: boolean,
): Promise<TongitsEnded & { balance: number }> {
  const seeds = seedsOf(hand);
  const stake = Number(hand.stake);
  const result = tongitsResult(state, { stake });
  const fairness = {
    game: 'studio-tongits' as const,
    bet: { stake, moves: result.moves },
    ...publicFairness(seeds),
    ...(seeds.free ? { serverSeed: seeds.serverSeed } : {}),
  };
  const ended = (balance: number) => ({ ...result, auto, fairness, balance });
  if (!hand.token || !hand.round_id) {
    const free = ended(0);
    await finishHand(studio.db, hand.hand_id, 'SETTLED', JSON.stringify(free), studio.now());
    return free;
  }
  const brand: BrandRef = { ...(hand.brand_code ? { code: hand.brand_code } : {}), ...(hand.brand_host ? { host: hand.brand_host } : {}) };
  const call = (name: 'win' | 'rollback', body: Record<string, unknown>) =>
    studio.platform.seamless(brand, hand.vendor_code, name, { token: hand.token, roundId: hand.round_id, ...body });
  const win = { transactionId: `${hand.round_id}-win`, amount: result.payout, endRound: true, fairness };
  let paid = await call('win', win);
  for (let attempt = 1; !paid.ok && attempt < WIN_ATTEMPTS; attempt += 1) paid = await call('win', win);
  if (!paid.ok) {
    const back = await call('rollback', { transactionId: `${hand.round_id}-rb`, betTransactionId: `${hand.round_id}-bet` });
    if (back.ok) {
      await finishHand(studio.db, hand.hand_id, 'ROLLED_BACK', null, studio.now());
      await markRound(studio.db, hand.round_id, { status: 'ROLLED_BACK', settledAt: studio.now() });
    } else await releaseHand(studio.db, hand.hand_id);
    throw new StudioError(reachable(paid.code), back.ok ? back.value.balance : paid.balance);
  }
  const done = ended(paid.value.balance);
  await finishHand(studio.db, hand.hand_id, 'SETTLED', JSON.stringify(done), studio.now());
  await markRound(studio.db, hand.round_id, {
    status: 'PAID',
    payout: result.payout,
    outcome: JSON.stringify(done),
    settledAt: studio.now(),
  });
  return done;
}

/** Plays out by the auto-play rule, and settles, the hands a session left (its next visit). */
export async function settleSessionHands(studio: Studio, sessionKey: string): Promise<TongitsEnded[]> {
  const settled: TongitsEnded[] = [];
  for (const { hand_id } of await openHandsOf(studio.db, sessionKey)) {
    const result = await settleLeftHand(studio, hand_id);
    if (result) settled.push(result);
  }
  return settled;
}

/** Plays out and settles a few hands past their deadline, whoever played them: every Tongits call runs this sweep. */
export async function settleDueHands(studio: Studio): Promise<number> {
  const now = studio.now();
  let count = 0;
  for (const { hand_id } of await dueHands(studio.db, now, now - STALE_END_MS, SWEEP_BATCH))
    if (await settleLeftHand(studio, hand_id)) count += 1;
  return count;
}

/** A left hand played out (or an end that stopped half-way paid); one that cannot settle now waits for the next try. */
async function settleLeftHand(studio: Studio, handId: string): Promise<TongitsEnded | null> {
  const hand = await handById(studio.db, handId);
  if (!hand) return null;
  try {
    if (hand.status === 'PLAYING') {
      const played = playerMoves(autoPlay(replayHand(hand)));
      return (await afterMove(studio, hand, played, hand.move_count, true)).ended;
    }
    const now = studio.now();
    if (hand.status !== 'ENDING' || !(await retakeEnding(studio.db, hand.hand_id, now, now - STALE_END_MS))) return null;
    const state = replayHand(hand);
    return await settleHand(studio, hand, state, false);
  } catch (error) {
    if (error instanceof StudioError) return null;
    throw error;
  }
}
