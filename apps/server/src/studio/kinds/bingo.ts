import {
  BINGO_MAX_CARDS,
  BINGO_STAKE_STEP,
  playStudioBingo,
  STUDIO_BINGO_RTP,
  type BingoBet,
  type BingoOutcome,
} from '@panalo/contract/fair/studio-bingo';
import { renderBingoPage, type BingoTable } from './bingo-page';
import { betLadder, defineKind, offeredBet, roundUp } from './kind';

/** The body's card count, 1 to 4, or a RangeError. */
function cardCount(body: unknown): number {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).cards : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > BINGO_MAX_CARDS)
    throw new RangeError(`buy 1 to ${BINGO_MAX_CARDS} cards`);
  return value;
}

/** 75-ball bingo (bingo entries, classify BG): 1 to 4 cards at the chosen price each, 35 balls drawn. */
export const bingoKind = defineKind<BingoTable, BingoBet, BingoOutcome>({
  kind: 'bingo',
  table(entry) {
    // The entry's minimum bet is one card's price, in steps of 10 minor units so every pay is whole.
    const minBet = Math.max(BINGO_STAKE_STEP, roundUp(entry.minBet, BINGO_STAKE_STEP));
    return { kind: 'bingo', rtp: STUDIO_BINGO_RTP, minBet, bets: betLadder(minBet), maxCards: BINGO_MAX_CARDS };
  },
  bet: (table, body) => ({ cards: cardCount(body), cardBet: offeredBet(body, 'cardBet', table.bets) }),
  stake: (_table, bet) => bet.cards * bet.cardBet,
  play: (_table, stream, bet) => playStudioBingo(stream, bet),
  fairBet: (_table, bet) => ({ ...bet }),
  page: renderBingoPage,
});
