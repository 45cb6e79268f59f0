import { sql } from 'kysely';
import type { Studio } from '../studio-context';
import { settledBetFairness } from './scheduled-fairness';
import { betPayout } from './scheduled-game';
import {
  brandOfRow,
  decide,
  ensureRounds,
  lineByRoundKey,
  lineKeyOf,
  lineOfRow,
  roundView,
  type OpenLine,
} from './scheduled-lines.service';
import {
  betsReady,
  betsStuck,
  bumpLine,
  legsOf,
  linesSeenSince,
  markLegs,
  moveBet,
  roundsByIds,
  roundsDue,
  type BetRow,
} from './scheduled-rounds.repository';

/**
 * The scheduler's step, run every second in every process (scheduled.plugin): keep the lines
 * seen in the last day supplied with rounds, decide the rounds that are due, and pay the bets
 * whose rounds are all decided. Exactly once, however many processes run it and wherever one
 * dies: a round moves OPEN → DECIDED by a conditional update; a bet's payout is fixed by
 * PLACED → SETTLING; its win carries the bet's own transaction id, so sending it again (after a
 * crash, by another process) is answered by the wallet as the same win. On PostgreSQL an advisory
 * lock lets one process do the step at a time; the keys above hold without it.
 */

const LINE_LIFE_MS = 24 * 60 * 60 * 1000;
/** A wallet call older than this is taken as lost (its process died): it is made again or undone. */
const STUCK_MS = 30_000;
const BATCH = 500;
const LOCK_KEY = 0x5a4c_2201;
/**
 * Bets settled and paid at once: each is its own claim and its own wallet transaction, so on
 * PostgreSQL several overlap (SQLite's one writer takes them in turn either way).
 */
const AT_ONCE = 8;

async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

export interface TickSummary {
  decided: number;
  paid: number;
  undone: number;
}

/**
 * Sends a settling bet's win (again, if it was sent before) and marks it paid when the wallet took
 * it. The win carries the bet's fairness: its decided rounds' revealed seeds and results.
 */
export async function payBet(studio: Studio, bet: BetRow): Promise<boolean> {
  const fairness = await settledBetFairness(studio, bet);
  const paid = await studio.platform.seamless(brandOfRow(bet), bet.vendor_code, 'win', {
    token: bet.token,
    roundId: bet.bet_id,
    transactionId: `${bet.bet_id}-win`,
    amount: Number(bet.payout),
    endRound: true,
    ...(fairness ? { fairness } : {}),
  });
  if (!paid.ok) return false;
  return moveBet(studio.db, bet.bet_id, 'SETTLING', { status: 'PAID', settledAt: studio.now() });
}

/** Fixes a ready bet's payout from its legs' results: PLACED → SETTLING, once. */
async function settle(studio: Studio, bet: BetRow, lines: Map<string, OpenLine | null>): Promise<BetRow | null> {
  const legs = await legsOf(studio.db, [bet.bet_id]);
  const rounds = await roundsByIds(
    studio.db,
    legs.map((leg) => leg.round_id),
  );
  const outcomes = [];
  for (const leg of legs) {
    const row = rounds.find((round) => round.round_id === leg.round_id)!;
    if (!lines.has(row.line_key)) lines.set(row.line_key, await lineByRoundKey(studio, row.line_key));
    const line = lines.get(row.line_key);
    // A round whose game left the catalogue cannot be judged: its leg is void (the stake comes back).
    const fate = line
      ? line.rules.leg(line.line, roundView(row), JSON.parse(leg.pick), JSON.parse(row.result ?? 'null'))
      : { outcome: 'VOID' as const };
    const odds = fate.outcome === 'WON' && fate.odds !== undefined ? fate.odds : Number(leg.odds);
    outcomes.push({ roundId: leg.round_id, outcome: fate.outcome, odds });
  }
  const payout = betPayout(Number(bet.stake), outcomes);
  const outcome = outcomes.every((leg) => leg.outcome === 'VOID') ? 'VOID' : payout > 0 ? 'WON' : 'LOST';
  const now = studio.now();
  if (!(await moveBet(studio.db, bet.bet_id, 'PLACED', { status: 'SETTLING', payout, outcome, settledAt: now }))) return null;
  await markLegs(studio.db, bet.bet_id, outcomes);
  return { ...bet, status: 'SETTLING', payout, outcome, settled_at: now };
}

/** A bet whose wallet call was lost: undone at the wallet (a rollback of nothing is answered too), then refused. */
async function undo(studio: Studio, bet: BetRow): Promise<boolean> {
  const back = await studio.platform.seamless(brandOfRow(bet), bet.vendor_code, 'rollback', {
    token: bet.token,
    roundId: bet.bet_id,
    transactionId: `${bet.bet_id}-rb`,
    betTransactionId: `${bet.bet_id}-bet`,
  });
  if (!back.ok && back.code !== 'TRANSACTION_NOT_FOUND') return false;
  return moveBet(studio.db, bet.bet_id, 'PENDING', { status: 'REFUSED', settledAt: studio.now() });
}

async function step(studio: Studio): Promise<TickSummary> {
  const now = studio.now();
  const summary: TickSummary = { decided: 0, paid: 0, undone: 0 };
  const lines = new Map<string, OpenLine | null>();
  for (const row of await linesSeenSince(studio.db, now - LINE_LIFE_MS)) {
    const line = await lineOfRow(studio, row);
    lines.set(row.line_key, line);
    if (line) await ensureRounds(studio, line, now);
  }
  for (const row of await roundsDue(studio.db, now, BATCH)) {
    if (!lines.has(row.line_key)) lines.set(row.line_key, await lineByRoundKey(studio, row.line_key));
    const line = lines.get(row.line_key);
    if (line && (await decide(studio, line, row))) summary.decided += 1;
  }
  for (const bet of await betsStuck(studio.db, 'PENDING', now - STUCK_MS, BATCH)) if (await undo(studio, bet)) summary.undone += 1;
  const settling = await betsStuck(studio.db, 'SETTLING', now - STUCK_MS, BATCH);
  await eachAtOnce(await betsReady(studio.db, BATCH), async (bet) => {
    const fixed = await settle(studio, bet, lines);
    if (fixed) settling.push(fixed);
  });
  const touched = new Set<string>();
  await eachAtOnce(settling, async (bet) => {
    if (await payBet(studio, bet)) summary.paid += 1;
    touched.add(lineKeyOf(brandOfRow(bet), bet.vendor_code, bet.game_code));
  });
  for (const key of touched) await bumpLine(studio.db, key);
  return summary;
}

/** One scheduler step; on PostgreSQL null when another process holds the step. */
export async function runScheduledStep(studio: Studio): Promise<TickSummary | null> {
  if (studio.dialect !== 'postgres') return step(studio);
  return studio.db.connection().execute(async (connection) => {
    const locked = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${LOCK_KEY}) as locked`.execute(connection);
    if (!locked.rows[0]?.locked) return null;
    try {
      return await step(studio);
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(connection);
    }
  });
}

/** The step without the lock: what two processes racing would do (tests of the keys). */
export const runScheduledStepUnlocked = (studio: Studio) => step(studio);
