import { randomBytes } from 'node:crypto';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { isDuplicate, StudioError } from '../studio-error';
import { sessionKeyOf } from '../studio-rounds.service';
import { payBet } from './scheduled-settlement.service';
import { openLine, resultStream, roundView, type OpenLine } from './scheduled-lines.service';
import {
  betById,
  betByRequest,
  betsOfSession,
  bookOf,
  bumpLine,
  insertBet,
  legsOf,
  moveBet,
  roundById,
  roundsByIds,
  type BetRow,
  type LegRow,
} from './scheduled-rounds.repository';

/**
 * A bet on scheduled rounds, told as a vendor takes it: the legs are checked against rounds still
 * taking bets and priced at the odds of the moment; the bet row is written first (its request key
 * makes a repeated request the same bet), then the stake goes to the platform's seamless wallet.
 * The bet is paid when its last round is decided (scheduled-settlement.service), or earlier when
 * the game offers a cash-out.
 */

export interface LegRequest {
  game: string;
  roundId: string;
  pick: unknown;
}

export interface BetRequest {
  brand: BrandRef;
  vendorCode: string;
  token: string;
  requestKey: string;
  stake: number;
  legs: LegRequest[];
}

const reachable = (code: string) => (code === 'UNKNOWN_ERROR' ? 'SERVER_BUSY' : code);
const newBetId = () => randomBytes(12).toString('base64url');
/** What other players see of a bet: never the token, only a short mark of the game session. */
const playerMark = (sessionKey: string) => `P-${sessionKey.slice(0, 4).toUpperCase()}`;

export function betView(bet: BetRow, legs: readonly LegRow[]) {
  return {
    betId: bet.bet_id,
    gameCode: bet.game_code,
    stake: Number(bet.stake),
    payout: Number(bet.payout),
    status: bet.status,
    outcome: bet.outcome,
    createdAt: Number(bet.created_at),
    settledAt: bet.settled_at === null ? null : Number(bet.settled_at),
    legs: legs
      .filter((leg) => leg.bet_id === bet.bet_id)
      .map((leg) => ({
        roundId: leg.round_id,
        pickKey: leg.pick_key,
        pick: JSON.parse(leg.pick) as unknown,
        odds: Number(leg.odds),
        outcome: leg.outcome,
      })),
  };
}
export type ScheduledBetView = ReturnType<typeof betView>;

/** Each leg's round, open for bets now, and its pick and price; VALIDATION_FAILED or BET_CLOSED otherwise. */
async function pricedLegs(studio: Studio, request: BetRequest, now: number) {
  const lines = new Map<string, OpenLine>();
  const legs: { line: OpenLine; roundId: string; key: string; pick: unknown; odds: number }[] = [];
  for (const leg of request.legs) {
    const line = lines.get(leg.game) ?? (await openLine(studio, request.brand, request.vendorCode, leg.game));
    lines.set(leg.game, line);
    const row = await roundById(studio.db, leg.roundId);
    if (!row || row.line_key !== line.key) throw new StudioError('VALIDATION_FAILED');
    if (row.status !== 'OPEN' || now < Number(row.opens_at) || now >= Number(row.closes_at)) throw new StudioError('BET_CLOSED');
    const round = roundView(row);
    try {
      const { key, pick } = line.rules.pick(line.line, round, leg.pick);
      const odds = line.rules.odds(line.line, round, pick, await bookOf(studio.db, row.round_id));
      legs.push({ line, roundId: row.round_id, key, pick, odds });
    } catch (error) {
      if (error instanceof RangeError) throw new StudioError('VALIDATION_FAILED');
      throw error;
    }
  }
  const first = legs[0]!.line.line;
  const rounds = new Set(legs.map((leg) => leg.roundId));
  if (legs.length > first.maxLegs || rounds.size !== legs.length) throw new StudioError('VALIDATION_FAILED');
  if (request.stake < first.minBet || request.stake > first.maxBet) throw new StudioError('VALIDATION_FAILED');
  return legs;
}

