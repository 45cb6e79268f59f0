import { randomBytes } from 'node:crypto';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { createServerSeed } from '@panalo/contract/fair/seeds';
import { autoArrange, dealPusoy, showdownPusoy, type PusoyRows, type PusoyShowdown } from '@panalo/contract/fair/studio-pusoy';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { isDuplicate, StudioError } from '../studio-error';
import { markRound, openRound, roundByRequest } from '../studio-rounds.repository';
import { gameTable, sessionKeyOf } from '../studio-rounds.service';
import { nextRoundSeeds } from '../studio-seeds.service';
import { PUSOY_TURN_MS, type PusoyTable } from '../kinds/pusoy-table';
import {
  claimHand,
  dueHands,
  finishHand,
  handById,
  handByRound,
  insertHand,
  openHandsOf,
  releaseHand,
  type PusoyHandRow,
} from './pusoy-hands.repository';

/**
 * A Pusoy hand at the studio's card rooms, told in its steps: the player takes a seat in a room and
 * the buy-in goes to the seamless wallet as the bet; only a taken bet uses a nonce and deals the
 * cards. The player arranges the 13 cards; at the showdown the bots arrange by their rule, the rows
 * are scored and the payout goes as the round's win (0 for a hand that lost the whole buy-in),
 * which ends the round. A hand left without a showdown is shown down with the auto-arrange rule
 * after its deadline (by the studio's sweep on the next call of any player) or when the session
 * opens the game again (the page's resume call). Wallet calls carry the studio's ids, so a retry is the same call; a win that
 * cannot land after retries rolls the bet back.
 */

/** A showdown that has not finished in this long stopped half-way (the process ended): it may be taken again. */
const STALE_SHOWDOWN_MS = 60_000;
const WIN_ATTEMPTS = 3;
const SWEEP_BATCH = 5;
const DEMO_SESSION = 'demo';

const newId = () => randomBytes(12).toString('base64url');
const reachable = (code: string) => (code === 'UNKNOWN_ERROR' ? 'SERVER_BUSY' : code);

export interface PusoyFairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Free play only, revealed with the showdown. */
  serverSeed?: string;
}

export interface DealtHand {
  handId: string;
  point: number;
  seat: number;
  stake: number;
  balance: number;
  cards: number[];
  /** The auto-arrange helper's rows for these cards. */
  auto: PusoyRows;
  deadline: number;
  fairness: PusoyFairness;
}

