import { LIVE_SPOTS, liveTableOf, liveTableRtp, playLive, type LiveBets, type LiveOutcome } from '@panalo/contract/fair/studio-live';
import { betLadder, defineKind, roundUp } from './kind';
import { renderLivePage } from './live-page';
import type { LiveTableView } from './live-table';

/**
 * The live casino tables (LIVE lobby, classify TG): the entry plays baccarat, roulette, dragon
 * tiger or sic bo by its name or code number (contract liveTableOf). Chips are whole pesos (100
 * minor units) or more, so banker's 0.95 and dragon tiger's half back are always whole.
 */
export const LIVE_CHIP_STEP = 100;
/** A spot takes up to this many of the smallest chip. */
const MAX_CHIPS_A_SPOT = 5_000;

/** The body's `{ spots: { <spot>: amount } }`, or a RangeError. */
function liveBets(body: unknown): LiveBets {
  const spots = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).spots : undefined;
  if (typeof spots !== 'object' || spots === null || Array.isArray(spots)) throw new RangeError('bet on the spots');
  const bets: LiveBets = {};
  for (const [spot, amount] of Object.entries(spots)) {
    if (typeof amount !== 'number') throw new RangeError('a stake is a number');
    bets[spot] = amount;
  }
  return bets;
}

export const liveKind = defineKind<LiveTableView, LiveBets, LiveOutcome>({
  kind: 'live',
  table(entry) {
    const game = liveTableOf(entry);
    const minBet = Math.max(LIVE_CHIP_STEP, roundUp(entry.minBet, LIVE_CHIP_STEP));
    return { kind: 'live', game, rtp: liveTableRtp(game), minBet, bets: betLadder(minBet), maxSpot: minBet * MAX_CHIPS_A_SPOT };
  },
  bet(table, body) {
    const bets = liveBets(body);
    // The engine checks spots and amounts; checking here as well makes a bad bet a refusal before any money moves.
    for (const spot of Object.keys(bets)) if (!LIVE_SPOTS[table.game].includes(spot)) throw new RangeError(`no spot ${spot}`);
    for (const amount of Object.values(bets))
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount % table.minBet !== 0 || amount > table.maxSpot)
        throw new RangeError('a stake is a whole number of chips');
    if (Object.keys(bets).length === 0) throw new RangeError('bet on at least one spot');
    return bets;
  },
  stake: (_table, bets) => Object.values(bets).reduce((sum, amount) => sum + amount, 0),
  play: (table, stream, bets) => playLive(stream, table.game, bets, table.minBet, table.maxSpot),
  fairBet: (table, bets) => ({ table: table.game, spots: bets }),
  page: renderLivePage,
});