export async function placeBet(studio: Studio, request: BetRequest): Promise<ScheduledBetView> {
  if (request.legs.length === 0) throw new StudioError('VALIDATION_FAILED');
  const sessionKey = sessionKeyOf(request.token);
  const earlier = await betByRequest(studio.db, sessionKey, request.requestKey);
  if (earlier) return replay(studio, earlier);
  const now = studio.now();
  const legs = await pricedLegs(studio, request, now);
  const betId = newBetId();
  const bet: BetRow = {
    bet_id: betId,
    session_key: sessionKey,
    request_key: request.requestKey,
    token: request.token,
    player: playerMark(sessionKey),
    brand_code: request.brand.code ?? null,
    brand_host: request.brand.code ? null : (request.brand.host ?? null),
    vendor_code: request.vendorCode,
    game_code: request.legs[0]!.game,
    stake: request.stake,
    payout: 0,
    status: 'PENDING',
    outcome: null,
    created_at: now,
    settled_at: null,
  };
  const legRows: LegRow[] = legs.map((leg) => ({
    bet_id: betId,
    round_id: leg.roundId,
    pick_key: leg.key,
    pick: JSON.stringify(leg.pick),
    odds: leg.odds,
    stake: request.stake,
    outcome: null,
  }));
  try {
    await insertBet(studio.db, bet, legRows);
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    const again = await betByRequest(studio.db, sessionKey, request.requestKey);
    if (!again) throw error;
    return replay(studio, again);
  }

  const call = (name: 'bet' | 'rollback', body: Record<string, unknown>) =>
    studio.platform.seamless(request.brand, request.vendorCode, name, { token: request.token, roundId: betId, ...body });
  const taken = await call('bet', { transactionId: `${betId}-bet`, amount: request.stake });
  if (!taken.ok) {
    // Lost on the way, the stake may still have been taken: the rollback settles that either way.
    if (taken.code === 'UNKNOWN_ERROR') await call('rollback', { transactionId: `${betId}-rb`, betTransactionId: `${betId}-bet` });
    await moveBet(studio.db, betId, 'PENDING', { status: 'REFUSED', settledAt: studio.now() });
    throw new StudioError(reachable(taken.code), taken.balance);
  }
  await moveBet(studio.db, betId, 'PENDING', { status: 'PLACED' });
  for (const line of new Set(legs.map((leg) => leg.line.key))) await bumpLine(studio.db, line);
  return { ...betView({ ...bet, status: 'PLACED' }, legRows), balance: taken.value.balance } as ScheduledBetView;
}

async function replay(studio: Studio, bet: BetRow): Promise<ScheduledBetView> {
  if (bet.status === 'REFUSED') throw new StudioError('BET_CANCELLED');
  if (bet.status === 'PENDING') throw new StudioError('ALREADY_PROCESSED');
  return betView(bet, await legsOf(studio.db, [bet.bet_id]));
}

export async function betsOf(studio: Studio, token: string, vendorCode: string): Promise<ScheduledBetView[]> {
  const bets = await betsOfSession(studio.db, sessionKeyOf(token), vendorCode, 50);
  const legs = await legsOf(
    studio.db,
    bets.map((bet) => bet.bet_id),
  );
  return bets.map((bet) => betView(bet, legs));
}

/**
 * Cashes a placed bet out at the value its game offers now (before a match starts, while a crash
 * round climbs): PLACED → SETTLING with that payout, once, then the win is sent like any other.
 */
export async function cashOut(
  studio: Studio,
  request: { brand: BrandRef; vendorCode: string; token: string; betId: string },
): Promise<ScheduledBetView> {
  const bet = await betById(studio.db, request.betId);
  if (!bet || bet.session_key !== sessionKeyOf(request.token) || bet.vendor_code !== request.vendorCode)
    throw new StudioError('VALIDATION_FAILED');
  if (bet.status !== 'PLACED') throw new StudioError('CASH_OUT_UNAVAILABLE');
  const legs = await legsOf(studio.db, [bet.bet_id]);
  const rounds = await roundsByIds(
    studio.db,
    legs.map((leg) => leg.round_id),
  );
  const line = await openLine(studio, request.brand, request.vendorCode, bet.game_code);
  const value = line.rules.cashOut?.(
    line.line,
    legs.map((leg) => {
      const row = rounds.find((round) => round.round_id === leg.round_id)!;
      return {
        round: roundView(row),
        peek: () => line.rules.decide(line.line, roundView(row), resultStream(row)),
        pick: JSON.parse(leg.pick) as unknown,
        odds: Number(leg.odds),
      };
    }),
    Number(bet.stake),
    studio.now(),
  );
  if (value === null || value === undefined) throw new StudioError('CASH_OUT_UNAVAILABLE');
  const claimed = await moveBet(studio.db, bet.bet_id, 'PLACED', {
    status: 'SETTLING',
    payout: value,
    outcome: 'CASHED_OUT',
    settledAt: studio.now(),
  });
  if (!claimed) throw new StudioError('CASH_OUT_UNAVAILABLE');
  const settling = { ...bet, status: 'SETTLING' as const, payout: value, outcome: 'CASHED_OUT' as const };
  // Not paid now (the wallet out of reach), the scheduler sends the same win again.
  await payBet(studio, settling);
  const after = (await betById(studio.db, bet.bet_id)) ?? settling;
  for (const key of new Set(rounds.map((round) => round.line_key))) await bumpLine(studio.db, key);
  return betView(after, legs);
}