export interface ShownHand extends PusoyShowdown {
  handId: string;
  balance: number;
  /** With the verifier's game name and bet (the seat, point and rows shown down). */
  fairness: PusoyFairness & { game: 'studio-pusoy'; bet: { point: number; seat: number; rows: PusoyRows } };
  /** The rows were the auto-arrange rule's because the player did not show down in time. */
  auto: boolean;
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

async function pusoyTable(studio: Studio, request: DealRequest) {
  const game = await gameTable(studio, request.brand, request.vendorCode, request.gameCode);
  if (game.table.kind !== 'pusoy') throw new StudioError('GAME_NOT_FOUND');
  try {
    const bet = game.rules.bet(game.table, request.bet) as { point: number; seat: number };
    return { table: game.table as PusoyTable, bet, stake: game.rules.stake(game.table, bet) };
  } catch (error) {
    if (error instanceof RangeError) throw new StudioError('VALIDATION_FAILED');
    throw error;
  }
}

const dealtView = (hand: PusoyHandRow, balance: number): DealtHand => {
  const cards = (JSON.parse(hand.deal) as number[][])[hand.seat]!;
  const { serverSeed: _secret, ...fairness } = JSON.parse(hand.fairness) as PusoyFairness;
  return {
    handId: hand.hand_id,
    point: Number(hand.point),
    seat: hand.seat,
    stake: Number(hand.stake),
    balance,
    cards,
    auto: autoArrange(cards),
    deadline: Number(hand.deadline_at),
    fairness,
  };
};

/** Deals a hand: the buy-in as the bet (live), then the cards from the session's next nonce. */
export async function dealHand(studio: Studio, request: DealRequest): Promise<DealtHand> {
  const { table: _table, bet, stake } = await pusoyTable(studio, request);
  const now = studio.now();
  const base = {
    session_key: DEMO_SESSION,
    token: null as string | null,
    brand_code: request.brand.code ?? null,
    brand_host: request.brand.host ?? null,
    vendor_code: request.vendorCode,
    game_code: request.gameCode,
    point: bet.point,
    seat: bet.seat,
    stake,
    status: 'DEALT' as const,
    rows: null,
    result: null,
    created_at: now,
    deadline_at: now + PUSOY_TURN_MS,
    claimed_at: null,
    settled_at: null,
  };
  if (request.token === null) {
    // Free play: a fresh seed per hand, revealed at its showdown; nothing goes to the wallet.
    const serverSeed = createServerSeed();
    const clientSeed = request.clientSeed ?? 'free-play';
    const fairness: PusoyFairness = { serverSeedHash: sha256Hex(serverSeed), clientSeed, nonce: 0, serverSeed };
    const hand = {
      ...base,
      hand_id: newId(),
      round_id: null,
      deal: JSON.stringify(dealPusoy(fairStream(serverSeed, clientSeed, 0))),
      fairness: JSON.stringify(fairness),
    };
    await insertHand(studio.db, hand);
    return dealtView(hand, 0);
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
      kind: 'pusoy',
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
  const fairness: PusoyFairness = { serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce: pair.nonce };
  const hand = {
    ...base,
    hand_id: newId(),
    round_id: roundId,
    session_key: sessionKey,
    token,
    deal: JSON.stringify(dealPusoy(fairStream(pair.server_seed, pair.client_seed, pair.nonce))),
    fairness: JSON.stringify(fairness),
  };
  await insertHand(studio.db, hand);
  return dealtView(hand, placed.value.balance);
}

/** The same deal request again: the hand it dealt (or its showdown's balance), or its refusal. */
async function replayDeal(studio: Studio, sessionKey: string, requestKey: string): Promise<DealtHand> {
  const round = await roundByRequest(studio.db, sessionKey, requestKey);
  const hand = round ? await handByRound(studio.db, round.round_id) : undefined;
  if (!hand) throw new StudioError(round?.status === 'REFUSED' || round?.status === 'ROLLED_BACK' ? 'BET_CANCELLED' : 'ALREADY_PROCESSED');
  const shown = hand.result ? (JSON.parse(hand.result) as ShownHand) : null;
  return dealtView(hand, shown ? shown.balance : 0);
}

/** The player's rows at the showdown; a hand shown down already answers with its result. */
export async function showHand(studio: Studio, request: { handId: string; token: string | null; rows: PusoyRows }): Promise<ShownHand> {
  const hand = await handById(studio.db, request.handId);
  const session = request.token === null ? DEMO_SESSION : sessionKeyOf(request.token);
  if (!hand || hand.session_key !== session) throw new StudioError('ROUND_NOT_FOUND');
  if (hand.status === 'SETTLED') return JSON.parse(hand.result!) as ShownHand;
  if (hand.status === 'ROLLED_BACK') throw new StudioError('BET_CANCELLED');
  try {
    showdownPusoy(JSON.parse(hand.deal) as number[][], { point: Number(hand.point), seat: hand.seat }, request.rows);
  } catch (error) {
    if (error instanceof RangeError) throw new StudioError('VALIDATION_FAILED');
    throw error;
  }
  return settleHand(studio, hand, request.rows, false);
}

/**
 * Shows a hand down with `rows` (the player's, or the rule's for a hand left waiting): takes the
 * hand, scores it and pays the win. Of parallel attempts one pays; the others answer with its result.
 */
async function settleHand(studio: Studio, hand: PusoyHandRow, rows: PusoyRows, auto: boolean): Promise<ShownHand> {
  const now = studio.now();
  if (!(await claimHand(studio.db, hand.hand_id, JSON.stringify(rows), now, now - STALE_SHOWDOWN_MS))) {
    const again = await handById(studio.db, hand.hand_id);
    if (again?.status === 'SETTLED') return JSON.parse(again.result!) as ShownHand;
    throw new StudioError(again?.status === 'ROLLED_BACK' ? 'BET_CANCELLED' : 'ALREADY_PROCESSED');
  }
  // A showdown taken again after stopping half-way pays the rows it had.
  const taken = (await handById(studio.db, hand.hand_id))!;
  const shownRows = JSON.parse(taken.rows!) as PusoyRows;
  const bet = { point: Number(hand.point), seat: hand.seat };
  const showdown = showdownPusoy(JSON.parse(hand.deal) as number[][], bet, shownRows);
  // The verifier replays the hand from the game, the seat and point, and the rows shown down.
  const fairness = { game: 'studio-pusoy' as const, bet: { ...bet, rows: shownRows }, ...(JSON.parse(hand.fairness) as PusoyFairness) };
  const shown = (balance: number): ShownHand => ({ ...showdown, handId: hand.hand_id, balance, fairness, auto });
  if (!hand.token || !hand.round_id) {
    const result = shown(0);
    await finishHand(studio.db, hand.hand_id, 'SETTLED', JSON.stringify(result), studio.now());
    return result;
  }
  const brand: BrandRef = { ...(hand.brand_code ? { code: hand.brand_code } : {}), ...(hand.brand_host ? { host: hand.brand_host } : {}) };
  const call = (name: 'win' | 'rollback', body: Record<string, unknown>) =>
    studio.platform.seamless(brand, hand.vendor_code, name, { token: hand.token, roundId: hand.round_id, ...body });
  const win = {
    transactionId: `${hand.round_id}-win`,
    amount: showdown.payout,
    endRound: true,
    fairness,
  };
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
  const result = shown(paid.value.balance);
  await finishHand(studio.db, hand.hand_id, 'SETTLED', JSON.stringify(result), studio.now());
  await markRound(studio.db, hand.round_id, {
    status: 'PAID',
    payout: showdown.payout,
    outcome: JSON.stringify(result),
    settledAt: studio.now(),
  });
  return result;
}

/** Shows down with the rule's rows the hands a session left waiting (its next visit, or its next deal). */
export async function settleSessionHands(studio: Studio, sessionKey: string): Promise<ShownHand[]> {
  const settled: ShownHand[] = [];
  for (const { hand_id } of await openHandsOf(studio.db, sessionKey)) {
    const result = await settleLeftHand(studio, hand_id);
    if (result) settled.push(result);
  }
  return settled;
}

/** Shows down a few hands past their deadline, whoever played them: any card-room call runs this sweep. */
export async function settleDueHands(studio: Studio): Promise<number> {
  const now = studio.now();
  let count = 0;
  for (const { hand_id } of await dueHands(studio.db, now, now - STALE_SHOWDOWN_MS, SWEEP_BATCH))
    if (await settleLeftHand(studio, hand_id)) count += 1;
  return count;
}

/** A left hand's showdown; one that cannot settle now (the wallet out of reach, another call on it) waits for the next try. */
async function settleLeftHand(studio: Studio, handId: string): Promise<ShownHand | null> {
  const hand = await handById(studio.db, handId);
  if (!hand || (hand.status !== 'DEALT' && hand.status !== 'SHOWING')) return null;
  const cards = (JSON.parse(hand.deal) as number[][])[hand.seat]!;
  try {
    return await settleHand(studio, hand, hand.rows ? (JSON.parse(hand.rows) as PusoyRows) : autoArrange(cards), !hand.rows);
  } catch (error) {
    if (error instanceof StudioError) return null;
    throw error;
  }
}
