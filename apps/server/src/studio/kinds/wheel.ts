import { playWheel, WHEEL_RTP, WHEEL_SEGMENTS, WHEEL_STAKE_STEP, type WheelOutcome } from '@panalo/contract/fair/studio-wheel';
import { renderReelsPage, type ReelsTable } from '../studio-page';
import { betLadder, defineKind, offeredBet, roundUp } from './kind';

/** The prize wheel: 25 segments, each a multiple of the stake (arcade, mini games, video poker, crash entries). */
export const wheelKind = defineKind<ReelsTable, { amount: number }, WheelOutcome>({
  kind: 'wheel',
  table(entry) {
    const minBet = Math.max(WHEEL_STAKE_STEP, roundUp(entry.minBet, WHEEL_STAKE_STEP));
    return { kind: 'wheel', rtp: WHEEL_RTP, lines: 0, minBet, bets: betLadder(minBet), wheel: WHEEL_SEGMENTS };
  },
  bet: (table, body) => ({ amount: offeredBet(body, 'amount', table.bets) }),
  stake: (_table, bet) => bet.amount,
  play: (_table, stream, bet) => playWheel(stream, bet),
  fairBet: (table, bet) => ({ ...bet, lines: table.lines }),
  page: renderReelsPage,
});
