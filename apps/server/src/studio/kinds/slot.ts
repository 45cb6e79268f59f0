import { playStudioSlot, STUDIO_SLOT_RTP, type StudioSlotOutcome } from '@panalo/contract/fair/studio-slot';
import { STUDIO_MAX_LINES } from '@panalo/contract/fair/studio-slot-paytable';
import { renderReelsPage, type ReelsTable } from '../studio-page';
import { betLadder, defineKind, niceCeil, offeredBet } from './kind';

/** The studio slot: the entry's line count (1 to 243) on 5 × 3 reels, with free spins and a bonus wheel. */
export const slotKind = defineKind<ReelsTable, { lineBet: number }, StudioSlotOutcome>({
  kind: 'slot',
  table(entry) {
    const lines = Math.min(Math.max(entry.minLineNum, 1), STUDIO_MAX_LINES);
    // The catalogue's minimum bet is the spin's: spread over the lines, at least one minor unit a line.
    const minBet = niceCeil(Math.max(1, Math.ceil(entry.minBet / lines)));
    return { kind: 'slot', rtp: STUDIO_SLOT_RTP, lines, minBet, bets: betLadder(minBet), wheel: [] };
  },
  bet: (table, body) => ({ lineBet: offeredBet(body, 'lineBet', table.bets) }),
  stake: (table, bet) => bet.lineBet * table.lines,
  play: (table, stream, bet) => playStudioSlot(stream, { lineBet: bet.lineBet, lines: table.lines }),
  fairBet: (table, bet) => ({ ...bet, lines: table.lines }),
  page: renderReelsPage,
});
