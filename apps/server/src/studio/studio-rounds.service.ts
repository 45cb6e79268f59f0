import { randomBytes } from 'node:crypto';
import type { Game } from '@panalo/contract/games';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { createServerSeed } from '@panalo/contract/fair/seeds';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import type { BrandRef } from './platform-client';
import type { Studio } from './studio-context';
import { isDuplicate, StudioError } from './studio-error';
import { studioGameOf, type StudioGame } from './studio-games';
import { markRound, openRound, roundByRequest } from './studio-rounds.repository';
import { nextRoundSeeds } from './studio-seeds.service';

/**
 * A round at the studio, told as a vendor plays it: the stake goes to the platform's seamless
 * wallet as a bet; only a taken bet uses a nonce of the session's seed pair; the outcome is drawn
 * and its payout sent as the round's win (0 for a loss), which ends the round. Calls carry the
 * studio's transaction ids, so a retry is the same call; a win that cannot land after retries
 * rolls the bet back. The page's request key makes a repeated request replay its round.
 */

export interface RoundRequest {
  brand: BrandRef;
  vendorCode: string;
  gameCode: string;
  token: string;
  requestKey: string;
  /** The bet as the page sent it; the game type's rules read it. */
  bet: unknown;
}

export interface PlayedRound {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  /** The seeds, and the game (`studio-<kind>`) and bet the verifier replays the round from. */
  fairness: { game: string; bet: Record<string, unknown>; serverSeedHash: string; clientSeed: string; nonce: number; serverSeed?: string };
  /** The game type and its outcome, for the page to animate. */
  result: { kind: string; outcome: { payout: number } };
}

const WIN_ATTEMPTS = 3;
/** The wallet out of reach is not the player's fault nor a crash: "busy, try again" (503). */
const reachable = (code: string) => (code === 'UNKNOWN_ERROR' ? 'SERVER_BUSY' : code);
export const sessionKeyOf = (token: string) => sha256Hex(`studio:${token}`);
const newRoundId = () => randomBytes(12).toString('base64url');

/** The game's entry and table at the platform; an entry the studio does not play is GAME_NOT_FOUND. */
export async function gameTable(
  studio: Studio,
  brand: BrandRef,
  vendorCode: string,
  gameCode: string,
): Promise<StudioGame & { entry: Game }> {
  const entry = await studio.platform.game(brand, vendorCode, gameCode);
  const game = entry ? studioGameOf(entry) : null;
  if (!entry || !game) throw new StudioError('GAME_NOT_FOUND');
  return { entry, ...game };
}

/** The request's bet as the game type reads it, and its stake; a bet off the table is VALIDATION_FAILED. */
function checkedBet({ rules, table }: StudioGame, body: unknown): { bet: unknown; stake: number } {
  try {
    const bet = rules.bet(table, body);
    return { bet, stake: rules.stake(table, bet) };
  } catch (error) {
    if (error instanceof RangeError) throw new StudioError('VALIDATION_FAILED');
    throw error;
  }
}

export async function playRound(studio: Studio, request: RoundRequest): Promise<PlayedRound> {
  const { brand, vendorCode, gameCode, token } = request;
  const game = await gameTable(studio, brand, vendorCode, gameCode);
  const { rules, table } = game;
  const { bet: placed, stake } = checkedBet(game, request.bet);
  const sessionKey = sessionKeyOf(token);
  const roundId = newRoundId();
  try {
    await openRound(studio.db, {
      roundId,
      sessionKey,
      requestKey: request.requestKey,
      vendorCode,
      gameCode,
      kind: table.kind,
      stake,
      now: studio.now(),
    });
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    return replay(studio, sessionKey, request.requestKey);
  }

  const call = (name: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
    studio.platform.seamless(brand, vendorCode, name, { token, roundId, ...body });
  const bet = await call('bet', { transactionId: `${roundId}-bet`, amount: stake });
  if (!bet.ok) {
    // Lost on the way, the bet may still have been taken: the rollback settles that either way.
    if (bet.code === 'UNKNOWN_ERROR') await call('rollback', { transactionId: `${roundId}-rb`, betTransactionId: `${roundId}-bet` });
    await markRound(studio.db, roundId, { status: 'REFUSED', settledAt: studio.now() });
    throw new StudioError(reachable(bet.code), bet.balance);
  }
  await markRound(studio.db, roundId, { status: 'BET' });

  const pair = await nextRoundSeeds(studio.db, sessionKey, studio.now());
  const fairness = {
    game: `studio-${table.kind}`,
    bet: rules.fairBet(table, placed),
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: pair.nonce,
  };
  const outcome = rules.play(table, fairStream(pair.server_seed, pair.client_seed, pair.nonce), placed);
  const result = { kind: table.kind, outcome };
  const payout = outcome.payout;
  const win = {
    transactionId: `${roundId}-win`,
    amount: payout,
    endRound: true,
    fairness,
  };
  let paid = await call('win', win);
  for (let attempt = 1; !paid.ok && attempt < WIN_ATTEMPTS; attempt += 1) paid = await call('win', win);
  if (!paid.ok) {
    const back = await call('rollback', { transactionId: `${roundId}-rb`, betTransactionId: `${roundId}-bet` });
    await markRound(studio.db, roundId, { status: back.ok ? 'ROLLED_BACK' : 'BET', settledAt: studio.now() });
    throw new StudioError(reachable(paid.code), back.ok ? back.value.balance : paid.balance);
  }
  const played: PlayedRound = { roundId, stake, payout, balance: paid.value.balance, fairness, result };
  await markRound(studio.db, roundId, { status: 'PAID', payout, outcome: JSON.stringify(played), settledAt: studio.now() });
  return played;
}

/** The same request again: the round it played, or its refusal; one still in play is ALREADY_PROCESSED. */
async function replay(studio: Studio, sessionKey: string, requestKey: string): Promise<PlayedRound> {
  const round = await roundByRequest(studio.db, sessionKey, requestKey);
  if (round?.status === 'PAID' && round.outcome) return JSON.parse(round.outcome) as PlayedRound;
  throw new StudioError(round?.status === 'REFUSED' || round?.status === 'ROLLED_BACK' ? 'BET_CANCELLED' : 'ALREADY_PROCESSED');
}

/**
 * A free-play round: nothing is at stake and nothing is sent to the wallet. Each round draws on a
 * fresh server seed that is revealed with the result, so the player can replay it at once.
 */
export async function playDemoRound(
  studio: Studio,
  request: Omit<RoundRequest, 'token' | 'requestKey'> & { clientSeed: string },
): Promise<PlayedRound> {
  const game = await gameTable(studio, request.brand, request.vendorCode, request.gameCode);
  const { bet, stake } = checkedBet(game, request.bet);
  const serverSeed = createServerSeed();
  const outcome = game.rules.play(game.table, fairStream(serverSeed, request.clientSeed, 0), bet);
  const fairness = {
    game: `studio-${game.table.kind}`,
    bet: game.rules.fairBet(game.table, bet),
    serverSeedHash: sha256Hex(serverSeed),
    clientSeed: request.clientSeed,
    nonce: 0,
    serverSeed,
  };
  return { roundId: newRoundId(), stake, payout: outcome.payout, balance: 0, fairness, result: { kind: game.table.kind, outcome } };
}
