import { randomBytes } from 'node:crypto';
import type { Game } from '@panalo/contract/games';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { createServerSeed } from '@panalo/contract/fair/seeds';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';
import { scheduledEntryOf, type ScheduledEntry } from './registry';
import type { RoundView } from './scheduled-game';
import {
  bookOf,
  bumpLine,
  betsOnRound,
  decidedRounds,
  decideRound,
  insertRound,
  lineByKey,
  liveRounds,
  roundNosBetween,
  touchLine,
  type LineRow,
  type RoundRow,
} from './scheduled-rounds.repository';

/**
 * A line is one scheduled game (a catalogue entry) at one brand. Its rounds follow the clock:
 * round n closes for bets at n × period and is decided a run later. Rounds are created ahead by
 * whoever looks first (a page, a bet, the scheduler); the line-and-number key makes one row of
 * two processes' inserts, and the round's server seed is drawn then, so its hash is public before
 * the first bet. A line keeps running while a page has looked at it in the last day.
 */

/** Decided rounds made at once when a line starts, so a page has results to show from the start. */
const HISTORY_ROUNDS = 10;

export interface OpenLine extends ScheduledEntry {
  key: string;
  brand: BrandRef;
  vendorCode: string;
  entry: Game;
}

export const lineKeyOf = (brand: BrandRef, vendorCode: string, gameCode: string) =>
  `${brand.code ? `c:${brand.code}` : `h:${(brand.host ?? '').toLowerCase()}`}|${vendorCode}|${gameCode}`;

export const brandOfRow = (row: { brand_code: string | null; brand_host: string | null }): BrandRef =>
  row.brand_code ? { code: row.brand_code } : { host: row.brand_host ?? '' };

/** The entry's line at this brand, marked as looked at; GAME_NOT_FOUND when the studio schedules no such game. */
export async function openLine(studio: Studio, brand: BrandRef, vendorCode: string, gameCode: string): Promise<OpenLine> {
  const entry = await studio.platform.game(brand, vendorCode, gameCode);
  const scheduled = entry ? scheduledEntryOf(entry) : null;
  if (!entry || !scheduled) throw new StudioError('GAME_NOT_FOUND');
  const key = lineKeyOf(brand, vendorCode, gameCode);
  await touchLine(studio.db, {
    line_key: key,
    brand_code: brand.code ?? null,
    brand_host: brand.code ? null : (brand.host ?? null),
    vendor_code: vendorCode,
    game_code: gameCode,
    game: scheduled.rules.game,
    seen_at: studio.now(),
  });
  return { ...scheduled, key, brand, vendorCode, entry };
}

/** The line a stored row names, with its rules; null when its entry is gone from the catalogue. */
export async function lineOfRow(studio: Studio, row: LineRow): Promise<OpenLine | null> {
  const brand = brandOfRow(row);
  const entry = await studio.platform.game(brand, row.vendor_code, row.game_code);
  const scheduled = entry ? scheduledEntryOf(entry) : null;
  return entry && scheduled ? { ...scheduled, key: row.line_key, brand, vendorCode: row.vendor_code, entry } : null;
}

export async function lineByRoundKey(studio: Studio, lineKey: string): Promise<OpenLine | null> {
  const row = await lineByKey(studio.db, lineKey);
  return row ? lineOfRow(studio, row) : null;
}

export function roundView<Detail = Record<string, unknown>>(row: RoundRow): RoundView<Detail> {
  return {
    roundId: row.round_id,
    roundNo: Number(row.round_no),
    opensAt: Number(row.opens_at),
    closesAt: Number(row.closes_at),
    decidesAt: Number(row.decides_at),
    detail: JSON.parse(row.detail) as Detail,
  };
}

/** Creates the line's rounds from a few decided ones back to the last one already taking bets. */
export async function ensureRounds(studio: Studio, line: OpenLine, now: number): Promise<void> {
  const { periodMs, openAheadMs } = line.line;
  const first = Math.floor(now / periodMs) - HISTORY_ROUNDS;
  const last = Math.floor((now + openAheadMs) / periodMs);
  const existing = await roundNosBetween(studio.db, line.key, first, last);
  let created = false;
  for (let roundNo = first; roundNo <= last; roundNo += 1) {
    if (existing.has(roundNo)) continue;
    const serverSeed = createServerSeed();
    const clientSeed = `${line.key}#${roundNo}`;
    const detail = line.rules.prepare(line.line, roundNo, fairStream(serverSeed, clientSeed, 0));
    const closesAt = roundNo * periodMs;
    const runMs = line.rules.runMsOf ? line.rules.runMsOf(line.line, detail) : line.line.runMs;
    await insertRound(studio.db, {
      round_id: randomBytes(12).toString('base64url'),
      line_key: line.key,
      round_no: roundNo,
      status: 'OPEN',
      opens_at: closesAt - openAheadMs,
      closes_at: closesAt,
      decides_at: closesAt + runMs,
      server_seed: serverSeed,
      server_seed_hash: sha256Hex(serverSeed),
      client_seed: clientSeed,
      detail: JSON.stringify(detail),
      result: null,
      decided_at: null,
    });
    created = true;
  }
  if (created) await bumpLine(studio.db, line.key);
}

