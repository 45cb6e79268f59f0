import { FISH_RTP, FISH_SPECIES, playFish, type FishBet, type FishOutcome } from '@panalo/contract/fair/studio-fish';
import { renderFishPage, type FishTable } from './fish-page';
import { betLadder, defineKind, niceCeil, offeredBet } from './kind';

/** The species a shot was aimed at, from the request body, or a RangeError. */
function targetOf(body: unknown): number {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).target : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= FISH_SPECIES.length)
    throw new RangeError('aim at one of the species in the sea');
  return value;
}

/** Fishing (the FISH lobby's arcade entries): each shot is one round, a bet per shot at the fish aimed at. */
export const fishKind = defineKind<FishTable, FishBet, FishOutcome>({
  kind: 'fish',
  table(entry) {
    // The catalogue's minimum bet is the shot's, on the 1-2-5 series.
    const minBet = niceCeil(Math.max(1, entry.minBet));
    return { kind: 'fish', rtp: FISH_RTP, minBet, bets: betLadder(minBet), species: FISH_SPECIES };
  },
  bet: (table, body) => ({ amount: offeredBet(body, 'amount', table.bets), target: targetOf(body) }),
  stake: (_table, bet) => bet.amount,
  play: (_table, stream, bet) => playFish(stream, bet),
  fairBet: (_table, bet) => ({ ...bet }),
  page: renderFishPage,
});
