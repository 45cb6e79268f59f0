import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { createServerSeed } from '@panalo/contract/fair/seeds';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { isDuplicate, StudioError } from '../studio-error';
import { markRound, openRound, roundByRequest } from '../studio-rounds.repository';
import { gameTable, sessionKeyOf } from '../studio-rounds.service';
import { nextRoundSeeds } from '../studio-seeds.service';
import type { CardHandColumns, CardHandRules, CardHandStore, DealRequest, HandSeeds } from './card-hand-rules';
import { dueHands, finishHand, handById, handByRound, insertHand, openHandsOf, releaseHand } from './card-hands.repository';

/**
 * A hand at the studio's card rooms, told in its steps, the same for every card game (the game's
 * own part is its rules object, card-hand-rules.ts): the player sits down and the stake goes to
 * the seamless wallet as the bet; only a taken bet uses a nonce and deals the cards. The player
 * plays the game's steps; when the hand ends the payout goes as the round's win (0 for a hand
 * lost), which ends the round. A hand left waiting is played out by the game's rule after its
 * deadline (the studio's sweep on the next call of any player) or when the session opens the game
 * again (the page's resume call). Wallet calls carry the studio's ids, so a retry is the same
 * call; a win that cannot land after retries rolls the bet back.
 */

/** A settlement that has not finished in this long stopped half-way (the process ended): it may be taken again. */
export const STALE_ENDING_MS = 60_000;
const WIN_ATTEMPTS = 3;
const SWEEP_BATCH = 5;
const DEMO_SESSION = 'demo';

const newId = () => randomBytes(12).toString('base64url');
const reachable = (code: string) => (code === 'UNKNOWN_ERROR' ? 'SERVER_BUSY' : code);

/** The request's bet at the game's table; another game's entry is GAME_NOT_FOUND, a bet off the table VALIDATION_FAILED. */
async function tableBet<Row extends CardHandColumns>(studio: Studio, rules: CardHandRules<Row, unknown>, request: DealRequest) {
  const game = await gameTable(studio, request.brand, request.vendorCode, request.gameCode);
  if (game.table.kind !== rules.kind) throw new StudioError('GAME_NOT_FOUND');
  try {
    return rules.bet(game, request.bet);
  } catch (error) {
    if (error instanceof RangeError) throw new StudioError('VALIDATION_FAILED');
    throw error;
  }
}

/** Deals a hand: the stake as the bet (live), then the cards from the session's next nonce (free play: a fresh seed). */
export async function dealHand<Row extends CardHandColumns, View>(
  studio: Studio,
  rules: CardHandRules<Row, View>,
  request: DealRequest,
): Promise<View> {
  const { stake, columns } = await tableBet(studio, rules, request);
  const now = studio.now();
  const base = {
    session_key: DEMO_SESSION,
    token: null as string | null,
    brand_code: request.brand.code ?? null,
    brand_host: request.brand.host ?? null,
    vendor_code: request.vendorCode,
    game_code: request.gameCode,
    stake,
    status: rules.store.open,
    result: null,
    created_at: now,
    deadline_at: now + rules.turnMs,
    claimed_at: null,
    settled_at: null,
    ...columns,
  };
  if (request.token === null) {
    // Free play: a fresh seed per hand, revealed when it ends; nothing goes to the wallet.
    const serverSeed = createServerSeed();
    const seeds = {
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed: request.clientSeed ?? 'free-play',
      nonce: 0,
      serverSeed,
      free: true,
    };
    const hand = { ...base, hand_id: newId(), round_id: null, ...rules.deal(seeds) } as Row;
    await insertHand(studio.db, rules.store, hand);
    return rules.dealt(studio, hand, 0);
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
      kind: rules.kind,
      stake,
      now,
    });
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    return replayDeal(studio, rules, sessionKey, request.requestKey);
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
  const hand = { ...base, hand_id: newId(), round_id: roundId, session_key: sessionKey, token, ...rules.deal(seeds) } as Row;
  await insertHand(studio.db, rules.store, hand);
  return rules.dealt(studio, hand, placed.value.balance);
}

/** The same deal request again: the hand it dealt as it stands now, or its refusal. */
async function replayDeal<Row extends CardHandColumns, View>(
  studio: Studio,
  rules: CardHandRules<Row, View>,
  sessionKey: string,
  requestKey: string,
): Promise<View> {
  const round = await roundByRequest(studio.db, sessionKey, requestKey);
  const hand = round ? await handByRound<Row>(studio.db, rules.store, round.round_id) : undefined;
  if (!hand) throw new StudioError(round?.status === 'REFUSED' || round?.status === 'ROLLED_BACK' ? 'BET_CANCELLED' : 'ALREADY_PROCESSED');
  return rules.replayed(hand);
}

