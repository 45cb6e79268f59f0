import type { FastifyInstance } from 'fastify';
import { createClientSeed, createServerSeed } from '@panalo/contract/fair/seeds';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { maxPayout } from '@panalo/contract/fair/max-payout';
import { replayRound, type FairRound } from '@panalo/contract/fair/verify-round';
import { ORIGINALS_VENDOR, type OriginalsPlayValue, type OriginalsRound, type SeedsValue } from '@panalo/contract/originals';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/tokens';
import type { Merchant } from '../../kernel/merchant';
import { sessionOf, winLimitsOf, type GameSessionRow } from '../seamless/seamless-call';
import type { Caller } from '../../kernel/caller';
import { isUniqueViolation } from '../ledger/idempotency';
import { callSeamless } from './seamless-client';
import {
  findActivePair,
  insertActivePair,
  listRevealedPairs,
  recentRounds,
  revealPair,
  takeNonce,
  type SeedPairRow,
} from './seed-pairs.repository';

/**
 * The built-in provider: provably fair rounds (docs/provably-fair.md) settled through the seamless
 * wallet API. A round places the stake as a bet, then takes the next nonce of the member's active
 * seed pair, computes the outcome with the shared game maths and pays the payout as the round's
 * win. Nonces therefore count the rounds actually played: a refused bet takes none.
 */

async function activePair(ctx: AppContext, memberId: number): Promise<SeedPairRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const pair = await findActivePair(ctx.db, memberId);
    if (pair) return pair;
    const serverSeed = createServerSeed();
    try {
      await insertActivePair(ctx.db, {
        memberId,
        serverSeed,
        serverSeedHash: sha256Hex(serverSeed),
        clientSeed: createClientSeed(),
        now: ctx.clock.now(),
      });
    } catch (error) {
      // Another request opened the member's pair at the same moment: use that one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('ALREADY_PROCESSED');
}

const publicPair = (pair: SeedPairRow) => ({ serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce: pair.nonce });

export async function seedsOf(ctx: AppContext, memberId: number): Promise<SeedsValue> {
  const active = await activePair(ctx, memberId);
  const revealed = await listRevealedPairs(ctx.db, memberId, 20);
  return {
    active: publicPair(active),
    revealed: revealed.map((pair) => ({
      ...publicPair(pair),
      serverSeed: pair.server_seed,
      roundsPlayed: pair.nonce,
      revealedAt: pair.revealed_at!,
    })),
  };
}

/** Reveals the active pair's server seed and opens a new pair (with the given client seed, or the old one). */
export async function rotateSeeds(ctx: AppContext, memberId: number, clientSeed: string | undefined): Promise<SeedsValue> {
  const current = await activePair(ctx, memberId);
  const serverSeed = createServerSeed();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await revealPair(tx, current.id, ctx.clock.now()))) throw new AppError('ALREADY_PROCESSED');
    await insertActivePair(tx, {
      memberId,
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed: clientSeed ?? current.client_seed,
      now: ctx.clock.now(),
    });
  });
  return seedsOf(ctx, memberId);
}

/** The finer rules live in the game maths; their RangeError is the player's mistake, not ours. */
function checkRound(round: FairRound): void {
  try {
    replayRound({ serverSeed: 'check', clientSeed: 'check', nonce: 0 }, round);
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('VALIDATION_FAILED', { fields: { bet: error.message } });
    throw error;
  }
}

const stakeOf = (round: OriginalsRound): number =>
  round.game === 'baccarat' ? (round.bet.player ?? 0) + (round.bet.banker ?? 0) + (round.bet.tie ?? 0) : round.bet.amount;

/**
 * A bet whose best case would pass the brand's or the vendor's win limits is refused before its
 * nonce and stake are taken: the seamless wallet would refuse that win, and a player must never
 * learn it only after winning (docs/seamless-wallet.md, Win limits).
 */
function checkWinLimits(merchant: Merchant, session: GameSessionRow, round: FairRound, stake: number): void {
  const limits = winLimitsOf(merchant, session);
  const maxWin = Math.min(limits.maxWinPerRound, stake * limits.maxWinMultiple);
  if (maxPayout(round) > maxWin) throw new AppError('BET_OVER_WIN_LIMIT');
}

export async function playRound(
  app: FastifyInstance,
  merchant: Merchant,
  request: OriginalsRound & { token: string },
): Promise<OriginalsPlayValue> {
  const ctx = app.ctx;
  const session = await sessionOf(ctx, merchant, ORIGINALS_VENDOR, request.token, true);
  const round = { game: request.game, bet: request.bet } as FairRound;
  checkRound(round);
  checkWinLimits(merchant, session, round, stakeOf(request));

  // The stake first: a bet the wallet refuses (say, for insufficient balance) uses up no nonce.
  const roundId = randomId(16);
  const stake = stakeOf(request);
  const bet = await callSeamless(app, merchant.code, 'bet', {
    token: request.token,
    transactionId: `${roundId}-bet`,
    roundId,
    amount: stake,
  });
  if (!bet.ok)
    throw new AppError(bet.code, {
      ...(bet.balance === undefined ? {} : { balance: bet.balance }),
      ...(bet.limit ? { limit: bet.limit } : {}),
    });

  let pair = await activePair(ctx, session.member_id);
  while (!(await takeNonce(ctx.db, pair.id, pair.nonce))) pair = await activePair(ctx, session.member_id);
  const nonce = pair.nonce;
  const played = replayRound({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce }, round);
  const { outcome } = played;
  const fairness = { serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce };
  const win = {
    token: request.token,
    transactionId: `${roundId}-win`,
    roundId,
    amount: outcome.payout,
    endRound: true,
    fairness: { game: request.game, bet: request.bet, ...fairness },
  };
  // The stake is taken: the win must land. It is idempotent by its id, so it is simply sent again.
  let paid = await callSeamless(app, merchant.code, 'win', win);
  for (let attempt = 1; !paid.ok && attempt < 3; attempt++) paid = await callSeamless(app, merchant.code, 'win', win);
  if (!paid.ok) throw new AppError(paid.code, paid.balance === undefined ? {} : { balance: paid.balance });
  return { roundId, stake, payout: outcome.payout, balance: paid.value.balance, fairness, ...played };
}

/** The member's last ten rounds of one game, with the data to check each (the game-recall view). */
export async function recallRounds(ctx: AppContext, caller: Caller, game: string) {
  const { session } = caller;
  const rows = await recentRounds(ctx.db, session.memberId, ORIGINALS_VENDOR, game, 10);
  return rows.map((row) => ({
    roundId: row.round_id,
    stake: Number(row.stake),
    win: Number(row.win),
    balanceBefore: Number(row.balance_before),
    balanceAfter: Number(row.balance_after),
    at: row.created_at,
    fairness: row.fairness ? (JSON.parse(row.fairness) as Record<string, unknown>) : null,
  }));
}
