import { z } from 'zod';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { autoArrange, dealPusoy, showdownPusoy, type PusoyRows, type PusoyShowdown } from '@panalo/contract/fair/studio-pusoy';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';
import { PUSOY_TURN_MS } from '../kinds/pusoy-table';
import type { CardHandColumns, CardHandRules, CardHandStore } from '../card-hands/card-hand-rules';
import { handRequest, handStep } from '../card-hands/card-hand-requests';
import { changeOpenHand, handById, retakeEnding } from '../card-hands/card-hands.repository';
import { ownHand, payHand, STALE_ENDING_MS, takenHand } from '../card-hands/card-hands.service';

/**
 * Pusoy at the studio's card rooms, as a card hand (card-hands.service.ts): the buy-in is the bet;
 * the deal gives the player 13 cards with the auto-arrange helper's rows; the one step is the
 * showdown (the player's rows; the bots arrange by the rule, the rows are scored and the payout
 * paid). A hand left without a showdown is shown down with the auto-arrange rule.
 */

/** A Pusoy hand's own columns (migration 0043) beside the common ones. */
export interface PusoyHandRow extends CardHandColumns {
  point: number | string;
  seat: number;
  /** Every seat's 13 cards. */
  deal: string;
  fairness: string;
  /** The rows shown down, once taken for the showdown. */
  rows: string | null;
}

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

const store: CardHandStore = { table: 'studio_pusoy_hands', open: 'DEALT', ending: 'SHOWING' };

const cardsOf = (hand: PusoyHandRow) => (JSON.parse(hand.deal) as number[][])[hand.seat]!;

function dealtView(hand: PusoyHandRow, balance: number): DealtHand {
  const cards = cardsOf(hand);
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
}

/** The player's rows at the showdown; a hand shown down already answers with its result. */
async function showHand(studio: Studio, request: { handId: string; token: string | null; rows: PusoyRows }): Promise<ShownHand> {
  const hand = await ownHand<PusoyHandRow>(studio, store, request);
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
 * A showdown that stopped half-way is taken again with the rows it had.
 */
async function settleHand(studio: Studio, hand: PusoyHandRow, rows: PusoyRows, auto: boolean): Promise<ShownHand> {
  const now = studio.now();
  const taken =
    (await changeOpenHand(studio.db, store, hand.hand_id, { status: store.ending, rows: JSON.stringify(rows), claimed_at: now })) ||
    (await retakeEnding(studio.db, store, hand.hand_id, now, now - STALE_ENDING_MS));
  if (!taken) return JSON.parse((await takenHand(studio, store, hand.hand_id)).result!) as ShownHand;
  const shownRows = JSON.parse((await handById<PusoyHandRow>(studio.db, store, hand.hand_id))!.rows!) as PusoyRows;
  const bet = { point: Number(hand.point), seat: hand.seat };
  const showdown = showdownPusoy(JSON.parse(hand.deal) as number[][], bet, shownRows);
  // The verifier replays the hand from the game, the seat and point, and the rows shown down.
  const fairness = { game: 'studio-pusoy' as const, bet: { ...bet, rows: shownRows }, ...(JSON.parse(hand.fairness) as PusoyFairness) };
  return payHand(studio, store, hand, {
    payout: showdown.payout,
    fairness,
    result: (balance): ShownHand => ({ ...showdown, handId: hand.hand_id, balance, fairness, auto }),
  });
}

const cardsRequest = z.number().int().min(0).max(51);
const rowsRequest = z.object({
  front: z.array(cardsRequest).length(3),
  middle: z.array(cardsRequest).length(5),
  back: z.array(cardsRequest).length(5),
});

export const pusoyRules: CardHandRules<PusoyHandRow, DealtHand> = {
  kind: 'pusoy',
  store,
  turnMs: PUSOY_TURN_MS,
  betRequest: z.object({ point: z.number().int(), seat: z.number().int() }),
  bet(game, request) {
    const bet = game.rules.bet(game.table, request) as { point: number; seat: number };
    return { stake: game.rules.stake(game.table, bet), columns: { point: bet.point, seat: bet.seat, rows: null } };
  },
  deal: (seeds) => ({
    deal: JSON.stringify(dealPusoy(fairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce))),
    // Free play keeps its server seed with the fairness, revealed at the showdown.
    fairness: JSON.stringify({
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      ...(seeds.free ? { serverSeed: seeds.serverSeed } : {}),
    }),
  }),
  dealt: async (_studio, hand, balance) => dealtView(hand, balance),
  replayed(hand) {
    const shown = hand.result ? (JSON.parse(hand.result) as ShownHand) : null;
    return dealtView(hand, shown ? shown.balance : 0);
  },
  settleLeft: (studio, hand) =>
    settleHand(studio, hand, hand.rows ? (JSON.parse(hand.rows) as PusoyRows) : autoArrange(cardsOf(hand)), !hand.rows),
  steps: [
    handStep('show', handRequest.extend({ rows: rowsRequest }), (studio, body) =>
      showHand(studio, { handId: body.handId, token: body.token ?? null, rows: body.rows }),
    ),
  ],
};