/** The fair stream a round's result is drawn from (its detail came from nonce 0). */
export const resultStream = (row: RoundRow) => fairStream(row.server_seed, row.client_seed, 1);

/** Decides a due round from its committed seed, once; the result and the seed become public. */
export async function decide(studio: Studio, line: OpenLine, row: RoundRow): Promise<boolean> {
  const round = roundView(row);
  const result = line.rules.decide(line.line, round, resultStream(row));
  const decided = await decideRound(studio.db, row.round_id, JSON.stringify(result), studio.now());
  if (decided) await bumpLine(studio.db, line.key);
  return decided;
}

/**
 * A round as a page sees it: the seed's hash until decided, then the seed and the result. A round
 * with a secret detail (rules.publicDetail) shows only its public part, and no decision time, until then.
 */
export function publicRound(line: OpenLine, row: RoundRow) {
  const decided = row.status === 'DECIDED';
  const view = roundView(row);
  const secret = !decided && line.rules.publicDetail ? line.rules.publicDetail : null;
  return {
    ...view,
    ...(secret ? { detail: secret(line.line, view.detail), decidesAt: null } : {}),
    status: row.status,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    ...(decided ? { serverSeed: row.server_seed, result: JSON.parse(row.result ?? 'null') as unknown } : {}),
  };
}

/** A shared round's table, as every player sees it: a player's mark, never a token. */
const BETS_SHOWN = 100;
async function roundBets(studio: Studio, roundId: string) {
  return (await betsOnRound(studio.db, roundId, BETS_SHOWN)).map((bet) => ({
    betId: bet.bet_id,
    player: bet.player,
    stake: Number(bet.stake),
    payout: Number(bet.payout),
    status: bet.status,
    outcome: bet.outcome,
    pick: JSON.parse(bet.pick) as unknown,
    odds: Number(bet.odds),
  }));
}

/** Decides this line's due rounds now (money waits for the scheduler): a page never shows a stale round. */
async function catchUp(studio: Studio, line: OpenLine, now: number): Promise<void> {
  await ensureRounds(studio, line, now);
  for (const row of await liveRounds(studio.db, line.key, now)) if (Number(row.decides_at) <= now) await decide(studio, line, row);
}

/** How often the pages of a match in play hear its running score. */
const IN_PLAY_REFRESH_MS = 5_000;

/** A started round with what its game shows of the play (rules.inPlay): a match's running score. */
function withInPlay<Round extends object>(line: OpenLine, row: RoundRow, round: Round) {
  if (!line.rules.inPlay || row.status === 'DECIDED') return round;
  const view = roundView(row);
  return { ...round, inPlay: line.rules.inPlay(line.line, view, () => line.rules.decide(line.line, view, resultStream(row))) };
}

/**
 * A live round as a page sees it: its bets for a game that shows its table, its game's board (the
 * prices of the moment, from the round's book) while it takes bets, and its play once started.
 */
async function liveRound(studio: Studio, line: OpenLine, row: RoundRow, now: number) {
  const round = line.rules.showsBets ? { ...publicRound(line, row), bets: await roundBets(studio, row.round_id) } : publicRound(line, row);
  if (now >= Number(row.closes_at)) return withInPlay(line, row, round);
  if (!line.rules.board) return round;
  return { ...round, board: line.rules.board(line.line, roundView(row), await bookOf(studio.db, row.round_id)) };
}

/**
 * What a line's page shows: the rounds taking bets or in play, and the last results (with their
 * bets, for a game that shows its table); and, for the feed only, when the state changes next by
 * the clock alone (a round opens, closes or is due), which may be a secret of the round.
 */
export async function lineSnapshot(studio: Studio, line: OpenLine) {
  const now = studio.now();
  await catchUp(studio, line, now);
  const [live, decided] = await Promise.all([liveRounds(studio.db, line.key, now), decidedRounds(studio.db, line.key, HISTORY_ROUNDS)]);
  const { periodMs, openAheadMs } = line.line;
  const nextOpen = (Math.floor((now + openAheadMs) / periodMs) + 1) * periodMs - openAheadMs;
  const playing = line.rules.inPlay !== undefined && live.some((row) => Number(row.closes_at) <= now);
  const nextChangeAt = Math.min(
    nextOpen,
    // A match in play changes its score as it runs: its pages hear of it every few seconds.
    playing ? now + IN_PLAY_REFRESH_MS : Infinity,
    ...live.map((row) => Math.min(Number(row.decides_at), Number(row.closes_at) > now ? Number(row.closes_at) : Infinity)),
  );
  const lastResult = async (row: RoundRow) =>
    line.rules.showsBets ? { ...publicRound(line, row), bets: await roundBets(studio, row.round_id) } : publicRound(line, row);
  const state = {
    now,
    game: line.rules.game,
    live: await Promise.all(live.map((row) => liveRound(studio, line, row, now))),
    results: await Promise.all(decided.map((row, index) => (index === 0 ? lastResult(row) : publicRound(line, row)))),
  };
  return { state, nextChangeAt };
}

export const lineState = async (studio: Studio, line: OpenLine) => (await lineSnapshot(studio, line)).state;

export async function recentResults(studio: Studio, line: OpenLine, limit: number) {
  await catchUp(studio, line, studio.now());
  return (await decidedRounds(studio.db, line.key, limit)).map((row) => publicRound(line, row));
}