/** The player's hand in a session (the demo session in free play), or ROUND_NOT_FOUND. */
export async function ownHand<Row extends CardHandColumns>(
  studio: Studio,
  store: CardHandStore,
  request: { handId: string; token: string | null },
): Promise<Row> {
  const hand = await handById<Row>(studio.db, store, request.handId);
  const session = request.token === null ? DEMO_SESSION : sessionKeyOf(request.token);
  if (!hand || hand.session_key !== session) throw new StudioError('ROUND_NOT_FOUND');
  return hand;
}

/** The answer to a call on a hand that another call took first: its result once settled, or why not. */
export async function takenHand<Row extends CardHandColumns>(studio: Studio, store: CardHandStore, handId: string): Promise<Row> {
  const again = await handById<Row>(studio.db, store, handId);
  if (again?.status === 'SETTLED') return again;
  throw new StudioError(again?.status === 'ROLLED_BACK' ? 'BET_CANCELLED' : 'ALREADY_PROCESSED');
}

/**
 * Pays a hand that has ended and was taken for its settlement: the payout as the round's win (with
 * the fairness the verifier replays it from), then SETTLED with the result the player sees. Free
 * play only records the result. A win that cannot land after retries rolls the bet back.
 */
export async function payHand<Result>(
  studio: Studio,
  store: CardHandStore,
  hand: CardHandColumns,
  win: { payout: number; fairness: unknown; result: (balance: number) => Result },
): Promise<Result> {
  if (!hand.token || !hand.round_id) {
    const free = win.result(0);
    await finishHand(studio.db, store, hand.hand_id, 'SETTLED', JSON.stringify(free), studio.now());
    return free;
  }
  const brand: BrandRef = { ...(hand.brand_code ? { code: hand.brand_code } : {}), ...(hand.brand_host ? { host: hand.brand_host } : {}) };
  const call = (name: 'win' | 'rollback', body: Record<string, unknown>) =>
    studio.platform.seamless(brand, hand.vendor_code, name, { token: hand.token, roundId: hand.round_id, ...body });
  const body = { transactionId: `${hand.round_id}-win`, amount: win.payout, endRound: true, fairness: win.fairness };
  let paid = await call('win', body);
  for (let attempt = 1; !paid.ok && attempt < WIN_ATTEMPTS; attempt += 1) paid = await call('win', body);
  if (!paid.ok) {
    const back = await call('rollback', { transactionId: `${hand.round_id}-rb`, betTransactionId: `${hand.round_id}-bet` });
    if (back.ok) {
      await finishHand(studio.db, store, hand.hand_id, 'ROLLED_BACK', null, studio.now());
      await markRound(studio.db, hand.round_id, { status: 'ROLLED_BACK', settledAt: studio.now() });
    } else await releaseHand(studio.db, store, hand.hand_id);
    throw new StudioError(reachable(paid.code), back.ok ? back.value.balance : paid.balance);
  }
  const result = win.result(paid.value.balance);
  await finishHand(studio.db, store, hand.hand_id, 'SETTLED', JSON.stringify(result), studio.now());
  await markRound(studio.db, hand.round_id, {
    status: 'PAID',
    payout: win.payout,
    outcome: JSON.stringify(result),
    settledAt: studio.now(),
  });
  return result;
}

/** Plays out by the game's rule, and settles, the hands a session left (its next visit). */
export async function settleSessionHands<Row extends CardHandColumns>(
  studio: Studio,
  rules: CardHandRules<Row, unknown>,
  sessionKey: string,
): Promise<unknown[]> {
  const settled: unknown[] = [];
  for (const { hand_id } of await openHandsOf(studio.db, rules.store, sessionKey)) {
    const result = await settleLeftHand(studio, rules, hand_id);
    if (result) settled.push(result);
  }
  return settled;
}

/** Plays out and settles a few hands past their deadline, whoever played them: every card-room call runs this sweep. */
export async function settleDueHands<Row extends CardHandColumns>(studio: Studio, rules: CardHandRules<Row, unknown>): Promise<number> {
  const now = studio.now();
  let count = 0;
  for (const { hand_id } of await dueHands(studio.db, rules.store, now, now - STALE_ENDING_MS, SWEEP_BATCH))
    if (await settleLeftHand(studio, rules, hand_id)) count += 1;
  return count;
}

/** A left hand played out and settled; one that cannot settle now (the wallet out of reach, another call on it) waits for the next try. */
async function settleLeftHand<Row extends CardHandColumns>(studio: Studio, rules: CardHandRules<Row, unknown>, handId: string) {
  const hand = await handById<Row>(studio.db, rules.store, handId);
  if (!hand || (hand.status !== rules.store.open && hand.status !== rules.store.ending)) return null;
  try {
    return await rules.settleLeft(studio, hand);
  } catch (error) {
    if (error instanceof StudioError) return null;
    throw error;
  }
}
